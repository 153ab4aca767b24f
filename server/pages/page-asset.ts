// What a page's uploaded assets (favicon, share image) share: the caller needs 'page.settings' on the
// page; the new value is stored and a published page is re-rendered, so its head shows it at once.
import { and, eq } from 'drizzle-orm';
import { pages } from '../db/schema-pages';
import type { faviconUpload } from '../../api/routes/pages';
import { me, type HandlerCtx } from '../platform/http/context';
import { loadOwnPage, pageAnswer } from './pages-access';
import { republish } from './publish';

type PageColumns = Partial<typeof pages.$inferInsert>;
/** The call of any page-asset route: they all take the page id in the path. */
type AssetCall = Pick<HandlerCtx<typeof faviconUpload>, 'params' | 'auth' | 'deps' | 'req'>;

/** Checks the right, then reads the value (`read` may refuse the upload), stores it, republishes, answers the page. */
export async function setPageAsset(ctx: AssetCall, read: () => Promise<PageColumns>) {
  const auth = me(ctx);
  const { db } = ctx.deps;
  const page = await loadOwnPage(db, auth, ctx.params.pageId, 'page.settings');
  const values = await read();
  const [next] = await db.update(pages).set({ ...values, updated: new Date() })
    .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
  await republish(db, next);
  return pageAnswer(db, ctx.req, auth.isOwner, next);
}
