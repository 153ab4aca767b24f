// The share image of a page ('page.settings'): stored cropped to 1200×630 (services/pages-share.ts);
// a published page is re-rendered so its og:image appears, changes or goes at once.
import { and, eq } from 'drizzle-orm';
import type { shareImageRemove, shareImageUpload } from '../../api/routes/pages';
import { pages } from '../db/schema-pages';
import { me, type Handler } from '../http/context';
import { loadOwnPage, pageAnswer } from '../services/pages-access';
import { readShareImage, shareImageOf } from '../services/pages-share';
import { republish } from '../services/publish';

export const shareImageHandlers: { shareImageUpload: Handler<typeof shareImageUpload>; shareImageRemove: Handler<typeof shareImageRemove> } = {
  async shareImageUpload(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await loadOwnPage(db, auth, ctx.params.pageId, 'page.settings');
    const image = await shareImageOf(await readShareImage(ctx.req));
    const [next] = await db.update(pages).set({ shareImage: image.data, shareImageTag: image.tag, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    await republish(db, next);
    return pageAnswer(db, ctx.req, auth.isOwner, next);
  },

  async shareImageRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await loadOwnPage(db, auth, ctx.params.pageId, 'page.settings');
    const [next] = await db.update(pages).set({ shareImage: null, shareImageTag: null, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    await republish(db, next);
    return pageAnswer(db, ctx.req, auth.isOwner, next);
  },
};
