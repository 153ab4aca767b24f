/**
 * The shape of a widget type's file (engine/widgets/<type>.ts): everything the engine knows about
 * the type in one place. The registry (registry.ts) derives the catalogue, the editor traits, the
 * design look, the describers and the published page's features from these.
 */
import type { Lang } from '../lang';
import type { Cfg, WidgetStyle } from '../model';
import type { Describer } from '../render/describe-kit';
import type { Need } from '../render/script-parts';
import type { CssFeature } from '../render/stylesheet';
import type { SettingsPanel, StylePanel } from '../traits';

export type AddCategory = 'button' | 'text' | 'media' | 'container' | 'spacer' | 'other' | 'form' | 'slider' | 'menu';

/** One entry of the add-widget list (a type may have several: h1–h5, field kinds, column counts). */
export interface CatalogueItem {
  /** Unique key of the entry among all types' entries. */
  readonly key: string;
  readonly category: AddCategory;
  readonly titles: Readonly<Record<Lang, string>>;
  /** Language-neutral cfg, merged under each language's own. */
  readonly cfg?: Cfg;
  readonly en?: Cfg;
  readonly ru?: Cfg;
  readonly style?: WidgetStyle;
  /** Comes after the entries without one in its add-widget group (a form's submit button after its fields). */
  readonly last?: boolean;
  /** Catalogue keys of the children created with it (a form comes with fields and a button). */
  readonly children?: readonly string[];
}

/** What the type is to the editor's right bar (SPEC §2 "Editor right bar"). */
export interface EditorSpec {
  /** Its Style panels when not the usual ones (layout, typography if textual, background, border, shadow, design, animation if animated). */
  readonly stylePanels?: readonly StylePanel[];
  /** Its text is styled by the Typography panel. */
  readonly textual?: boolean;
  /** It takes an animation (the Animation panel). */
  readonly animated?: boolean;
  /** It has no background of its own to set (an embedded frame). */
  readonly noBackground?: boolean;
  /** The content panel(s) of its Settings tab, before every widget's 'params'. */
  readonly content?: readonly SettingsPanel[];
  /** The cfg key a double click edits in place on the canvas. */
  readonly inlineText?: string;
  /** That text takes marks and links ('inline'), and lists too ('block'); plain text when left out (engine/richtext). */
  readonly richText?: 'inline' | 'block';
}

/** How a widget added with the page's design gets room around it (apply/design-look.ts). */
export interface LookSpec {
  /** Room under it, so text-like widgets added one after another do not stick together. */
  readonly spaced?: boolean;
  /** A box with its own padding: no page gutter when placed straight on the page. */
  readonly ownPadding?: boolean;
}

/**
 * What the type's published markup asks of the page: an element carrying `marker` makes the page
 * carry the script part `script` (render/script/) and the fixed CSS `css` (page-css.ts).
 */
export interface PagePart {
  readonly marker: string;
  readonly script?: Need;
  readonly css?: CssFeature;
}

export interface WidgetDef<T extends string = string> {
  readonly type: T;
  /** The type's own name when its entries name kinds of it (h1, a text field); else its first entry's. */
  readonly title?: Readonly<Record<Lang, string>>;
  readonly catalogue: readonly CatalogueItem[];
  /** It holds child widgets. */
  readonly box?: boolean;
  /** Its current widget version (SPEC §9); '0.1' unless said. */
  readonly version?: string;
  readonly editor: EditorSpec;
  readonly look?: LookSpec;
  readonly describe: Describer;
  readonly page?: readonly PagePart[];
}

/** Checks a type's file against WidgetDef while keeping its literal type name. */
export const defineWidget = <T extends `widget-${string}`>(def: WidgetDef<T>): WidgetDef<T> => def;
