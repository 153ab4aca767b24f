/**
 * The page document as the engine holds it. Widgets and the parent → children lists live in
 * persistent maps (see pmap.ts) so an edit copies only what it touches. `exportContent` turns this
 * into the stored JSON shape of SPEC §3 (widgets map + nested tree), `importContent` back.
 */
import type { PMap } from './pmap';
import type { IdSeq } from './seq';
import type { WidgetType } from './widgets/registry';

export type { WidgetType } from './widgets/registry';

export const SCREENS = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
export type Screen = (typeof SCREENS)[number];

/** CSS declarations, camelCase or kebab-case property names. */
export type StyleDecl = Readonly<Record<string, string | number>>;
/** Per-screen declarations; each screen inherits from the one above it (desktop → … → mobile). */
export type WidgetStyle = Readonly<Partial<Record<Screen, StyleDecl>>>;

declare const customType: unique symbol;
/**
 * A type the engine does not know, kept as it was stored (a custom legacy widget; rendered as a
 * plain box). Branded, so a string literal never passes for one: `w.type === 'widget-txet'` does not
 * compile. Made only by `storedWidgetType` (widgets/registry.ts).
 */
export type CustomWidgetType = `widget-${string}` & { readonly [customType]: true };
/** What a widget's type may be: one of the registry's, or a custom one kept from a stored page. */
export type AnyWidgetType = WidgetType | CustomWidgetType;
export type Cfg = Readonly<Record<string, unknown>>;

export interface Widget {
  readonly id: number;
  readonly type: AnyWidgetType;
  readonly name: string;
  readonly cfg: Cfg;
  /** Design class ids (numbers or 'child-N') and custom CSS class names. */
  readonly classes: readonly (string | number)[];
  readonly style: WidgetStyle;
  /** null for a top-level widget of the page or of a fragment. */
  readonly parentId: number | null;
  readonly v: string;
  readonly contentType?: string;
}

/**
 * One widget tree: the page's, or a fragment's. `roots` are the top-level ids in order. Sibling
 * lists are persistent sequences (seq.ts) — read them with `childIds(tree, parentId)`.
 */
export interface WidgetTree {
  readonly widgets: PMap<Widget>;
  readonly children: PMap<IdSeq>;
  readonly roots: IdSeq;
}

export interface Fragment {
  readonly id: number;
  readonly title: string;
  readonly tree: WidgetTree;
  readonly style: Readonly<Record<string, unknown>>;
  readonly config: Readonly<Record<string, unknown>>;
  readonly isOpen: boolean;
}

export interface TextStyle {
  readonly code: number;
  readonly title: string;
  readonly params: StyleDecl;
}

export interface PaletteColor {
  readonly value: string;
  readonly title: string;
}

export interface Palette {
  readonly id: number;
  readonly title: string;
  readonly colors: readonly PaletteColor[];
  readonly childrenPalettes: readonly { readonly code: string; readonly title: string }[];
}

export interface FontPreset {
  readonly id: number;
  readonly title: string;
  /** Font code (e.g. 'heading', 'body') → font family value. */
  readonly fonts: Readonly<Record<string, string>>;
}

export type DesignClassId = number | string;

export interface DesignClass {
  readonly id: DesignClassId;
  readonly name: string;
  readonly parentId: DesignClassId | null;
  readonly order: number;
  /** The widget type the class applies to, e.g. 'widget-button'. */
  readonly type: string;
  readonly hideInAddingWidgets: boolean;
  /** childPaletteCode plus per-screen declarations. */
  readonly style: Readonly<{ childPaletteCode?: string } & Partial<Record<Screen, StyleDecl>>>;
}

export interface Design {
  readonly id: number;
  readonly title: string;
  readonly parent_id: number | null;
  readonly classes: readonly DesignClass[];
}

export interface Globals {
  readonly paletteId: number | null;
  readonly fontId: number | null;
  readonly designId: number | null;
  readonly collectionId: number | null;
  readonly selectedCollectionId: number | null;
  readonly textStyles: readonly TextStyle[];
  readonly palette: Palette | null;
}

/** The account's design system that the page refers to (loaded from /styles, /palettes, /font_presets). */
export interface Library {
  readonly designs: readonly Design[];
  readonly palettes: readonly Palette[];
  readonly fontPresets: readonly FontPreset[];
}

export interface PageDocument {
  readonly version: string;
  readonly styleVersion: string;
  readonly page: WidgetTree;
  /** Few per page, so a plain sorted array is enough. */
  readonly fragments: readonly Fragment[];
  readonly globals: Globals;
  readonly library: Library;
  /** High-water mark for fresh widget ids (max id ever seen + 1); not part of the stored content. */
  readonly nextId: number;
}

/** Which widget tree an event or the editor targets: the page, or a fragment (modal) by id. */
export type StoreId = 'page' | number;

export const PAGE_VERSION = '0.2';
export const STYLE_VERSION = '0.3';

export const emptyGlobals = (): Globals => ({
  paletteId: null,
  fontId: null,
  designId: null,
  collectionId: null,
  selectedCollectionId: null,
  textStyles: [],
  palette: null,
});

export const emptyLibrary = (): Library => ({ designs: [], palettes: [], fontPresets: [] });
