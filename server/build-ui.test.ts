import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uiNeedsBuild } from './build-ui';

describe('npm start rebuilds the UI', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (rel: string, at: number) => {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, at, at);
  };

  it('when a file the bundle is built from is newer than the build: the UI, and the engine the canvas paints with', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-ui-'));
    for (const f of ['ui/main.tsx', 'engine/render/describe.ts', 'vite.config.ts', 'package.json']) file(f, 1000);
    file('dist/ui/index.html', 2000);
    expect(uiNeedsBuild(root)).toBe(false);
    file('engine/render/describe.ts', 3000);
    expect(uiNeedsBuild(root)).toBe(true);
    file('dist/ui/index.html', 4000);
    file('ui/main.tsx', 5000);
    expect(uiNeedsBuild(root)).toBe(true);
  });
});
