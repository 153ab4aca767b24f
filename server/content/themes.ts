// The four visual languages of the shipped content (SPEC §3 page templates default, flat, green,
// square). Every block is written once against a Theme and shipped in each look, so a collection's
// blocks fit together and fit the page template of the same name.
import type { Decl } from './types';

export interface Theme {
  code: 'default' | 'flat' | 'green' | 'square';
  title: string;
  fonts: { heading: string; body: string };
  c: {
    bg: string; alt: string; text: string; muted: string; primary: string; onPrimary: string;
    accent: string; dark: string; onDark: string; card: string; border: string;
  };
  radius: number;
  buttonRadius: number;
  /** Vertical padding of a section on desktop and on phones. */
  pad: [number, number];
  headingWeight: number;
  headingCase: 'none' | 'uppercase';
  shadow: string;
  /** Border of cards and form fields. */
  line: string;
}

export const THEMES: Record<Theme['code'], Theme> = {
  default: {
    code: 'default', title: 'Базовый',
    fonts: { heading: 'Inter, system-ui, sans-serif', body: 'Inter, system-ui, sans-serif' },
    c: {
      bg: '#ffffff', alt: '#f3f6fb', text: '#1f2937', muted: '#5b6472', primary: '#1d4ed8', onPrimary: '#ffffff',
      accent: '#dbeafe', dark: '#0f172a', onDark: '#e2e8f0', card: '#ffffff', border: '#e5e7eb',
    },
    radius: 12, buttonRadius: 8, pad: [96, 56], headingWeight: 700, headingCase: 'none',
    shadow: '0 8px 24px rgba(15,23,42,.08)', line: '1px solid #e5e7eb',
  },
  flat: {
    code: 'flat', title: 'Плоский',
    fonts: { heading: '"Helvetica Neue", Arial, sans-serif', body: '"Helvetica Neue", Arial, sans-serif' },
    c: {
      bg: '#ffffff', alt: '#fff4ef', text: '#1b1f3b', muted: '#5c6080', primary: '#d63c1c', onPrimary: '#ffffff',
      accent: '#ffe1d6', dark: '#1b1f3b', onDark: '#f4f4fb', card: '#f6f7fb', border: '#e6e7f0',
    },
    radius: 0, buttonRadius: 0, pad: [80, 48], headingWeight: 800, headingCase: 'uppercase',
    shadow: 'none', line: '0',
  },
  green: {
    code: 'green', title: 'Зелёный',
    fonts: { heading: 'Georgia, "Times New Roman", serif', body: 'Inter, system-ui, sans-serif' },
    c: {
      bg: '#fbfaf5', alt: '#eef4ea', text: '#1e2b22', muted: '#5d6b60', primary: '#2f7d4f', onPrimary: '#ffffff',
      accent: '#d9ead3', dark: '#173524', onDark: '#e4efe6', card: '#ffffff', border: '#dbe4d6',
    },
    radius: 20, buttonRadius: 999, pad: [104, 60], headingWeight: 600, headingCase: 'none',
    shadow: '0 10px 30px rgba(23,53,36,.10)', line: '1px solid #dbe4d6',
  },
  square: {
    code: 'square', title: 'Квадрат',
    fonts: { heading: '"Arial Black", "Helvetica Neue", Arial, sans-serif', body: 'Inter, system-ui, sans-serif' },
    c: {
      bg: '#ffffff', alt: '#fff7cc', text: '#111111', muted: '#444444', primary: '#111111', onPrimary: '#ffe14d',
      accent: '#ffe14d', dark: '#111111', onDark: '#ffffff', card: '#ffffff', border: '#111111',
    },
    radius: 0, buttonRadius: 0, pad: [88, 52], headingWeight: 900, headingCase: 'uppercase',
    shadow: '6px 6px 0 #111111', line: '2px solid #111111',
  },
};

export const THEME_LIST: Theme[] = [THEMES.default, THEMES.flat, THEMES.green, THEMES.square];

/**
 * The palette roles of a theme's colours (design-defaults.ts writes each theme's palette in this
 * order; engine/render/variables.ts names the roles): the colour is `var(--color-N)`.
 */
export const PALETTE_ROLES = ['primary', 'accent', 'text', 'muted', 'bg', 'alt', 'dark', 'onDark'] as const;

