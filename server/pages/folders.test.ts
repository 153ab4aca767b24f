import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const F = api.folders;

describe.each(testDatabases)('folders on $name', (db) => {
  const h = useHarness(db);

  it('creates, counts pages, renames, sorts and deletes folders (pages stay)', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'P' } });
    const a = await h.ok(F.create, { token, body: { title: 'A', color: '#00ff00', project_id: project.id } });
    const b = await h.ok(F.create, { token, body: { title: 'B' } });
    const page = await h.ok(api.pages.create, { token, body: { title: 'In A', folder: a.id } });
    expect((await h.ok(F.list, { token })).items.map((f) => [f.title, f.pages_total])).toEqual([['A', 1], ['B', 0]]);
    expect((await h.ok(F.list, { token, query: { project_id: String(project.id) } })).items.map((f) => f.id)).toEqual([a.id]);
    expect(await h.ok(F.update, { token, params: { folderId: a.id }, body: { title: 'A2', color: '' } })).toMatchObject({ title: 'A2', color: '', pages_total: 1 });
    await h.fail(F.update, 422, { token, params: { folderId: a.id }, body: { color: 'red;x' } });
    const sorted = await h.ok(F.sort, { token, body: { items: [{ id: a.id, sort: 2 }, { id: b.id, sort: 1 }] } });
    expect(sorted.items.map((f) => f.id)).toEqual([b.id, a.id]);
    await h.ok(F.remove, { token, params: { folderId: a.id } });
    expect((await h.ok(api.pages.get, { token, params: { pageId: page.id } })).folder).toBeNull();
    const other = await h.signUp();
    await h.fail(F.sort, 404, { token: other.token, body: { items: [{ id: b.id, sort: 0 }] } });
    await h.fail(F.create, 404, { token: other.token, body: { title: 'x', project_id: project.id } });
  });
});
