// The malformed-input sweep ("Input that crashes"): every route of the api/ table, with a
// valid token and real ids of the caller's own rows, gets NUL bytes, lone surrogates, numbers
// outside the database's range, wrong types, empty and deeply nested bodies and very long strings
// in each parameter, query value and body field in turn. No answer may be a 5xx. New routes are
// swept automatically: the shapes are derived from the route's own schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { api, routes, type RouteSpec } from '../api/index';
import { MAX_INPUT_DEPTH } from '../server/platform/http/input-text';
import { testDatabases, useHarness } from './helpers/db';
import { accountFixtures, type PathIds } from './helpers/fixtures';
import { malformedShapes, type KnownValues, type Shape } from './helpers/malformed';

const PAGE_DATA = { version: '0.2', widgets: {}, tree: [], fragments: {} };
const BLOCK_CONTENT = { widgets: { 1: { id: 1, type: 'widget-text', name: 'T', cfg: { text: 'x' }, classes: [], style: {}, parentId: null, v: '0.1' } }, tree: [{ id: 1, type: 'widget-text', cd: [] }] };

/** Bodies the schema-derived sample cannot guess (engine content, current revisions). */
function bodyOverrides(paths: PathIds, revision: number): Record<string, unknown> {
  const page = paths['/pages/:pageId'].pageId;
  return {
    'pages.draft': { revision, data: PAGE_DATA, globals: {} },
    'pages.publish': { data: PAGE_DATA, globals: {} },
    'creator.blocks.create': { name: 'Sweep block', cover: '/c.png', category: 'empty', content: BLOCK_CONTENT },
    'creator.blocks.update': { name: 'Sweep block', content: BLOCK_CONTENT },
    'folders.sort': { items: [{ id: paths['/folders/:folderId'].folderId, sort: 1 }] },
    'plugins.positions': { items: [{ id: paths['/pages/plugins/:pluginId'].pluginId, position: 1 }] },
    'domains.create': { name: 'sweep-new.ru' },
    // A record's value must fit its type (api/dnsRecords.ts); the fixture's record is an A record.
    'domains.record.create': { type: 'A', host: 'sweep', value: '192.0.2.10' },
    'domains.record.update': { value: '192.0.2.11' },
    'pages.transfer.create': { email: 'recipient@example.com' },
    'pages.transfer.createMany': { pages: [page], email: 'recipient@example.com' },
    'design.fontPresets.create': { title: 'Sweep', page_id: page, clone_of: paths['/font_presets/:id'].id },
    'design.palettes.create': { title: 'Sweep', page_id: page, clone_of: paths['/palettes/:id'].id },
    'design.styles.create': { title: 'Sweep', page_id: page, clone_of: paths['/styles/:id'].id },
  };
}

/** Calls that end the caller's session go last, so the rest run signed in. */
const LAST = new Set(['session.logout']);

function knownValues(paths: PathIds, projectId: number, password: string): KnownValues {
  const page = paths['/pages/:pageId'].pageId;
  return {
    project_id: projectId, page_id: page, has_page_id: String(page), pages: page, folder: paths['/folders/:folderId'].folderId,
    domain_id: paths['/domains/:domainId'].domainId, parent_id: null, template: 'default', tarif: 'business',
    timezone: 'Europe/Moscow', domain: 'sweep-example.ru', password, new_password: 'Another-pass-42', counter: '12345678',
  };
}

