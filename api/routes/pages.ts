// SPEC §7 "Pages": the list with folders and projects, settings, draft content with optimistic
// revisions, publish/stop, clone, history with restore, favicon. Transfers live in page-transfers.ts.
// Unpublishing is POST /pages/:pageId/stop (the SPEC names the action "stop" but not its path).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, int4, isoDate, okResponse } from '../schemas';
import { LANGS } from '../../engine/lang';
import { policyLinks } from './policy-links';

export const pageStatuses = ['stoped', 'published', 'unpublished'] as const;

export const pageSchema = v.object({
  id,
  /** Internal name: shown to the owner only. */
  name: v.string(),
  title: v.string(),
  description: v.string(),
  /** Test subdomain: {code}.{DRAFT_DOMAIN}. */
  code: v.string(),
  /** Page address: the path on the domain or test subdomain, '' for the root. */
  uri: v.string(),
  domain_id: v.nullable(id),
  project_id: v.nullable(id),
  folder: v.nullable(id),
  params: v.object({ ssl: v.boolean() }),
  status: v.picklist(pageStatuses),
  favicon: v.boolean(),
  /** The share card's own title and description ('' = the SEO ones), and its image's tag (1200×630; null without one). */
  share_title: v.string(),
  share_description: v.string(),
  share_image: v.nullable(v.string()),
  /** Hidden from search engines: meta robots noindex, disallowed in robots.txt, left out of sitemap.xml. */
  noindex: v.boolean(),
  /** The canonical address search engines are given; '' = the page's own. */
  canonical_url: v.string(),
  /** The language the page is published in: its html lang and the words its script shows visitors. */
  lang: v.picklist(LANGS),
  published_at: v.nullable(isoDate),
  created: isoDate,
  updated: isoDate,
  /** Where the page answers (api/pageUrl.ts): its connected domain, else its test address. */
  url: v.string(),
  /** Its test address {code}.{draft domain}/{uri}, which always works. */
  test_url: v.string(),
  /** Its address on the pinned domain (answering once the domain is connected); null without one. */
  domain_url: v.nullable(v.string()),
});
export type PageView = v.InferOutput<typeof pageSchema>;

/** Page content as stored (SPEC §3); deep validation is the engine's importContent on the server. */
export const contentDataSchema = v.looseObject({
  version: v.union([v.string(), v.number()]),
  widgets: v.record(v.string(), v.unknown()),
  tree: v.array(v.unknown()),
  fragments: v.optional(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])),
});
export const globalsSchema = v.record(v.string(), v.unknown());

export const contentSchema = v.object({
  id,
  globals: globalsSchema,
  data: contentDataSchema,
  /** Optimistic-concurrency counter: send it back as `revision` with the next draft. */
  revision: v.number(),
});

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
/** Lower-case letters, digits and hyphens, as a DNS label. */
export const pageCode = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(63));
/** A path without the leading slash; checked by the server (segments of [a-z0-9-_.]). */
export const pageUri = v.pipe(v.string(), v.trim(), v.maxLength(200));
const nullableId = v.nullable(id);

export const pageSettingsBody = v.object({
  name: v.optional(trimmed(200)),
  title: v.optional(trimmed(300)),
  description: v.optional(trimmed(1000)),
  code: v.optional(pageCode),
  uri: v.optional(pageUri),
  domain_id: v.optional(nullableId),
  project_id: v.optional(nullableId),
  folder: v.optional(nullableId),
  params: v.optional(v.object({ ssl: v.optional(v.boolean()) })),
  share_title: v.optional(trimmed(300)),
  share_description: v.optional(trimmed(1000)),
  noindex: v.optional(v.boolean()),
  /** '' or an http(s) address (api/pageHead.ts isCanonicalUrl); anything else is 422 with the field named. */
  canonical_url: v.optional(trimmed(2000)),
  /** 'ru' or 'en'; anything else is 422 with the field named (page.lang_invalid). */
  lang: v.optional(v.picklist(LANGS, 'page.lang_invalid')),
});

const params = v.object({ pageId: idParam });

