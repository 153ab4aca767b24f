/** Widget → semantic HTML, one function per widget type. Every user value is escaped. */
import { ANIMATIONS } from '../constants';
import { fieldLabel, fieldName, FORM_META, formNameOf, type PageLang, submitTextOf } from '../forms';
import { SCREENS, type DesignClass, type DesignClassId, type Screen, type TextStyle, type Widget, type WidgetTree } from '../model';
import { pget } from '../pmap';
import { isHiddenOn } from '../styles';
import { childIds } from '../tree';
import { videoEmbedUrl } from '../validate';
import type { CssCollector } from './css';
import { attr, escapeHtml, escapeText, safeUrl } from './escape';
import type { Need } from './runtime';

export interface RenderContext {
  readonly tree: WidgetTree;
  readonly css: CssCollector;
  readonly needs: Set<Need>;
  readonly fixedCss: Set<string>;
  readonly designClasses: ReadonlyMap<DesignClassId, DesignClass>;
  readonly textStyles: ReadonlyMap<number, TextStyle>;
  readonly leadUrl: string;
  readonly pageId: string;
  readonly lang: PageLang;
}

const RANGE: Readonly<Record<Screen, string>> = { desktop: '_h-lg', laptop: '_h-md', tablet: '_h-sm', mobile: '_h-xs' };
const ANIMATION_SET: ReadonlySet<string> = new Set(ANIMATIONS);

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);

function classes(w: Widget, ctx: RenderContext): string {
  const out: string[] = [];
  for (const s of SCREENS) {
    const name = ctx.css.classFor(s, w.style[s]);
    if (name !== '') out.push(name);
  }
  for (const c of w.classes) {
    const dc = ctx.designClasses.get(c);
    if (dc !== undefined) {
      const sel = `dc-${String(dc.id)}`;
      for (const s of SCREENS) ctx.css.fixed(`.${sel}`, s, dc.style[s]);
      out.push(sel);
    } else if (typeof c === 'string') {
      out.push(c);
    }
  }
  const code = w.cfg.textStyle;
  const ts = typeof code === 'number' ? ctx.textStyles.get(code) : undefined;
  if (ts !== undefined) {
    ctx.css.fixed(`.ts-${ts.code}`, 'desktop', ts.params);
    out.push(`ts-${ts.code}`);
  }
  if (w.cfg.hidden !== undefined) {
    for (const s of SCREENS) {
      if (isHiddenOn(w.cfg, s)) {
        out.push(RANGE[s]);
        ctx.fixedCss.add(RANGE[s]);
      }
    }
  }
  const anim = w.cfg.animation;
  if (typeof anim === 'string' && ANIMATION_SET.has(anim)) {
    out.push(`_an-${anim}`);
    ctx.fixedCss.add(`an:${anim}`);
    if (anim === 'ripple') ctx.needs.add('ripple');
  }
  return out.length === 0 ? '' : attr('class', out.join(' '));
}

/** Attributes every widget element carries: its classes and, when set, its element id. */
function common(w: Widget, ctx: RenderContext): string {
  const id = w.cfg.elementId;
  return classes(w, ctx) + (typeof id === 'string' && id !== '' ? attr('id', id) : '');
}

const P_CLOSERS = /^<(address|article|aside|blockquote|details|dialog|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|main|menu|nav|ol|p|pre|section|table|ul)[\s>]/;
const NO_OMIT_PARENTS = new Set(['a', 'audio', 'del', 'ins', 'map', 'noscript', 'video']);

/**
 * Children's HTML. A `</p>` is left out where HTML allows (the next sibling starts a block, or the
 * paragraph ends its parent): it keeps text-heavy pages within their size budget.
 */
export function renderChildren(ctx: RenderContext, parentId: number | null, parentTag: string): string {
  const ids = childIds(ctx.tree, parentId);
  const parts = ids.map((id) => renderWidget(ctx, id));
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i];
    if (part.endsWith('</p>') && (part.startsWith('<p>') || part.startsWith('<p '))) {
      const next = parts[i + 1];
      if (next === undefined ? !NO_OMIT_PARENTS.has(parentTag) : P_CLOSERS.test(next)) part = part.slice(0, -4);
    }
    out += part;
  }
  return out;
}

type Renderer = (w: Widget, a: string, ctx: RenderContext) => string;

const box = (tag: string): Renderer => (w, a, ctx) => `<${tag}${a}>${renderChildren(ctx, w.id, tag)}</${tag}>`;

function linkAttrs(cfg: Record<string, unknown>): string {
  const href = safeUrl(rec(cfg.link).value ?? cfg.href);
  return attr('href', href) + (cfg.newWindow === true ? ' target="_blank" rel="noopener"' : '');
}

function image(src: unknown, alt: unknown, width: unknown, height: unknown, a = ''): string {
  const url = str(src);
  if (url === '') return '';
  const w = positive(width);
  const h = positive(height);
  return `<img${a}${attr('src', safeUrl(url))}${attr('alt', str(alt))}${w === null ? '' : attr('width', w)}${h === null ? '' : attr('height', h)} loading=lazy decoding=async>`;
}

