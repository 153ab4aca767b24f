/**
 * Every widget an editor can add (SPEC §2 add-widget list and widget icons, §3 widget types) with
 * its default cfg and style. The UI builds its add-widget panel from `WIDGET_CATALOGUE`; the engine
 * fills a `widget.add` draft from it, so an event may carry only `{ type }`.
 */
import { DEFAULT_SUBMIT_TEXT } from './constants';
import type { Cfg, WidgetStyle, WidgetType } from './model';

export type AddCategory = 'button' | 'text' | 'media' | 'container' | 'spacer' | 'other' | 'form' | 'slider' | 'menu';

export interface CatalogueEntry {
  /** Unique key of the entry (several entries may share a type, e.g. h1–h5). */
  readonly key: string;
  readonly type: WidgetType;
  readonly category: AddCategory;
  readonly title: string;
  /** lucide icon name for the UI. */
  readonly icon: string;
  readonly canHaveChildren: boolean;
  readonly cfg: Cfg;
  readonly style: WidgetStyle;
  /** Catalogue keys of the children created with it (a form comes with fields and a button). */
  readonly children?: readonly string[];
  /**
   * The cfg key of the text a person edits in place on the canvas (double click), when the type has
   * one. The engine's description marks that text as the slot the canvas puts its inline editor in.
   */
  readonly inlineText?: string;
}

const BUTTON_STYLE: WidgetStyle = {
  desktop: {
    display: 'inline-block', padding: '12px 24px', backgroundColor: '#1d4ed8', color: '#ffffff',
    borderRadius: '6px', textDecoration: 'none', border: '0', fontSize: '16px', cursor: 'pointer',
  },
};
const FLEX_COLUMN = { display: 'flex', flexDirection: 'column', gap: '8px' };

const e = (
  key: string, type: string, category: AddCategory, title: string, icon: string,
  cfg: Cfg, style: WidgetStyle = {}, canHaveChildren = false, children?: string[],
): CatalogueEntry => ({ key, type: `widget-${type}`, category, title, icon, canHaveChildren, cfg, style, children, inlineText: INLINE_TEXT[type] });

/** Types whose text is edited in place, and the cfg key of that text. */
const INLINE_TEXT: Readonly<Record<string, string>> = {
  text: 'text', heading: 'text', button: 'text', 'link-button': 'text', 'cookie-button': 'text', cookie: 'text', spoiler: 'title', service: 'title',
};

const heading = (level: number): CatalogueEntry =>
  e(`h${level}`, 'heading', 'text', `Heading H${level}`, `heading-${level}`, { text: 'Heading', level });

const input = (inputType: string, label: string, name: string): CatalogueEntry =>
  e(`input-${inputType}`, 'input', 'form', `Input: ${inputType}`, 'text-cursor-input',
    { inputType, label, name, placeholder: '', required: inputType !== 'dropdown', options: inputType === 'dropdown' ? ['Option 1', 'Option 2'] : [] },
    { desktop: FLEX_COLUMN });

const container = (columns: number): CatalogueEntry =>
  e(columns === 1 ? 'container' : `container-${columns}`, 'container', 'container',
    columns === 1 ? 'Container' : `Container ×${columns}`, columns === 1 ? 'square' : `columns-${Math.min(columns, 4)}`,
    { columns, tag: 'section' },
    { desktop: { display: 'flex', flexWrap: 'wrap', gap: '16px', padding: '16px' }, mobile: { flexDirection: 'column' } },
    true, Array.from({ length: columns }, () => 'column'));

