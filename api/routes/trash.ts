// SPEC §7 "Templates and trash": deleted pages wait in the trash (owner only, SPEC §6) until restored.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { idParam, isoDate } from '../schemas';
import { pageSchema } from './pages';

export const list = defineRoute({
  name: 'trash.list', method: 'GET', path: '/trash', auth: true,
  response: v.object({ items: v.array(v.object({ ...pageSchema.entries, deleted_at: isoDate })) }),
});

/** `id` is the page id. */
export const restore = defineRoute({
  name: 'trash.restore', method: 'PUT', path: '/trash/:id', auth: true, params: v.object({ id: idParam }), response: pageSchema,
});

export const trashRoutes = { list, restore } as const;
