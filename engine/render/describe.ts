/**
 * describe(widget, context, mode): what every widget type is on the page, as an element tree (see
 * description.ts) — one table for the publisher and the editor canvas. The 'edit' branch holds the
 * editor's affordances: placeholders for empty media, iframes that cannot take the pointer, the
 * author's HTML in a sandbox, inert form fields, spoilers and burger menus held open, the tab panel
 * and slide being edited shown. The root's classes, style and element id are added by the caller.
 */
import { afterSubmitOf } from '../after-submit';
import { inlineTextKey } from '../catalogue';
import { DEFAULT_GOAL, goalOf } from '../goals';
import { fieldLabel, fieldName, FORM_META, formNameOf, submitTextOf, type PageLang } from '../forms';
import type { Widget, WidgetTree } from '../model';
import { pget } from '../pmap';
import { childIds, getWidget } from '../tree';
import { videoEmbedUrl } from '../validate';
import { socialNetworkName } from '../social';
import { MENU_LABEL, menuCollapses } from '../menu';
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

type Describer = (w: Widget, ctx: DescribeContext, mode: Mode) => ElementNode | null;

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);
const edit = (mode: Mode): boolean => mode === 'edit';

/** The widget's text in its inline-edit slot (the catalogue's inlineText key). */
const slot = (w: Widget, fallback = ''): DescNode => {
  const key = inlineTextKey(w.type) ?? 'text';
  return { text: str(w.cfg[key], fallback), lines: true, edit: key };
};

const children = (w: Widget, ctx: DescribeContext): DescNode[] => childIds(ctx.tree, w.id).map((id) => ({ child: id }));

const box = (tag: string, attrs: Attrs = []): Describer => (w, ctx) => el(tag, attrs, ...children(w, ctx));

const placeholder = (name: PlaceholderNode['placeholder']): ElementNode => el('div', [], { placeholder: name });

