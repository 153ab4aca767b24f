// SPEC §7 "Media": the media library. Collections are folders; public ones (no account_id) are
// shipped with the product and shared by every account, read-only; the rest belong to an account.
// Items page by 30 (SPEC §9) and answer { items, last } where `last` says this is the final page.
// Uploads (POST /images, POST /video) are multipart/form-data with any number of file parts and an
// optional `collection_id` field; they answer the list of stored entries. The stock-photo and icon
// searches answer from the provider configured on the server (a shipped sandbox catalogue by default).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse } from '../schemas';

/** SPEC §5: allowed image extensions; video: mp4 and webm. Limits are documented in server/media/media-upload.ts. */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'bmp'] as const;
export const videoExtensions = ['mp4', 'webm'] as const;
export const MEDIA_PAGE_SIZE = 30;

export const mediaCollectionSchema = v.object({
  id,
  title: v.string(),
  count: v.number(),
  /** Absent for public collections (SPEC §3). */
  account_id: v.optional(id),
});

export const mediaEntrySchema = v.object({
  id,
  url: v.string(),
  /** The media grid's picture: an uploaded photo's smallest resized copy (server/media/variants.ts); an SVG, GIF or video is its own. */
  thumb: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  size: v.number(),
  mime: v.string(),
  name: v.string(),
  kind: v.picklist(['image', 'video']),
  created: isoDate,
  /** A clip's poster frame, taken at upload (an image URL with resized copies); videos only. */
  poster: v.optional(v.nullable(v.string())),
  /** A clip's length in seconds (null when its container does not say); videos only. */
  duration: v.optional(v.nullable(v.number())),
});

export const stockEntrySchema = v.object({
  id: v.string(), url: v.string(), thumb: v.string(), width: v.number(), height: v.number(), name: v.string(), mime: v.string(), provider: v.string(),
});

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const params = v.object({ id: idParam });
const page = v.optional(idParam, 1);
const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), '');
const limit = v.optional(v.pipe(idParam, v.maxValue(100)), MEDIA_PAGE_SIZE);
const itemsQuery = v.object({ search, page, limit });

export const list = defineRoute({
  name: 'media.list', method: 'GET', path: '/media', auth: true,
  response: v.object({ items: v.array(mediaCollectionSchema) }),
});

export const create = defineRoute({
  name: 'media.create', method: 'POST', path: '/media', auth: true, body: v.object({ title }), response: mediaCollectionSchema,
});

export const get = defineRoute({
  name: 'media.get', method: 'GET', path: '/media/:id', auth: true, params, query: itemsQuery,
  response: v.object({ collection: mediaCollectionSchema, items: v.array(mediaEntrySchema), last: v.boolean() }),
});

export const update = defineRoute({
  name: 'media.update', method: 'PATCH', path: '/media/:id', auth: true, params, body: v.object({ title }), response: mediaCollectionSchema,
});

export const remove = defineRoute({
  name: 'media.delete', method: 'DELETE', path: '/media/:id', auth: true, params, response: okResponse,
});

/** Not listed in SPEC §7; the media manager needs it to take back a wrong upload. */
export const removeItem = defineRoute({
  name: 'media.items.delete', method: 'DELETE', path: '/media/:id/items/:itemId', auth: true,
  params: v.object({ id: idParam, itemId: idParam }), response: okResponse,
});

export const unsplash = defineRoute({
  name: 'media.unsplash', method: 'GET', path: '/media/unsplash', auth: true, query: itemsQuery,
  response: v.object({ items: v.array(stockEntrySchema), last: v.boolean() }),
});

export const icons8 = defineRoute({
  name: 'media.icons8', method: 'GET', path: '/media/icons8', auth: true, query: itemsQuery,
  response: v.object({ items: v.array(stockEntrySchema), last: v.boolean() }),
});

export const uploadImages = defineRoute({
  name: 'media.images.upload', method: 'POST', path: '/images', auth: true, multipart: true, response: v.array(mediaEntrySchema),
});

export const uploadVideo = defineRoute({
  name: 'media.video.upload', method: 'POST', path: '/video', auth: true, multipart: true, response: v.array(mediaEntrySchema),
});

export const mediaRoutes = { list, create, get, update, remove, removeItem, unsplash, icons8, uploadImages, uploadVideo } as const;
