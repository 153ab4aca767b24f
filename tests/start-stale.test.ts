import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsBuild } from '../scripts/stale.mjs';

describe('npm start rebuilds what is older than its sources', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (rel: string, at: number) => {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, at, at);
  };

  it('the UI when a file the bundle is built from is newer than the build: the UI, and the engine the canvas paints with', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-stale-'));
    for (const f of ['ui/main.tsx', 'engine/render/describe.ts', 'vite.config.ts', 'package.json']) file(f, 1000);
    file('dist/ui/index.html', 2000);
    expect(needsBuild(root, 'ui')).toBe(false);
    file('engine/render/describe.ts', 3000);
    expect(needsBuild(root, 'ui')).toBe(true);
    file('dist/ui/index.html', 4000);
    file('ui/main.tsx', 5000);
    expect(needsBuild(root, 'ui')).toBe(true);
  });

  it('the server when it is missing or a server, api or engine file is newer, but not for a UI change', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-stale-'));
    for (const f of ['server/main.ts', 'api/index.ts', 'engine/model.ts', 'ui/main.tsx', 'package.json']) file(f, 1000);
    expect(needsBuild(root, 'server')).toBe(true);
    file('dist/server/main.mjs', 2000);
    expect(needsBuild(root, 'server')).toBe(false);
    file('ui/main.tsx', 3000);
    expect(needsBuild(root, 'server')).toBe(false);
    file('api/index.ts', 3000);
    expect(needsBuild(root, 'server')).toBe(true);
  });

  it('never in a production copy without sources, as long as the build is there', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-stale-'));
    file('package.json', 5000);
    expect(needsBuild(root, 'server')).toBe(true);
    file('dist/server/main.mjs', 1000);
    file('dist/ui/index.html', 1000);
    expect(needsBuild(root, 'server')).toBe(false);
    expect(needsBuild(root, 'ui')).toBe(false);
  });
});
