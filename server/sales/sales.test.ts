import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { cdpOwner } from '../testing/cdp';

const S = api.sales;
const C = api.cdp;

describe.each(testDatabases)('products and orders on $name', (db) => {
  const h = useHarness(db);

  it('products: checked input, filters and sorts; a product can be archived and deleted', async () => {
    const o = await cdpOwner(h);
    const course = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Курс английского', price: 15_000, type: 'education', status: 'active' } });
    expect(course).toMatchObject({ title: 'Курс английского', price: 15_000, type: 'education', status: 'active', description: '', orders_count: 0 });
    const call = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Консультация', price: 3_000 } });
    expect(call).toMatchObject({ type: 'other', status: 'draft' });
    for (const body of [{ title: 'X', price: -1 }, { title: 'X', price: 10.5 }, { title: '', price: 1 }, { title: 'X' }, { title: 'X', price: 1, type: 'weird' }]) {
      await h.fail(S.productsCreate, 422, { token: o.token, body });
    }
    const titles = async (query: Record<string, string>) => (await h.ok(S.productsList, { token: o.token, query })).items.map((p) => p.title);
    expect(await titles({})).toEqual(['Консультация', 'Курс английского']);
    expect(await titles({ 'sort[price]': 'desc' })).toEqual(['Курс английского', 'Консультация']);
    expect(await titles({ status: 'active' })).toEqual(['Курс английского']);
    expect(await titles({ search: 'англ' })).toEqual(['Курс английского']);
    const archived = await h.ok(S.productsUpdate, { token: o.token, params: { id: call.id }, body: { status: 'archived', price: 3_500 } });
    expect(archived).toMatchObject({ status: 'archived', price: 3_500, title: 'Консультация' });
    await h.ok(S.productsRemove, { token: o.token, params: { id: call.id } });
    await h.fail(S.productsGet, 404, { token: o.token, params: { id: call.id } });
    expect(await titles({})).toEqual(['Курс английского']);
  });

  it('orders: made for a person of the account from active products; totals, copies of titles and prices; bad orders store nothing', async () => {
    const o = await cdpOwner(h);
    const p = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Анна', email: 'anna@example.com', phone: '+7 900 111-22-33' } });
    const course = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Курс', price: 15_000, status: 'active' } });
    const book = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Учебник', price: 990, status: 'active' } });
    const old = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Старый курс', price: 100, status: 'archived' } });
    const other = await cdpOwner(h);
    const foreignProduct = await h.ok(S.productsCreate, { token: other.token, body: { title: 'Чужой', price: 1, status: 'active' } });
    const foreignPerson = await h.ok(C.personsCreate, { token: other.token, body: { name: 'Чужой' } });

    const order = await h.ok(S.ordersCreate, {
      token: o.token, body: { person_id: p.id, items: [{ product_id: course.id }, { product_id: book.id, quantity: 2 }, { product_id: book.id }], comment: 'Оплатит картой' },
    });
    expect(order).toMatchObject({
      status: 1, total: 15_000 + 3 * 990, person: { id: p.id, name: 'Анна' }, summary: 'Курс, Учебник × 3', paid_at: null,
      customer: { name: 'Анна', email: 'anna@example.com', phone: '+7 900 111-22-33' },
    });
    expect(order.hash).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(order.items.map((i) => [i.title, i.price, i.quantity])).toEqual([['Курс', 15_000, 1], ['Учебник', 990, 3]]);
    expect(order.comments.map((c) => [c.text, c.user?.name])).toEqual([['Оплатит картой', 'Owner']]);

    // A later price change leaves the order as it was sold.
    await h.ok(S.productsUpdate, { token: o.token, params: { id: course.id }, body: { price: 20_000, title: 'Курс 2.0' } });
    expect((await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).items[0]).toMatchObject({ title: 'Курс', price: 15_000 });
    expect((await h.ok(S.productsGet, { token: o.token, params: { id: course.id } })).orders_count).toBe(1);
    // A product nobody ordered counts none (the subquery must compare with the outer product, not its own rows).
    expect((await h.ok(S.productsGet, { token: o.token, params: { id: old.id } })).orders_count).toBe(0);

    expect((await h.fail(S.ordersCreate, 422, { token: o.token, body: { person_id: p.id, items: [] } })).fields).toEqual({ items: 'Добавьте в заказ хотя бы один товар' });
    expect((await h.fail(S.ordersCreate, 422, { token: o.token, body: { person_id: p.id, items: [{ product_id: old.id }] } })).fields).toEqual({ items: 'Товар в архиве: его нельзя добавить в заказ' });
    expect((await h.fail(S.ordersCreate, 422, { token: o.token, body: { person_id: p.id, items: [{ product_id: foreignProduct.id }] } })).fields).toHaveProperty('items');
    expect((await h.fail(S.ordersCreate, 422, { token: o.token, body: { person_id: foreignPerson.id, items: [{ product_id: course.id }] } })).fields).toHaveProperty('person_id');
    await h.fail(S.ordersCreate, 422, { token: o.token, body: { person_id: p.id, items: [{ product_id: course.id, quantity: 0 }] } });
    expect((await h.ok(S.ordersList, { token: o.token })).total_items).toBe(1);
    expect((await h.ok(S.ordersList, { token: other.token })).total_items).toBe(0);
    // The person's card counts the order and its history tells of it.
    expect((await h.ok(C.personsGet, { token: o.token, params: { personId: p.id } })).counts.orders).toBe(1);
    expect((await h.ok(C.personsHistory, { token: o.token, params: { personId: p.id } })).items[0]).toMatchObject({ type: 'order', data: { order_id: order.id } });
  });

  it('orders: the batch status change (the leads\' shape) keeps who changed what; list filters and search', async () => {
    const o = await cdpOwner(h);
    const anna = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Анна' } });
    const boris = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Борис', email: 'boris@example.com', phone: '+7 900 777-88-99' } });
    const course = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Курс', price: 1_000, status: 'active' } });
    const a = await h.ok(S.ordersCreate, { token: o.token, body: { person_id: anna.id, items: [{ product_id: course.id }] } });
    const b = await h.ok(S.ordersCreate, { token: o.token, body: { person_id: boris.id, items: [{ product_id: course.id, quantity: 3 }] } });

    const other = await cdpOwner(h);
    expect(await h.ok(S.ordersBatch, { token: other.token, body: { status: 4, items: [a.id, b.id] } })).toEqual({ updated: 0 });
    expect(await h.ok(S.ordersBatch, { token: o.token, body: { status: 2, items: [a.id, b.id] } })).toEqual({ updated: 2 });
    // Already in that status: nothing to change.
    expect(await h.ok(S.ordersBatch, { token: o.token, body: { status: 2, items: [a.id] } })).toEqual({ updated: 0 });
    expect(await h.ok(S.ordersBatch, { token: o.token, body: { status: 3, items: [a.id] } })).toEqual({ updated: 1 });
    await h.fail(S.ordersBatch, 422, { token: o.token, body: { status: 7, items: [a.id] } });
    await h.fail(S.ordersBatch, 422, { token: o.token, body: { status: 2, items: [] } });

    const detail = await h.ok(S.ordersGet, { token: o.token, params: { orderId: a.id } });
    expect(detail.history.map((x) => [x.status_from, x.status_to, x.user?.name])).toEqual([[1, 2, 'Owner'], [2, 3, 'Owner']]);
    const commented = await h.ok(S.ordersComment, { token: o.token, params: { orderId: a.id }, body: { text: 'Договорились' } });
    expect(commented.comments.map((c) => c.text)).toEqual(['Договорились']);
    await h.fail(S.ordersComment, 422, { token: o.token, params: { orderId: a.id }, body: { text: '' } });

    const ids = async (query: Record<string, string>) => (await h.ok(S.ordersList, { token: o.token, query })).items.map((x) => x.id);
    expect(await ids({})).toEqual([b.id, a.id]);
    expect(await ids({ status: '3' })).toEqual([a.id]);
    expect(await ids({ person_id: String(boris.id) })).toEqual([b.id]);
    expect(await ids({ search: 'BORIS@' })).toEqual([b.id]);
    // The customer's phone however it is typed, or its last digits.
    for (const phone of ['89007778899', '9007778899', '+79007778899', '88-99']) expect(await ids({ search: phone }), phone).toEqual([b.id]);
    expect(await ids({ 'sort[total]': 'desc' })).toEqual([b.id, a.id]);
    expect(await ids({ 'created[from]': '2000-01-01', 'created[to]': '2000-01-02' })).toEqual([]);
  });
});

