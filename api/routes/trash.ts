// SPEC §7 "Templates and trash": deleted pages wait in the trash (owner only, SPEC §6) until restored.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { listQuery, listResponse } from '../list';
import { idParam, isoDate } from '../schemas';
import { pageSchema } from './pages';

export const trashedPageSchema = v.object({ ...pageSchema.entries, deleted_at: isoDate });

/** Paged (api/list.ts); search over name, title, code and address; newest deletions first. */
export const list = defineRoute({
  name: 'trash.list', method: 'GET', path: '/trash', auth: true,
  query: listQuery({ sort: ['deleted_at', 'name'], defaultSort: { by: 'deleted_at', dir: 'desc' } }),
  response: listResponse(trashedPageSchema),
});

/** `id` is the page id. */
export const restore = defineRoute({
  name: 'trash.restore', method: 'PUT', path: '/trash/:id', auth: true, params: v.object({ id: idParam }), response: pageSchema,
});

export const trashRoutes = { list, restore } as const;
