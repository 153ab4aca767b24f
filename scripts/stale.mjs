// Which half of the build is older than its sources (`npm start` rebuilds that half first). Plain
// JavaScript: it runs before anything is compiled. A copy without sources (a production image of
// dist/ and node_modules only) is never stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(full) {
  const s = statSync(full);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(full, entry.name)));
  }
  return newest;
}

/** The files each half is built from (the canvas paints the engine's descriptions, so an engine change is a UI change too). */
export const PARTS = {
  ui: { output: 'dist/ui/index.html', marker: 'ui', sources: ['ui', 'engine', 'machines', 'adapters', 'api', 'vite.config.ts', 'package.json'] },
  server: { output: 'dist/server/main.mjs', marker: 'server', sources: ['server', 'api', 'engine', 'adapters', 'machines', 'package.json', 'scripts/build.mjs'] },
};

/** True when `part`'s output is missing, or older than any of its sources present in `root`. */
export function needsBuild(root, part) {
  const { output, marker, sources } = PARTS[part];
  const out = path.join(root, output);
  if (!existsSync(path.join(root, marker))) return !existsSync(out);
  if (!existsSync(out)) return true;
  const present = sources.map((s) => path.join(root, s)).filter((s) => existsSync(s));
  return Math.max(...present.map(newestMtime)) > statSync(out).mtimeMs;
}
