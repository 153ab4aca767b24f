// Responsive images: the widths an uploaded image is resized to, and how a published page offers
// them (srcset and sizes), one rule for the server that makes the copies and the renderer that
// names them.
import { BREAKPOINTS } from './constants';
import { SCREENS, type Widget } from './model';

/** Widths (CSS px) an image is resized to; never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

/** One resized copy of an image in both formats. */
export interface ImageVariant {
  readonly w: number;
  readonly h: number;
  readonly webp: string;
  readonly avif: string;
  /** The copies' storage key without its extension (server side: deleting them with the image). */
  readonly key: string;
}

/** An image's copies by the URL widgets use for it (the original's). */
export type ImageVariantsByUrl = ReadonlyMap<string, readonly ImageVariant[]>;

/** The widths to make for an image `width` px wide: the standard ones below it, or its own when it is narrower. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return below.length === 0 ? [width] : below;
}

export const srcsetOf = (variants: readonly ImageVariant[], format: 'webp' | 'avif'): string =>
  variants.map((v) => `${v[format]} ${v.w}w`).join(', ');

/** The page's content width: a percentage width is read against it on wide screens. */
const PAGE_WIDTH = 1200;

/** One screen's width of the widget as a `sizes` length, or null when its style does not say. */
function slotWidth(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const px = /^(\d+(?:\.\d+)?)px$/.exec(v);
  if (px) return `${Math.round(Number(px[1]))}px`;
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(v);
  if (pct) {
    const p = Number(pct[1]);
    return `min(${p}vw, ${Math.round((p * PAGE_WIDTH) / 100)}px)`;
  }
  return null;
}

/**
 * `sizes` from the widget's width per breakpoint (desktop → laptop → tablet → mobile inheritance,
 * as its style resolves), so the browser picks the smallest copy that fills the slot.
 */
export function sizesOf(w: Pick<Widget, 'style'>): string {
  const widths: (string | null)[] = [];
  let inherited: string | null = null;
  for (const s of SCREENS) {
    const own = slotWidth((w.style[s] as Record<string, unknown> | undefined)?.width);
    inherited = own ?? inherited;
    widths.push(inherited);
  }
  // SCREENS run desktop → mobile; the media conditions run from the narrowest up.
  const [desktop, laptop, tablet, mobile] = widths;
  const fallback = `min(100vw, ${PAGE_WIDTH}px)`;
  const parts = [
    `(max-width:${BREAKPOINTS.xs}px) ${mobile ?? '100vw'}`,
    `(max-width:${BREAKPOINTS.sm}px) ${tablet ?? '100vw'}`,
    `(max-width:${BREAKPOINTS.md}px) ${laptop ?? fallback}`,
  ];
  return `${parts.join(', ')}, ${desktop ?? fallback}`;
}