export const WIDGET_CATALOGUE: readonly CatalogueEntry[] = [
  e('button', 'button', 'button', 'Button', 'mouse-pointer-click',
    { text: 'Button', target: 'link', link: { value: '#' }, newWindow: false, modalId: null, blockId: '', script: '', animation: null },
    BUTTON_STYLE),
  e('link-button', 'link-button', 'button', 'Link button', 'link',
    { text: 'Link', link: { value: '#' }, newWindow: false }, { desktop: { color: '#1d4ed8', textDecoration: 'underline' } }),
  e('text', 'text', 'text', 'Text', 'type', { text: 'Text' }),
  heading(1), heading(2), heading(3), heading(4), heading(5),
  e('image', 'image', 'media', 'Image', 'image',
    { src: '', alt: 'Image', width: 640, height: 360 }, { desktop: { maxWidth: '100%', height: 'auto' } }),
  e('video', 'video', 'media', 'Video', 'video', { url: '', title: 'Video' }, { desktop: { width: '100%', aspectRatio: '16/9', border: '0' } }),
  e('gallery', 'gallery', 'media', 'Gallery', 'images', { images: [] },
    { desktop: { display: 'grid', gridTemplateColumns: 'repeat(3,1fr)', gap: '8px' }, mobile: { gridTemplateColumns: '1fr' } }),
  e('carousel', 'carousel', 'media', 'Carousel', 'gallery-horizontal', { images: [] },
    { desktop: { display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: '8px' } }),
  e('icon', 'icon', 'media', 'Icon', 'smile', { src: '', label: 'Icon', width: 32, height: 32 }),
  e('map', 'map', 'media', 'Map', 'map', { src: '', title: 'Map' }, { desktop: { width: '100%', height: '320px', border: '0' } }),
  container(1), container(2), container(3), container(4),
  e('column', 'column', 'container', 'Column', 'rectangle-vertical', {}, { desktop: { flex: '1 1 0', minWidth: '0', ...FLEX_COLUMN } }, true),
  e('spacer', 'spacer', 'spacer', 'Spacer', 'move-vertical', {}, { desktop: { height: '32px' } }),
  e('form', 'form', 'form', 'Form', 'clipboard-list',
    { formName: '', submitText: DEFAULT_SUBMIT_TEXT, email: '' }, { desktop: { ...FLEX_COLUMN, gap: '12px' } }, true,
    ['input-text', 'input-phone', 'submit-button']),
  input('text', 'Name', 'name'), input('phone', 'Phone', 'phone'), input('email', 'Email', 'email'), input('dropdown', 'Choose', 'choice'),
  e('submit-button', 'button', 'form', 'Submit button', 'send',
    { text: 'Send', target: 'submit', link: { value: '' }, newWindow: false, modalId: null, blockId: '', script: '', animation: null }, BUTTON_STYLE),
  e('slider', 'slider', 'slider', 'Slider', 'gallery-horizontal-end', { autoplay: false, interval: 5000 },
    { desktop: { position: 'relative', overflow: 'hidden' } }, true, ['slide', 'slide', 'slider-pagination', 'slider-button-container']),
  e('slide', 'slide', 'slider', 'Slide', 'rectangle-horizontal', {}, { desktop: { ...FLEX_COLUMN, padding: '16px' } }, true),
  e('slider-pagination', 'slider-pagination', 'slider', 'Slider pagination', 'ellipsis', {},
    { desktop: { display: 'flex', justifyContent: 'center', gap: '8px' } }),
  e('slider-button-container', 'slider-button-container', 'slider', 'Slider buttons', 'chevrons-left-right', {},
    { desktop: { display: 'flex', justifyContent: 'space-between' } }),
  e('menu', 'menu', 'menu', 'Menu', 'menu',
    { items: [{ title: 'Home', href: '#' }, { title: 'About', href: '#about' }, { title: 'Contacts', href: '#contacts' }] },
    { desktop: { display: 'flex', gap: '16px' }, mobile: { flexDirection: 'column' } }),
  e('navbar', 'navbar', 'menu', 'Navbar', 'panel-top', {}, { desktop: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' } }, true, ['menu']),
  e('burger', 'burger', 'menu', 'Burger', 'align-justify', { label: 'Menu' }, {}, true, ['menu']),
  e('cookie', 'cookie', 'other', 'Cookie notice', 'cookie',
    { text: 'We use cookies to make this site work better.' },
    { desktop: { position: 'fixed', left: '16px', right: '16px', bottom: '16px', padding: '16px', backgroundColor: '#111827', color: '#ffffff', display: 'flex', gap: '16px', alignItems: 'center', zIndex: 60 } },
    true, ['cookie-button']),
  e('cookie-button', 'cookie-button', 'other', 'Cookie button', 'check', { text: 'OK' }, BUTTON_STYLE),
  e('mix', 'mix', 'other', 'Mix', 'layers', {}, { desktop: FLEX_COLUMN }, true),
  e('counter', 'counter', 'other', 'Counter', 'hash', { value: 100, prefix: '', suffix: '' }, { desktop: { fontSize: '40px', fontWeight: 700 } }),
  e('html', 'html', 'other', 'HTML', 'code', { html: '' }),
  e('social-links', 'social-links', 'other', 'Social links', 'share-2',
    { links: [{ network: 'telegram', href: 'https://t.me/' }, { network: 'vk', href: 'https://vk.com/' }] },
    { desktop: { display: 'flex', gap: '12px', listStyle: 'none', padding: '0', margin: '0' } }),
  e('spoiler', 'spoiler', 'other', 'Spoiler', 'chevrons-down-up', { title: 'Spoiler', text: '', open: false }, {}, true),
  e('tab', 'tab', 'other', 'Tabs', 'panels-top-left', { tabs: ['Tab 1', 'Tab 2'] }, {}, true, ['column', 'column']),
  e('service', 'service', 'other', 'Service', 'briefcase', { title: 'Service', description: '', price: '' },
    { desktop: { ...FLEX_COLUMN, padding: '16px', border: '1px solid #d1d5db', borderRadius: '8px' } }, true),
];

const byKey = new Map(WIDGET_CATALOGUE.map((c) => [c.key, c]));
const byType = new Map<string, CatalogueEntry>();
for (const c of WIDGET_CATALOGUE) if (!byType.has(c.type)) byType.set(c.type, c);

export const catalogueEntry = (keyOrType: string): CatalogueEntry | undefined =>
  byKey.get(keyOrType) ?? byType.get(keyOrType) ?? byType.get(`widget-${keyOrType}`);

export const KNOWN_WIDGET_TYPES: ReadonlySet<string> = new Set(byType.keys());

/** The cfg key a person edits in place on the canvas for this type (undefined: none). */
export const inlineTextKey = (type: string): string | undefined => byType.get(type)?.inlineText;

/** Unknown (custom legacy) types are kept as leaves. */
export const canHaveChildren = (type: string): boolean => byType.get(type)?.canHaveChildren ?? false;

/** Current widget versions (SPEC §9): 0.1 for most, 0.3 for button. */
export const widgetVersion = (type: string): string => (type === 'widget-button' ? '0.3' : '0.1');
