// `npm start`: builds what is older than its sources (scripts/stale.mjs) and runs the built server
// in this process (no second node beside it). `node scripts/start.mjs migrate` (or backup, restore)
// runs that built tool the same way (`npm run migrate` …). On a fresh clone `npm install && npm start` builds
// everything first; a production copy (dist/ and production packages only) just runs.
// A failed UI build is reported and the API served anyway (the UI may be mid-work; the API must
// stay reachable); a failed server build stops here.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { needsBuild } from './stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const line = (level, msg) => (level >= 50 ? console.error : console.log)(JSON.stringify({ level, time: Date.now(), msg }));

const entry = process.argv[2] ?? 'main';
if (!/^[a-z]+$/.test(entry)) {
  line(50, `unknown command "${entry}"`);
  process.exit(2);
}
// The tool reads its own arguments from argv[2] on, as when it is run directly.
if (process.argv.length > 2) process.argv.splice(2, 1);
const staleUi = entry === 'main' && needsBuild(root, 'ui');
const staleServer = needsBuild(root, 'server');
if (staleUi || staleServer) {
  const build = await import('./build.mjs');
  if (staleUi) {
    line(30, 'building the UI (vite build)…');
    if (!build.buildUi()) line(50, 'UI build failed; serving the API only');
  }
  if (staleServer) {
    line(30, 'building the server (esbuild)…');
    try {
      await build.buildServer();
    } catch (err) {
      line(50, `server build failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  }
}
await import(pathToFileURL(path.join(root, `dist/server/${entry}.mjs`)).href);
