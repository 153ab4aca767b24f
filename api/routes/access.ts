// SPEC §6/§7: account users (team members) and their per-project permissions. Owner only.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { email, id, idParam, isoDate, newPassword, okResponse } from '../schemas';
import { permissionsMapSchema, permissionsPatchSchema } from '../permissions';
import { filters, listQuery, listResponse } from '../list';

export const memberSchema = v.object({
  id,
  name: v.string(),
  email: v.string(),
  is_owner: v.boolean(),
  email_confirmed: v.boolean(),
  created: isoDate,
  /** projectId → flags; a missing project means allowed. */
  permissions: permissionsMapSchema,
});

const userParams = v.object({ id: idParam });

/** The team list's sort fields; `role` keeps the owner or the members, `state` who has confirmed their email. */
export const memberSorts = ['name', 'email', 'created'] as const;
export type MemberSort = (typeof memberSorts)[number];
export const memberRoles = ['owner', 'member'] as const;
export const memberStates = ['confirmed', 'invited'] as const;

/**
 * SPEC §7 names GET /access/users without its query or answer: it takes the list contract (page,
 * limit, search by name or email, sort[name|email|created], role and state filters) and answers the
 * list response. Screens that need the whole team (a page's access) ask limit=100.
 */
export const list = defineRoute({
  name: 'access.users.list', method: 'GET', path: '/access/users', auth: true,
  query: listQuery({
    sort: memberSorts, defaultSort: { by: 'created', dir: 'asc' },
    filters: { role: filters.oneOf(memberRoles), state: filters.oneOf(memberStates) },
  }),
  response: listResponse(memberSchema),
});

export const create = defineRoute({
  name: 'access.users.create',
  method: 'POST',
  path: '/access/users',
  auth: true,
  /**
   * With a password the member can log in at once; without one an invitation is mailed with a
   * code for /session/forgot/submit (valid 72 hours). Blocked by the tariff's users limit.
   */
  body: v.object({
    email,
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
    password: v.optional(newPassword),
    permissions: v.optional(permissionsMapSchema),
  }),
  response: memberSchema,
});

export const check = defineRoute({
  name: 'access.users.check',
  method: 'PUT',
  path: '/access/users',
  auth: true,
  body: v.object({ email }),
  response: v.object({ available: v.boolean() }),
});

export const get = defineRoute({
  name: 'access.users.get', method: 'GET', path: '/access/users/:id', auth: true, params: userParams, response: memberSchema,
});

export const update = defineRoute({
  name: 'access.users.update',
  method: 'PUT',
  path: '/access/users/:id',
  auth: true,
  params: userParams,
  /** The member's name; their rights change through `permissions` below, a project at a time. */
  body: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
  }),
  response: memberSchema,
});

/**
 * Changes only the named projects' flags, so two owners (or tabs) saving different projects of one
 * member at once both keep theirs. Each change carries the flags the screen read: when the stored
 * ones differ (someone saved that project meanwhile) nothing is changed and the answer is 409
 * `access.permissions_stale` with `params.projects` (the ids). A project of another account → 422.
 */
export const permissions = defineRoute({
  name: 'access.users.permissions',
  method: 'PATCH',
  path: '/access/users/:id/permissions',
  auth: true,
  params: userParams,
  body: v.object({ projects: permissionsPatchSchema }),
  response: memberSchema,
});

export const remove = defineRoute({
  name: 'access.users.delete', method: 'DELETE', path: '/access/users/:id', auth: true, params: userParams, response: okResponse,
});

export const accessRoutes = { list, create, check, get, update, permissions, remove } as const;
