import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familiesCss, FONT_FAMILIES, fontFile, interCss, pageFontFaces, pageFontHead, subsetFaces } from './font-face';

const page = (css: string) => `<!doctype html><html><head><style>${css}</style></head><body><p>Привет</p></body></html>`;
const weightsOf = (css: string) => [...new Set([...css.matchAll(/font-weight:(\d+)/g)].map((m) => Number(m[1])))].sort();
const groupsOf = (css: string, slug = 'inter') => [...new Set([...css.matchAll(new RegExp(`${slug}-\\d{3}-([a-z]+)\\.[0-9a-f]{10}\\.woff2`, 'g'))].map((m) => m[1]))].sort();
const familiesOf = (css: string) => [...new Set([...css.matchAll(/font-family:([^;]+);/g)].map((m) => m[1]))].sort();

describe('the font faces a published page carries', () => {
  it('are none when its styles name none of the served families', async () => {
    expect(await pageFontFaces(page('body{font-family:Georgia,serif}'))).toBe('');
    expect(await pageFontFaces(page('body{font-family:"Inter Tight",serif}'))).toBe('');
    expect(await pageFontHead(page('body{font-family:Georgia,serif}'))).toBe('');
  });

  it('are the cut files, regular, bold and every weight the styles set (the nearest shipped one), with swap', async () => {
    const css = await pageFontFaces(page(':root{--font-body:Inter, sans-serif}.a{font-weight:800}.b{font-weight:550}.c{font-weight:300}'));
    expect(weightsOf(css)).toEqual([400, 500, 700, 800]); // 550 → 500 (ties go to the lighter), 300 → 400
    expect(groupsOf(css)).toEqual(['cyrillic', 'latin', 'ruble', 'signs']);
    expect(css.match(/@font-face/g)?.length).toBe(4 * 4);
    expect(css.match(/font-display:swap/g)?.length).toBe(4 * 4);
    // Every file named is one of the manifest, on disk, with the unicode-range of what it holds.
    for (const [, file] of css.matchAll(/url\(\/content-files\/fonts\/([^)]+)\)/g)) {
      const face = subsetFaces().find((f) => f.file === file);
      expect(face, file).toBeDefined();
      expect(css).toContain(`${file}) format('woff2');unicode-range:${face?.unicodeRange}}`);
      expect(statSync(fontFile(file) ?? '').size, file).toBe(face?.bytes);
    }
    expect(css).not.toMatch(/-normal\.woff|\.woff\)/); // no whole @fontsource file, woff2 only
    expect(css).not.toMatch(/\s{2}/);
  });

  it('are those of each font pair family the styles name, in the weights that family has', async () => {
    const css = await pageFontFaces(page(':root{--font-heading:"PT Serif", Georgia, serif;--font-body:Inter, sans-serif}.a{font-weight:600}'));
    expect(familiesOf(css)).toEqual(["'PT Serif'", 'Inter']);
    const serif = css.split('}').filter((r) => r.includes('PT Serif')).join('}');
    expect(weightsOf(serif)).toEqual([400, 700]); // PT Serif has no 600: 700 is the nearest
    expect(groupsOf(serif, 'pt-serif')).toEqual(['cyrillic', 'latin', 'ruble', 'signs']);
    const mono = await pageFontFaces(page(':root{--font-heading:"JetBrains Mono", monospace}'));
    expect(familiesOf(mono)).toEqual(["'JetBrains Mono'"]);
  });

  it('preload the first heading\'s faces: its family and weight, only the groups its characters fall in', async () => {
    const styles = ':root{--font-heading:"PT Serif", serif;--font-body:Inter, sans-serif}.q{font-family:var(--font-heading)}.r{font-weight:700}';
    const head = await pageFontHead(`<!doctype html><html><head><style>${styles}</style></head><body><h1 class="q r">Скидка&nbsp;до 50%</h1><h1 class="q">Second</h1></body></html>`);
    const preloads = [...head.matchAll(/<link rel="preload" href="\/content-files\/fonts\/([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1].replace(/\.[0-9a-f]{10}\.woff2$/, ''));
    expect(preloads.sort()).toEqual(['pt-serif-700-cyrillic', 'pt-serif-700-signs']); // no Latin letter, no «₽»
    expect(head.indexOf('<link')).toBeLessThan(head.indexOf('<style>'));
    const latin = await pageFontHead(`<html><head><style>body{margin:0;font-family:var(--font-body,system-ui)}${styles}</style></head><body><h1 class="r">Sale ₽</h1></body></html>`);
    expect([...latin.matchAll(/rel="preload" href="[^"]*\/(inter-[^".]+)\./g)].map((m) => m[1]).sort()).toEqual(['inter-700-latin', 'inter-700-ruble', 'inter-700-signs']);
    expect(await pageFontHead(`<html><head><style>${styles}</style></head><body><p>Без заголовка</p></body></html>`)).not.toContain('preload');
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
    const cut = subsetFaces()[0];
    expect(fontFile(cut.file)).toMatch(/server\/data\/fonts\//);
    expect(fontFile(cut.file.replace(/\.[0-9a-f]{10}\./, '.0123456789.'))).toBeNull(); // a name the manifest does not list
    for (const bad of ['../package.json', 'roboto-latin-400-normal.woff2', 'inter-latin-400-normal.woff2/..', 'inter.css']) expect(fontFile(bad), bad).toBeNull();
  });
});
