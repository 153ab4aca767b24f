// `npm run build`: the UI (vite build → dist/ui) and the server bundled by esbuild
// (server/main.ts → dist/server/main.mjs, run by plain `node`). Plain JavaScript, so it runs before
// anything is compiled. `node scripts/build.mjs ui` or `… server` builds one half.
//
// The server's packages stay outside the bundle and are loaded from node_modules at run time:
// PGlite (wasm and its data files), argon2 and sharp (native) must, and the rest then load as
// their authors ship them. Files the server reads beside its code are copied into dist/ at the
// same relative place: a module under server/x/ reads `../migrations/`, and so does the bundle in
// dist/server/ — dist/migrations/.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRIES = {
  main: 'server/main.ts',
  migrate: 'server/ops/migrate-cli.ts',
  backup: 'server/ops/backup-cli.ts',
  restore: 'server/ops/restore-cli.ts',
};
/** Read at run time relative to the module that reads them (see the comment on top). */
const SERVER_ASSETS = [
  ['server/migrations', 'dist/migrations'],
  ['server/data', 'dist/data'],
];

/** `dayjs/plugin/utc` works for bundlers but not for node's ESM loader, which wants the file: a package without an exports map gets the `.js` its file has. */
function nodeSubpath(specifier) {
  const m = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(specifier);
  if (!m || path.extname(m[2]) !== '') return specifier;
  const manifest = path.join(root, 'node_modules', m[1], 'package.json');
  if (!existsSync(manifest)) return specifier;
  if (JSON.parse(readFileSync(manifest, 'utf8')).exports !== undefined) return specifier;
  return existsSync(path.join(root, 'node_modules', m[1], `${m[2]}.js`)) ? `${specifier}.js` : specifier;
}

const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      return { path: nodeSubpath(args.path), external: true };
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    // Chunks beside the entries: every module's import.meta.url is one folder below dist/.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [packagesOutside],
  });
  for (const [from, to] of SERVER_ASSETS) {
    rmSync(path.join(root, to), { recursive: true, force: true });
    cpSync(path.join(root, from), path.join(root, to), { recursive: true });
  }
}

export function buildUi() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
  return r.status === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  if (only !== undefined && only !== 'ui' && only !== 'server') {
    console.error(`unknown part "${only}": ui or server`);
    process.exit(2);
  }
  if (only !== 'server' && !buildUi()) process.exit(1);
  if (only !== 'ui') await buildServer();
}
