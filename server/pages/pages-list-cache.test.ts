// The pages list answered from the list cache (platform/http/list-cache.ts): a list asked again is
// served from memory (a change made straight in the database is not seen until the TTL), but every
// API write of the account shows in the very next answer — in this app and in a second app on the
// same database (two server processes, told through the change feed) — a member whose access was
// taken away stops seeing the pages at once, a member never gets the owner's entry, and the 7-day
// figures written by the statistics rollups show within LIST_CACHE_MS.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/index';
import { LIST_CACHE_MS } from '../platform/http/list-cache';
import { testDatabases } from '../testing/db';
import { sameDatabaseApp } from '../testing/second-app';
import { useHarness, type Harness } from '../testing/harness';

const P = api.pages;
type ListAnswer = { data: { items: { id: number; name: string; title: string; project_id: number | null; week: { visitors: number; leads: number } | null }[]; total_items: number } };

async function accountOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

describe.each(testDatabases)('the pages list cache on $name', (tdb) => {
  const h = useHarness(tdb);
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const c of closers.splice(0).reverse()) await c();
  });

  async function owner() {
    const user = await h.signUp();
    const accountId = await accountOf(h, user.email);
    const projectId = (await h.ok(api.projects.list, { token: user.token })).items[0].id;
    return { ...user, accountId, projectId };
  }
  const names = async (token: string, query: Record<string, string> = {}) => (await h.ok(P.list, { token, query })).items.map((p) => p.name || p.title);
  /** A page renamed behind the API's back (as a job or a script would). */
  const renameInDatabase = (id: number, name: string) => h.database.withConnection((c) => c.query('UPDATE pages SET name = $1 WHERE id = $2', [name, id]));

  it('answers a repeated list from memory, and shows a created, renamed, moved or deleted page in the very next answer', async () => {
    const a = await owner();
    const first = await h.ok(P.create, { token: a.token, body: { name: 'Первая', project_id: a.projectId } });
    expect(await names(a.token)).toEqual(['Первая']);
    // Cached: a change the API did not make is not seen yet.
    await renameInDatabase(first.id, 'Изменена в базе');
    expect(await names(a.token)).toEqual(['Первая']);

    const second = await h.ok(P.create, { token: a.token, body: { name: 'Вторая', project_id: a.projectId } });
    expect(await names(a.token)).toEqual(['Вторая', 'Изменена в базе']);
    await h.ok(P.update, { token: a.token, params: { pageId: second.id }, body: { name: 'Вторая, новое имя' } });
    expect(await names(a.token)).toEqual(['Вторая, новое имя', 'Изменена в базе']);

    const other = await h.ok(api.projects.create, { token: a.token, body: { title: 'Блог' } });
    expect(await names(a.token, { project_id: String(other.id) })).toEqual([]);
    await h.ok(P.update, { token: a.token, params: { pageId: second.id }, body: { project_id: other.id } });
    expect(await names(a.token, { project_id: String(other.id) })).toEqual(['Вторая, новое имя']);
    expect(await names(a.token, { project_id: String(a.projectId) })).toEqual(['Изменена в базе']);

    await h.ok(P.remove, { token: a.token, params: { pageId: second.id } });
    expect(await names(a.token)).toEqual(['Изменена в базе']);
    expect(await names(a.token, { project_id: String(other.id) })).toEqual([]);
  });

  it('keys entries by the parsed query: the same list asked two ways is one entry, another search is not', async () => {
    const a = await owner();
    const page = await h.ok(P.create, { token: a.token, body: { name: 'Весна', project_id: a.projectId } });
    expect(await names(a.token, {})).toEqual(['Весна']);
    await renameInDatabase(page.id, 'Лето');
    // `limit=10&page=1&sort[updated]=desc` is what no query means.
    expect(await names(a.token, { limit: '10', page: '1', 'sort[updated]': 'desc' })).toEqual(['Весна']);
    expect(await names(a.token, { search: 'лет' })).toEqual(['Лето']);
  });

  it('never gives a member the owner\'s entry, and hides a project from a member on the request after it is revoked', async () => {
    const a = await owner();
    const shop = await h.ok(api.projects.create, { token: a.token, body: { title: 'Магазин' } });
    await h.ok(P.create, { token: a.token, body: { name: 'Внутреннее имя', title: 'Витрина', project_id: shop.id } });
    await h.ok(P.create, { token: a.token, body: { name: 'Общая', title: 'Главная', project_id: a.projectId } });
    const member = await h.ok(api.access.create, { token: a.token, body: { email: 'cache-member@example.com', name: 'M', password: 'Quartz-Lagoon-7' } });
    const memberToken = (await h.ok(api.session.login, { body: { email: 'cache-member@example.com', password: 'Quartz-Lagoon-7' } })).token;

    // The owner's entry first: the member must not be answered from it (SPEC §2: internal names are the owner's).
    expect((await h.ok(P.list, { token: a.token })).items.map((p) => p.name)).toEqual(['Общая', 'Внутреннее имя']);
    expect((await h.ok(P.list, { token: memberToken })).items.map((p) => [p.name, p.title])).toEqual([['', 'Главная'], ['', 'Витрина']]);

    await h.ok(api.access.permissions, { token: a.token, params: { id: member.id }, body: { projects: { [shop.id]: { read: null, set: { 'page.list': false } } } } });
    expect((await h.ok(P.list, { token: memberToken })).items.map((p) => p.title)).toEqual(['Главная']);
    expect((await h.ok(P.list, { token: a.token })).total_items).toBe(2);
  });

  it('shows the 7-day figures written by the statistics rollups within the cache\'s TTL', async () => {
    const a = await owner();
    const page = await h.ok(P.create, { token: a.token, body: { name: 'Цифры', project_id: a.projectId } });
    const week = async () => (await h.ok(P.list, { token: a.token })).items[0].week;
    expect(await week()).toEqual({ visitors: 0, leads: 0 });
    await h.database.withConnection((c) => c.query(
      'INSERT INTO stat_daily (account_id, day, page_id, visits, visitors, leads) VALUES ($1, current_date - 1, $2, 9, 7, 2)', [a.accountId, page.id]));
    // Written outside any API request: the cached answer stands until the TTL runs out…
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LIST_CACHE_MS - 500);
    expect(await week()).toEqual({ visitors: 0, leads: 0 });
    // …and not a moment longer.
    vi.setSystemTime(Date.now() + 501);
    expect(await week()).toEqual({ visitors: 7, leads: 2 });
  });

  it('answers br, gzip and plain with the same JSON, each from the one cached entry', async () => {
    const a = await owner();
    for (let i = 0; i < 8; i++) await h.ok(P.create, { token: a.token, body: { name: `Страница ${i}`, project_id: a.projectId } });
    const get = (encoding?: string) => h.app.inject({ method: 'GET', url: '/api/pages?limit=25', headers: { 'x-token': a.token, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(plain.body) as ListAnswer;
    expect(body.data.total_items).toBe(8);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['br;q=0, gzip;q=0', undefined]] as const) {
      const res = await get(accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      const bytes = res.rawPayload;
      const text = encoding === 'br' ? brotliDecompressSync(bytes).toString() : encoding === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
      expect(text).toBe(plain.body);
    }
  });

  it('shows a write answered by one server process in the next list answer of another', async () => {
    /** A second app on the same database (another server process). */
    const instance = async (): Promise<FastifyInstance> => {
      const { app, close } = await sameDatabaseApp(tdb, h.database);
      closers.push(close);
      return app;
    };
    const [one, two] = [await instance(), await instance()];
    const a = await owner();
    const list = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/pages', headers: { 'x-token': a.token } });
      expect(res.statusCode).toBe(200);
      return (JSON.parse(res.body) as ListAnswer).data.items.map((p) => p.name);
    };
    const write = async (app: FastifyInstance, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { 'x-token': a.token }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return (JSON.parse(res.body) as { data: { id: number } }).data;
    };
    const page = await write(one, 'POST', '/api/pages', { name: 'Одна', project_id: a.projectId });
    // Each process has the list cached (a direct change is not seen by either)…
    expect(await list(one)).toEqual(['Одна']);
    expect(await list(two)).toEqual(['Одна']);
    await renameInDatabase(page.id, 'Скрытое имя');
    expect(await list(two)).toEqual(['Одна']);
    // …and a write answered by either one shows in the other's next answer.
    for (const [from, other, name] of [[one, two, 'Из первого'], [two, one, 'Из второго'], [one, two, 'Снова из первого']] as const) {
      await write(from, 'PATCH', `/api/pages/${page.id}`, { name });
      expect(await list(other)).toEqual([name]);
      expect(await list(from)).toEqual([name]);
    }
    await write(two, 'DELETE', `/api/pages/${page.id}`);
    expect(await list(one)).toEqual([]);
  });
});
