// SPEC §7 "Projects": pages, folders and domains are grouped by project. Members see every project
// of the account; create and delete are owner-only; a member may rename / like a project when the
// project's 'page.settings' flag is not false (SPEC §6: a missing entry means allowed).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse } from '../schemas';

export const projectSchema = v.object({ id, title: v.string(), liked: v.boolean(), created: isoDate });
const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const params = v.object({ id: idParam });

export const list = defineRoute({
  name: 'projects.list', method: 'GET', path: '/projects', auth: true,
  response: v.object({ items: v.array(projectSchema) }),
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