/**
 * Body limit of the calls that carry a whole page (draft save, publish with content). A
 * 10,050-widget page is 2.8 MB in the editor's format (bench/content.bench.ts); 12 MiB leaves room
 * for 10,000 widgets with longer texts and richer settings than the benchmark's.
 */
export const PAGE_CONTENT_BODY_LIMIT = 12 * 1024 * 1024;
const historyParams = v.object({ pageId: idParam, historyId: idParam });

/** Sort fields of the pages list: the name (else the title), the status (published, stopped, not published), the last change. */
export const pageListSorts = ['name', 'status', 'updated'] as const;
export type PageListSort = (typeof pageListSorts)[number];

/** A row of the pages list: the page with its visitors and leads of the last 7 days (null without the statistics right). */
export const pageListItemSchema = v.object({
  ...pageSchema.entries,
  week: v.nullable(v.object({ visitors: v.number(), leads: v.number() })),
});
export type PageListItem = v.InferOutput<typeof pageListItemSchema>;

/**
 * The pages list on the one list contract (api/list.ts): paged, searched (name, title, code,
 * address), filtered and sorted by the server. Folders come from GET /folders.
 */
export const list = defineRoute({
  name: 'pages.list', method: 'GET', path: '/pages', auth: true,
  query: listQuery({
    sort: pageListSorts,
    defaultSort: { by: 'updated', dir: 'desc' },
    filters: { project_id: filters.id, folder: filters.id, domain_id: filters.id, status: filters.oneOf(pageStatuses) },
  }),
  response: listResponse(pageListItemSchema),
});

/** The most pages a page picker gets in one answer: it searches for the rest. */
export const PAGE_PICK_LIMIT = 100;
/** `1,2,3`: page ids in a query string (at most PAGE_PICK_LIMIT). */
const pageIdList = v.pipe(
  v.string(),
  v.regex(new RegExp(`^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,${PAGE_PICK_LIMIT - 1}}$`)),
  v.transform((x) => x.split(',').map(Number)),
);

/**
 * Pages for pickers (transfers, plugins, statistics): id, title, name, project and status, newest
 * change first. `search` (name, title, code, address) and `ids` narrow it; with `limit` (≤ 100) the
 * answer stops there and `more` says whether pages were left out.
 */
