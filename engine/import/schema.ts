/** Step 3 of import: valibot schemas for the normalised, migrated records. */
import * as v from 'valibot';
import { SCREENS } from '../model';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const nullableId = v.nullable(v.number());
const decl = v.record(v.string(), v.union([v.string(), v.pipe(v.number(), v.finite())]));

const isPlain = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
const isDecl = (x: unknown): boolean => isPlain(x) && Object.values(x).every((val) => typeof val === 'string' || (typeof val === 'number' && Number.isFinite(val)));
const SCREEN_SET: ReadonlySet<string> = new Set(SCREENS);

/**
 * A widget's cfg and style are checked in place (custom validators) instead of being copied key by
 * key: on a 10,000-widget import the copies were most of the cost. Other fields use plain schemas.
 */
export const WidgetSchema = v.object({
  id,
  type: v.pipe(v.string(), v.regex(/^widget-[\w-]+$/, 'must be widget-<name>')),
  name: v.string(),
  cfg: v.custom<Record<string, unknown>>(isPlain, 'Invalid type: Expected object'),
  classes: v.array(v.union([v.string(), v.number()])),
  style: v.custom<Partial<Record<(typeof SCREENS)[number], Record<string, string | number>>>>(
    (x) => isPlain(x) && Object.entries(x).every(([screen, d]) => SCREEN_SET.has(screen) && isDecl(d)),
    'Invalid style: expected { desktop?, laptop?, tablet?, mobile? } of string or number declarations',
  ),
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
