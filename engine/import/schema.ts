/** Step 3 of import: valibot schemas for the normalised, migrated records. */
import * as v from 'valibot';
import { SCREENS } from '../model';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const nullableId = v.nullable(v.number());
const decl = v.record(v.string(), v.union([v.string(), v.pipe(v.number(), v.finite())]));
const cfg = v.record(v.string(), v.unknown());

const styleEntries = Object.fromEntries(SCREENS.map((s) => [s, v.optional(decl)])) as Record<(typeof SCREENS)[number], v.OptionalSchema<typeof decl, undefined>>;

export const WidgetSchema = v.object({
  id,
  type: v.pipe(v.string(), v.regex(/^widget-[\w-]+$/, 'must be widget-<name>')),
  name: v.string(),
  cfg,
  classes: v.array(v.union([v.string(), v.number()])),
  style: v.object(styleEntries),
  parentId: v.optional(v.nullable(v.number())),
  v: v.string(),
  contentType: v.optional(v.string()),
});

const textStyle = v.object({ code: id, title: v.string(), params: decl });
const palette = v.object({
  id,
  title: v.string(),
  colors: v.optional(v.array(v.object({ value: v.string(), title: v.string() })), []),
  childrenPalettes: v.optional(v.array(v.object({ code: v.string(), title: v.string() })), []),
});

export const GlobalsSchema = v.object({
  paletteId: v.optional(nullableId, null),
  fontId: v.optional(nullableId, null),
  designId: v.optional(nullableId, null),
  collectionId: v.optional(nullableId, null),
  selectedCollectionId: v.optional(nullableId, null),
  textStyles: v.optional(v.array(textStyle), []),
  palette: v.optional(v.nullable(palette), null),
});

const classId = v.union([v.number(), v.string()]);
const designClass = v.object({
  id: classId,
  name: v.string(),
  parentId: v.optional(v.nullable(classId), null),
  order: v.optional(v.number(), 0),
  type: v.string(),
  hideInAddingWidgets: v.optional(v.boolean(), false),
  style: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const LibrarySchema = v.object({
  designs: v.optional(v.array(v.object({
    id, title: v.string(), parent_id: v.optional(nullableId, null), classes: v.optional(v.array(designClass), []),
  })), []),
  palettes: v.optional(v.array(palette), []),
  fontPresets: v.optional(v.array(v.object({ id, title: v.string(), fonts: v.optional(v.record(v.string(), v.string()), {}) })), []),
});

/** One line per problem: "<where>.<path>: <message>". */
export function issueLines(where: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
    return `${where}${path === '' ? '' : `.${path}`}: ${issue.message}`;
  });
}
