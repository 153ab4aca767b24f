/**
 * Every widget an editor can add (SPEC §2 add-widget list and widget icons, §3 widget types): its
 * name and default content in both interface languages, default style, the children it comes with
 * and its editor traits (engine/traits.ts). Derived from the widget types' own files
 * (engine/widgets/); the UI builds its add-widget panel and its panels from here; the engine fills
 * a `widget.add` draft from it, so an event may carry only `{ type }`.
 */
import type { Lang, Localized } from './lang';
import type { Cfg, WidgetStyle } from './model';
import { editorTraits, type EditorTraits } from './traits';
import type { AddCategory, CatalogueItem, WidgetDef } from './widgets/define';
import { WIDGETS, WIDGET_TYPES, widgetDef, type WidgetType } from './widgets/registry';

export type { AddCategory } from './widgets/define';
export { LANGS, isLang, type Lang, type Localized } from './lang';

export interface CatalogueEntry {
  /** Unique key of the entry (several entries may share a type, e.g. h1–h5). */
  readonly key: string;
  readonly type: WidgetType;
  readonly category: AddCategory;
  /** The entry's name (and a new widget's name) per language. */
  readonly titles: Localized<string>;
  /** English name: what a widget added without a language is called. */
  readonly title: string;
  readonly canHaveChildren: boolean;
  /** Default cfg per language. */
  readonly content: Localized<Cfg>;
  /** English default cfg: what a widget added without a language gets. */
  readonly cfg: Cfg;
  readonly style: WidgetStyle;
  /** Catalogue keys of the children created with it (a form comes with fields and a button). */
  readonly children?: readonly string[];
  readonly editor: EditorTraits;
  /**
   * The cfg key of the text a person edits in place on the canvas (double click), when the type has
   * one (the editor trait, `editor.inlineText`). The engine's description marks that text as the slot
   * the canvas puts its inline editor in.
   */
  readonly inlineText?: string;
}

const entry = (def: WidgetDef<WidgetType>, s: CatalogueItem): CatalogueEntry => {
  const content = { en: { ...s.cfg, ...s.en }, ru: { ...s.cfg, ...s.ru } };
  const editor = editorTraits(def.type);
  return {
    key: s.key, type: def.type, category: s.category, titles: s.titles, title: s.titles.en,
    canHaveChildren: def.box ?? false, content, cfg: content.en, style: s.style ?? {},
    ...(s.children === undefined ? {} : { children: s.children }), editor,
    ...(editor.inlineText === null ? {} : { inlineText: editor.inlineText }),
  };
};

/** The add-widget groups in SPEC §2's order. */
const GROUP_ORDER: readonly AddCategory[] = ['button', 'text', 'media', 'container', 'spacer', 'other', 'form', 'slider', 'menu'];

const ALL: readonly CatalogueEntry[] = WIDGET_TYPES.flatMap((t) => WIDGETS[t].catalogue.map((s) => entry(WIDGETS[t], s)));
const LAST: ReadonlySet<string> = new Set(WIDGET_TYPES.flatMap((t) => WIDGETS[t].catalogue.filter((s) => s.last === true).map((s) => s.key)));

/** Grouped, each group in the registry's order (entries marked `last` at its end). */
export const WIDGET_CATALOGUE: readonly CatalogueEntry[] = GROUP_ORDER.flatMap((g) => {
  const group = ALL.filter((e) => e.category === g);
  return [...group.filter((e) => !LAST.has(e.key)), ...group.filter((e) => LAST.has(e.key))];
});

const byKey = new Map(WIDGET_CATALOGUE.map((c) => [c.key, c]));
const byType = new Map<string, CatalogueEntry>();
for (const c of WIDGET_CATALOGUE) if (!byType.has(c.type)) byType.set(c.type, c);

export const catalogueEntry = (keyOrType: string): CatalogueEntry | undefined =>
  byKey.get(keyOrType) ?? byType.get(keyOrType) ?? byType.get(`widget-${keyOrType}`);

export const KNOWN_WIDGET_TYPES: ReadonlySet<string> = new Set(byType.keys());

/** A type's name in a language (else its first catalogue entry's; the type itself when unknown). */
export function typeTitle(type: string, lang: Lang): string {
  const t = type.startsWith('widget-') ? type : `widget-${type}`;
  return widgetDef(t)?.title?.[lang] ?? byType.get(t)?.titles[lang] ?? type.replace(/^widget-/, '');
}

/** The cfg key a person edits in place on the canvas for this type (undefined: none). */
export const inlineTextKey = (type: string): string | undefined => editorTraits(type).inlineText ?? undefined;

/** Unknown (custom legacy) types are kept as leaves. */
export const canHaveChildren = (type: string): boolean => widgetDef(type)?.box ?? false;

/** Current widget versions (SPEC §9): 0.1 for most, 0.3 for button. */
export const widgetVersion = (type: string): string => widgetDef(type)?.version ?? '0.1';
