import { describe, expect, it } from 'vitest';
import { interCss, pageFontFaces } from './font-face';

const page = (css: string) => `<!doctype html><html><head><style>${css}</style></head><body><p>Привет</p></body></html>`;
const weightsOf = (css: string) => [...new Set([...css.matchAll(/font-weight:(\d+)/g)].map((m) => Number(m[1])))].sort();
const subsetsOf = (css: string) => [...new Set([...css.matchAll(/inter-([a-z-]+)-\d{3}-normal\.woff2/g)].map((m) => m[1]))].sort();

describe('the font faces a published page carries', () => {
  it('are none when its styles do not name Inter', async () => {
    expect(await pageFontFaces(page('body{font-family:Georgia,serif}'))).toBe('');
  });

  it('are regular, bold and every weight the styles set (the nearest shipped one), for Russian and English only', async () => {
    const css = await pageFontFaces(page(':root{--font-body:Inter, sans-serif}.a{font-weight:800}.b{font-weight:550}.c{font-weight:300}'));
    expect(weightsOf(css)).toEqual([400, 500, 700, 800]); // 550 → 500 (ties go to the lighter), 300 → 400
    expect(subsetsOf(css)).toEqual(['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext']);
    expect(css).toContain('font-display:swap');
    expect(css).not.toContain('.woff)'); // woff2 only
    expect(css).not.toMatch(/\s{2}/);
  });

  it('come from the same rules the whole stylesheet has', async () => {
    const whole = await interCss();
    expect(whole.match(/@font-face/g)?.length).toBe(5 * 7); // 5 weights × 7 subsets
    expect(whole).toContain('url(/content-files/fonts/inter-cyrillic-400-normal.woff2)');
  });
});
