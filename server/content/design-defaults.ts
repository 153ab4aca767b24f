// The design system every account starts with (copied into the account on first use, then its
// own to edit): one design with classes for buttons, headings and text, a palette per shipped look
// (its colours in the order of the palette roles, themes.ts PALETTE_ROLES) and five font pairs.
// Fonts are ones we serve ourselves (server/pages/font-face.ts: Inter, PT Serif, Montserrat,
// JetBrains Mono from @fontsource, with Cyrillic) or system stacks that need no download. The
// design's classes use the palette and font variables, so they follow the page's choices.
import { PALETTE_ROLES, THEME_LIST } from './themes';

export interface DefaultFontPreset { title: string; fonts: Record<string, string> }
export interface DefaultPalette { title: string; colors: { value: string; title: string }[]; childrenPalettes: { code: string; title: string }[] }
export interface DefaultDesignClass {
  id: number | string; name: string; parentId: number | string | null; order: number; type: string;
  hideInAddingWidgets: boolean; style: Record<string, unknown>;
}
export interface DefaultDesign { title: string; classes: DefaultDesignClass[] }

const INTER = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SERIF = '"PT Serif", Georgia, "Times New Roman", serif';
const GROTESQUE = 'Montserrat, "Helvetica Neue", Arial, sans-serif';
const MONO = '"JetBrains Mono", ui-monospace, Menlo, Consolas, monospace';

export const DEFAULT_FONT_PRESETS: DefaultFontPreset[] = [
  { title: 'Inter', fonts: { heading: INTER, body: INTER } },
  { title: 'Антиква и Inter', fonts: { heading: SERIF, body: INTER } },
  { title: 'Системный', fonts: { heading: SYSTEM, body: SYSTEM } },
  { title: 'Гротеск', fonts: { heading: GROTESQUE, body: INTER } },
  { title: 'Техно', fonts: { heading: MONO, body: INTER } },
];

const ROLE_TITLES: Record<(typeof PALETTE_ROLES)[number], string> = {
  primary: 'Основной', accent: 'Акцент', text: 'Текст', muted: 'Второстепенный текст',
  bg: 'Фон', alt: 'Фон секции', dark: 'Тёмный фон', onDark: 'Текст на тёмном',
};

export const DEFAULT_PALETTES: DefaultPalette[] = THEME_LIST.map((t) => ({
  title: t.title,
  colors: PALETTE_ROLES.map((role) => ({ value: t.c[role], title: ROLE_TITLES[role] })),
  childrenPalettes: [{ code: 'light', title: 'Светлая' }, { code: 'dark', title: 'Тёмная' }],
}));

const cls = (id: number, name: string, type: string, order: number, desktop: Record<string, string | number>, mobile?: Record<string, string | number>, parentId: number | null = null, childPaletteCode?: string): DefaultDesignClass => ({
  id, name, parentId, order, type, hideInAddingWidgets: false,
  style: { ...(childPaletteCode ? { childPaletteCode } : {}), desktop, ...(mobile ? { mobile } : {}) },
});

const button = { display: 'inline-block', padding: '14px 28px', borderRadius: '8px', fontWeight: 600, fontSize: '16px', textDecoration: 'none', cursor: 'pointer' };

/** SPEC §9: design class ids start at 1. */
export const DEFAULT_DESIGN: DefaultDesign = {
  title: 'Базовый дизайн',
  classes: [
    cls(1, 'Основная кнопка', 'widget-button', 0, { ...button, backgroundColor: 'var(--color-1,#1d4ed8)', color: '#ffffff', border: '0' }, { width: '100%' }),
    cls(2, 'Контурная кнопка', 'widget-button', 1, { ...button, backgroundColor: 'transparent', color: 'var(--color-3,#1f2937)', border: '2px solid var(--color-3,#1f2937)' }, { width: '100%' }),
    cls(3, 'Кнопка на тёмном фоне', 'widget-button', 0, { backgroundColor: 'var(--color-3,#ffffff)', color: 'var(--color-8,#0f172a)' }, undefined, 1, 'dark'),
    cls(4, 'Заголовок H1', 'widget-heading', 2, { margin: '0', color: 'var(--color-3,#1f2937)', fontFamily: 'var(--font-heading)', fontSize: '52px', fontWeight: 700, lineHeight: '1.15' }, { fontSize: '34px' }),
    cls(5, 'Заголовок H2', 'widget-heading', 3, { margin: '0', color: 'var(--color-3,#1f2937)', fontFamily: 'var(--font-heading)', fontSize: '38px', fontWeight: 700, lineHeight: '1.2' }, { fontSize: '28px' }),
    cls(6, 'Заголовок H3', 'widget-heading', 4, { margin: '0', color: 'var(--color-3,#1f2937)', fontFamily: 'var(--font-heading)', fontSize: '24px', fontWeight: 600, lineHeight: '1.3' }, { fontSize: '20px' }),
    cls(7, 'Основной текст', 'widget-text', 5, { margin: '0', fontFamily: 'var(--font-body)', fontSize: '17px', lineHeight: '1.6', color: 'var(--color-3,#1f2937)' }, { fontSize: '15px' }),
    cls(8, 'Мелкий текст', 'widget-text', 6, { margin: '0', fontFamily: 'var(--font-body)', fontSize: '13px', lineHeight: '1.5', color: 'var(--color-4,#5b6472)' }),
    cls(9, 'Текст на тёмном фоне', 'widget-text', 0, { color: 'var(--color-3,#e2e8f0)' }, undefined, 7, 'dark'),
  ],
};
