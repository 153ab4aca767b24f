/**
 * A widget's outer margins, side by side. A widget may carry them as the `margin` shorthand or as
 * the four sides (the page gutter and the space under text are `marginLeft`/`marginRight`/
 * `marginBottom`): the style panel reads and edits each side through these two functions, so what
 * it shows is what the canvas and the published page apply.
 */
import { SCREENS, type DesignClass, type DesignClassId, type Screen, type StyleDecl, type TextStyle, type Widget, type WidgetStyle, type AnyWidgetType } from './model';
import { styleSource, type SourcedValue } from './style-sources';

export const MARGIN_SIDES = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;
export type MarginSide = (typeof MARGIN_SIDES)[number];

/** `margin: 8px 16px` → its four sides (CSS order top, right, bottom, left); undefined if empty. */
export function expandMargin(value: string | number | undefined): Record<MarginSide, string> | undefined {
  if (value === undefined) return undefined;
  const parts = String(value).trim().split(/\s+/).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 4) return undefined;
  const [top, right = top, bottom = top, left = right] = parts;
  return { marginTop: top, marginRight: right, marginBottom: bottom, marginLeft: left };
}

export interface MarginValue {
  /** The widget's own value for this side on this screen ('' when it has none here). */
  readonly own: string;
  /** What applies when it has none of its own here (a bigger screen, a text style, a design class). */
  readonly inherited: SourcedValue | undefined;
}

function sideOf(decl: StyleDecl | undefined, side: MarginSide): string | undefined {
  const v = decl?.[side];
  if (v !== undefined && v !== '') return String(v);
  return expandMargin(decl?.margin)?.[side];
}

function sourcedSide(
  w: Widget, side: MarginSide, screen: Screen, classes: ReadonlyMap<DesignClassId, DesignClass>, textStyles: readonly TextStyle[],
): SourcedValue | undefined {
  const longhand = styleSource(w, side, screen, classes, textStyles, true);
  if (longhand !== undefined) return longhand;
  const shorthand = styleSource(w, 'margin', screen, classes, textStyles, true);
  const value = expandMargin(shorthand?.value)?.[side];
  return shorthand === undefined || value === undefined ? undefined : { ...shorthand, value };
}

/** Each side's margin of a widget on `screen`: its own value there and, else, what applies. */
export function widgetMargins(
  w: Widget, screen: Screen, classes: ReadonlyMap<DesignClassId, DesignClass>, textStyles: readonly TextStyle[],
): Record<MarginSide, MarginValue> {
  const decl = w.style[screen];
  const out = {} as Record<MarginSide, MarginValue>;
  for (const side of MARGIN_SIDES) out[side] = { own: sideOf(decl, side) ?? '', inherited: sourcedSide(w, side, screen, classes, textStyles) };
  return out;
}

/**
 * The `widget.style.set` props that give one side `value` ('' or null: none of its own) on
 * `screen`. A shorthand of that screen is split into its sides first, so the other sides keep
 * their values and no shorthand is left to override the side that was just set.
 */
export function marginSideProps(w: Widget, screen: Screen, side: MarginSide, value: string | null): Record<string, string | null> {
  const decl = w.style[screen];
  const props: Record<string, string | null> = {};
  const sides = expandMargin(decl?.margin);
  if (sides !== undefined) {
    props.margin = null;
    for (const s of MARGIN_SIDES) if (decl?.[s] === undefined) props[s] = sides[s];
  }
  props[side] = value === null || value.trim() === '' ? null : value.trim();
  return props;
}

const PX = /^(\d+(?:\.\d+)?)px$/;
const px = (v: string | number | undefined): number => {
  const m = v === undefined ? null : PX.exec(String(v).trim());
  return m === null ? 0 : Number(m[1]);
};

/**
 * A full-width widget (`width: 100%`) with side margins is the page's width plus the margins and
 * sticks out of it (a sideways scroll on the published page): it fills the room between its margins
 * instead (`calc(100% - 48px)` for the 24 px page gutter). Other declarations come back unchanged.
 */
export function fillBetweenMargins(decl: StyleDecl): StyleDecl {
  if (decl.width !== '100%') return decl;
  const sides = px(decl.marginLeft) + px(decl.marginRight);
  return sides > 0 ? { ...decl, width: `calc(100% - ${sides}px)` } : decl;
}

/**
 * A widget placed straight on the page with side margins can never be wider than the room between
 * them, on any screen: a full width (its own or its design class's — a button of the default design
 * is `width: 100%` on phones) plus 48 px of gutter was 438 px on a 390 px phone, a sideways scroll.
 * `max-width: calc(100% - 48px)` caps every such width, whatever sets it; a maximum the widget or
 * its class chose (a text column of 720 px) is kept. `classStyle`: the style of its design class.
 */
export function fitBetweenMargins(style: WidgetStyle, classStyle: WidgetStyle = {}): WidgetStyle {
  const desktop = style.desktop;
  if (desktop === undefined) return style;
  const sides = px(desktop.marginLeft) + px(desktop.marginRight);
  if (sides === 0) return style;
  const chosenMax = SCREENS.some((screen) => [style[screen]?.maxWidth, classStyle[screen]?.maxWidth].some((v) => v !== undefined && v !== '' && v !== '100%'));
  const filled = fillBetweenMargins(desktop);
  return { ...style, desktop: chosenMax ? filled : { ...filled, maxWidth: `calc(100% - ${sides}px)` } };
}

/** The widgets that were added on the page at 100% width with the gutter before that was fitted. */
const FULL_WIDTH_TYPES: ReadonlySet<AnyWidgetType> = new Set(['widget-video', 'widget-map']);

/**
 * Loading a page: a video or a map straight on the page saved by the editor before it fitted them
 * (width 100% plus the 24 px gutters) fits between its margins, so an old page needs no hand edit.
 */
export function fitStoredFullWidth(w: Widget): Widget {
  const desktop = w.style.desktop;
  if (w.parentId !== null || !FULL_WIDTH_TYPES.has(w.type) || desktop === undefined) return w;
  const fitted = fillBetweenMargins(desktop);
  return fitted === desktop ? w : { ...w, style: { ...w.style, desktop: fitted } };
}
