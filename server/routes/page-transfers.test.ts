import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from './pages-fixtures';

const T = api.pageTransfers;

describe.each(testDatabases)('page transfers on $name', (db) => {
  const h = useHarness(db);

  it('accepting moves the page with its content and history to the other account; the sender loses it', async () => {
    const sender = await h.signUp('sender@example.com');
    const receiver = await h.signUp('receiver@example.com');
    const project = await h.ok(api.projects.create, { token: sender.token, body: { title: 'P' } });
    const page = await h.ok(api.pages.create, { token: sender.token, body: { title: 'Gift', project_id: project.id } });
    await h.ok(api.pages.publish, { token: sender.token, params: { pageId: page.id }, body: { code: 'gift', data: textContent('Gift body') } });
    await h.ok(api.plugins.create, { token: sender.token, body: { kind: 'custom_code', name: 'S', code: '<i>sender-plugin</i>', all_pages: true } });
    expect((await h.app.inject({ method: 'GET', url: '/', headers: { host: 'gift.localhost' } })).body).toContain('sender-plugin');

    expect((await h.fail(T.create, 422, { token: sender.token, params: { pageId: page.id }, body: { email: 'sender@example.com' } })).code).toBe('transfer.self');
    expect((await h.fail(T.create, 422, { token: sender.token, params: { pageId: page.id }, body: { email: 'nobody@example.com' } })).code).toBe('user.no_such');
    const t = await h.ok(T.create, { token: sender.token, params: { pageId: page.id }, body: { email: 'receiver@example.com' } });
    expect(t).toMatchObject({ direction: 'outgoing', status: 'pending', email: 'receiver@example.com', page_title: 'Gift' });
    await h.fail(T.create, 409, { token: sender.token, params: { pageId: page.id }, body: { email: 'receiver@example.com' } });
    expect((await h.ok(T.list, { token: receiver.token })).items).toEqual([expect.objectContaining({ transferId: t.transferId, direction: 'incoming', email: 'sender@example.com' })]);
    await h.fail(T.accept, 404, { token: sender.token, params: { transferId: t.transferId } });

    const accepted = await h.ok(T.accept, { token: receiver.token, params: { transferId: t.transferId } });
    expect(accepted.status).toBe('accepted');
    await h.fail(api.pages.get, 404, { token: sender.token, params: { pageId: page.id } });
    const moved = await h.ok(api.pages.get, { token: receiver.token, params: { pageId: page.id } });
    // It joins the receiver's first project (a page outside projects showed in no list).
    const [receiverProject] = (await h.ok(api.projects.list, { token: receiver.token })).items;
    expect(moved).toMatchObject({ title: 'Gift', project_id: receiverProject.id, status: 'published' });
    expect((await h.ok(api.pages.list, { token: receiver.token, query: { project_id: String(receiverProject.id) } })).items.map((p) => p.id)).toContain(page.id);
    expect(JSON.stringify((await h.ok(api.pages.content, { token: receiver.token, params: { pageId: page.id } })).data)).toContain('Gift body');
    expect((await h.ok(api.pages.history, { token: receiver.token, params: { pageId: page.id } })).items.map((i) => i.kind)).toEqual(['publish', 'created']);
    // The sender's plugins no longer apply.
    const html = (await h.app.inject({ method: 'GET', url: '/', headers: { host: 'gift.localhost' } })).body;
    expect(html).toContain('Gift body');
    expect(html).not.toContain('sender-plugin');
    await h.fail(T.cancel, 409, { token: receiver.token, params: { transferId: t.transferId } });
  });

  it('a page from a template (a name, no title) is named on both sides; accepting puts it in the project the receiver chose', async () => {
    const sender = await h.signUp('s3@example.com');
    const receiver = await h.signUp('r3@example.com');
    const page = await h.ok(api.pages.create, { token: sender.token, body: { name: 'Весенняя акция', template: 'default' } });
    expect(page.title).toBe('');
    const t = await h.ok(T.create, { token: sender.token, params: { pageId: page.id }, body: { email: 'r3@example.com' } });
    expect(t.page_title).toBe('Весенняя акция');
    expect((await h.ok(T.list, { token: receiver.token })).items[0].page_title).toBe('Весенняя акция');
    const chosen = await h.ok(api.projects.create, { token: receiver.token, body: { title: 'Клиенты' } });
    const foreign = await h.ok(api.projects.create, { token: sender.token, body: { title: 'Чужой' } });
    // Another account's project is not the receiver's to name.
    await h.fail(T.accept, 404, { token: receiver.token, params: { transferId: t.transferId }, body: { project_id: foreign.id } });
    const accepted = await h.ok(T.accept, { token: receiver.token, params: { transferId: t.transferId }, body: { project_id: chosen.id } });
    expect(accepted.page_title).toBe('Весенняя акция');
    const listed = await h.ok(api.pages.list, { token: receiver.token, query: { project_id: String(chosen.id) } });
    expect(listed.items.map((p) => [p.id, p.name])).toEqual([[page.id, 'Весенняя акция']]);
  });

  it('batch offer, cancel by the sender; the receiver tariff limit applies on accept', async () => {
    const sender = await h.signUp('s2@example.com');
    const receiver = await h.signUp('r2@example.com');
    const a = await h.ok(api.pages.create, { token: sender.token, body: { title: 'A' } });
    const b = await h.ok(api.pages.create, { token: sender.token, body: { title: 'B' } });
    const { items } = await h.ok(T.createMany, { token: sender.token, body: { pages: [a.id, b.id], email: 'r2@example.com' } });
    expect(items).toHaveLength(2);
    expect((await h.ok(T.cancel, { token: sender.token, params: { transferId: items[0].transferId } })).status).toBe('cancelled');
    await h.payTariff(receiver.token, 'start');
    for (let i = 0; i < 5; i++) await h.ok(api.pages.create, { token: receiver.token, body: { title: `R${i}` } });
    expect((await h.fail(T.accept, 402, { token: receiver.token, params: { transferId: items[1].transferId } })).message).toBe('Ваш тариф не позволяет добавить еще страницы');
    expect((await h.ok(api.pages.get, { token: sender.token, params: { pageId: b.id } })).title).toBe('B');
  });
});
