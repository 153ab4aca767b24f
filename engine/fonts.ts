/**
 * The font families a font pair or a text style may use: fonts the product serves itself (Inter,
 * from @fontsource/inter) and system stacks that need no download. A font pair maps the codes
 * `heading` and `body` to one of these; text and classes refer to the pair through the page's
 * variables, `var(--font-heading)` and `var(--font-body)`, so changing the pair restyles the page.
 */
import type { Localized } from './catalogue';

export interface FontChoice {
  readonly value: string;
  readonly title: Localized<string>;
}

export const FONT_CHOICES: readonly FontChoice[] = [
  { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', title: { ru: 'Inter', en: 'Inter' } },
  { value: 'Georgia, "Times New Roman", Times, serif', title: { ru: 'Антиква (Georgia)', en: 'Serif (Georgia)' } },
  { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', title: { ru: 'Системный', en: 'System' } },
  { value: '"Helvetica Neue", Helvetica, Arial, sans-serif', title: { ru: 'Гротеск (Helvetica)', en: 'Grotesque (Helvetica)' } },
  { value: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', title: { ru: 'Моноширинный', en: 'Monospace' } },
];

/** The font codes of a pair, each a page variable (`--font-<code>`). */
export const FONT_CODES = ['heading', 'body'] as const;
export type FontCode = (typeof FONT_CODES)[number];

export const fontVariable = (code: string): string => `var(--font-${code})`;
