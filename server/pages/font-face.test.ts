import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familiesCss, FONT_FAMILIES, fontFile, interCss, pageFontFaces } from './font-face';

const page = (css: string) => `<!doctype html><html><head><style>${css}</style></head><body><p>Привет</p></body></html>`;
const weightsOf = (css: string) => [...new Set([...css.matchAll(/font-weight:(\d+)/g)].map((m) => Number(m[1])))].sort();
const subsetsOf = (css: string, slug = 'inter') => [...new Set([...css.matchAll(new RegExp(`${slug}-([a-z-]+)-\\d{3}-normal\\.woff2`, 'g'))].map((m) => m[1]))].sort();
const familiesOf = (css: string) => [...new Set([...css.matchAll(/font-family:([^;]+);/g)].map((m) => m[1]))].sort();

describe('the font faces a published page carries', () => {
  it('are none when its styles name none of the served families', async () => {
    expect(await pageFontFaces(page('body{font-family:Georgia,serif}'))).toBe('');
    expect(await pageFontFaces(page('body{font-family:"Inter Tight",serif}'))).toBe('');
  });

  it('are regular, bold and every weight the styles set (the nearest shipped one), for Russian and English only', async () => {
    const css = await pageFontFaces(page(':root{--font-body:Inter, sans-serif}.a{font-weight:800}.b{font-weight:550}.c{font-weight:300}'));
    expect(weightsOf(css)).toEqual([400, 500, 700, 800]); // 550 → 500 (ties go to the lighter), 300 → 400
    expect(subsetsOf(css)).toEqual(['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext']);
    expect(css).toContain('font-display:swap');
    expect(css).not.toContain('.woff)'); // woff2 only
    expect(css).not.toMatch(/\s{2}/);
  });

  it('are those of each font pair family the styles name, in the weights that family has', async () => {
    const css = await pageFontFaces(page(':root{--font-heading:"PT Serif", Georgia, serif;--font-body:Inter, sans-serif}.a{font-weight:600}'));
    expect(familiesOf(css)).toEqual(["'PT Serif'", 'Inter']);
    const serif = css.split('}').filter((r) => r.includes('PT Serif')).join('}');
    expect(weightsOf(serif)).toEqual([400, 700]); // PT Serif has no 600: 700 is the nearest
    expect(subsetsOf(serif, 'pt-serif')).toEqual(['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext']);
    const mono = await pageFontFaces(page(':root{--font-heading:"JetBrains Mono", monospace}'));
    expect(familiesOf(mono)).toEqual(["'JetBrains Mono'"]);
  });

  it('come from the same rules the whole stylesheets have', async () => {
    const whole = await interCss();
    expect(whole.match(/@font-face/g)?.length).toBe(5 * 7); // 5 weights × 7 subsets
    expect(whole).toContain('url(/content-files/fonts/inter-cyrillic-400-normal.woff2)');
    const all = await familiesCss();
    for (const f of FONT_FAMILIES) expect(all, f.family).toContain(`url(/content-files/fonts/${f.slug}-cyrillic-400-normal.woff2)`);
  });
});

describe('the font files we serve', () => {
  it('are the faces of the served families, and nothing else', () => {
    for (const f of FONT_FAMILIES) {
      const file = fontFile(`${f.slug}-cyrillic-400-normal.woff2`);
      expect(file !== null && existsSync(file), f.family).toBe(true);
    }
    for (const bad of ['../package.json', 'roboto-latin-400-normal.woff2', 'inter-latin-400-normal.woff2/..', 'inter.css']) expect(fontFile(bad), bad).toBeNull();
  });
});
