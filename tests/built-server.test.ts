// The product as a production install runs it: the server bundled by `npm run build`, started by
// plain node in a folder with package.json, dist/ and the production packages only (no tsx, vite
// or other devDependencies to fall back on), signs up an owner, publishes a page and stores a
// visitor's lead — all over HTTP.
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { apiCaller, buildServerBundle, productionCopy, startBuilt, type BuiltServer } from '../server/testing/built-server';
import { leadBody, leadFormContent, postLead } from '../server/testing/lead-load';

describe('the built server without devDependencies', { timeout: 240_000 }, () => {
  let dir = '';
  let server: BuiltServer | undefined;
  beforeAll(() => {
    buildServerBundle();
    dir = productionCopy();
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no build tools or UI libraries within reach of its code', () => {
    const from = createRequire(path.join(dir, 'dist/server/main.mjs'));
    for (const devOnly of ['tsx', 'vite', 'esbuild', 'react', 'vitest']) expect(() => from.resolve(devOnly), devOnly).toThrow();
    expect(from.resolve('fastify')).toContain('fastify');
  });

  it('signs up, publishes a page and stores a lead', async () => {
    server = await startBuilt(dir);
    const port = server.port;
    const call = apiCaller(port);
    const { token } = await call(api.session.register, { body: { email: 'built@example.com', password: 'Harbour-Lantern-42', name: 'Owner', agreements: { offer: true, personal_data: true } } }) as { token: string };
    const page = await call(api.pages.create, { token, body: { title: 'Built' } }) as { id: number };
    await call(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'built', data: leadFormContent(), globals: {} } });

    const published = await getPage(port, 'built.localhost');
    expect(published.status).toBe(200);
    expect(published.body).toContain('Заявка');

    const { body } = leadBody(page.id, 1);
    expect(await postLead(port, { host: 'built.localhost', body })).toBe(200);
    const leads = await call(api.leads.list, { token }) as { items: { title: string }[] };
    expect(leads.items).toHaveLength(1);
    expect(leads.items[0].title).toContain('Клиент 1');
  });
});

/** A published page by its host name (fetch() would not send a Host header of our choosing). */
function getPage(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
