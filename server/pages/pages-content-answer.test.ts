// The editor's content answer (GET /api/pages/:id/content): its JSON and brotli/gzip
// copies are made once per draft revision and kept with the draft (pages/draft-cache.ts), then
// sent as they are — counted by the draft cache's compression counter, not by timing. Every draft
// write shows in the very next answer, in this app and in a second app on the same database; the
// rights check comes before any kept byte or tag; a strong ETag answers 304 with no body.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { draftCacheOf } from './draft-cache';
import { testDatabases } from '../testing/db';
import { sameDatabaseApp } from '../testing/second-app';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const P = api.pages;
/** Large enough to be compressed (above COMPRESSION_THRESHOLD). */
const long = (word: string) => `${word} `.repeat(400);
type ContentAnswer = { data: { id: number; revision: number; globals: unknown; data: unknown } };

/** The JSON text of an answer, whatever its encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}
const answerOf = (res: LightMyRequestResponse) => JSON.parse(decoded(res)) as ContentAnswer;

describe.each(testDatabases)('the kept content answer on $name', (tdb) => {
  const h = useHarness(tdb);
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of closers.splice(0).reverse()) await c();
  });

  const compressions = () => draftCacheOf(h.database.db).compressions;
  const get = (token: string, pageId: number, headers: Record<string, string> = {}, app: FastifyInstance = h.app) =>
    app.inject({ method: 'GET', url: `/api/pages/${pageId}/content`, headers: { 'x-token': token, ...headers } });
  const br = { 'accept-encoding': 'gzip, deflate, br' };

  async function pageWith(text: string) {
    const user = await h.signUp();
    const page = await h.ok(P.create, { token: user.token, body: { title: 'Контент' } });
    const saved = await h.ok(P.draft, { token: user.token, params: { pageId: page.id }, body: { revision: 1, data: textContent(long(text)) } });
    return { ...user, pageId: page.id, revision: saved.revision };
  }

  it('sends the second ask the same compressed bytes without compressing again; a save makes the next answer new', async () => {
    const a = await pageWith('Весна');
    const before = compressions();
    const first = await get(a.token, a.pageId, br);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.headers.etag).toMatch(/^"d\d+\.2\.\d+\.br"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(answerOf(first).data).toMatchObject({ id: a.pageId, revision: 2, data: textContent(long('Весна')) });
    expect(compressions()).toBe(before + 1);

    const second = await get(a.token, a.pageId, br);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(compressions()).toBe(before + 1);

    await h.ok(P.draft, { token: a.token, params: { pageId: a.pageId }, body: { revision: a.revision, data: textContent(long('Лето')) } });
    const third = await get(a.token, a.pageId, br);
    expect(answerOf(third).data).toMatchObject({ revision: 3, data: textContent(long('Лето')) });
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(compressions()).toBe(before + 2);
  });

  it('answers gzip-only and no-Accept-Encoding callers with the same JSON, each encoding compressed once', async () => {
    const a = await pageWith('Осень');
    const plain = await get(a.token, a.pageId);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.headers.etag).toMatch(/\.identity"$/);
    const json = plain.rawPayload.toString();
    expect((JSON.parse(json) as ContentAnswer).data.data).toEqual(textContent(long('Осень')));
    const before = compressions();
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'gzip', 'br', 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get(a.token, a.pageId, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(accept.startsWith('gzip') || accept.startsWith('br;q=0.5') ? 'gzip' : accept === 'br' ? 'br' : undefined);
      expect(decoded(res)).toBe(json);
    }
    expect(compressions()).toBe(before + 2);
  });

  it('answers 304 without a body to a current If-None-Match, and the new draft after any draft write', async () => {
    const a = await pageWith('Зима');
    const first = await get(a.token, a.pageId, br);
    const etag = first.headers.etag as string;
    const same = await get(a.token, a.pageId, { ...br, 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    // Another encoding is another representation: its tag differs, so a gzip copy is not "the same".
    expect((await get(a.token, a.pageId, { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);

    // Each draft write: the old tag no longer matches and the answer carries the new content.
    let revision = a.revision;
    const expectNew = async (text: string | RegExp) => {
      const res = await get(a.token, a.pageId, { ...br, 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      const answer = answerOf(res);
      expect(answer.data.revision).toBeGreaterThan(revision);
      revision = answer.data.revision;
      expect(JSON.stringify(answer.data.data)).toMatch(text);
    };
    await h.ok(P.publish, { token: a.token, params: { pageId: a.pageId }, body: { data: textContent(long('Опубликовано')) } });
    await expectNew('Опубликовано');
    const { items } = await h.ok(P.history, { token: a.token, params: { pageId: a.pageId } });
    const created = items.find((i) => i.kind === 'created');
    await h.ok(P.historyRestore, { token: a.token, params: { pageId: a.pageId, historyId: created?.id ?? 0 } });
    await expectNew(/"tree":\[\]/);
    await h.ok(P.draft, { token: a.token, params: { pageId: a.pageId }, body: { revision, data: textContent(long('После')), overwrite: true } });
    await expectNew('После');

    await h.ok(P.remove, { token: a.token, params: { pageId: a.pageId } });
    const gone = await get(a.token, a.pageId, { ...br, 'if-none-match': etag });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers.etag).toBeUndefined();
  });

  it('checks the caller before any kept byte or tag: another account, a member without the right, no token', async () => {
    const a = await pageWith('Секрет');
    const page = await h.ok(P.get, { token: a.token, params: { pageId: a.pageId } });
    const owners = await get(a.token, a.pageId, br);
    const etag = owners.headers.etag as string;
    const expectRefused = async (res: LightMyRequestResponse, status: number) => {
      expect(res.statusCode).toBe(status);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(decoded(res)).not.toContain('Секрет');
    };

    const stranger = await h.signUp();
    await expectRefused(await get(stranger.token, a.pageId, br), 404);
    await expectRefused(await get(stranger.token, a.pageId, { ...br, 'if-none-match': etag }), 404);
    await expectRefused(await get('no-such-token', a.pageId, { ...br, 'if-none-match': etag }), 401);
    await expectRefused(await h.app.inject({ method: 'GET', url: `/api/pages/${a.pageId}/content`, headers: { ...br, 'if-none-match': etag } }), 401);

    // A member with the right gets the very bytes the owner got; without it, 403 as before.
    const member = await h.ok(api.access.create, { token: a.token, body: { email: 'content-member@example.com', name: 'M', password: 'Quartz-Lagoon-7' } });
    const memberToken = (await h.ok(api.session.login, { body: { email: 'content-member@example.com', password: 'Quartz-Lagoon-7' } })).token;
    const allowed = await get(memberToken, a.pageId, br);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(owners.rawPayload)).toBe(true);
    await h.ok(api.access.permissions, { token: a.token, params: { id: member.id }, body: { projects: { [String(page.project_id)]: { read: null, set: { 'page.list': false } } } } });
    await expectRefused(await get(memberToken, a.pageId, br), 403);
    await expectRefused(await get(memberToken, a.pageId, { ...br, 'if-none-match': etag }), 403);

    // Transferred: the sender's account loses it at once, the receiver reads the same content.
    const receiver = await h.signUp();
    const t = await h.ok(api.pageTransfers.create, { token: a.token, params: { pageId: a.pageId }, body: { email: receiver.email } });
    await h.ok(api.pageTransfers.accept, { token: receiver.token, params: { transferId: t.transferId } });
    await expectRefused(await get(a.token, a.pageId, { ...br, 'if-none-match': etag }), 404);
    expect(decoded(await get(receiver.token, a.pageId, br))).toBe(decoded(owners));
  });

  it('shows a draft saved through one server process in the next answer of another', async () => {
    const two = await sameDatabaseApp(tdb, h.database);
    closers.push(two.close);
    const a = await pageWith('Один');
    const fromA = await get(a.token, a.pageId, br, h.app);
    expect(answerOf(fromA).data.data).toEqual(textContent(long('Один')));
    // A's answer is kept; B saves.
    expect((await get(a.token, a.pageId, br, h.app)).rawPayload.equals(fromA.rawPayload)).toBe(true);
    const saved = await two.app.inject({
      method: 'POST', url: `/api/pages/${a.pageId}/draft`, headers: { 'x-token': a.token },
      payload: { revision: a.revision, data: textContent(long('Два')) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = await get(a.token, a.pageId, { ...br, 'if-none-match': fromA.headers.etag as string }, h.app);
    expect(next.statusCode).toBe(200);
    expect(answerOf(next).data).toMatchObject({ revision: a.revision + 1, data: textContent(long('Два')) });
  });
});
