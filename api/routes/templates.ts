// SPEC §7 "Blocks and collections", "Templates" and GET /page-templates. Shipped collections and
// blocks come from the product (server/content); blocks users save with the Save-ready-block dialog
// (SPEC §2) are "creator blocks" of their account and appear in their collection's list with
// own: true. Two template lists exist in SPEC: GET /page-templates answers the page templates with
// covers (pages/new), GET /templates a summary of the block collections (what each holds).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, okResponse } from '../schemas';

/** SPEC §3 "Block categories", the full list. */
export const blockCategories = [
  'empty', 'empty_wide', 'menu', 'first_screen', 'benefit', 'products', 'identification', 'evidence',
  'objections', 'about', 'conversion', 'reviews', 'price', 'stages', 'team', 'footer', 'modal',
] as const;
export const blockCategory = v.picklist(blockCategories);

export const collectionSchema = v.object({ id, code: v.string(), title: v.string(), compatible: v.array(id) });

/** The widgets subtree of a block in the stored shape of SPEC §3 (widgets map + nested tree). */
const treeNode: v.GenericSchema<unknown> = v.union([
  v.looseObject({ id: v.union([v.number(), v.string()]), cd: v.optional(v.array(v.lazy(() => treeNode))) }),
  // The compact shape the engine stores (engine/import/compact.ts): a leaf's id, or [id, ...children].
  v.number(),
  v.pipe(v.array(v.lazy(() => treeNode)), v.minLength(1)),
]);
export const blockContent = v.looseObject({
  version: v.optional(v.string()),
  widgets: v.record(v.string(), v.looseObject({})),
  tree: v.array(treeNode),
});

export const blockSchema = v.object({
  id,
  title: v.string(),
  category: v.string(),
  collection_id: id,
  is_course: v.boolean(),
  cover: v.string(),
  /** true for the caller's own (creator) blocks, which may be edited and deleted. */
  own: v.boolean(),
  content: blockContent,
});

/**
 * A block as the ready-blocks list shows it: no content. The list holds hundreds of blocks and the
 * panel draws only covers and titles; one block's content is fetched when it is inserted (block).
 */
const { content: _content, ...listEntries } = blockSchema.entries;
const blockListItemSchema = v.object(listEntries);

/** The language of a shipped block's demo copy; a block with one copy answers it whatever is asked. */
const blockLang = v.optional(v.picklist(['ru', 'en']), 'ru');

export const pageTemplateSchema = v.object({
  code: v.string(), title: v.string(), description: v.string(), cover: v.string(), collection_id: id,
});

const flag = v.pipe(v.optional(v.picklist(['0', '1', 'true', 'false']), '0'), v.transform((x) => x === '1' || x === 'true'));

export const collections = defineRoute({
  name: 'templates.collections', method: 'GET', path: '/templates/collections', auth: true,
  response: v.object({ items: v.array(collectionSchema) }),
});

export const collection = defineRoute({
  name: 'templates.collection', method: 'GET', path: '/templates/collections/:id', auth: true,
  params: v.object({ id: idParam }), response: collectionSchema,
});

export const blocks = defineRoute({
  name: 'templates.blocks', method: 'GET', path: '/templates/collections/:collectionId/blocks', auth: true,
  params: v.object({ collectionId: idParam }),
  query: v.object({ with_compatible_collections: flag, category: v.optional(blockCategory) }),
  response: v.object({ items: v.array(blockListItemSchema) }),
});

/** One block with its content: a shipped one, or a creator block of the caller's account (another's is 404). */
export const block = defineRoute({
  name: 'templates.block', method: 'GET', path: '/templates/blocks/:blockId', auth: true,
  params: v.object({ blockId: idParam }), query: v.object({ lang: blockLang }), response: blockSchema,
});

export const summary = defineRoute({
  name: 'templates.summary', method: 'GET', path: '/templates', auth: true,
  response: v.object({
    items: v.array(v.object({ ...collectionSchema.entries, blocks_total: v.number(), categories: v.record(v.string(), v.number()) })),
  }),
});

export const pageTemplates = defineRoute({
  name: 'templates.pageTemplates', method: 'GET', path: '/page-templates', auth: true,
  response: v.object({ items: v.array(pageTemplateSchema) }),
});

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
/** An uploaded image URL (POST /images) or a data: URL of a screenshot; at most ~700 KB. */
const cover = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1_000_000));

export const createBlock = defineRoute({
  name: 'creator.blocks.create', method: 'POST', path: '/creator/blocks', auth: true,
  body: v.object({
    name, cover, category: blockCategory, collection: v.optional(id, 1), is_course: v.optional(v.boolean(), false), content: blockContent,
  }),
  response: blockSchema,
});

export const updateBlock = defineRoute({
  name: 'creator.blocks.update', method: 'PATCH', path: '/creator/blocks/:id', auth: true, params: v.object({ id: idParam }),
  body: v.object({
    name: v.optional(name), cover: v.optional(cover), category: v.optional(blockCategory), collection: v.optional(id),
    is_course: v.optional(v.boolean()), content: v.optional(blockContent),
  }),
  response: blockSchema,
});

export const deleteBlock = defineRoute({
  name: 'creator.blocks.delete', method: 'DELETE', path: '/creator/blocks/:blockId', auth: true,
  params: v.object({ blockId: idParam }), response: okResponse,
});

export const templateRoutes = { collections, collection, blocks, block, summary, pageTemplates, createBlock, updateBlock, deleteBlock } as const;
