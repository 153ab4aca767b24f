// SPEC §7 "Projects": pages, folders and domains are grouped by project. Members see every project
// of the account; create and delete are owner-only; a member may rename / like a project when the
// project's 'page.settings' flag is not false (SPEC §6: a missing entry means allowed).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, isoDate, okResponse } from '../schemas';

export const projectSchema = v.object({ id, title: v.string(), liked: v.boolean(), created: isoDate });
export type ProjectView = v.InferOutput<typeof projectSchema>;
const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const params = v.object({ id: idParam });

/** Sort fields of the projects list: the title, the creation (the default, oldest first: the account's first project leads), liked first. */
export const projectListSorts = ['title', 'created', 'liked'] as const;
export type ProjectListSort = (typeof projectListSorts)[number];

/**
 * The projects on the one list contract (api/list.ts): paged, searched by title and sorted by the
 * server; `id` narrows to one project (a picker's chosen one).
 */
export const list = defineRoute({
  name: 'projects.list', method: 'GET', path: '/projects', auth: true,
  query: listQuery({ sort: projectListSorts, defaultSort: { by: 'created', dir: 'asc' }, filters: { id: filters.id } }),
  response: listResponse(projectSchema),
});

export const create = defineRoute({
  name: 'projects.create', method: 'POST', path: '/projects', auth: true,
  body: v.object({ title, liked: v.optional(v.boolean()) }),
  response: projectSchema,
});

export const get = defineRoute({
  name: 'projects.get', method: 'GET', path: '/projects/:id', auth: true, params, response: projectSchema,
});

export const update = defineRoute({
  name: 'projects.update', method: 'PATCH', path: '/projects/:id', auth: true, params,
  /** Null fields are dropped by the client (SPEC §5); both are optional. */
  body: v.object({ title: v.optional(title), liked: v.optional(v.boolean()) }),
  response: projectSchema,
});

export const remove = defineRoute({
  name: 'projects.delete', method: 'DELETE', path: '/projects/:id', auth: true, params, response: okResponse,
});

export const projectRoutes = { list, create, get, update, remove } as const;
