// Handlers of api/routes/page-transfers.ts. Transfers are owner-only on both sides (SPEC §6).
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { pageTransferRoutes } from '../../api/routes/page-transfers';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { pageTransfers, pages } from '../db/schema-pages';
import { me, type Handlers } from '../platform/http/context';
import { listPage } from '../platform/http/list';
import { ownPage, type PageRow } from './pages-access';
import { acceptTransfer, cancelTransfer, createTransfer, ownTransfer, recipientAccount, type TransferRow } from './pages-transfer';

async function views(db: Db, accountId: number, rows: TransferRow[]) {
  if (rows.length === 0) return [];
  // A page from a template has a name and no title yet: the title, else the name (transfers are
  // owner-only on both sides, and owners see internal names).
  const titles = new Map((await db.select({ id: pages.id, title: pages.title, name: pages.name }).from(pages).where(inArray(pages.id, rows.map((r) => r.pageId))))
    .map((p) => [p.id, p.title || p.name]));
  const accountIds = [...new Set(rows.flatMap((r) => [r.fromAccountId, r.toAccountId]))];
  const owners = new Map((await db.select({ id: accounts.id, email: users.email }).from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerUserId)).where(inArray(accounts.id, accountIds))).map((a) => [a.id, a.email]));
  return rows.map((t) => {
    const incoming = t.toAccountId === accountId;
    return {
      transferId: t.id, page_id: t.pageId, page_title: titles.get(t.pageId) ?? '', direction: incoming ? 'incoming' as const : 'outgoing' as const,
      status: t.status, email: owners.get(incoming ? t.fromAccountId : t.toAccountId) ?? '', created: t.created.toISOString(),
    };
  });
}

const one = async (db: Db, accountId: number, t: TransferRow) => (await views(db, accountId, [t]))[0];

export const pageTransferHandlers: Handlers<typeof pageTransferRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const acc = auth.account.id;
    const { direction, status } = ctx.query.filters;
    const T = pageTransfers;
    const where = and(
      direction === 'incoming' ? eq(T.toAccountId, acc) : direction === 'outgoing' ? eq(T.fromAccountId, acc) : or(eq(T.fromAccountId, acc), eq(T.toAccountId, acc)),
      status !== undefined ? eq(T.status, status) : undefined,
    );
    // The other side's owner email (what the row shows), searched with the page's title and name.
    const otherEmail = sql`(SELECT u.email FROM ${accounts} a JOIN ${users} u ON u.id = a.owner_user_id
      WHERE a.id = CASE WHEN ${T.toAccountId} = ${acc} THEN ${T.fromAccountId} ELSE ${T.toAccountId} END)`;
    const joined = () => db.select().from(T).leftJoin(pages, eq(pages.id, T.pageId)).$dynamic();
    const page = await listPage(db, joined(), ctx.query, {
      table: T,
      where,
      search: [pages.title, pages.name, otherEmail],
      sort: { created: T.created, status: sql`CASE ${T.status} WHEN 'pending' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END` },
      id: T.id,
      count: async (w) => Number((await db.select({ n: count() }).from(T).leftJoin(pages, eq(pages.id, T.pageId)).where(w))[0].n),
    });
    return { ...page, items: await views(db, acc, page.items.map((r) => r.page_transfers)) };
  },

  async createMany(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const to = await recipientAccount(db, ctx.body.email);
    const list: PageRow[] = [];
    for (const id of ctx.body.pages) list.push(await ownPage(db, auth.account.id, id));
    const created = await db.transaction(async (tx) => {
      const out: TransferRow[] = [];
      for (const p of list) out.push(await createTransfer(tx, p, to));
      return out;
    });
    return { items: await views(db, auth.account.id, created) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    return one(db, auth.account.id, await createTransfer(db, page, await recipientAccount(db, ctx.body.email)));
  },

  async accept(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const t = await ownTransfer(db, auth.account.id, ctx.params.transferId, 'to');
    return one(db, auth.account.id, await acceptTransfer(db, auth, t, ctx.body.project_id ?? null));
  },

  async cancel(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const t = await ownTransfer(db, auth.account.id, ctx.params.transferId, 'any');
    return one(db, auth.account.id, await cancelTransfer(db, t));
  },
};