const button: Renderer = (w, a, ctx) => {
  const text = escapeText(str(w.cfg.text, 'Button'));
  switch (w.cfg.target) {
    case 'modal':
      ctx.needs.add('modal');
      return `<button type=button${a}${attr('data-modal', str(w.cfg.modalId))}>${text}</button>`;
    case 'scroll':
      return `<a${a}${attr('href', `#${str(w.cfg.blockId)}`)}>${text}</a>`;
    case 'js':
      return `<button type=button${a}${attr('onclick', str(w.cfg.script))}>${text}</button>`;
    case 'submit':
      return `<button type=submit${a}>${text}</button>`;
    default:
      return `<a${a}${linkAttrs(w.cfg)}>${text}</a>`;
  }
};

const INPUT_TYPE: Readonly<Record<string, [string, string]>> = {
  text: ['text', 'name'], phone: ['tel', 'tel'], email: ['email', 'email'],
};

const input: Renderer = (w, a, ctx) => {
  const c = w.cfg;
  ctx.fixedCss.add('fields');
  const name = attr('name', fieldName(w));
  const required = c.required === true ? ' required' : '';
  let control: string;
  if (c.inputType === 'dropdown') {
    control = `<select${name}${required}>${list(c.options).map((o) => `<option>${escapeHtml(str(o))}</option>`).join('')}</select>`;
  } else {
    const [type, auto] = INPUT_TYPE[str(c.inputType, 'text')] ?? INPUT_TYPE.text;
    const ph = str(c.placeholder);
    control = `<input${attr('type', type)}${name}${attr('autocomplete', auto)}${ph === '' ? '' : attr('placeholder', ph)}${required}>`;
  }
  // The label wraps its control, so every field is labelled without ids.
  return `<label${a}><span>${escapeHtml(fieldLabel(w))}</span>${control}</label>`;
};

/**
 * What a form posts besides its fields (engine/forms.ts FORM_META): its name, page and id, and a
 * honeypot that people never see (off-screen, out of the tab order) and bots fill in.
 */
function formHiddenFields(w: Widget, ctx: RenderContext): string {
  const page = ctx.pageId === '' ? '' : `<input type=hidden${attr('name', FORM_META.pageId)}${attr('value', ctx.pageId)}>`;
  // Labelled like any field (so checkers find no unlabelled input), and hidden from people and AT.
  const trap = `<label aria-hidden=true style="position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden">Website<input${attr('name', FORM_META.honeypot)} tabindex=-1 autocomplete=off></label>`;
  return `<input type=hidden${attr('name', FORM_META.formName)}${attr('value', formNameOf(w))}>${page}<input type=hidden${attr('name', FORM_META.formId)}${attr('value', w.id)}>${trap}`;
}

