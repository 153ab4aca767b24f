/**
 * Every widget an editor can add (SPEC §2 add-widget list and widget icons, §3 widget types): its
 * name and default content in both interface languages, default style, the children it comes with
 * and its editor traits (engine/traits.ts). The UI builds its add-widget panel and its panels from
 * here; the engine fills a `widget.add` draft from it, so an event may carry only `{ type }`.
 */
import { DEFAULT_SUBMIT_TEXT, DEFAULT_SUBMIT_TEXT_RU } from './constants';
import type { Cfg, WidgetStyle, WidgetType } from './model';
import { editorTraits, type EditorTraits } from './traits';

export type AddCategory = 'button' | 'text' | 'media' | 'container' | 'spacer' | 'other' | 'form' | 'slider' | 'menu';

/** The interface languages (SPEC: Russian by default, English too). */
export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized<T> = Readonly<Record<Lang, T>>;

export interface CatalogueEntry {
  /** Unique key of the entry (several entries may share a type, e.g. h1–h5). */
  readonly key: string;
  readonly type: WidgetType;
  readonly category: AddCategory;
  /** The entry's name (and a new widget's name) per language. */
  readonly titles: Localized<string>;
  /** English name: what a widget added without a language is called. */
  readonly title: string;
  /** lucide icon name for the UI. */
  readonly icon: string;
  readonly canHaveChildren: boolean;
  /** Default cfg per language. */
  readonly content: Localized<Cfg>;
  /** English default cfg: what a widget added without a language gets. */
  readonly cfg: Cfg;
  readonly style: WidgetStyle;
  /** Catalogue keys of the children created with it (a form comes with fields and a button). */
  readonly children?: readonly string[];
  readonly editor: EditorTraits;
  /**
   * The cfg key of the text a person edits in place on the canvas (double click), when the type has
   * one (the editor trait, `editor.inlineText`). The engine's description marks that text as the slot
   * the canvas puts its inline editor in.
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

const BUTTON_CFG = { target: 'link', link: { value: '#' }, newWindow: false, modalId: null, blockId: '', script: '', animation: null };

interface Spec {
  readonly key: string;
  readonly type: string;
  readonly category: AddCategory;
  readonly titles: readonly [en: string, ru: string];
  readonly icon: string;
  /** Language-neutral cfg, merged under each language's own. */
  readonly cfg?: Cfg;
  readonly en?: Cfg;
  readonly ru?: Cfg;
  readonly style?: WidgetStyle;
  readonly box?: boolean;
  readonly children?: readonly string[];
}

const entry = (s: Spec): CatalogueEntry => {
  const type: WidgetType = `widget-${s.type}`;
  const content = { en: { ...s.cfg, ...s.en }, ru: { ...s.cfg, ...s.ru } };
  return {
    key: s.key, type, category: s.category, titles: { en: s.titles[0], ru: s.titles[1] }, title: s.titles[0],
    icon: s.icon, canHaveChildren: s.box ?? false, content, cfg: content.en, style: s.style ?? {},
    ...(s.children === undefined ? {} : { children: s.children }), editor: editorTraits(type),
    ...(editorTraits(type).inlineText === null ? {} : { inlineText: editorTraits(type).inlineText ?? undefined }),
  };
};

const heading = (level: number): CatalogueEntry => entry({
  key: `h${level}`, type: 'heading', category: 'text', titles: [`Heading H${level}`, `Заголовок H${level}`], icon: `heading-${level}`,
  cfg: { level }, en: { text: 'Heading' }, ru: { text: 'Заголовок' },
});

const input = (inputType: string, name: string, en: string, ru: string, titles: readonly [string, string]): CatalogueEntry => entry({
  key: `input-${inputType}`, type: 'input', category: 'form', titles, icon: 'text-cursor-input',
  cfg: { inputType, name, placeholder: '', required: inputType !== 'dropdown' },
  en: { label: en, options: inputType === 'dropdown' ? ['Option 1', 'Option 2'] : [] },
  ru: { label: ru, options: inputType === 'dropdown' ? ['Вариант 1', 'Вариант 2'] : [] },
  style: { desktop: FLEX_COLUMN },
});

