// The server's area zones (server/README.md "Areas"): a module of one area reaches another area only
// through that area's index.ts, so an area's files can be moved, split or rewritten without a
// search through the rest of the server. Everything under server/platform/, server/db/,
// server/testing/ and server/ops/ is shared floor, open to every area. The folders are read from
// the disk: a new folder under server/ is an area, and zoned, from its first file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Folders of server/ that are not areas: what every area uses (and the data they read). */
export const SERVER_FLOOR = ['platform', 'db', 'testing', 'ops', 'data', 'migrations'];

/**
 * The list of the job handlers' modules imports each area's job module for its side effect
 * (registerJob at load). An area's index cannot carry that import without registering the jobs in
 * every process that imports the area, so this one file names the modules themselves.
 */
const JOB_MODULE_LIST = 'server/platform/jobs/handlers.ts';

/** Deepest folder level under server/ a module lives at (server/<area>/<folder>/<file>.ts is 2). */
const MAX_DEPTH = 4;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function serverAreas(serverDir = fileURLToPath(new URL('../server/', import.meta.url))) {
  return readdirSync(serverDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !SERVER_FLOOR.includes(e.name))
    .map((e) => e.name)
    .sort();
}

/** The import of another area's internal module, written from a file `depth` folders below server/. */
function internalsOf(area, depth) {
  const up = depth === 0 ? '\\./' : `(?:\\.\\./){${depth}}`;
  return {
    regex: `^${up}${escape(area)}/(?!index$)`,
    message: `server/${area}/ is entered through its index.ts: import from '${depth === 0 ? './' : '../'.repeat(depth)}${area}/index' (export the name there if it is missing).`,
  };
}

/**
 * Config objects for eslint.config.js. `basePatterns` are the server's other import patterns (the
 * layers it may not import): no-restricted-imports takes its options from the last matching
 * object, so every zone carries them too.
 */
export function serverZones(basePatterns, areas = serverAreas()) {
  const configs = [];
  const owners = [...areas.map((a) => ({ folder: a, own: a })), ...SERVER_FLOOR.map((f) => ({ folder: f, own: null }))];
  for (const { folder, own } of owners) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const others = areas.filter((a) => a !== own);
      configs.push({
        files: [`server/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        ignores: [JOB_MODULE_LIST],
        rules: { 'no-restricted-imports': ['error', { patterns: [...basePatterns, ...others.map((a) => internalsOf(a, depth))] }] },
      });
    }
  }
  // The app's composition (app.ts, handlers.ts, main.ts …) enters the areas the same way.
  configs.push({
    files: ['server/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...basePatterns, ...areas.map((a) => internalsOf(a, 0))] }] },
  });
  return configs;
}
