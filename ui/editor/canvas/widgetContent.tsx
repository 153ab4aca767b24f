// Widget → React element, one function per type, mirroring engine/render/widgets.ts so the canvas
// shows the page as it will publish. Editor-only placeholders stand in for empty media.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { videoEmbedUrl, type Widget } from '../engine';
import { InlineText } from './InlineText';

export type RootProps = HTMLAttributes<HTMLElement> & { style: CSSProperties; 'data-wid': number; 'data-wtype': string };

interface Args {
  readonly w: Widget;
  readonly p: RootProps;
  readonly children: ReactNode;
  readonly editing: boolean;
  readonly placeholder: (kind: string) => ReactNode;
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

const text = (a: Args, fallback = ''): ReactNode => <InlineText id={a.w.id} value={str(a.w.cfg.text, fallback)} editing={a.editing} />;

const BOX_TAGS = new Set(['section', 'header', 'footer', 'article', 'aside']);

type Renderer = (a: Args) => ReactNode;

const images = (a: Args): ReactNode => {
  const items = list(a.w.cfg.images);
  if (items.length === 0) return <div {...a.p}>{a.placeholder('gallery')}</div>;
  return <div {...a.p}>{items.map((i, n) => { const r = rec(i); return <img key={n} src={str(r.src)} alt={str(r.alt, 'Image')} />; })}</div>;
};

const RENDERERS: Readonly<Record<string, Renderer>> = {
  'widget-text': (a) => <p {...a.p}>{text(a)}</p>,
  'widget-heading': (a) => {
    const level = Math.min(5, Math.max(1, Math.round(Number(a.w.cfg.level) || 2)));
    const H = `h${level}` as 'h1';
    return <H {...a.p}>{text(a)}</H>;
  },
  'widget-button': (a) => (a.w.cfg.target === 'submit' ? <button type="button" {...a.p}>{text(a, 'Button')}</button> : <a {...a.p}>{text(a, 'Button')}</a>),
  'widget-link-button': (a) => <a {...a.p}>{text(a, 'Link')}</a>,
  'widget-cookie-button': (a) => <button type="button" {...a.p}>{text(a, 'OK')}</button>,
  'widget-image': (a) => {
    const src = str(a.w.cfg.src);
    return src === '' ? <div {...a.p}>{a.placeholder('image')}</div> : <img {...a.p} src={src} alt={str(a.w.cfg.alt)} width={num(a.w.cfg.width)} height={num(a.w.cfg.height)} />;
  },
  'widget-icon': (a) => {
    const src = str(a.w.cfg.src);
    return src === '' ? <div {...a.p}>{a.placeholder('icon')}</div> : <img {...a.p} src={src} alt={str(a.w.cfg.label)} width={num(a.w.cfg.width)} height={num(a.w.cfg.height)} />;
  },
  'widget-video': (a) => {
    const src = videoEmbedUrl(str(a.w.cfg.url));
    // The iframe would swallow clicks: a transparent cover keeps the widget selectable.
    return src === null ? <div {...a.p}>{a.placeholder('video')}</div> : <div {...a.p}><iframe src={src} title={str(a.w.cfg.title, 'Video')} style={{ width: '100%', height: '100%', border: 0, pointerEvents: 'none' }} /></div>;
  },
  'widget-map': (a) => {
    const src = str(a.w.cfg.src);
    return src === '' ? <div {...a.p}>{a.placeholder('map')}</div> : <div {...a.p}><iframe src={src} title={str(a.w.cfg.title, 'Map')} style={{ width: '100%', height: '100%', border: 0, pointerEvents: 'none' }} /></div>;
  },
  'widget-gallery': images,
  'widget-carousel': images,
  'widget-container': (a) => {
    const tag = str(a.w.cfg.tag);
    const Tag = (BOX_TAGS.has(tag) ? tag : 'div') as 'div';
    return <Tag {...a.p}>{a.children}</Tag>;
  },
  'widget-spacer': (a) => <div {...a.p} aria-hidden="true" />,
  'widget-form': (a) => <form {...a.p} onSubmit={(e) => e.preventDefault()}>{a.children}</form>,
  'widget-input': (a) => {
    const c = a.w.cfg;
    const control = c.inputType === 'dropdown'
      ? <select tabIndex={-1} disabled>{list(c.options).map((o, i) => <option key={i}>{str(o)}</option>)}</select>
      : <input tabIndex={-1} readOnly placeholder={str(c.placeholder)} />;
    return <label {...a.p}><span>{str(c.label, str(c.name, 'Field'))}</span>{control}</label>;
  },
  'widget-slider-pagination': (a) => <div {...a.p}><span className="ed-dot ed-dot--on" /><span className="ed-dot" /></div>,
  'widget-slider-button-container': (a) => <div {...a.p}><button type="button" tabIndex={-1} className="ed-slide-btn">‹</button><button type="button" tabIndex={-1} className="ed-slide-btn">›</button></div>,
  'widget-menu': (a) => <nav {...a.p}>{list(a.w.cfg.items).map((i, n) => <a key={n}>{str(rec(i).title)}</a>)}</nav>,
  'widget-navbar': (a) => <header {...a.p}>{a.children}</header>,
  'widget-burger': (a) => <div {...a.p}><span aria-hidden="true">☰</span>{a.children}</div>,
  'widget-cookie': (a) => <div {...a.p}><p style={{ margin: 0 }}>{text(a)}</p>{a.children}</div>,
  'widget-counter': (a) => <p {...a.p}>{str(a.w.cfg.prefix)}{str(a.w.cfg.value, '0')}{str(a.w.cfg.suffix)}</p>,
  // Authors' HTML is not executed inside the editor; the published page carries it as written.
  'widget-html': (a) => <div {...a.p}>{a.placeholder('html')}</div>,
  'widget-social-links': (a) => <ul {...a.p} data-links>{list(a.w.cfg.links).map((l, n) => <li key={n}><a>{str(rec(l).network, 'link')}</a></li>)}</ul>,
  'widget-spoiler': (a) => <details {...a.p} open><summary>{str(a.w.cfg.title, 'Spoiler')}</summary>{str(a.w.cfg.text) === '' ? null : <p>{str(a.w.cfg.text)}</p>}{a.children}</details>,
  'widget-tab': (a) => (
    <div {...a.p}>
      <div role="tablist" className="ed-tabs">{list(a.w.cfg.tabs).map((t, i) => <span key={i} className="ed-tab">{str(t)}</span>)}</div>
      {a.children}
    </div>
  ),
  'widget-service': (a) => (
    <article {...a.p}>
      <h3>{str(a.w.cfg.title, 'Service')}</h3>
      {str(a.w.cfg.description) === '' ? null : <p>{str(a.w.cfg.description)}</p>}
      {str(a.w.cfg.price) === '' ? null : <p>{str(a.w.cfg.price)}</p>}
      {a.children}
    </article>
  ),
};

const box: Renderer = (a) => <div {...a.p}>{a.children}</div>;

export const renderWidgetContent = (a: Args): ReactNode => (RENDERERS[a.w.type] ?? box)(a);

/** Types whose text is edited in place on double click. */
export const INLINE_TEXT_TYPES: ReadonlySet<string> = new Set(['widget-text', 'widget-heading', 'widget-button', 'widget-link-button', 'widget-cookie-button']);
