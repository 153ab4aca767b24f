// The share image of a page ('page.settings'): stored cropped to 1200×630 (pages/pages-share.ts);
// a published page is re-rendered so its og:image appears, changes or goes at once.
import type { shareImageRemove, shareImageUpload } from '../../api/routes/pages';
import type { Handler } from '../platform/http/context';
import { readShareImage, shareImageOf } from './pages-share';
import { setPageAsset } from './page-asset';

export const shareImageHandlers: { shareImageUpload: Handler<typeof shareImageUpload>; shareImageRemove: Handler<typeof shareImageRemove> } = {
  shareImageUpload: (ctx) => setPageAsset(ctx, async () => {
    const image = await shareImageOf(await readShareImage(ctx.req));
    return { shareImage: image.data, shareImageTag: image.tag };
  }),
  shareImageRemove: (ctx) => setPageAsset(ctx, async () => ({ shareImage: null, shareImageTag: null })),
};
