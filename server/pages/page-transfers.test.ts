import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { pageTransfers } from '../db/schema-pages';
import { accountIdOf } from '../testing/cdp';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const T = api.pageTransfers;

describe.each(testDatabases)('page transfers on $name', (db) => {
  const h = useHarness(db);

  it('pages, searches, sorts and filters the transfers on the server; transfers between other accounts never appear', async () => {
    const a = await h.signUp('alpha@example.com');
    const b = await h.signUp('bravo@example.com');
    const c = await h.signUp('charlie@example.com');
    const spring = await h.ok(api.pages.create, { token: a.token, body: { title: 'Весенняя акция' } });
    const course = await h.ok(api.pages.create, { token: a.token, body: { title: 'Курс' } });
    const webinar = await h.ok(api.pages.create, { token: b.token, body: { title: 'Вебинар' } });
    const strangers = await h.ok(api.pages.create, { token: c.token, body: { title: 'Чужая' } });
    const { db } = h.database;
    const [aId, bId] = [await accountIdOf(h, a.email), await accountIdOf(h, b.email)];
    // Closed transfers of earlier months (only one pending transfer per page is allowed): rows go in directly.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await db.insert(pageTransfers).values(Array.from({ length: 22 }, (_, i) => ({
      pageId: i % 2 === 0 ? spring.id : course.id, fromAccountId: aId, toAccountId: bId,
      status: i % 3 === 0 ? 'accepted' as const : 'cancelled' as const, created: new Date(start + i * 60_000), closed: new Date(start + i * 60_000),
    })));
    const out = await h.ok(T.create, { token: a.token, params: { pageId: course.id }, body: { email: 'bravo@example.com' } });
    const inc = await h.ok(T.create, { token: b.token, params: { pageId: webinar.id }, body: { email: 'alpha@example.com' } });
    await h.ok(T.create, { token: c.token, params: { pageId: strangers.id }, body: { email: 'bravo@example.com' } });

    const one = await h.ok(T.list, { token: a.token });
    expect(one).toMatchObject({ total_items: 24, current: 1, total_pages: 3 });
    expect(one.items.slice(0, 2).map((t) => t.transferId)).toEqual([inc.transferId, out.transferId]);
    const three = await h.ok(T.list, { token: a.token, query: { page: '3' } });
    expect(three.items).toHaveLength(4);
    expect(three.items.at(-1)?.created).toBe('2026-01-01T00:00:00.000Z');
    const oldest = await h.ok(T.list, { token: a.token, query: { 'sort[created]': 'asc' } });
    expect(oldest.items[0].created).toBe('2026-01-01T00:00:00.000Z');
    const byStatus = await h.ok(T.list, { token: a.token, query: { 'sort[status]': 'asc', limit: '25' } });
    expect(byStatus.items.map((t) => t.status)).toEqual([...Array(2).fill('pending'), ...Array(8).fill('accepted'), ...Array(14).fill('cancelled')]);

    expect((await h.ok(T.list, { token: a.token, query: { direction: 'incoming' } })).items.map((t) => [t.page_title, t.email])).toEqual([['Вебинар', 'bravo@example.com']]);
    expect((await h.ok(T.list, { token: a.token, query: { direction: 'outgoing' } })).total_items).toBe(23);
    expect((await h.ok(T.list, { token: a.token, query: { status: 'pending' } })).items.map((t) => t.transferId).sort()).toEqual([out.transferId, inc.transferId].sort());
    expect((await h.ok(T.list, { token: a.token, query: { status: 'accepted', direction: 'outgoing' } })).total_items).toBe(8);

    // Search: the page's title, or the other side's email.
    expect((await h.ok(T.list, { token: a.token, query: { search: 'вебинар' } })).items.map((t) => t.transferId)).toEqual([inc.transferId]);
    expect((await h.ok(T.list, { token: a.token, query: { search: 'весенняя' } })).total_items).toBe(11);
    expect((await h.ok(T.list, { token: a.token, query: { search: 'BRAVO@' } })).total_items).toBe(24);
    expect((await h.ok(T.list, { token: a.token, query: { search: 'charlie' } })).total_items).toBe(0);
    expect((await h.ok(T.list, { token: a.token, query: { search: 'Чужая' } })).total_items).toBe(0);
    // The third account sees only its own transfer; the receiver sees both of theirs and all 22 closed ones.
    expect((await h.ok(T.list, { token: c.token })).items.map((t) => t.page_title)).toEqual(['Чужая']);
    expect((await h.ok(T.list, { token: b.token })).total_items).toBe(25);
    await h.fail(T.list, 422, { token: a.token, query: { status: 'lost' } });
  });

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
