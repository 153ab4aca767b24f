/**
 * renderPage: document → { html, css, js } for publishing. Pure and framework-free; the published
 * page needs no runtime beyond the small inline script, which is empty unless a widget needs it.
 * Each widget is described (describe.ts) and written as HTML (html.ts); the stylesheet comes from
 * stylesheet.ts, the script and fixed CSS from what the markup uses (features.ts).
 */
import { popupTrigger } from '../engage/popup-trigger';
import { pageLang, type PageLang } from '../forms';
import { hasGoalCounters, type GoalCounters } from '../goals';
import { sizesOf, srcsetOf, type ImageVariantsByUrl } from '../images';
import { SCREENS, type PageDocument, type Widget, type WidgetTree } from '../model';
import { pget } from '../pmap';
import { childIds } from '../tree';
import { CssCollector } from './css';
import { describe, type DescribeContext } from './describe';
import { attr, escapeHtml, safeUrl } from './escape';
import { noteClasses, noteFeatures, type PageFeatures } from './features';
import { childrenHtml, elementHtml, rootAttrsHtml, type HtmlWriter } from './html';
import { scriptFor } from './runtime';
import { styleEnv, widgetClasses, type UsedStyles } from './style-env';
import { publishedStylesheet } from './stylesheet';

export { canvasStylesheet, type CanvasStylesheetOptions } from './stylesheet';
export { canvasOwnStyle, styleEnv, widgetClasses, type StyleEnv } from './style-env';
export { describe, DESCRIBED_TYPES, type DescribeContext } from './describe';
export type { AttrValue, Attrs, ChildNode, DescNode, ElementNode, Mode, PlaceholderNode, RawHtmlNode, TextNode } from './description';
export { rootVariables, activePalette } from './variables';

export interface RenderOptions {
  /** Return a whole HTML document (doctype, head, inline CSS and script) in `html`. */
  readonly document?: boolean;
  readonly title?: string;
  readonly description?: string;
  /** The page's language (default 'ru', the product's default locale): html lang and every word the page itself says to visitors. */
  readonly lang?: string;
  /** Where forms post leads (fetch first, a normal POST as the fallback). */
  readonly leadUrl?: string;
  readonly pageId?: string | number;
  readonly favicon?: string;
  /** href of a stylesheet with the page's fonts (served by our own server). */
  readonly fontsCss?: string;
  /** Resized copies of the page's uploaded images, by URL: images are offered as <picture> with srcset. */
  readonly images?: ImageVariantsByUrl;
  /** The counters the page's plugins put on it: forms and goal buttons report their goals to these. */
  readonly counters?: GoalCounters;
  /** The account's country (ISO 3166 alpha-2): how phone fields format and check numbers (Russia by default). */
  readonly country?: string | null;
}

export interface RenderResult {
  /** The body content (main + dialogs), or the whole document when options.document is set. */
  readonly html: string;
  readonly css: string;
  /** Inline script; '' when no widget needs one. */
  readonly js: string;
}

/** A popup's close button, named for assistive technology in the page's language. */
const CLOSE_LABEL: Readonly<Record<PageLang, string>> = { ru: 'Закрыть', en: 'Close' };

/**
 * The image of the page's first screen (the first picture in its first two blocks, a header and
 * what follows it): the likely largest paint, so it is preloaded and never lazy.
 */
function firstScreenImage(tree: WidgetTree): Widget | undefined {
  const walk = (ids: readonly number[]): Widget | undefined => {
    for (const id of ids) {
      const w = pget(tree.widgets, id);
      if (w === undefined) continue;
      if (w.type === 'widget-image' && typeof w.cfg.src === 'string' && w.cfg.src !== '') return w;
      const inside = walk(childIds(tree, id));
      if (inside !== undefined) return inside;
    }
    return undefined;
  };
  return walk(childIds(tree, null).slice(0, 2));
}

/** The first screen's image fetched with the document, in the format the <picture> will choose. */
function preloadImage(w: Widget, images: ImageVariantsByUrl | undefined): string {
  const src = String(w.cfg.src);
  const variants = images?.get(src) ?? [];
  if (variants.length === 0) return `<link rel=preload as=image${attr('href', safeUrl(src))} fetchpriority=high>`;
  return `<link rel=preload as=image type=image/avif${attr('imagesrcset', srcsetOf(variants, 'avif'))}${attr('imagesizes', sizesOf(w))} fetchpriority=high>`;
}

