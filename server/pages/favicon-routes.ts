// Favicon upload/removal of a page ('page.settings'); a published page is re-rendered so its
// <link rel=icon> appears or goes at once.
import type { faviconRemove, faviconUpload } from '../../api/routes/pages';
import type { Handler } from '../platform/http/context';
import { readFavicon } from './pages-favicon';
import { setPageAsset } from './page-asset';

export const faviconHandlers: { faviconUpload: Handler<typeof faviconUpload>; faviconRemove: Handler<typeof faviconRemove> } = {
  faviconUpload: (ctx) => setPageAsset(ctx, async () => {
    const { type, data } = await readFavicon(ctx.req);
    return { faviconType: type, favicon: data };
  }),
  faviconRemove: (ctx) => setPageAsset(ctx, async () => ({ faviconType: null, favicon: null })),
};
