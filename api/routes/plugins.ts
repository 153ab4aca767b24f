// SPEC §7 "Plugins": analytics counters, pixels, tag manager, verification codes and custom code,
// injected into published pages (verification codes in <head>, the others at the start or end of
// <body>). A plugin applies to all pages or to the listed ones, and can be disabled.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, int4, isoDate, okResponse } from '../schemas';

export const pluginKinds = [
  'yandex_metrika', 'google_analytics', 'custom_code', 'yandex_verification', 'google_verification', 'vk_pixel', 'facebook_pixel', 'gtm',
] as const;
export type PluginKind = (typeof pluginKinds)[number];

export const pluginSchema = v.object({
  id,
  kind: v.picklist(pluginKinds),
  name: v.string(),
  /** Counter number, pixel or container id, or verification code, depending on kind. */
  counter: v.string(),
  /** HTML of a custom-code plugin. */
  code: v.string(),
  webvisor: v.boolean(),
  location: v.picklist(['start', 'end']),
  cdn: v.boolean(),
  version: v.picklist(['1.0', '2.0']),
  all_pages: v.boolean(),
  enabled: v.boolean(),
  position: v.number(),
  pages: v.array(id),
  created: isoDate,
});

// Loose here on purpose: the server checks required fields and formats per kind and answers with
// the SPEC §5 plugin-form messages ('Заполните поле', 'Заполните поле в указанном формате').
const fields = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  counter: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  code: v.optional(v.pipe(v.string(), v.maxLength(50_000))),
  webvisor: v.optional(v.boolean()),
  location: v.optional(v.picklist(['start', 'end'])),
  cdn: v.optional(v.boolean()),
  version: v.optional(v.picklist(['1.0', '2.0'])),
  all_pages: v.optional(v.boolean()),
  enabled: v.optional(v.boolean()),
  pages: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
};
const params = v.object({ pluginId: idParam });

export const list = defineRoute({
  name: 'plugins.list', method: 'GET', path: '/pages/plugins', auth: true,
  /** has_page_id: only plugins that apply to this page (all-pages ones included). */
  query: v.object({ has_page_id: v.optional(idParam) }),
  response: v.object({ items: v.array(pluginSchema) }),
});

export const create = defineRoute({
  name: 'plugins.create', method: 'POST', path: '/pages/plugins', auth: true,
  body: v.object({ kind: v.picklist(pluginKinds), ...fields }),
  response: pluginSchema,
});

export const get = defineRoute({ name: 'plugins.get', method: 'GET', path: '/pages/plugins/:pluginId', auth: true, params, response: pluginSchema });

export const update = defineRoute({
  name: 'plugins.update', method: 'PATCH', path: '/pages/plugins/:pluginId', auth: true, params, body: v.object(fields), response: pluginSchema,
});

export const remove = defineRoute({ name: 'plugins.delete', method: 'DELETE', path: '/pages/plugins/:pluginId', auth: true, params, response: okResponse });

export const positions = defineRoute({
  name: 'plugins.positions', method: 'PUT', path: '/pages/plugins', auth: true,
  body: v.object({ items: v.pipe(v.array(v.object({ id, position: int4 })), v.maxLength(1000)) }),
  response: v.object({ items: v.array(pluginSchema) }),
});

export const clone = defineRoute({ name: 'plugins.clone', method: 'POST', path: '/pages/plugins/:pluginId/clone', auth: true, params, response: pluginSchema });

export const pluginRoutes = { list, create, get, update, remove, positions, clone } as const;