describe.each(testDatabases)('webinars and signups on $name', (db) => {
  const h = useHarness(db);

  it('a person registers for a webinar once; registrations and signups list them; a deleted webinar leaves the signup', async () => {
    const o = await cdpOwner(h);
    const p = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Вера', email: 'vera@example.com', phone: '8 (901) 222-33-44' } });
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const w = await h.ok(S.webinarsCreate, { token: o.token, body: { title: 'Вебинар о продажах', starts_at: startsAt, room_url: 'https://meet.example.com/r/1' } });
    expect(w).toMatchObject({ title: 'Вебинар о продажах', duration_min: 60, state: 'upcoming', registrations: 0 });
    await h.fail(S.webinarsCreate, 422, { token: o.token, body: { title: 'X', starts_at: startsAt, room_url: 'javascript:alert(1)' } });
    await h.fail(S.webinarsCreate, 422, { token: o.token, body: { title: 'X', starts_at: 'завтра' } });

    const s = await h.ok(S.webinarsRegister, { token: o.token, params: { webinarId: w.id }, body: { person_id: p.id } });
    expect(s).toMatchObject({ person: { id: p.id, name: 'Вера' }, webinar: { id: w.id, title: 'Вебинар о продажах' } });
    expect((await h.fail(S.webinarsRegister, 422, { token: o.token, params: { webinarId: w.id }, body: { person_id: p.id } })).fields).toEqual({ person_id: 'Клиент уже зарегистрирован на этот вебинар' });
    expect((await h.ok(S.webinarsGet, { token: o.token, params: { webinarId: w.id } })).registrations).toBe(1);
    expect((await h.ok(S.webinarsRegistrations, { token: o.token, params: { webinarId: w.id } })).items.map((x) => x.id)).toEqual([s.id]);

    const other = await h.ok(S.signupsCreate, { token: o.token, body: { person_id: p.id, title: 'Пробный урок' } });
    await h.fail(S.signupsCreate, 422, { token: o.token, body: { person_id: p.id } });
    expect((await h.ok(S.signupsList, { token: o.token, query: { kind: 'other' } })).items.map((x) => x.id)).toEqual([other.id]);
    expect((await h.ok(S.signupsList, { token: o.token, query: { person_id: String(p.id) } })).total_items).toBe(2);
    // The person's phone in another format finds their sign-ups and registrations.
    expect((await h.ok(S.signupsList, { token: o.token, query: { search: '+7 901 222 33 44' } })).total_items).toBe(2);
    expect((await h.ok(S.webinarsRegistrations, { token: o.token, params: { webinarId: w.id }, query: { search: '9012223344' } })).items.map((x) => x.id)).toEqual([s.id]);
    expect((await h.ok(S.signupsList, { token: o.token, query: { search: 'ВЕРА' } })).total_items).toBe(2);

    await h.ok(S.webinarsRemove, { token: o.token, params: { webinarId: w.id } });
    const kept = await h.ok(S.signupsGet, { token: o.token, params: { signupId: s.id } });
    expect(kept).toMatchObject({ title: 'Вебинар о продажах', webinar: null });
    await h.ok(S.signupsRemove, { token: o.token, params: { signupId: s.id } });
    await h.fail(S.signupsGet, 404, { token: o.token, params: { signupId: s.id } });
  });

  it('counts each webinar\'s own registrations (in the list and on the card)', async () => {
    const o = await cdpOwner(h);
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    // Signups and webinars get different ids here, so a count that matched a signup's own id finds nothing.
    const a = await h.ok(S.webinarsCreate, { token: o.token, body: { title: 'A', starts_at: startsAt } });
    const b = await h.ok(S.webinarsCreate, { token: o.token, body: { title: 'B', starts_at: startsAt } });
    const c = await h.ok(S.webinarsCreate, { token: o.token, body: { title: 'C', starts_at: startsAt } });
    for (const name of ['Вера', 'Борис', 'Анна']) {
      const p = await h.ok(C.personsCreate, { token: o.token, body: { name } });
      await h.ok(S.webinarsRegister, { token: o.token, params: { webinarId: c.id }, body: { person_id: p.id } });
    }
    expect((await h.ok(S.webinarsGet, { token: o.token, params: { webinarId: c.id } })).registrations).toBe(3);
    const list = await h.ok(S.webinarsList, { token: o.token, query: { 'sort[title]': 'asc' } });
    expect(list.items.map((w) => [w.id, w.registrations])).toEqual([[a.id, 0], [b.id, 0], [c.id, 3]]);
  });
});
