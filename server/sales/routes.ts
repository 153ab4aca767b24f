// Handlers of api/routes/sales.ts: products, orders (list, create, detail with comments, the batch
// status change), webinars with their registrations, and signups. Scoped
// to the caller's account and checked by cdp/access.ts (SPEC §6).
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { salesRoutes } from '../../api/routes/sales';
import { phoneRegion, searchTermOf } from '../../engine/index';
import type { Db } from '../db/client';
import { orderComments, orders, persons, products, signups, webinars } from '../db/schema-cdp';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { dateRangeWhere, zoneOf } from '../platform/http/date-range';
import { notFound } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { requireCdp } from '../cdp/index';
import { createOrder, orderDetail, orderRowView, ownOrder, setOrderStatus, summaries } from '../cdp/index';
import { createSignup, loadSignup, ownWebinar, registrationsCount, signupSelect, signupView, webinarView } from '../cdp/index';

type ProductRecord = typeof products.$inferSelect;

/** Orders of the product. The outer column is written out qualified: Drizzle renders a column of the single
 * selected table as a bare "id", which inside this subquery would mean order_items' own id. */
const ordersCount = sql<number>`(SELECT count(DISTINCT i.order_id) FROM order_items i WHERE i.product_id = "products"."id")`.mapWith(Number);

const productView = (p: ProductRecord, ordersCountValue: number) => ({
  id: p.id, title: p.title, description: p.description, type: p.type, status: p.status, price: p.price, orders_count: ordersCountValue,
  created: p.created.toISOString(), updated: p.updated.toISOString(),
});