function linkAttrs(cfg: Record<string, unknown>): Attrs {
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

function image(src: unknown, alt: unknown, width: unknown, height: unknown, load: ImageLoad = {}): ElementNode | null {
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
const picture = (altKey: string, kind: 'image' | 'icon'): Describer => (w, ctx, mode) =>
  image(w.cfg.src, w.cfg[altKey], w.cfg.width, w.cfg.height, edit(mode) ? {} : {
    variants: ctx.images?.get(str(w.cfg.src)), sizes: sizesOf(w), eager: ctx.eagerImage === w.id,
  }) ?? (edit(mode) ? placeholder(kind) : null);

/**
 * An embedded frame. On the canvas it sits in a box that takes the widget's style and lies in the
 * text as the frame does (`data-frame`, see page-css.ts EDIT_RULES), and it is inert (it cannot
 * take the pointer or focus), so a click selects the widget instead of playing the video.
 */
function frame(src: string | null, attrs: Attrs, kind: 'video' | 'map', mode: Mode): ElementNode | null {
  if (src === null) return edit(mode) ? placeholder(kind) : null;
  if (!edit(mode)) return el('iframe', [['src', src], ...attrs]);
  return el('div', [['data-frame', true]], el('iframe', [['src', src], ['title', attrs.find(([n]) => n === 'title')?.[1] ?? kind], ['inert', true], ['style', FRAME_STYLE]]));
}

const FRAME_STYLE = 'display:block;width:100%;height:100%;border:0';

const images: Describer = (w, _ctx, mode) => {
  const items = list(w.cfg.images);
  if (items.length === 0 && edit(mode)) return placeholder('gallery');
  return el('div', [], ...items.map((i) => { const r = rec(i); return image(r.src, r.alt ?? 'Image', r.width, r.height); }).filter((n): n is ElementNode => n !== null));
};

function button(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const node = buttonNode(w, ctx, mode);
  // A button marked as a goal reports it on click (published pages only: runtime.ts goalScript).
  const goal = edit(mode) ? null : goalOf(w);
  return goal === null ? node : { ...node, attrs: [...node.attrs, ['data-goal', goal]] };
}

function buttonNode(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const text = slot(w, 'Button');
  switch (w.cfg.target) {
    case 'modal':
      return el('button', [['type', 'button'], ['data-modal', str(w.cfg.modalId)]], text);
    case 'scroll':
      return el('a', [['href', `#${str(w.cfg.blockId)}`]], text);
    case 'js':
      // The author's script runs on the published page only.
      return el('button', edit(mode) ? [['type', 'button']] : [['type', 'button'], ['onclick', str(w.cfg.script)]], text);
    case 'submit':
      return el('button', [['type', edit(mode) ? 'button' : 'submit']], text);
    default:
      return el('a', linkAttrs(w.cfg), text);
  }
}

const INPUT_TYPE: Readonly<Record<string, [string, string]>> = {
  text: ['text', 'name'], phone: ['tel', 'tel'], email: ['email', 'email'],
};

/** A labelled field (the label wraps its control, so every field is labelled without ids). On the canvas the control is inert. */
function input(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const c = w.cfg;
  const common: Attrs = [['name', fieldName(w)], ['required', c.required === true], ['inert', edit(mode)]];
  let control: ElementNode;
  if (c.inputType === 'dropdown') {
    control = el('select', common, ...list(c.options).map((o) => el('option', [], { text: str(o) })));
  } else {
    const [type, auto] = INPUT_TYPE[str(c.inputType, 'text')] ?? INPUT_TYPE.text;
    const ph = str(c.placeholder);
    control = el('input', [['type', type], common[0], ['autocomplete', auto], ['placeholder', ph === '' ? false : ph], ...common.slice(1)]);
  }
  return el('label', [], el('span', [], { text: fieldLabel(w) }), control);
}

/**
 * What a form posts besides its fields (engine/forms.ts FORM_META): its name, page and id, and a
 * honeypot that people never see (off-screen, out of the tab order) and bots fill in — labelled
 * like any field (so checkers find no unlabelled input), hidden from people and assistive tech.
 */
function formMeta(w: Widget, ctx: DescribeContext): ElementNode[] {
  const pageId = ctx.pageId ?? '';
  const hidden = (name: string, value: string | number) => el('input', [['type', 'hidden'], ['name', name], ['value', value]]);
  return [
    hidden(FORM_META.formName, formNameOf(w)),
    ...(pageId === '' ? [] : [hidden(FORM_META.pageId, pageId)]),
    hidden(FORM_META.formId, w.id),
    el('label', [['aria-hidden', 'true'], ['style', 'position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden']],
      { text: 'Website' }, el('input', [['name', FORM_META.honeypot], ['tabindex', -1], ['autocomplete', 'off']])),
  ];
}

/** Where the page script takes the visitor after a stored lead: a popup, or an address (with the visit's UTM tags when asked). */
function afterAttrs(w: Widget): Attrs {
  const after = afterSubmitOf(w);
  if (after.kind === 'popup') return [['data-popup', after.modalId]];
  if (after.kind === 'url') return [['data-next', safeUrl(after.url)], ['data-utm', after.utm]];
  return [];
}

/** A form posts leads where the page says; on the canvas it posts nothing (no action, no hidden fields, no status line). */
function form(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  if (edit(mode)) return el('form', [], ...children(w, ctx));
  return el('form', [['action', safeUrl(ctx.leadUrl ?? '/leads')], ['method', 'post'], ['data-form', true], ['data-success', submitTextOf(w, ctx.lang ?? 'ru')],
    ['data-goal', goalOf(w) ?? DEFAULT_GOAL], ...afterAttrs(w)],
    ...formMeta(w, ctx),
    ...children(w, ctx),
    el('p', [['role', 'status'], ['hidden', true]]));
}

/** The slide or tab panel the canvas shows (published pages start at the first; their script moves on). */
const shownIndex = (w: Widget, ctx: DescribeContext, count: number): number => Math.min(Math.max(0, ctx.shown?.(w.id) ?? 0), Math.max(0, count - 1));

function slider(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const ids = childIds(ctx.tree, w.id);
  const attrs: Attrs = [['data-slider', true], ['data-autoplay', !edit(mode) && w.cfg.autoplay === true ? positive(w.cfg.interval) ?? 5000 : false], ['aria-roledescription', 'carousel']];
  if (!edit(mode)) return el('div', attrs, ...ids.map((id) => ({ child: id })));
  const slides = ids.filter((id) => pget(ctx.tree.widgets, id)?.type === 'widget-slide');
  const shown = slides[shownIndex(w, ctx, slides.length)];
  return el('div', attrs, ...ids.map((id) => ({ child: id, hidden: slides.includes(id) && id !== shown })));
}

/** Published pages get their dots from the page script (one per slide); the canvas draws the same. */
function pagination(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  if (!edit(mode) || w.parentId === null) return el('div', [['data-dots', true]]);
  const slider = pget(ctx.tree.widgets, w.parentId);
  const slides = childIds(ctx.tree, w.parentId).filter((id) => pget(ctx.tree.widgets, id)?.type === 'widget-slide');
  const shown = slider === undefined ? 0 : shownIndex(slider, ctx, slides.length);
  return el('div', [['data-dots', true]], ...slides.map((_id, i) => el('button', [['type', 'button'], ['aria-label', `Slide ${i + 1}`], ['aria-current', String(i === shown)], ['tabindex', -1]])));
}

const sliderButtons: Describer = (_w, _ctx, mode) => {
  const tab: Attrs = edit(mode) ? [['tabindex', -1]] : [];
  return el('div', [],
    el('button', [['type', 'button'], ['data-prev', true], ['aria-label', 'Previous'], ...tab], { text: '‹' }),
    el('button', [['type', 'button'], ['data-next', true], ['aria-label', 'Next'], ...tab], { text: '›' }));
};

function tabs(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const titles = list(w.cfg.tabs);
  const panels = childIds(ctx.tree, w.id);
  const shown = edit(mode) ? shownIndex(w, ctx, panels.length) : 0;
  const tab: Attrs = edit(mode) ? [['tabindex', -1]] : [];
  return el('div', [['data-tabs', true]],
    el('div', [['role', 'tablist']], ...panels.map((_id, i) => el('button', [['type', 'button'], ['role', 'tab'], ['aria-selected', String(i === shown)], ...tab, ...(edit(mode) ? [['data-show', i] as const] : [])], { text: str(titles[i], `Tab ${i + 1}`) }))),
    ...panels.map((id, i) => el('div', [['role', 'tabpanel'], ['hidden', i !== shown]], { child: id })));
}

/** Menu and social links take the widget's colour (LINKS_CSS), not the browser's link blue. */
const menuLinks = (w: Widget): DescNode[] => list(w.cfg.items).map((i) => {
  const r = rec(i);
  return el('li', [['style', 'display:contents']], el('a', [['class', '_l'], ['href', safeUrl(r.href)]], { text: str(r.title) }));
});

/**
 * A menu's links in a row. Published, it also carries a burger button that takes the links' place
 * on the mobile breakpoint (menuCollapses; the page script opens them as a full-screen panel), so a
 * phone's first screen shows the offer, not the navigation. The canvas paints the same elements; its
 * rules (canvasPageRules) keep the links in view to edit them on every screen mode.
 */
const menu: Describer = (w, ctx) => {
  const label = MENU_LABEL[ctx.lang ?? 'ru'];
  const parent = w.parentId === null ? undefined : getWidget(ctx.tree, w.parentId);
  if (!menuCollapses(w, parent?.type)) {
    return el('nav', [['aria-label', label]], el('ul', [['style', 'display:contents;list-style:none']], ...menuLinks(w)));
  }
  const listId = `_m${w.id}`;
  return el('nav', [['aria-label', label], ['data-menu', true]],
    el('button', [['type', 'button'], ['class', '_mb'], ['aria-expanded', 'false'], ['aria-controls', listId], ['aria-label', label]], { text: '☰' }),
    el('ul', [['id', listId], ['class', '_mu']], ...menuLinks(w)));
};

/** Each link reads as its network's name in the page's language, never as the stored code. */
const socialLinks: Describer = (w, ctx) => el('ul', [['data-links', true]], ...list(w.cfg.links).map((l) => {
  const r = rec(l);
  const name = socialNetworkName(str(r.network), ctx.lang ?? 'ru');
  return el('li', [], el('a', [['class', '_l'], ['href', safeUrl(r.href)], ['target', '_blank'], ['rel', 'noopener']], { text: name }));
}));

/**
 * The author's own markup on the author's own page: published as written. On the canvas it is
 * shown in a sandboxed frame (no script runs, nothing reaches the editor), sized to its content.
 */
function html(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const code = str(w.cfg.html);
  if (!edit(mode)) return el('div', [], { html: code });
  if (code.trim() === '') return placeholder('html');
  const doc = `<!doctype html><meta charset=utf-8><style>html,body{margin:0}body{font:16px/1.5 system-ui,sans-serif;color:#1f2937}</style>${code}`;
  return el('div', [], el('iframe', [['sandbox', 'allow-same-origin'], ['srcdoc', doc], ['title', 'HTML'], ['inert', true], ['data-fit', true], ['style', 'display:block;width:100%;border:0']]));
}

function spoiler(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const text = str(w.cfg.text);
  return el('details', [['open', edit(mode) || w.cfg.open === true]],
    el('summary', [], slot(w, 'Spoiler')),
    ...(text === '' ? [] : [el('p', [], { text, lines: true })]),
    ...children(w, ctx));
}

function service(w: Widget, ctx: DescribeContext): ElementNode {
  const description = str(w.cfg.description);
  const price = str(w.cfg.price);
  return el('article', [],
    el('h3', [], slot(w, 'Service')),
    ...(description === '' ? [] : [el('p', [], { text: description, lines: true })]),
    ...(price === '' ? [] : [el('p', [], { text: price })]),
    ...children(w, ctx));
}

const CONTAINER_TAGS: ReadonlySet<string> = new Set(['section', 'header', 'footer', 'article', 'aside']);
const HEADINGS = ['', 'h1', 'h2', 'h3', 'h4', 'h5'];
const NONE: Attrs = [];

const DESCRIBERS: Readonly<Record<string, Describer>> = {
  'widget-text': (w) => el('p', NONE, slot(w)),
  'widget-heading': (w) => el(HEADINGS[Math.min(5, Math.max(1, Math.round(Number(w.cfg.level) || 2)))], NONE, slot(w)),
  'widget-button': button,
  'widget-link-button': (w) => el('a', linkAttrs(w.cfg), slot(w, 'Link')),
  'widget-image': picture('alt', 'image'),
  'widget-icon': picture('label', 'icon'),
  'widget-video': (w, _ctx, mode) => frame(videoEmbedUrl(str(w.cfg.url)), [['title', str(w.cfg.title, 'Video')], ['loading', 'lazy'], ['allow', 'autoplay; fullscreen; picture-in-picture'], ['allowfullscreen', true]], 'video', mode),
  'widget-map': (w, _ctx, mode) => frame(str(w.cfg.src) === '' ? null : safeUrl(w.cfg.src), [['title', str(w.cfg.title, 'Map')], ['loading', 'lazy']], 'map', mode),
  'widget-gallery': images,
  'widget-carousel': images,
  'widget-container': (w, ctx) => el(CONTAINER_TAGS.has(str(w.cfg.tag)) ? str(w.cfg.tag) : 'div', [], ...children(w, ctx)),
  'widget-column': box('div'),
  'widget-mix': box('div'),
  'widget-spacer': () => el('div', [['aria-hidden', 'true']]),
  'widget-form': form,
  'widget-input': input,
  'widget-slider': slider,
  'widget-slide': box('div', [['data-slide', true], ['aria-roledescription', 'slide']]),
  'widget-slider-pagination': pagination,
  'widget-slider-button-container': sliderButtons,
  'widget-menu': menu,
  'widget-navbar': box('header'),
  'widget-burger': (w, ctx, mode) => el('details', [['open', edit(mode)]], el('summary', [['aria-label', str(w.cfg.label, 'Menu')]], { text: '☰' }), ...children(w, ctx)),
  'widget-cookie': (w, ctx) => el('div', [['role', 'region'], ['aria-label', 'Cookies'], ['data-cookie', true]], el('p', [], slot(w)), ...children(w, ctx)),
  'widget-cookie-button': (w) => el('button', [['type', 'button'], ['data-cookie-accept', true]], slot(w, 'OK')),
  'widget-counter': (w) => el('p', [], { text: `${str(w.cfg.prefix)}${str(w.cfg.value, '0')}${str(w.cfg.suffix)}` }),
  'widget-html': html,
  'widget-social-links': socialLinks,
  'widget-spoiler': spoiler,
  'widget-tab': tabs,
  'widget-service': service,
};

/** Types the table describes (every type of the catalogue; an unknown legacy type is a plain box). */
export const DESCRIBED_TYPES: ReadonlySet<string> = new Set(Object.keys(DESCRIBERS));

/** The widget as an element tree, or null when it shows nothing (an image without a picture, when published). */
export function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode | null {
  return (DESCRIBERS[w.type] ?? box('div'))(w, ctx, mode);
}
