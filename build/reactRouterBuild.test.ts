// react-router's package.json exports only its development build (dist/development: its dev-only
// warnings and checks run and ship); vite.config.ts points
// `vite build` at dist/production instead, as React Router's own Vite plugin does. This builds
// the app the way `npm run build` does (into a temporary folder) and reads the chunks' source maps:
// every react-router module in the bundle comes from dist/production, and each one is in exactly
// one chunk (one copy of the router, so one set of its React contexts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'rr-build-'));

/** Each built chunk's react-router sources (paths from node_modules/react-router/ on). */
const routerSources = new Map<string, string[]>();
/** The built JavaScript, all chunks together. */
let code = '';

beforeAll(async () => {
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.js')) code += readFileSync(join(assets, file), 'utf8');
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] };
    const ours = map.sources.filter((s) => s.includes('node_modules/react-router/')).map((s) => s.slice(s.indexOf('react-router/')));
    if (ours.length > 0) routerSources.set(file, ours);
  }
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('react-router in the production bundle', () => {
  it('comes from dist/production, never dist/development', () => {
    const all = [...routerSources.values()].flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((s) => !s.startsWith('react-router/dist/production/'))).toEqual([]);
    // Messages behind the development build's ENABLE_DEV_WARNINGS flag (false in dist/production,
    // so the minifier drops them): the one difference between the two builds.
    expect(code).not.toContain('No routes matched location');
    expect(code).not.toContain('You should not include both');
  });

  it('is in the bundle once: each of its modules in one chunk only', () => {
    const seen = new Map<string, string[]>();
    for (const [chunk, sources] of routerSources) for (const s of sources) seen.set(s, [...(seen.get(s) ?? []), chunk]);
    expect([...seen].filter(([, chunks]) => chunks.length > 1)).toEqual([]);
    // The router's core (its contexts, RouterProvider, hooks) is one production chunk file.
    expect([...seen.keys()].filter((s) => /^react-router\/dist\/[^/]+\/chunk-/.test(s))).toHaveLength(1);
  });
});
