// `npm run backup` and `npm run restore` of the built tools, round trip: an account, a page and an
// uploaded image survive a backup, a change made after it and a restore; the directory restored
// over is moved aside, not deleted; neither tool touches a directory a running server holds.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { apiCaller, buildServerBundle, productionCopy, startBuilt, type BuiltServer } from '../server/testing/built-server';

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
    const call = apiCaller(port);
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
    await apiCaller(server.port)(api.pages.create, { token, body: { title: 'Made after the backup' } });
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

async function titles(port: number, token: string): Promise<string[]> {
  const list = await apiCaller(port)(api.pages.list, { token }) as { items: { title: string }[] };
  return list.items.map((p) => p.title);
}
