/**
 * What the widget types' describers (engine/widgets/<type>.ts) share: the describe context, reading
 * cfg values safely, the inline-edit text slot, children, pictures and embedded frames.
 */
import type { PageLang } from '../forms';
import type { Widget, WidgetTree } from '../model';
import { childIds } from '../tree';
import { sizesOf, srcsetOf, type ImageVariant, type ImageVariantsByUrl } from '../images';
import { el, type Attrs, type DescNode, type ElementNode, type Mode, type PlaceholderNode } from './description';
import { safeUrl } from './escape';

export interface DescribeContext {
  /** The tree the widget is in (the page's or a modal's): its children and siblings. */
  readonly tree: WidgetTree;
  /** Where forms post leads ('publish'). */
  readonly leadUrl?: string;
  /** The page id forms send along ('publish'). */
  readonly pageId?: string;
  /** The page's language: a form's default thank-you text ('publish'; Russian by default). */
  readonly lang?: PageLang;
  /** The tab panel or slide a tabs widget or slider shows on the canvas ('edit'; the first by default). */
  readonly shown?: (id: number) => number;
  /** Resized copies of uploaded images by their URL ('publish'): offered as a <picture>. */
  readonly images?: ImageVariantsByUrl;
  /** The first screen's image (the page's likely largest paint): loaded at once, at high priority. */
  readonly eagerImage?: number;
}

/** A widget as an element tree; null when it shows nothing (an image without a picture, when published). */
export type Describer = (w: Widget, ctx: DescribeContext, mode: Mode) => ElementNode | null;

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);
export const edit = (mode: Mode): boolean => mode === 'edit';
export const NONE: Attrs = [];

/** The widget's text in its inline-edit slot (`key`: the type's inlineText trait). */
export const slot = (w: Widget, key: string, fallback = ''): DescNode => ({ text: str(w.cfg[key], fallback), lines: true, edit: key });

export const children = (w: Widget, ctx: DescribeContext): DescNode[] => childIds(ctx.tree, w.id).map((id) => ({ child: id }));

/** A plain element around the widget's children. */
export const box = (tag: string, attrs: Attrs = []): Describer => (w, ctx) => el(tag, attrs, ...children(w, ctx));

export const placeholder = (name: PlaceholderNode['placeholder']): ElementNode => el('div', [], { placeholder: name });

export function linkAttrs(cfg: Record<string, unknown>): Attrs {
  const href = safeUrl(rec(cfg.link).value ?? cfg.href);
  return cfg.newWindow === true ? [['href', href], ['target', '_blank'], ['rel', 'noopener']] : [['href', href]];
}

interface ImageLoad {
  /** Copies of the image to offer with `sizes` (a <picture> with AVIF and WebP sources). */
  readonly variants?: readonly ImageVariant[];
  readonly sizes?: string;
  /** The first screen's image: no lazy loading, fetched first. */
  readonly eager?: boolean;
}

export function image(src: unknown, alt: unknown, width: unknown, height: unknown, load: ImageLoad = {}): ElementNode | null {
  const url = str(src);
  if (url === '') return null;
  const variants = load.variants ?? [];
  // The copies' own size gives the box its shape before any byte arrives (no layout shift).
  const widest = variants.at(-1);
  const w = positive(width) ?? (widest ? widest.w : null);
  const h = positive(height) ?? (widest ? widest.h : null);
  const loading: Attrs = load.eager === true ? [['fetchpriority', 'high']] : [['loading', 'lazy'], ['decoding', 'async']];
  const img = el('img', [['src', safeUrl(url)], ['alt', str(alt)], ['width', w ?? false], ['height', h ?? false], ...loading]);
  if (variants.length === 0) return img;
  const sizes = load.sizes ?? '100vw';
  const source = (format: 'avif' | 'webp') => el('source', [['type', `image/${format}`], ['srcset', srcsetOf(variants, format)], ['sizes', sizes]]);
  // The <picture> lays out as its <img> alone, which takes the widget's classes (html.ts elementHtml).
  return el('picture', [['style', 'display:contents']], source('avif'), source('webp'), img);
}

/** A picture widget: its image, or on the canvas a placeholder until it has one. */
export const picture = (altKey: string, kind: 'image' | 'icon'): Describer => (w, ctx, mode) =>
  image(w.cfg.src, w.cfg[altKey], w.cfg.width, w.cfg.height, edit(mode) ? {} : {
    variants: ctx.images?.get(str(w.cfg.src)), sizes: sizesOf(w), eager: ctx.eagerImage === w.id,
  }) ?? (edit(mode) ? placeholder(kind) : null);

const FRAME_STYLE = 'display:block;width:100%;height:100%;border:0';

/**
 * An embedded frame. On the canvas it sits in a box that takes the widget's style and lies in the
 * text as the frame does (`data-frame`, see page-css.ts EDIT_RULES), and it is inert (it cannot
 * take the pointer or focus), so a click selects the widget instead of playing the video.
 */
export function frame(src: string | null, attrs: Attrs, kind: 'video' | 'map', mode: Mode): ElementNode | null {
  if (src === null) return edit(mode) ? placeholder(kind) : null;
  if (!edit(mode)) return el('iframe', [['src', src], ...attrs]);
  return el('div', [['data-frame', true]], el('iframe', [['src', src], ['title', attrs.find(([n]) => n === 'title')?.[1] ?? kind], ['inert', true], ['style', FRAME_STYLE]]));
}

/** Pictures in a row or grid (gallery, carousel). */
export const images: Describer = (w, _ctx, mode) => {
  const items = list(w.cfg.images);
  if (items.length === 0 && edit(mode)) return placeholder('gallery');
  return el('div', [], ...items.map((i) => { const r = rec(i); return image(r.src, r.alt ?? 'Image', r.width, r.height); }).filter((n): n is ElementNode => n !== null));
};

/** The slide or tab panel the canvas shows (published pages start at the first; their script moves on). */
export const shownIndex = (w: Widget, ctx: DescribeContext, count: number): number => Math.min(Math.max(0, ctx.shown?.(w.id) ?? 0), Math.max(0, count - 1));
