/**
 * renderPage: document → { html, css, js } for publishing. Pure and framework-free; the published
 * page needs no runtime beyond the small inline script, which is empty unless a widget needs it.
 */
import { designClasses } from '../apply/design';
import type { DesignClassId, PageDocument, TextStyle } from '../model';
import { CssCollector } from './css';
import { attr, escapeHtml, safeUrl } from './escape';
import { ANIMATION_CSS, BASE_CSS, DIALOG_CSS, FIELDS_CSS, HIDDEN_CSS, LINKS_CSS, REDUCED_MOTION_CSS, SLIDER_CSS } from './page-css';
import { type Need, scriptFor } from './runtime';
import { renderChildren, type RenderContext } from './widgets';
import { pageLang } from '../forms';

export { pageElementCss } from './page-css';

export interface RenderOptions {
  /** Return a whole HTML document (doctype, head, inline CSS and script) in `html`. */
  readonly document?: boolean;
  readonly title?: string;
  readonly description?: string;
  /** Document language (default 'ru', the product's default locale). */
  readonly lang?: string;
  /** Where forms post leads (fetch first, a normal POST as the fallback). */
  readonly leadUrl?: string;
  readonly pageId?: string | number;
  readonly favicon?: string;
  /** href of a stylesheet with the page's fonts (served by our own server). */
  readonly fontsCss?: string;
}

export interface RenderResult {
  /** The body content (main + dialogs), or the whole document when options.document is set. */
  readonly html: string;
  readonly css: string;
  /** Inline script; '' when no widget needs one. */
  readonly js: string;
}

function rootCss(doc: PageDocument): string {
  const vars: string[] = [];
  doc.globals.palette?.colors.forEach((c, i) => vars.push(`--color-${i + 1}:${c.value.replace(/[{};<>]/g, '')}`));
  const preset = doc.library.fontPresets.find((f) => f.id === doc.globals.fontId);
  for (const [code, family] of Object.entries(preset?.fonts ?? {})) {
    if (/^[\w-]+$/.test(code)) vars.push(`--font-${code}:${family.replace(/[{};<>]/g, '')}`);
  }
  return vars.length === 0 ? '' : `:root{${vars.join(';')}}`;
}

export function renderPage(doc: PageDocument, options: RenderOptions = {}): RenderResult {
  const css = new CssCollector();
  const needs = new Set<Need>();
  const fixedCss = new Set<string>();
  const classes = new Map<DesignClassId, ReturnType<typeof designClasses>[number]>();
  for (const c of designClasses(doc.library.designs, doc.globals.designId)) classes.set(c.id, c);
  const textStyles = new Map<number, TextStyle>(doc.globals.textStyles.map((t) => [t.code, t]));
  const lang = pageLang(options.lang);
  const base = { css, needs, fixedCss, designClasses: classes, textStyles, leadUrl: options.leadUrl ?? '/leads', pageId: String(options.pageId ?? ''), lang };

  const ctx: RenderContext = { ...base, tree: doc.page };
  let body = `<main>${renderChildren(ctx, null, 'main')}</main>`;
  for (const f of doc.fragments) {
    const fctx: RenderContext = { ...base, tree: f.tree };
    body += `<dialog${attr('id', `modal-${f.id}`)}${attr('aria-label', f.title)}><button type=button class=_x data-close aria-label=Close>×</button>${renderChildren(fctx, null, 'dialog')}</dialog>`;
  }
  if (doc.fragments.length > 0) needs.add('modal');

  let sheet = BASE_CSS + rootCss(doc) + css.toString();
  if (doc.fragments.length > 0) sheet += DIALOG_CSS;
  if (fixedCss.has('slider')) sheet += SLIDER_CSS;
  if (fixedCss.has('links')) sheet += LINKS_CSS;
  if (fixedCss.has('fields')) sheet += FIELDS_CSS;
  let animated = false;
  for (const key of [...fixedCss].sort()) {
    if (key in HIDDEN_CSS) sheet += HIDDEN_CSS[key];
    if (key.startsWith('an:')) {
      sheet += ANIMATION_CSS[key.slice(3)] ?? '';
      animated = true;
    }
  }
  if (animated) sheet += REDUCED_MOTION_CSS;
  const js = scriptFor(needs, lang);

  if (options.document !== true) return { html: body, css: sheet, js };
  const head = [
    '<meta charset=utf-8>',
    '<meta name=viewport content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(options.title ?? '')}</title>`,
    options.description === undefined ? '' : `<meta name=description${attr('content', options.description)}>`,
    // Without an icon of its own the page says so, or every browser asks /favicon.ico (a 404).
    options.favicon === undefined ? '<link rel=icon href="data:,">' : `<link rel=icon${attr('href', safeUrl(options.favicon))}>`,
    options.fontsCss === undefined ? '' : `<link rel=stylesheet${attr('href', safeUrl(options.fontsCss))}>`,
    `<style>${sheet}</style>`,
  ].join('');
  // A script can never close its own tag early: '</' is escaped inside it.
  const script = js === '' ? '' : `<script>${js.replace(/<\//g, '<\\/')}</script>`;
  const html = `<!doctype html><html${attr('lang', options.lang ?? 'ru')}><head>${head}</head><body>${body}${script}</body></html>`;
  return { html, css: sheet, js };
}