const container = (columns: number): CatalogueEntry => entry({
  key: columns === 1 ? 'container' : `container-${columns}`, type: 'container', category: 'container',
  titles: columns === 1 ? ['Container', 'Контейнер'] : [`Container ×${columns}`, `Контейнер ×${columns}`],
  icon: columns === 1 ? 'square' : `columns-${Math.min(columns, 4)}`,
  cfg: { columns, tag: 'section' },
  style: { desktop: { display: 'flex', flexWrap: 'wrap', gap: '16px', padding: '16px' }, mobile: { flexDirection: 'column' } },
  box: true, children: Array.from({ length: columns }, () => 'column'),
});

const link = (title: string, href: string) => ({ title, href, newWindow: false });

export const WIDGET_CATALOGUE: readonly CatalogueEntry[] = [
  entry({ key: 'button', type: 'button', category: 'button', titles: ['Button', 'Кнопка'], icon: 'mouse-pointer-click',
    cfg: BUTTON_CFG, en: { text: 'Button' }, ru: { text: 'Кнопка' }, style: BUTTON_STYLE }),
  entry({ key: 'link-button', type: 'link-button', category: 'button', titles: ['Link button', 'Кнопка-ссылка'], icon: 'link',
    cfg: { link: { value: '#' }, newWindow: false }, en: { text: 'Link' }, ru: { text: 'Ссылка' },
    style: { desktop: { color: '#1d4ed8', textDecoration: 'underline' } } }),
  entry({ key: 'text', type: 'text', category: 'text', titles: ['Text', 'Текст'], icon: 'type',
    en: { text: 'Text' }, ru: { text: 'Текст' } }),
  heading(1), heading(2), heading(3), heading(4), heading(5),
  entry({ key: 'image', type: 'image', category: 'media', titles: ['Image', 'Изображение'], icon: 'image',
    cfg: { src: '', width: 640, height: 360 }, en: { alt: 'Image' }, ru: { alt: 'Изображение' }, style: { desktop: { maxWidth: '100%', height: 'auto' } } }),
  entry({ key: 'video', type: 'video', category: 'media', titles: ['Video', 'Видео'], icon: 'video',
    cfg: { url: '' }, en: { title: 'Video' }, ru: { title: 'Видео' }, style: { desktop: { width: '100%', aspectRatio: '16/9', border: '0' } } }),
  entry({ key: 'gallery', type: 'gallery', category: 'media', titles: ['Gallery', 'Галерея'], icon: 'images', cfg: { images: [] },
    style: { desktop: { display: 'grid', gridTemplateColumns: 'repeat(3,1fr)', gap: '8px' }, mobile: { gridTemplateColumns: '1fr' } } }),
  entry({ key: 'carousel', type: 'carousel', category: 'media', titles: ['Carousel', 'Карусель'], icon: 'gallery-horizontal',
    cfg: { images: [], autoplay: false, interval: 5000 },
    style: { desktop: { display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: '8px' } } }),
  entry({ key: 'icon', type: 'icon', category: 'media', titles: ['Icon', 'Иконка'], icon: 'smile',
    cfg: { src: '', width: 32, height: 32 }, en: { label: 'Icon' }, ru: { label: 'Иконка' } }),
  entry({ key: 'map', type: 'map', category: 'media', titles: ['Map', 'Карта'], icon: 'map',
    cfg: { src: '' }, en: { title: 'Map' }, ru: { title: 'Карта' }, style: { desktop: { width: '100%', height: '320px', border: '0' } } }),
  container(1), container(2), container(3), container(4),
  entry({ key: 'column', type: 'column', category: 'container', titles: ['Column', 'Колонка'], icon: 'rectangle-vertical',
    style: { desktop: { flex: '1 1 0', minWidth: '0', ...FLEX_COLUMN } }, box: true }),
  entry({ key: 'spacer', type: 'spacer', category: 'spacer', titles: ['Spacer', 'Отступ'], icon: 'move-vertical', style: { desktop: { height: '32px' } } }),
  entry({ key: 'form', type: 'form', category: 'form', titles: ['Form', 'Форма'], icon: 'clipboard-list',
    cfg: { formName: '', email: '' }, en: { submitText: DEFAULT_SUBMIT_TEXT }, ru: { submitText: DEFAULT_SUBMIT_TEXT_RU },
    style: { desktop: { ...FLEX_COLUMN, gap: '12px' } }, box: true, children: ['input-text', 'input-phone', 'submit-button'] }),
  input('text', 'name', 'Name', 'Имя', ['Field: text', 'Поле: текст']),
  input('phone', 'phone', 'Phone', 'Телефон', ['Field: phone', 'Поле: телефон']),
  input('email', 'email', 'Email', 'Email', ['Field: email', 'Поле: email']),
  input('dropdown', 'choice', 'Choose', 'Выберите', ['Field: list', 'Поле: список']),
  entry({ key: 'submit-button', type: 'button', category: 'form', titles: ['Submit button', 'Кнопка отправки'], icon: 'send',
    cfg: { ...BUTTON_CFG, target: 'submit', link: { value: '' } }, en: { text: 'Send' }, ru: { text: 'Отправить' }, style: BUTTON_STYLE }),
  entry({ key: 'slider', type: 'slider', category: 'slider', titles: ['Slider', 'Слайдер'], icon: 'gallery-horizontal-end',
    cfg: { autoplay: false, interval: 5000 }, style: { desktop: { position: 'relative', overflow: 'hidden' } }, box: true,
    children: ['slide', 'slide', 'slider-pagination', 'slider-button-container'] }),
  entry({ key: 'slide', type: 'slide', category: 'slider', titles: ['Slide', 'Слайд'], icon: 'rectangle-horizontal',
    style: { desktop: { ...FLEX_COLUMN, padding: '16px' } }, box: true }),
  entry({ key: 'slider-pagination', type: 'slider-pagination', category: 'slider', titles: ['Slider pagination', 'Точки слайдера'], icon: 'ellipsis',
    style: { desktop: { display: 'flex', justifyContent: 'center', gap: '8px' } } }),
  entry({ key: 'slider-button-container', type: 'slider-button-container', category: 'slider', titles: ['Slider buttons', 'Стрелки слайдера'], icon: 'chevrons-left-right',
    style: { desktop: { display: 'flex', justifyContent: 'space-between' } } }),
  entry({ key: 'menu', type: 'menu', category: 'menu', titles: ['Menu', 'Меню'], icon: 'menu',
    en: { items: [link('Home', '#'), link('About', '#about'), link('Contacts', '#contacts')] },
    ru: { items: [link('Главная', '#'), link('О нас', '#about'), link('Контакты', '#contacts')] },
    style: { desktop: { display: 'flex', gap: '16px' }, mobile: { flexDirection: 'column' } } }),
  entry({ key: 'navbar', type: 'navbar', category: 'menu', titles: ['Navbar', 'Навигация'], icon: 'panel-top',
    style: { desktop: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' } }, box: true, children: ['menu'] }),
  entry({ key: 'burger', type: 'burger', category: 'menu', titles: ['Burger', 'Бургер-меню'], icon: 'align-justify',
    en: { label: 'Menu' }, ru: { label: 'Меню' }, box: true, children: ['menu'] }),
  entry({ key: 'cookie', type: 'cookie', category: 'other', titles: ['Cookie notice', 'Уведомление о cookie'], icon: 'cookie',
    en: { text: 'We use cookies to make this site work better.' }, ru: { text: 'Мы используем cookie, чтобы сайт работал лучше.' },
    style: { desktop: { position: 'fixed', left: '16px', right: '16px', bottom: '16px', padding: '16px', backgroundColor: '#111827', color: '#ffffff', display: 'flex', gap: '16px', alignItems: 'center', zIndex: 60 } },
    box: true, children: ['cookie-button'] }),
  entry({ key: 'cookie-button', type: 'cookie-button', category: 'other', titles: ['Cookie button', 'Кнопка cookie'], icon: 'check',
    en: { text: 'OK' }, ru: { text: 'Понятно' }, style: BUTTON_STYLE }),
  entry({ key: 'mix', type: 'mix', category: 'other', titles: ['Mix', 'Группа'], icon: 'layers', style: { desktop: FLEX_COLUMN }, box: true }),
  entry({ key: 'counter', type: 'counter', category: 'other', titles: ['Counter', 'Счётчик'], icon: 'hash',
    cfg: { value: 100, prefix: '', suffix: '', duration: 2000 }, style: { desktop: { fontSize: '40px', fontWeight: 700 } } }),
  entry({ key: 'html', type: 'html', category: 'other', titles: ['HTML', 'HTML-код'], icon: 'code', cfg: { html: '' } }),
  entry({ key: 'social-links', type: 'social-links', category: 'other', titles: ['Social links', 'Соцсети'], icon: 'share-2',
    cfg: { links: [{ network: 'telegram', href: 'https://t.me/' }, { network: 'vk', href: 'https://vk.com/' }] },
    style: { desktop: { display: 'flex', gap: '12px' } } }),
  entry({ key: 'spoiler', type: 'spoiler', category: 'other', titles: ['Spoiler', 'Спойлер'], icon: 'chevrons-down-up',
    cfg: { open: false }, en: { title: 'Question', text: 'Answer' }, ru: { title: 'Вопрос', text: 'Ответ' }, box: true }),
  entry({ key: 'tab', type: 'tab', category: 'other', titles: ['Tabs', 'Вкладки'], icon: 'panels-top-left',
    en: { tabs: ['Tab 1', 'Tab 2'] }, ru: { tabs: ['Вкладка 1', 'Вкладка 2'] }, box: true, children: ['column', 'column'] }),
  entry({ key: 'service', type: 'service', category: 'other', titles: ['Service', 'Услуга'], icon: 'briefcase',
    cfg: { price: '' }, en: { title: 'Service', description: '' }, ru: { title: 'Услуга', description: '' },
    style: { desktop: { ...FLEX_COLUMN, padding: '16px', border: '1px solid #d1d5db', borderRadius: '8px' } }, box: true }),
];

const byKey = new Map(WIDGET_CATALOGUE.map((c) => [c.key, c]));
const byType = new Map<string, CatalogueEntry>();
for (const c of WIDGET_CATALOGUE) if (!byType.has(c.type)) byType.set(c.type, c);

export const catalogueEntry = (keyOrType: string): CatalogueEntry | undefined =>
  byKey.get(keyOrType) ?? byType.get(keyOrType) ?? byType.get(`widget-${keyOrType}`);

export const KNOWN_WIDGET_TYPES: ReadonlySet<string> = new Set(byType.keys());

export const isLang = (x: unknown): x is Lang => x === 'ru' || x === 'en';

/** Names of types whose first catalogue entry is one kind of them (h1, a text field). */
const TYPE_TITLES: Readonly<Record<string, Localized<string>>> = {
  'widget-heading': { en: 'Heading', ru: 'Заголовок' },
  'widget-input': { en: 'Form field', ru: 'Поле формы' },
};

/** A type's name in a language (else its first catalogue entry's; the type itself when unknown). */
export function typeTitle(type: string, lang: Lang): string {
  const t = type.startsWith('widget-') ? type : `widget-${type}`;
  return TYPE_TITLES[t]?.[lang] ?? byType.get(t)?.titles[lang] ?? type.replace(/^widget-/, '');
}

/** The cfg key a person edits in place on the canvas for this type (undefined: none). */
export const inlineTextKey = (type: string): string | undefined => editorTraits(type).inlineText ?? undefined;

/** Unknown (custom legacy) types are kept as leaves. */
export const canHaveChildren = (type: string): boolean => byType.get(type)?.canHaveChildren ?? false;

/** Current widget versions (SPEC §9): 0.1 for most, 0.3 for button. */
export const widgetVersion = (type: string): string => (type === 'widget-button' ? '0.3' : '0.1');