async function ownProduct(db: Db, accountId: number, id: number) {
  const [row] = await db.select({ p: products, orders: ordersCount }).from(products).where(and(eq(products.id, id), eq(products.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Signups are listed with their persons (the search reads the person's contact): counted the same way. */
const countSignups = (db: Db) => async (where: SQL | undefined): Promise<number> =>
  Number((await db.select({ n: sql<number>`count(*)` }).from(signups).innerJoin(persons, eq(persons.id, signups.personId)).where(where))[0].n);

/**
 * A sign-up list's search: the person by their search text (name, email, phone with its digits),
 * a phone-like term by its digits, so a number is found however it is typed.
 */
function signupSearch<Q extends { search?: string | null }>(auth: AuthContext, query: Q): Q {
  return { ...query, search: query.search ? searchTermOf(query.search, phoneRegion(auth.account.country)) : query.search };
}

export const salesHandlers: Handlers<typeof salesRoutes> = {
  // --- products ------------------------------------------------------------------------------
  async productsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const f = ctx.query.filters;
    const page = await listPage(db, db.select({ p: products, orders: ordersCount }).from(products).$dynamic(), ctx.query, {
      table: products,
      where: and(eq(products.accountId, auth.account.id), f.type ? eq(products.type, f.type) : undefined, f.status ? eq(products.status, f.status) : undefined),
      search: [products.title, products.description], id: products.id,
      sort: { title: products.title, price: products.price, created: products.created },
    });
    return { ...page, items: page.items.map((r) => productView(r.p, r.orders)) };
  },

  async productsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const [p] = await db.insert(products).values({ accountId: auth.account.id, ...ctx.body }).returning();
    return productView(p, 0);
  },

  async productsGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    const { p, orders: n } = await ownProduct(ctx.deps.db, auth.account.id, ctx.params.id);
    return productView(p, n);
  },

  async productsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const { orders: n } = await ownProduct(db, auth.account.id, ctx.params.id);
    const [p] = await db.update(products).set({ ...ctx.body, updated: new Date() })
      .where(and(eq(products.id, ctx.params.id), eq(products.accountId, auth.account.id))).returning();
    return productView(p, n);
  },

  async productsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const deleted = await db.delete(products).where(and(eq(products.id, ctx.params.id), eq(products.accountId, auth.account.id))).returning({ id: products.id });
    if (deleted.length === 0) throw notFound();
    return { ok: true as const };
  },

  // --- orders --------------------------------------------------------------------------------
  async ordersList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const f = ctx.query.filters;
    // The search column carries the customer's phone digits: a phone-like term is looked for by its digits.
    const query = { ...ctx.query, search: ctx.query.search ? searchTermOf(ctx.query.search, phoneRegion(auth.account.country)) : null };
    const page = await listPage(db, db.select({ o: orders, personName: persons.name }).from(orders).leftJoin(persons, eq(persons.id, orders.personId)).$dynamic(), query, {
      table: orders,
      where: and(
        eq(orders.accountId, auth.account.id),
        f.status !== undefined && f.status !== 'all' ? eq(orders.status, f.status) : undefined,
        f.person_id !== undefined ? eq(orders.personId, f.person_id) : undefined,
        dateRangeWhere(orders.created, f['created[from]'], f['created[to]'], zoneOf(auth)),
      ),
      search: [orders.search, orders.hash], id: orders.id,
      sort: { created: orders.created, status: orders.status, total: orders.total },
    });
    const lines = await summaries(db, page.items.map((r) => r.o.id));
    return { ...page, items: page.items.map((r) => orderRowView(r.o, r.personName, lines.get(r.o.id) ?? '')) };
  },

  async ordersCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    return orderDetail(db, await createOrder(db, auth.account.id, auth.user.id, ctx.body));
  },

  async ordersGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return orderDetail(ctx.deps.db, await ownOrder(ctx.deps.db, auth.account.id, ctx.params.orderId));
  },

  async ordersBatch(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const updated = await db.transaction((tx) => setOrderStatus(tx, auth.account.id, ctx.body.items, ctx.body.status, auth.user.id));
    return { updated };
  },

  async ordersComment(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const o = await ownOrder(db, auth.account.id, ctx.params.orderId);
    await db.insert(orderComments).values({ accountId: auth.account.id, orderId: o.id, userId: auth.user.id, text: ctx.body.text });
    return orderDetail(db, o);
  },

  // --- webinars ------------------------------------------------------------------------------
  async webinarsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const state = ctx.query.filters.state;
    const end = sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMin})`;
    const stateWhere = state === 'upcoming' ? sql`${webinars.startsAt} > now()`
      : state === 'live' ? sql`${webinars.startsAt} <= now() AND ${end} > now()`
        : state === 'ended' ? sql`${end} <= now()` : undefined;
    const page = await listPage(db, db.select({ w: webinars, registrations: registrationsCount }).from(webinars).$dynamic(), ctx.query, {
      table: webinars, where: and(eq(webinars.accountId, auth.account.id), stateWhere), search: [webinars.title, webinars.description], id: webinars.id,
      sort: { starts_at: webinars.startsAt, title: webinars.title, created: webinars.created },
    });
    const now = new Date();
    return { ...page, items: page.items.map((r) => webinarView(r.w, r.registrations, now)) };
  },

  async webinarsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const b = ctx.body;
    const [w] = await db.insert(webinars).values({
      accountId: auth.account.id, title: b.title, description: b.description, startsAt: new Date(b.starts_at), durationMin: b.duration_min, roomUrl: b.room_url || null,
    }).returning();
    return webinarView(w, 0);
  },

  async webinarsGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    const { w, registrations } = await ownWebinar(ctx.deps.db, auth.account.id, ctx.params.webinarId);
    return webinarView(w, registrations);
  },

  async webinarsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const { w, registrations } = await ownWebinar(db, auth.account.id, ctx.params.webinarId);
    const b = ctx.body;
    const [next] = await db.update(webinars).set({
      title: b.title ?? w.title,
      description: b.description ?? w.description,
      startsAt: b.starts_at !== undefined ? new Date(b.starts_at) : w.startsAt,
      durationMin: b.duration_min ?? w.durationMin,
      roomUrl: b.room_url !== undefined ? (b.room_url || null) : w.roomUrl,
      updated: new Date(),
    }).where(eq(webinars.id, w.id)).returning();
    return webinarView(next, registrations);
  },

  async webinarsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const { w } = await ownWebinar(db, auth.account.id, ctx.params.webinarId);
    await db.delete(webinars).where(eq(webinars.id, w.id));
    return { ok: true as const };
  },

  async webinarsRegistrations(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const { w } = await ownWebinar(db, auth.account.id, ctx.params.webinarId);
    const page = await listPage(db, signupSelect(db), signupSearch(auth, ctx.query), {
      table: signups, where: eq(signups.webinarId, w.id), search: [persons.search], id: signups.id,
      sort: { created: signups.created },
      count: countSignups(db),
    });
    const now = new Date();
    return { ...page, items: page.items.map((r) => signupView(r, now)) };
  },

  async webinarsRegister(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const { w } = await ownWebinar(db, auth.account.id, ctx.params.webinarId);
    return createSignup(db, auth.account.id, auth.user.id, { person_id: ctx.body.person_id, webinar_id: w.id, title: '', comment: ctx.body.comment });
  },

  // --- signups -------------------------------------------------------------------------------
  async signupsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const f = ctx.query.filters;
    const page = await listPage(db, signupSelect(db), signupSearch(auth, ctx.query), {
      table: signups,
      where: and(
        eq(signups.accountId, auth.account.id),
        f.person_id !== undefined ? eq(signups.personId, f.person_id) : undefined,
        f.webinar_id !== undefined ? eq(signups.webinarId, f.webinar_id) : undefined,
        f.kind === 'webinar' ? isNotNull(signups.webinarId) : f.kind === 'other' ? isNull(signups.webinarId) : undefined,
      ),
      search: [signups.title, persons.search], id: signups.id,
      sort: { created: signups.created },
      count: countSignups(db),
    });
    const now = new Date();
    return { ...page, items: page.items.map((r) => signupView(r, now)) };
  },

  async signupsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    return createSignup(db, auth.account.id, auth.user.id, ctx.body);
  },

  async signupsGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return loadSignup(ctx.deps.db, auth.account.id, ctx.params.signupId);
  },

  async signupsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const deleted = await db.delete(signups).where(and(eq(signups.id, ctx.params.signupId), eq(signups.accountId, auth.account.id))).returning({ id: signups.id });
    if (deleted.length === 0) throw notFound();
    return { ok: true as const };
  },
};

