// SPEC §7 "Font presets, palettes, styles": the account's design system. Each resource has list
// (query page_id), create, update (PUT) and delete. Payloads follow SPEC (title + data.fonts /
// data.colors + data.childrenPalettes / data.classes); answers are flattened to the engine's Library
// shape (engine/model.ts FontPreset, Palette, Design) so the editor passes a list straight to
// importContent's `library`. Every account starts with seeded defaults it may edit or delete.
// Cloning: create with `clone_of` copies that resource with ' (1)' appended to its title (SPEC §9).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse } from '../schemas';

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const params = v.object({ id: idParam });
/** A page id in a query string; resources created for another page are left out of that page's list. */
const listQuery = v.object({ page_id: v.optional(idParam) });
const meta = { page_id: v.nullable(id), created: isoDate, updated: isoDate };

// ---- font presets ----
/** Font code ('heading', 'body', …) → CSS font-family value. */
const fonts = v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,39}$/)), v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)));
export const fontPresetSchema = v.object({ id, title: v.string(), fonts: v.record(v.string(), v.string()), ...meta });

/** Checked by the handler, not the registrar, so a failure can say "could not create / clone" (SPEC §8). */
export const fontPresetData = v.object({ fonts: v.pipe(fonts, v.check((f) => Object.keys(f).length > 0 && Object.keys(f).length <= 20)) });
const fontPresetCreate = v.object({
  title: v.optional(v.unknown()),
  data: v.optional(v.unknown()),
  page_id: v.optional(v.nullable(id)),
  clone_of: v.optional(id),
});
const fontPresetUpdate = v.object({ title: v.optional(title), data: v.optional(v.object({ fonts })) });

// ---- palettes ----
const color = v.object({ value: v.pipe(v.string(), v.trim(), v.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|transparent)$/)), title: v.pipe(v.string(), v.maxLength(100)) });
const childPalette = v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,39}$/)), title: v.pipe(v.string(), v.maxLength(100)) });
const paletteData = v.object({ colors: v.pipe(v.array(color), v.maxLength(64)), childrenPalettes: v.optional(v.pipe(v.array(childPalette), v.maxLength(32)), []) });
export const paletteSchema = v.object({
  id, title: v.string(), colors: v.array(v.object({ value: v.string(), title: v.string() })),
  childrenPalettes: v.array(v.object({ code: v.string(), title: v.string() })), ...meta,
});
const paletteCreate = v.object({ title: v.optional(title), data: v.optional(paletteData), page_id: v.optional(v.nullable(id)), clone_of: v.optional(id) });
const paletteUpdate = v.object({ title: v.optional(title), data: v.optional(paletteData) });

// ---- styles (designs) ----
const classId = v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^child-\d+$/))]);
const screenDecl = v.record(v.string(), v.union([v.string(), v.number()]));
export const designClassSchema = v.object({
  id: classId,
  name: v.pipe(v.string(), v.maxLength(200)),
  parentId: v.optional(v.nullable(classId), null),
  order: v.optional(v.number(), 0),
  type: v.pipe(v.string(), v.regex(/^widget-[\w-]+$/)),
  hideInAddingWidgets: v.optional(v.boolean(), false),
  style: v.optional(v.object({
    childPaletteCode: v.optional(v.string()),
    desktop: v.optional(screenDecl), laptop: v.optional(screenDecl), tablet: v.optional(screenDecl), mobile: v.optional(screenDecl),
  }), {}),
});
const styleData = v.object({ classes: v.pipe(v.array(designClassSchema), v.maxLength(500)) });
export const styleSchema = v.object({
  id, title: v.string(), parent_id: v.nullable(id),
  classes: v.array(v.object({
    id: v.union([v.number(), v.string()]), name: v.string(), parentId: v.nullable(v.union([v.number(), v.string()])), order: v.number(),
    type: v.string(), hideInAddingWidgets: v.boolean(), style: v.record(v.string(), v.unknown()),
  })),
  ...meta,
});
const styleCreate = v.object({
  title: v.optional(title), data: v.optional(styleData), parent_id: v.optional(v.nullable(id)),
  page_id: v.optional(v.nullable(id)), clone_of: v.optional(id),
});
const styleUpdate = v.object({ title: v.optional(title), data: v.optional(styleData), parent_id: v.optional(v.nullable(id)) });

export const fontPresetsList = defineRoute({
  name: 'design.fontPresets.list', method: 'GET', path: '/font_presets', auth: true, query: listQuery,
  response: v.object({ items: v.array(fontPresetSchema) }),
});
export const fontPresetsCreate = defineRoute({
  name: 'design.fontPresets.create', method: 'POST', path: '/font_presets', auth: true, body: fontPresetCreate, response: fontPresetSchema,
});
export const fontPresetsUpdate = defineRoute({
  name: 'design.fontPresets.update', method: 'PUT', path: '/font_presets/:id', auth: true, params, body: fontPresetUpdate, response: fontPresetSchema,
});
export const fontPresetsDelete = defineRoute({
  name: 'design.fontPresets.delete', method: 'DELETE', path: '/font_presets/:id', auth: true, params, response: okResponse,
});

export const palettesList = defineRoute({
  name: 'design.palettes.list', method: 'GET', path: '/palettes', auth: true, query: listQuery,
  response: v.object({ items: v.array(paletteSchema) }),
});
export const palettesCreate = defineRoute({
  name: 'design.palettes.create', method: 'POST', path: '/palettes', auth: true, body: paletteCreate, response: paletteSchema,
});
export const palettesUpdate = defineRoute({
  name: 'design.palettes.update', method: 'PUT', path: '/palettes/:id', auth: true, params, body: paletteUpdate, response: paletteSchema,
});
export const palettesDelete = defineRoute({
  name: 'design.palettes.delete', method: 'DELETE', path: '/palettes/:id', auth: true, params, response: okResponse,
});

export const stylesList = defineRoute({
  name: 'design.styles.list', method: 'GET', path: '/styles', auth: true, query: listQuery,
  response: v.object({ items: v.array(styleSchema) }),
});
export const stylesCreate = defineRoute({
  name: 'design.styles.create', method: 'POST', path: '/styles', auth: true, body: styleCreate, response: styleSchema,
});
export const stylesUpdate = defineRoute({
  name: 'design.styles.update', method: 'PUT', path: '/styles/:id', auth: true, params, body: styleUpdate, response: styleSchema,
});
export const stylesDelete = defineRoute({
  name: 'design.styles.delete', method: 'DELETE', path: '/styles/:id', auth: true, params, response: okResponse,
});

export const designRoutes = {
  fontPresetsList, fontPresetsCreate, fontPresetsUpdate, fontPresetsDelete,
  palettesList, palettesCreate, palettesUpdate, palettesDelete,
  stylesList, stylesCreate, stylesUpdate, stylesDelete,
} as const;
