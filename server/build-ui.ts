// npm start builds the UI when dist/ui is missing or older than any file it is built from (ui/, engine/, …). A failed build
// is logged and the API is served anyway (the UI may be mid-work; the API must stay reachable).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Folders the UI bundle is built from (the canvas paints the engine's descriptions, so an engine change is a UI change). */
const UI_SOURCES = ['ui', 'engine', 'machines', 'adapters', 'api'];

export function uiNeedsBuild(root: string): boolean {
  const index = path.join(root, 'dist/ui/index.html');
  const src = path.join(root, 'ui');
  if (!existsSync(src)) return false;
  if (!existsSync(index)) return true;
  const folders = UI_SOURCES.map((f) => path.join(root, f)).filter((f) => existsSync(f));
  const sources = Math.max(...folders.map(newestMtime), ...['vite.config.ts', 'package.json'].map((f) => statSync(path.join(root, f)).mtimeMs));
  return sources > statSync(index).mtimeMs;
}

export function buildUi(root: string, log: { info(msg: string): void; error(msg: string): void }): Promise<boolean> {
  return new Promise((resolve) => {
    log.info('building the UI (vite build)…');
    const child = spawn('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('error', (err) => { log.error(`UI build could not start: ${err.message}`); resolve(false); });
    child.on('close', (code) => {
      if (code === 0) log.info('UI built into dist/ui');
      else log.error(`UI build failed (exit ${code}); serving the API only.\n${output.slice(-4000)}`);
      resolve(code === 0);
    });
  });
}