export function renderPage(doc: PageDocument, options: RenderOptions = {}): RenderResult {
  const env = styleEnv(doc.globals, doc.library);
  const own = new CssCollector();
  const used: UsedStyles = { classes: new Set(), textStyles: new Set() };
  const features: PageFeatures = { needs: new Set(), css: new Set() };
  const lang = pageLang(options.lang);
  const eager = firstScreenImage(doc.page);
  const base = { leadUrl: options.leadUrl ?? '/leads', pageId: String(options.pageId ?? ''), lang, images: options.images, eagerImage: eager?.id };

  /** Writes one tree's widgets; classes are named in the order widgets are written. */
  const writer = (tree: WidgetTree): HtmlWriter => {
    const ctx: DescribeContext = { ...base, tree };
    const w: HtmlWriter = {
      element: (node) => noteFeatures(node, features),
      child: (id) => {
        const widget = pget(tree.widgets, id);
        const root = widget === undefined ? null : describe(widget, ctx, 'publish');
        if (widget === undefined || root === null) return '';
        const classes: string[] = [];
        for (const s of SCREENS) {
          const name = own.classFor(s, widget.style[s]);
          if (name !== '') classes.push(name);
        }
        const system = widgetClasses(widget, env, 'publish', used);
        noteClasses(system, features);
        classes.push(...system);
        return elementHtml(root, w, rootAttrsHtml(classes, widget.cfg.elementId));
      },
    };
    return w;
  };
  const roots = (tree: WidgetTree) => childIds(tree, null).map((id) => ({ child: id }));

  let body = `<main>${childrenHtml(roots(doc.page), 'main', writer(doc.page))}</main>`;
  for (const f of doc.fragments) {
    const trigger = popupTrigger(f.config);
    // A popup that opens by itself says how (script/engage.ts reads it); only such pages carry that part.
    const auto = trigger.kind === 'none' ? '' : `${attr('data-auto', trigger.kind)}${trigger.value > 0 ? attr('data-at', trigger.value) : ''}${attr('data-once', trigger.once)}`;
    if (auto !== '') features.needs.add('engage');
    body += `<dialog${attr('id', `modal-${f.id}`)}${attr('aria-label', f.title)}${auto}><button type=button class=_x data-close${attr('aria-label', CLOSE_LABEL[lang])}>×</button>${childrenHtml(roots(f.tree), 'dialog', writer(f.tree))}</dialog>`;
  }
  if (doc.fragments.length > 0) {
    features.needs.add('modal');
    features.css.add('dialog');
  }
  const sheet = publishedStylesheet({ env, used, own, features: features.css });
  // Goals go to counters; a page with none carries no goal script.
  if (!hasGoalCounters(options.counters)) features.needs.delete('goal');
  const js = scriptFor(features.needs, lang, options.counters, options.country ?? 'RU');

  if (options.document !== true) return { html: body, css: sheet, js };
  const head = [
    '<meta charset=utf-8>',
    '<meta name=viewport content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(options.title ?? '')}</title>`,
    options.description === undefined ? '' : `<meta name=description${attr('content', options.description)}>`,
    // Without an icon of its own the page says so, or every browser asks /favicon.ico (a 404).
    options.favicon === undefined ? '<link rel=icon href="data:,">' : `<link rel=icon${attr('href', safeUrl(options.favicon))}>`,
    options.fontsCss === undefined ? '' : `<link rel=stylesheet${attr('href', safeUrl(options.fontsCss))}>`,
    eager === undefined ? '' : preloadImage(eager, options.images),
    `<style>${sheet}</style>`,
  ].join('');
  // A script can never close its own tag early: '</' is escaped inside it.
  const script = js === '' ? '' : `<script>${js.replace(/<\//g, '<\\/')}</script>`;
  const html = `<!doctype html><html${attr('lang', options.lang ?? 'ru')}><head>${head}</head><body>${body}${script}</body></html>`;
  return { html, css: sheet, js };
}
