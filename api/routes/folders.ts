// SPEC §7 "Folders": page folders per project, with a sort order and the number of pages in each.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, int4, okResponse } from '../schemas';

export const folderSchema = v.object({
  id, title: v.string(), color: v.string(), project_id: v.nullable(id), sort: v.number(), pages_total: v.number(),
});

export type FolderView = v.InferOutput<typeof folderSchema>;

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
/** A CSS colour as the UI's picker gives it (#rgb / #rrggbb / a named token); '' for none. */
const color = v.pipe(v.string(), v.trim(), v.maxLength(32), v.regex(/^(#[0-9a-fA-F]{3,8}|[a-z-]*)$/));
const params = v.object({ folderId: idParam });

/** Sort fields of the folders list: the user's order (the default), the title. */
export const folderListSorts = ['sort', 'title'] as const;

/** At most this many ids in one `ids` filter (one page of the largest size). */
export const MAX_FOLDER_IDS = 100;

/**
 * `ids=3,17,140`: only these folders — the ones a screen names without having paged to them (the
 * folders of the pages on screen, the folder opened by its address).
 */
const folderIds = v.optional(v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14})*$/),
  v.transform((x) => x.split(',').map(Number)),
  v.maxLength(MAX_FOLDER_IDS),
));

/**
 * The folders on the one list contract (api/list.ts): paged, searched by title and sorted by the
 * server, narrowed to a project by `project_id` or to some folders by `ids`; each with its number of pages.
 */
export const list = defineRoute({
  name: 'folders.list', method: 'GET', path: '/folders', auth: true,
  query: listQuery({ sort: folderListSorts, defaultSort: { by: 'sort', dir: 'asc' }, filters: { project_id: filters.id, ids: folderIds } }),
  response: listResponse(folderSchema),
});

export const create = defineRoute({
  name: 'folders.create', method: 'POST', path: '/folders', auth: true,
  body: v.object({ title, color: v.optional(color), project_id: v.optional(v.nullable(id)) }),
  response: folderSchema,
});

export const update = defineRoute({
  name: 'folders.update', method: 'PATCH', path: '/folders/:folderId', auth: true, params,
  body: v.object({ title: v.optional(title), color: v.optional(color), project_id: v.optional(v.nullable(id)) }),
  response: folderSchema,
});

/** Pages of a deleted folder stay, outside any folder. */
export const remove = defineRoute({ name: 'folders.delete', method: 'DELETE', path: '/folders/:folderId', auth: true, params, response: okResponse });

export const sort = defineRoute({
  name: 'folders.sort', method: 'POST', path: '/folders/sort', auth: true,
  body: v.object({ items: v.pipe(v.array(v.object({ id, sort: int4 })), v.maxLength(1000)) }),
  response: v.object({ items: v.array(folderSchema) }),
});

/**
 * Moves a folder one place up or down among its project's folders (the folder column's menu). The
 * server renumbers the project's whole order, so folders a screen has not loaded keep their places
 * (POST /folders/sort writes only the sort values it is given).
 */
export const move = defineRoute({
  name: 'folders.move', method: 'POST', path: '/folders/:folderId/move', auth: true, params,
  body: v.object({ to: v.picklist(['up', 'down']) }),
  response: okResponse,
});

export const folderRoutes = { list, create, update, remove, sort, move } as const;
