// The server's area zones (lint/server-zones.mjs) as ESLint applies them with the project's own
// config: another area's internals are refused, its index.ts and the shared floor are not.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverAreas, serverZones } from '../lint/server-zones.mjs';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

/** The no-restricted-imports messages ESLint gives one import written in a file at `filePath`. */
async function zoneErrors(filePath: string, from: string): Promise<string[]> {
  const code = `import { probe } from '${from}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server area zones', () => {
  it("refuses another area's internal module and names the way in", async () => {
    const errors = await zoneErrors('server/leads/probe.ts', '../pages/pages-access');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("server/pages/ is entered through its index.ts: import from '../pages/index'");
  });

  it("lets an area import another area's index and the shared floor", async () => {
    expect(await zoneErrors('server/leads/probe.ts', '../pages/index')).toEqual([]);
    expect(await zoneErrors('server/leads/probe.ts', '../pages')).toEqual([]);
    expect(await zoneErrors('server/leads/probe.ts', '../platform/http/errors')).toEqual([]);
    expect(await zoneErrors('server/leads/probe.ts', '../db/schema-leads')).toEqual([]);
    expect(await zoneErrors('server/leads/probe.ts', '../testing/harness')).toEqual([]);
  });

  it('leaves an area its own modules', async () => {
    expect(await zoneErrors('server/pages/probe.ts', './pages-access')).toEqual([]);
    expect(await zoneErrors('server/pages/publishing/probe.ts', '../pages-access')).toEqual([]);
  });

  it('holds at every folder depth, for tests, the floor and the app composition alike', async () => {
    expect(await zoneErrors('server/pages/publishing/probe.ts', '../../leads/intake')).toHaveLength(1);
    expect(await zoneErrors('server/pages/publishing/probe.ts', '../../leads/index')).toEqual([]);
    expect(await zoneErrors('server/leads/probe.test.ts', '../pages/pages-fixtures')).toHaveLength(1);
    expect(await zoneErrors('server/platform/http/probe.ts', '../../auth/sessions')).toHaveLength(1);
    expect(await zoneErrors('server/probe.ts', './pages/routes')).toHaveLength(1);
    expect(await zoneErrors('server/probe.ts', './pages/index')).toEqual([]);
  });

  it("keeps the server's layer rule inside the zones", async () => {
    const errors = await zoneErrors('server/leads/probe.ts', '../../ui/lib/dates');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('server/ imports no ui/, machines/ or adapters/ code.');
  });

  it('zones a new folder under server/ as an area from its first file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zones-'));
    for (const name of ['platform', 'db', 'pages', 'webinars']) mkdirSync(path.join(dir, name));
    expect(serverAreas(dir)).toEqual(['pages', 'webinars']);
    const zones = serverZones([], serverAreas(dir));
    const pagesZone = zones.find((z) => z.files?.[0] === 'server/pages/*.ts');
    const patterns = (pagesZone?.rules?.['no-restricted-imports'] as [string, { patterns: { regex: string }[] }])[1].patterns;
    expect(patterns.map((p) => p.regex)).toEqual(['^(?:\\.\\./){1}webinars/(?!index$)']);
  });
});
