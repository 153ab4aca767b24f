/**
 * What a widget looks like, as data: a small element tree that the publisher turns into HTML
 * (html.ts) and the editor canvas into React elements (ui/editor/canvas/paint.tsx). Nothing here
 * knows about either; `describe` (describe.ts) builds these trees, one table for every widget type.
 */

/** 'publish': the visitor's page. 'edit': the editor canvas, with its affordances. */
export type Mode = 'publish' | 'edit';

/** `true` is a bare boolean attribute (`required`); `false` leaves the attribute out. */
export type AttrValue = string | number | boolean;
export type Attrs = readonly (readonly [name: string, value: AttrValue])[];

export interface ElementNode {
  readonly tag: string;
  readonly attrs: Attrs;
  readonly children: readonly DescNode[];
}

/**
 * Text. `lines`: a newline is a line break (`<br>`). `edit`: the cfg key edited in place (the inline-text
 * slot). `rich`: the slot's marked text ('edit' only), painted instead of `text`, its plain form.
 */
export interface TextNode {
  readonly text: string;
  readonly lines?: boolean;
  readonly edit?: string;
  readonly rich?: readonly DescNode[];
}

/** Where a child widget goes. `hidden`: the canvas shows another slide or tab panel ('edit' only). */
export interface ChildNode {
  readonly child: number;
  readonly hidden?: boolean;
}

/** The author's own markup, published as written ('publish' only: the canvas sandboxes it). */
export interface RawHtmlNode {
  readonly html: string;
}

/** An editor placeholder for empty media ('edit' only); the canvas words it in the UI language. */
export interface PlaceholderNode {
  readonly placeholder: 'image' | 'icon' | 'video' | 'map' | 'gallery' | 'html';
}

export type DescNode = ElementNode | TextNode | ChildNode | RawHtmlNode | PlaceholderNode;

export const isElement = (n: DescNode): n is ElementNode => 'tag' in n;
export const isText = (n: DescNode): n is TextNode => 'text' in n;
export const isChild = (n: DescNode): n is ChildNode => 'child' in n;
export const isRawHtml = (n: DescNode): n is RawHtmlNode => 'html' in n;

export const el = (tag: string, attrs: Attrs = [], ...children: DescNode[]): ElementNode => ({ tag, attrs, children });

/** Elements without content or end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
