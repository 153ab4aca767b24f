// Handlers of api/routes/trash.ts: owner only (SPEC §6). Restoring counts against the tariff's page
// limit again, and a domain address taken meanwhile by another page unpins the restored one.
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { trashRoutes } from '../../api/routes/trash';
import { pages } from '../db/schema-pages';
import { me, type Handlers } from '../platform/http/context';
import { listPage } from '../platform/http/list';
import { ownPage, pageAnswer, pageView } from './pages-access';
import { pagesSearch } from './pages-list';
import { pageSites } from './pages-url';
import { assertCanAddPages } from './pages-limits';

export const trashHandlers: Handlers<typeof trashRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    // The search is the pages list's own (the generated search column, from migration 0231's trigram
    // index of trashed rows), not listPage's ILIKE over four columns.
    const search = ctx.query.search;
    const page = await listPage(db, db.select().from(pages).$dynamic(), { ...ctx.query, search: null }, {
      table: pages,
      where: and(eq(pages.accountId, auth.account.id), isNotNull(pages.deletedAt), search ? pagesSearch(search) : undefined),
      sort: { deleted_at: pages.deletedAt, name: pages.name },
      id: pages.id,
    });
    const sites = await pageSites(db, ctx.req, page.items);
    return { ...page, items: page.items.map((p) => ({ ...pageView(p, true, sites), deleted_at: (p.deletedAt as Date).toISOString() })) };
  },

  async restore(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.id, true);
    await assertCanAddPages(db, auth.account);
    let domainId = page.domainId;
    if (domainId !== null) {
      const clash = await db.select({ id: pages.id }).from(pages)
        .where(and(eq(pages.domainId, domainId), eq(pages.uri, page.uri), isNull(pages.deletedAt), ne(pages.id, page.id))).limit(1);
      if (clash.length > 0) domainId = null;
    }
    const [next] = await db.update(pages).set({ deletedAt: null, domainId, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    return pageAnswer(db, ctx.req, true, next);
  },
};
