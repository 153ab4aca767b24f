// SPEC §6/§7: account users (team members) and their per-project permissions. Owner only.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { email, id, idParam, isoDate, newPassword, okResponse } from '../schemas';
import { permissionsMapSchema } from '../permissions';

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

export const list = defineRoute({
  name: 'access.users.list', method: 'GET', path: '/access/users', auth: true,
  response: v.object({ items: v.array(memberSchema) }),
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
  /** `permissions` replaces the whole map; entries for projects of other accounts are rejected. */
  body: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
    permissions: v.optional(permissionsMapSchema),
  }),
  response: memberSchema,
});

export const remove = defineRoute({
  name: 'access.users.delete', method: 'DELETE', path: '/access/users/:id', auth: true, params: userParams, response: okResponse,
});

export const accessRoutes = { list, create, check, get, update, remove } as const;
