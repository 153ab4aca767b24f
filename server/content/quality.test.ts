// What Lighthouse/axe check on a published template (bench/publish.bench.ts measures it in
// Chromium): headings never skip a level on the way down, and theme colours that sit on each
// other as text keep WCAG AA contrast.
import { describe, expect, it } from 'vitest';
import { importContent, renderPage } from '../../engine/index';
import { getPageTemplateContent, listPageTemplates } from './templates';
import { THEMES } from './themes';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('published templates: accessibility of the shipped content', () => {
  it('computes WCAG contrast like the references (black/white 21, #777 on white ≈ 4.48)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  const cases = listPageTemplates().flatMap((t) => (['ru', 'en'] as const).map((lang) => [t.code, lang] as const));
  it.each(cases)('%s (%s): headings start at h1 and never skip a level going down', (code, lang) => {
    const { html } = renderPage(importContent(getPageTemplateContent(code, lang)));
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i], `h${levels[i - 1]} then h${levels[i]} in ${code}`).toBeLessThanOrEqual(levels[i - 1] + 1);
  });

  it.each(Object.values(THEMES))('$code: text colours keep AA contrast on the backgrounds they are used on', (t) => {
    const { c } = t;
    expect(contrast(c.onPrimary, c.primary), 'button text').toBeGreaterThanOrEqual(4.5);
    for (const bg of [c.bg, c.alt, c.card]) {
      expect(contrast(c.text, bg), `text on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.muted, bg), `muted on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // primary-coloured figures and headings are large text (≥ 24px or bold ≥ 18.7px): 3:1
      expect(contrast(c.primary, bg), `primary on ${bg}`).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(c.onDark, c.dark), 'on dark').toBeGreaterThanOrEqual(4.5);
  });

  it('default: the small bold badge (primary on accent) keeps 4.5:1', () => {
    expect(contrast(THEMES.default.c.primary, THEMES.default.c.accent)).toBeGreaterThanOrEqual(4.5);
  });
});