export const short = defineRoute({
  name: 'pages.short', method: 'GET', path: '/pages/short', auth: true,
  query: v.object({
    search: v.optional(trimmed(200)),
    ids: v.optional(pageIdList),
    limit: v.optional(v.pipe(
      v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[0-9]{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(PAGE_PICK_LIMIT),
    )),
  }),
  response: v.object({
    items: v.array(v.object({ id, title: v.string(), name: v.string(), project_id: nullableId, status: v.picklist(pageStatuses) })),
    more: v.boolean(),
  }),
});

export const create = defineRoute({
  name: 'pages.create', method: 'POST', path: '/pages', auth: true,
  /** Null fields are dropped by the client and ignored here (SPEC §5). */
  body: v.object({
    ...pageSettingsBody.entries,
    /** Page template code (default, flat, green, square); absent → blank page. */
    template: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  }),
  response: pageSchema,
});

export const get = defineRoute({ name: 'pages.get', method: 'GET', path: '/pages/:pageId', auth: true, params, response: pageSchema });

export const update = defineRoute({
  name: 'pages.update', method: 'PATCH', path: '/pages/:pageId', auth: true, params, body: pageSettingsBody, response: pageSchema,
});

/** Moves the page to the trash (GET /trash, PUT /trash/:id restores it). */
export const remove = defineRoute({ name: 'pages.delete', method: 'DELETE', path: '/pages/:pageId', auth: true, params, response: okResponse });

export const clone = defineRoute({ name: 'pages.clone', method: 'POST', path: '/pages/:pageId/clone', auth: true, params, response: pageSchema });

/** Unpublish: visitors get 404 until the next publish; the artefact is kept for history. */
export const stop = defineRoute({ name: 'pages.stop', method: 'POST', path: '/pages/:pageId/stop', auth: true, params, response: pageSchema });

export const publish = defineRoute({
  name: 'pages.publish', method: 'POST', path: '/pages/:pageId/publish', auth: true, params, bodyLimit: PAGE_CONTENT_BODY_LIMIT,
  body: v.object({
    /** Test subdomain to publish under (the publish dialog's address); absent keeps the current one. */
    code: v.optional(pageCode),
    uri: v.optional(pageUri),
    /** The title and description the first publish dialog asks for; absent keeps the page's. */
    title: v.optional(trimmed(300)),
    description: v.optional(trimmed(1000)),
    /** Content to save and publish; absent publishes the stored draft. */
    data: v.optional(contentDataSchema),
    globals: v.optional(globalsSchema),
  }),
  response: v.object({ page: pageSchema, url: v.string(), revision: v.number() }),
});

export const content = defineRoute({ name: 'pages.content', method: 'GET', path: '/pages/:pageId/content', auth: true, params, response: contentSchema });

export const draft = defineRoute({
  name: 'pages.draft', method: 'POST', path: '/pages/:pageId/draft', auth: true, params, bodyLimit: PAGE_CONTENT_BODY_LIMIT,
  body: v.object({
    /** The revision the edit is based on; an older one is refused with 409 draft.conflict. */
    revision: v.pipe(int4, v.minValue(1)),
    data: contentDataSchema,
    globals: v.optional(globalsSchema),
    /** The user chose to replace a version saved elsewhere (after a conflict): it is kept in the history first. */
    overwrite: v.optional(v.boolean()),
  }),
  response: v.object({ revision: v.number(), updated: isoDate }),
});

/** created: the page's starting state (a template's demo content, or the copied page). */
const historyItem = v.object({ id, kind: v.picklist(['created', 'publish', 'draft', 'restore']), created: isoDate });

export const history = defineRoute({
  name: 'pages.history', method: 'GET', path: '/pages/:pageId/history', auth: true, params,
  response: v.object({ items: v.array(historyItem) }),
});

export const historyGet = defineRoute({
  name: 'pages.history.get', method: 'GET', path: '/pages/:pageId/history/:historyId', auth: true, params: historyParams,
  response: v.object({ ...historyItem.entries, globals: globalsSchema, data: contentDataSchema }),
});

/** Copies the entry into the draft (the draft before it is kept as a 'restore' entry). */
export const historyRestore = defineRoute({
  name: 'pages.history.restore', method: 'POST', path: '/pages/:pageId/history/:historyId', auth: true, params: historyParams,
  response: contentSchema,
});

/** What the editor needs to open a page: the page, its draft and the account's library ids. */
export const redactor = defineRoute({
  name: 'pages.redactor', method: 'GET', path: '/pages/redactor/:pageId', auth: true, params,
  response: v.object({
    page: pageSchema,
    content: contentSchema,
    library: v.object({ designs: v.array(id), palettes: v.array(id), fontPresets: v.array(id) }),
    permissions: v.record(v.string(), v.boolean()),
  }),
});

/** multipart/form-data with one file: ICO, GIF, JPEG or PNG, at most 500 KB (SPEC §5, §9). */
export const faviconUpload = defineRoute({
  name: 'pages.favicon.upload', method: 'POST', path: '/pages/:pageId/favicon', auth: true, params, multipart: true, response: pageSchema,
});

export const faviconRemove = defineRoute({
  name: 'pages.favicon.remove', method: 'DELETE', path: '/pages/:pageId/favicon', auth: true, params, response: pageSchema,
});

/** multipart/form-data with one image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB): stored cropped to 1200×630. */
export const shareImageUpload = defineRoute({
  name: 'pages.shareImage.upload', method: 'POST', path: '/pages/:pageId/share-image', auth: true, params, multipart: true, response: pageSchema,
});

export const shareImageRemove = defineRoute({
  name: 'pages.shareImage.remove', method: 'DELETE', path: '/pages/:pageId/share-image', auth: true, params, response: pageSchema,
});

export const pageRoutes = {
  list, short, create, get, update, remove, clone, stop, publish, content, draft, history, historyGet, historyRestore, redactor,
  faviconUpload, faviconRemove, shareImageUpload, shareImageRemove, policyLinks,
} as const;
