// Favicon upload/removal of a page ('page.settings'); a published page is re-rendered so its
// <link rel=icon> appears or goes at once.
import { and, eq } from 'drizzle-orm';
import type { faviconRemove, faviconUpload } from '../../api/routes/pages';
import { pages } from '../db/schema-pages';
import { me, type Handler } from '../http/context';
import { loadOwnPage, pageAnswer } from '../services/pages-access';
import { readFavicon } from '../services/pages-favicon';
import { republish } from '../services/publish';

export const faviconHandlers: { faviconUpload: Handler<typeof faviconUpload>; faviconRemove: Handler<typeof faviconRemove> } = {
  async faviconUpload(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await loadOwnPage(db, auth, ctx.params.pageId, 'page.settings');
    const { type, data } = await readFavicon(ctx.req);
    const [next] = await db.update(pages).set({ faviconType: type, favicon: data, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    await republish(db, next);
    return pageAnswer(db, ctx.req, auth.isOwner, next);
  },

  async faviconRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await loadOwnPage(db, auth, ctx.params.pageId, 'page.settings');
    const [next] = await db.update(pages).set({ faviconType: null, favicon: null, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    await republish(db, next);
    return pageAnswer(db, ctx.req, auth.isOwner, next);
  },
};