/** The font pair of each theme (a title of design-defaults.ts DEFAULT_FONT_PRESETS). */
export const THEME_FONT_PRESET: Record<Theme['code'], string> = {
  default: 'Inter', flat: 'Гротеск', green: 'Антиква и Inter', square: 'Гротеск',
};

/**
 * The theme as the shipped blocks and templates are written with it: its palette colours are the
 * page's colour variables (the theme's own value as the fallback) and its fonts the font pair's
 * variables, so a palette or font-pair change restyles the whole page, canvas and published alike.
 * Text on the main colour is white, or the accent where the theme says so (square's yellow on black).
 */
export function variableTheme(t: Theme): Theme {
  const c = { ...t.c };
  PALETTE_ROLES.forEach((role, i) => { c[role] = `var(--color-${i + 1},${t.c[role]})`; });
  if (t.c.onPrimary === t.c.accent) c.onPrimary = c.accent;
  return { ...t, c, fonts: { heading: 'var(--font-heading)', body: 'var(--font-body)' } };
}

// ---- style fragments shared by the blocks ----

const SIZES: Record<number, [number, number]> = { 1: [52, 34], 2: [38, 28], 3: [24, 20], 4: [20, 18], 5: [16, 16] };

export function headingStyle(t: Theme, level: number, color = t.c.text, align = 'left'): { desktop: Decl; mobile: Decl } {
  const [desk, mob] = SIZES[level] ?? SIZES[3];
  return {
    desktop: {
      margin: '0', fontFamily: t.fonts.heading, fontWeight: t.headingWeight, fontSize: `${desk}px`, lineHeight: level <= 2 ? '1.15' : '1.3',
      color, textAlign: align, ...(t.headingCase === 'uppercase' && level <= 2 ? { textTransform: 'uppercase', letterSpacing: '.02em' } : {}),
    },
    mobile: { fontSize: `${mob}px` },
  };
}

export function textStyle(t: Theme, size = 17, color = t.c.muted, align = 'left'): { desktop: Decl; mobile: Decl } {
  return {
    desktop: { margin: '0', fontFamily: t.fonts.body, fontSize: `${size}px`, lineHeight: '1.6', color, textAlign: align },
    mobile: { fontSize: `${Math.max(14, size - 2)}px` },
  };
}

export function buttonStyle(t: Theme, variant: 'primary' | 'ghost' | 'light' = 'primary'): { desktop: Decl; mobile: Decl } {
  const base: Decl = {
    display: 'inline-block', padding: '16px 32px', borderRadius: `${t.buttonRadius}px`, fontFamily: t.fonts.body,
    fontSize: '16px', fontWeight: 600, textDecoration: 'none', cursor: 'pointer', textAlign: 'center',
  };
  const look: Decl = variant === 'primary'
    ? { backgroundColor: t.c.primary, color: t.c.onPrimary, border: t.code === 'square' ? '2px solid #111111' : '0', boxShadow: t.code === 'square' ? '4px 4px 0 #ffe14d' : 'none' }
    : variant === 'light'
      ? { backgroundColor: t.c.onDark, color: t.c.dark, border: '0' }
      : { backgroundColor: 'transparent', color: t.c.text, border: `2px solid ${t.code === 'square' ? '#111111' : t.c.border}` };
  return { desktop: { ...base, ...look }, mobile: { width: '100%', padding: '14px 20px' } };
}

export function cardStyle(t: Theme, extra: Decl = {}): { desktop: Decl; mobile: Decl } {
  return {
    desktop: {
      flex: '1 1 0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '12px', padding: '28px',
      backgroundColor: t.c.card, borderRadius: `${t.radius}px`, border: t.line, boxShadow: t.shadow, ...extra,
    },
    mobile: { padding: '20px' },
  };
}

export const fieldStyle = (t: Theme): { desktop: Decl } => ({
  desktop: { display: 'flex', flexDirection: 'column', gap: '6px', fontFamily: t.fonts.body, fontSize: '15px', color: t.c.text },
});

/** A plain column that only stacks its children. */
export const col = (gap = 12, extra: Decl = {}): { desktop: Decl } => ({
  desktop: { flex: '1 1 0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: `${gap}px`, ...extra },
});

/** SPEC §9 price format: whole number, space as thousands separator, ruble sign. */
export const rub = (n: number): string => `${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;

/** A price in US dollars as English copy writes it: dollar sign, comma as thousands separator. */
export const usd = (n: number): string => `$${Math.round(n).toLocaleString('en-US')}`;