describe.each(testDatabases)('malformed input on $name', (db) => {
  const h = useHarness(db, { rateLimit: { max: 100_000, timeWindowMs: 60_000 } });

  it('no route answers any malformed input with a 5xx', { timeout: 900_000 }, async () => {
    const owner = await h.signUp('sweep@example.com');
    await h.signUp('recipient@example.com');
    const { paths, projectId } = await accountFixtures(h, owner.token, 'recipient@example.com', 'member@example.com');
    const ids = knownValues(paths, projectId, owner.password);
    // Shipped collections are shared by every account: sweep a real one.
    const collection = (await h.ok(api.templates.collections, { token: owner.token })).items[0].id;
    paths['/templates/collections/:id'] = { id: collection };
    paths['/templates/collections/:collectionId/blocks'] = { collectionId: collection };
    let token = owner.token;

    const failures: string[] = [];
    const reached: string[] = [];
    /** Valid calls refused before the handler's main path (codes only a mailbox knows, foreign transfers). */
    const unreached: string[] = [];
    let requests = 0;
    const send = async (route: RouteSpec, shape: Shape) => {
      requests++;
      const res = await h.app.inject({
        method: route.method, url: shape.url,
        headers: { ...(route.auth ? { 'x-token': token } : {}), ...(shape.contentType ? { 'content-type': shape.contentType } : {}) },
        ...(shape.payload !== undefined ? { payload: shape.payload } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${route.name} [${shape.name}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };

    // Deletes of sub-resources (a favicon, a record) before their owners, so each finds its row.
    const depth = (r: RouteSpec) => r.path.split('/').length;
    const deletes = routes.filter((r) => r.method === 'DELETE').sort((a, b) => depth(b) - depth(a));
    const ordered = [...routes.filter((r) => r.method !== 'DELETE' && !LAST.has(r.name)), ...deletes, ...routes.filter((r) => LAST.has(r.name))];
    for (const route of ordered) {
      const current = await h.call(api.pages.content, { token, params: { pageId: paths['/pages/:pageId'].pageId } });
      const revision = current.statusCode === 200 ? (current.json() as { data: { revision: number } }).data.revision : 1;
      const { valid, shapes } = malformedShapes(route, paths[route.path] ?? {}, ids, bodyOverrides(paths, revision)[route.name]);
      // The valid call shows the handler is reached with these ids (deletes would remove the fixtures).
      if (route.method !== 'DELETE' && !LAST.has(route.name) && !route.multipart) {
        const res = await send(route, valid);
        if (res.statusCode < 400 || ![400, 404, 422].includes(res.statusCode)) reached.push(route.name);
        else unreached.push(`${route.name} (${res.statusCode} ${(res.json() as { code?: string }).code})`);
      }
      for (const shape of shapes) {
        const res = await send(route, shape);
        // A shape that ended the session (e.g. a valid logout) must not stop the sweep.
        if (route.auth && res.statusCode === 401) token = (await h.ok(api.session.login, { body: { email: owner.email, password: owner.password } })).token;
      }
    }

    console.log(`malformed-input sweep on ${db.name}: ${requests} requests to ${routes.length} routes, ${failures.length} answered 5xx; valid calls reached the handler on ${reached.length} routes; refused: ${unreached.join(', ')}`);
    expect(requests).toBeGreaterThan(routes.length * 10);
    expect(failures).toEqual([]);
  });
});

describe.each(testDatabases)('bad input gets a clear 4xx and changes nothing on $name', (db) => {
  const h = useHarness(db);
  const raw = (token: string, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: string | Buffer) =>
    h.app.inject({ method, url, headers: { 'x-token': token, 'content-type': 'application/json' }, ...(payload !== undefined ? { payload } : {}) });

  it('refuses NUL, lone surrogates and bytes that are not UTF-8 with 400 and the field', async () => {
    const { token } = await h.signUp();
    const nul = await h.fail(api.pages.create, 400, { token, body: { title: 'a\u0000b' } });
    expect(nul).toMatchObject({ error: 'validation', code: 'input.invalid_text', message: 'Текст содержит недопустимые символы', fields: { title: 'Текст содержит недопустимые символы' } });
    const surrogate = await raw(token, 'POST', '/api/pages', '{"title":"x\\ud800"}');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ code: 'input.invalid_text', fields: { title: expect.any(String) } });
    const notUtf8 = await raw(token, 'POST', '/api/pages', Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]));
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toMatchObject({ code: 'input.invalid_text' });
    const nulKey = await raw(token, 'POST', '/api/folders', '{"title":"F","\\u0000":1}');
    expect(nulKey.statusCode).toBe(400);
    const query = await raw(token, 'GET', '/api/pages?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'input.invalid_text', fields: { search: expect.any(String) } });
    expect((await h.ok(api.pages.list, { token })).items).toEqual([]);
    expect((await h.ok(api.folders.list, { token })).items).toEqual([]);
    // Surrogate pairs are ordinary characters: an emoji is kept as sent.
    const page = await h.ok(api.pages.create, { token, body: { title: '😀 Акция' } });
    expect((await h.ok(api.pages.get, { token, params: { pageId: page.id } })).title).toBe('😀 Акция');
  });

  it('refuses numbers outside the database range with 422 on the field', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'P' } });
    const huge = await h.fail(api.pages.update, 422, { token, params: { pageId: page.id }, body: { project_id: 1e20 } });
    expect(huge.fields).toEqual({ project_id: 'Число вне допустимого диапазона' });
    const revision = await h.fail(api.pages.draft, 422, { token, params: { pageId: page.id }, body: { revision: 2147483648, data: { version: '0.2', widgets: {}, tree: [] } } });
    expect(revision.fields).toEqual({ revision: 'Число вне допустимого диапазона' });
    await h.fail(api.folders.sort, 422, { token, body: { items: [{ id: 1, sort: 2 ** 31 }] } });
    expect((await h.ok(api.pages.get, { token, params: { pageId: page.id } })).project_id).not.toBeNull();
  });

  it('answers an empty update with 200 and the resource unchanged, on every route alike', async () => {
    const { token } = await h.signUp();
    const folder = await h.ok(api.folders.create, { token, body: { title: 'Folder', color: '#ff0000' } });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'empty-update.ru' } });
    const record = await h.ok(api.domains.recordCreate, { token, params: { domainId: domain.id }, body: { type: 'TXT', value: 'v=spf1' } });
    const page = await h.ok(api.pages.create, { token, body: { title: 'Page' } });
    expect(await h.ok(api.folders.update, { token, params: { folderId: folder.id }, body: {} })).toEqual(folder);
    expect(await h.ok(api.domains.update, { token, params: { domainId: domain.id }, body: {} })).toEqual(domain);
    expect(await h.ok(api.domains.recordUpdate, { token, params: { recordId: record.id }, body: {} })).toEqual(record);
    expect(await h.ok(api.pages.update, { token, params: { pageId: page.id }, body: {} })).toEqual(page);
    // A missing body is the same empty update.
    expect(await h.ok(api.folders.update, { token, params: { folderId: folder.id } })).toEqual(folder);
  });

  it('every update route of the table answers {} with 200 when its fields are all optional', async () => {
    const owner = await h.signUp();
    await h.signUp('recipient@example.com');
    const { paths } = await accountFixtures(h, owner.token, 'recipient@example.com', 'member@example.com');
    const updates = routes.filter((r) => (r.method === 'PATCH' || r.method === 'PUT') && r.params && r.body && v.is(r.body, {}));
    expect(updates.length).toBeGreaterThan(5);
    for (const route of updates) {
      const res = await h.call(route, { token: owner.token, params: paths[route.path], body: {} });
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(200);
    }
  });

  it('refuses bodies that are not objects and JSON nested past the limit', async () => {
    const { token } = await h.signUp();
    for (const payload of ['[]', '"x"', '42', 'null']) {
      const res = await raw(token, 'POST', '/api/folders', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ code: 'input.not_object' });
    }
    const page = await h.ok(api.pages.create, { token, body: { title: 'P' } });
    const nested = (n: number): unknown => (n === 0 ? 'leaf' : { d: nested(n - 1) });
    const data = { version: '0.2', widgets: {}, tree: [] };
    const deep = await h.fail(api.pages.draft, 400, { token, params: { pageId: page.id }, body: { revision: 1, data, globals: { deep: nested(MAX_INPUT_DEPTH) } } });
    expect(deep).toMatchObject({ code: 'input.too_deep', message: 'Слишком глубокая вложенность данных' });
    // Just inside the limit (as deep as the engine's deepest widget tree) is stored as sent.
    const ok = await h.ok(api.pages.draft, { token, params: { pageId: page.id }, body: { revision: 1, data, globals: { deep: nested(MAX_INPUT_DEPTH - 5) } } });
    expect(ok.revision).toBe(2);
    expect((await h.ok(api.pages.content, { token, params: { pageId: page.id } })).globals).toEqual({ deep: nested(MAX_INPUT_DEPTH - 5) });
  });
});