const RENDERERS: Readonly<Record<string, Renderer>> = {
  'widget-text': (w, a) => `<p${a}>${escapeText(str(w.cfg.text))}</p>`,
  'widget-heading': (w, a) => {
    const level = Math.min(5, Math.max(1, Math.round(Number(w.cfg.level) || 2)));
    return `<h${level}${a}>${escapeText(str(w.cfg.text))}</h${level}>`;
  },
  'widget-button': button,
  'widget-link-button': (w, a) => `<a${a}${linkAttrs(w.cfg)}>${escapeText(str(w.cfg.text, 'Link'))}</a>`,
  'widget-image': (w, a) => image(w.cfg.src, w.cfg.alt, w.cfg.width, w.cfg.height, a),
  'widget-icon': (w, a) => image(w.cfg.src, w.cfg.label, w.cfg.width, w.cfg.height, a),
  'widget-video': (w, a) => {
    const src = videoEmbedUrl(str(w.cfg.url));
    return src === null ? '' : `<iframe${a}${attr('src', src)}${attr('title', str(w.cfg.title, 'Video'))} loading=lazy allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
  },
  'widget-map': (w, a) => {
    const src = str(w.cfg.src);
    return src === '' ? '' : `<iframe${a}${attr('src', safeUrl(src))}${attr('title', str(w.cfg.title, 'Map'))} loading=lazy></iframe>`;
  },
  'widget-gallery': (w, a) => `<div${a}>${list(w.cfg.images).map((i) => { const r = rec(i); return image(r.src, r.alt ?? 'Image', r.width, r.height); }).join('')}</div>`,
  'widget-carousel': (w, a) => `<div${a}>${list(w.cfg.images).map((i) => { const r = rec(i); return image(r.src, r.alt ?? 'Image', r.width, r.height); }).join('')}</div>`,
  'widget-container': (w, a, ctx) => box(['section', 'header', 'footer', 'article', 'aside'].includes(str(w.cfg.tag)) ? str(w.cfg.tag) : 'div')(w, a, ctx),
  'widget-column': box('div'),
  'widget-mix': box('div'),
  'widget-spacer': (_w, a) => `<div${a} aria-hidden=true></div>`,
  'widget-form': (w, a, ctx) => {
    ctx.needs.add('form');
    return `<form${a}${attr('action', safeUrl(ctx.leadUrl))} method=post data-form${attr('data-success', submitTextOf(w, ctx.lang))}>${formHiddenFields(w, ctx)}${renderChildren(ctx, w.id, 'form')}<p role=status hidden></p></form>`;
  },
  'widget-input': input,
  'widget-slider': (w, a, ctx) => {
    ctx.needs.add('slider');
    ctx.fixedCss.add('slider');
    const autoplay = w.cfg.autoplay === true ? attr('data-autoplay', positive(w.cfg.interval) ?? 5000) : '';
    return `<div${a} data-slider${autoplay} aria-roledescription=carousel>${renderChildren(ctx, w.id, 'div')}</div>`;
  },
  'widget-slide': (w, a, ctx) => `<div${a} data-slide aria-roledescription=slide>${renderChildren(ctx, w.id, 'div')}</div>`,
  'widget-slider-pagination': (_w, a) => `<div${a} data-dots></div>`,
  'widget-slider-button-container': (_w, a) => `<div${a}><button type=button data-prev aria-label=Previous>‹</button><button type=button data-next aria-label=Next>›</button></div>`,
  // Menu and social links take the widget's colour (LINKS_CSS), not the browser's link blue.
  'widget-menu': (w, a, ctx) => `<nav${a} aria-label=Menu><ul style="display:contents;list-style:none">${list(w.cfg.items).map((i) => { const r = rec(i); ctx.fixedCss.add('links'); return `<li style="display:contents"><a class=_l${attr('href', safeUrl(r.href))}>${escapeHtml(str(r.title))}</a></li>`; }).join('')}</ul></nav>`,
  'widget-navbar': box('header'),
  'widget-burger': (w, a, ctx) => `<details${a}><summary${attr('aria-label', str(w.cfg.label, 'Menu'))}>☰</summary>${renderChildren(ctx, w.id, 'details')}</details>`,
  'widget-cookie': (w, a, ctx) => {
    ctx.needs.add('cookie');
    return `<div${a} role=region aria-label=Cookies data-cookie><p>${escapeText(str(w.cfg.text))}</p>${renderChildren(ctx, w.id, 'div')}</div>`;
  },
  'widget-cookie-button': (w, a) => `<button type=button${a} data-cookie-accept>${escapeText(str(w.cfg.text, 'OK'))}</button>`,
  'widget-counter': (w, a) => `<p${a}>${escapeHtml(str(w.cfg.prefix))}${escapeHtml(str(w.cfg.value, '0'))}${escapeHtml(str(w.cfg.suffix))}</p>`,
  // The html widget is the author's own markup on the author's own page: published as written.
  'widget-html': (w, a) => `<div${a}>${str(w.cfg.html)}</div>`,
  'widget-social-links': (w, a, ctx) => `<ul${a} data-links>${list(w.cfg.links).map((l) => { const r = rec(l); const n = str(r.network, 'link'); ctx.fixedCss.add('links'); return `<li><a class=_l${attr('href', safeUrl(r.href))} target=_blank rel=noopener${attr('aria-label', n)}>${escapeHtml(n)}</a></li>`; }).join('')}</ul>`,
  'widget-spoiler': (w, a, ctx) => {
    const text = str(w.cfg.text);
    return `<details${a}${w.cfg.open === true ? ' open' : ''}><summary>${escapeHtml(str(w.cfg.title, 'Spoiler'))}</summary>${text === '' ? '' : `<p>${escapeText(text)}</p>`}${renderChildren(ctx, w.id, 'details')}</details>`;
  },
  'widget-tab': (w, a, ctx) => {
    ctx.needs.add('tabs');
    const titles = list(w.cfg.tabs);
    const panels = childIds(ctx.tree, w.id);
    const tabs = panels.map((_id, i) => `<button type=button role=tab aria-selected=${i === 0}>${escapeHtml(str(titles[i], `Tab ${i + 1}`))}</button>`).join('');
    const body = panels.map((id, i) => `<div role=tabpanel${i === 0 ? '' : ' hidden'}>${renderWidget(ctx, id)}</div>`).join('');
    return `<div${a} data-tabs><div role=tablist>${tabs}</div>${body}</div>`;
  },
  'widget-service': (w, a, ctx) => {
    const parts = [
      `<h3>${escapeHtml(str(w.cfg.title, 'Service'))}</h3>`,
      str(w.cfg.description) === '' ? '' : `<p>${escapeText(str(w.cfg.description))}</p>`,
      str(w.cfg.price) === '' ? '' : `<p>${escapeHtml(str(w.cfg.price))}</p>`,
    ];
    return `<article${a}>${parts.join('')}${renderChildren(ctx, w.id, 'article')}</article>`;
  },
};

export function renderWidget(ctx: RenderContext, id: number): string {
  const w = pget(ctx.tree.widgets, id);
  if (w === undefined) return '';
  const render = RENDERERS[w.type] ?? box('div');
  return render(w, common(w, ctx), ctx);
}
