// The media area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/media/ is the area's own.
export { enqueueVariantsFill } from './jobs';
export { registerMediaHttp } from './media-http';
export { imageSources, pageImageVariants } from './page-images';
export { mediaHandlers } from './routes';
