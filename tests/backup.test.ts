// `npm run backup` and `npm run restore` of the built tools, round trip: an account, a page and an
// uploaded image survive a backup, a change made after it and a restore; the directory restored
// over is moved aside, not deleted; neither tool touches a directory a running server holds.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { buildPath, type RouteSpec } from '../api/define';
import { buildServerBundle, productionCopy, startBuilt, type BuiltServer } from '../server/testing/built-server';

describe('backup and restore of the embedded database and media', { timeout: 400_000 }, () => {
  let dir = '';
  let server: BuiltServer | undefined;
  beforeAll(() => {
    buildServerBundle();
    dir = productionCopy('backup-');
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const tool = async (name: 'backup' | 'restore', ...args: string[]) => {
    const run = await startBuilt(dir, {}, { entry: name, waitFor: 'exit', args });
    return { code: await run.exited, output: run.output() };
  };

  it('brings back the pages and media of the moment of the backup', async () => {
    server = await startBuilt(dir);
    const port = server.port;
    const call = async <R extends RouteSpec>(route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown } = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}/api${buildPath(route.path, opts.params)}`, {
        method: route.method,
        headers: { ...(opts.token ? { 'x-token': opts.token } : {}), ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: unknown }).data;
    };
    const email = 'backup@example.com';
    const password = 'Harbour-Lantern-42';
    const { token } = await call(api.session.register, { body: { email, password, name: 'Owner', agreements: { offer: true, personal_data: true } } }) as { token: string };
    await call(api.pages.create, { token, body: { title: 'Kept by the backup' } });
    const form = new FormData();
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'red.png');
    const uploaded = await fetch(`http://127.0.0.1:${port}/api/images`, { method: 'POST', headers: { 'x-token': token }, body: form });
    expect(uploaded.status).toBe(200);
    const [{ url }] = (await uploaded.json() as { data: { url: string }[] }).data;
    const imageUrl = new URL(url, `http://127.0.0.1:${port}`).pathname;

    // A running server holds DATA_DIR: the backup refuses rather than copy a live database.
    const refused = await tool('backup', path.join(dir, 'refused.tar.gz'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('needs the server stopped');
    expect(existsSync(path.join(dir, 'refused.tar.gz'))).toBe(false);
    expect(await server.stop()).toBe(0);

    const archive = path.join(dir, 'backups', 'before.tar.gz');
    const made = await tool('backup', archive);
    expect(made.code, made.output).toBe(0);
    expect(statSync(archive).size).toBeGreaterThan(1000);

    // After the backup: a page the restore must take away again.
    server = await startBuilt(dir);
    await fetchOk(server.port, token, api.pages.create, { title: 'Made after the backup' });
    expect(await titles(server.port, token)).toEqual(expect.arrayContaining(['Kept by the backup', 'Made after the backup']));
    expect(await server.stop()).toBe(0);

    const restored = await tool('restore', archive);
    expect(restored.code, restored.output).toBe(0);
    const aside = readdirSync(dir).filter((f) => f.startsWith('data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dir, aside[0], 'media'))).toBe(true);

    server = await startBuilt(dir);
    const after = await titles(server.port, token);
    expect(after).toContain('Kept by the backup');
    expect(after).not.toContain('Made after the backup');
    const img = await fetch(`http://127.0.0.1:${server.port}${imageUrl}`);
    expect(img.status).toBe(200);
    expect(Buffer.from(await img.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

async function fetchOk(port: number, token: string, route: RouteSpec, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api${route.path}`, { method: route.method, headers: { 'x-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${await res.text()}`);
}

async function titles(port: number, token: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api${api.pages.list.path}`, { headers: { 'x-token': token } });
  if (res.status !== 200) throw new Error(`pages.list: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { items: { title: string }[] } }).data.items.map((p) => p.title);
}
