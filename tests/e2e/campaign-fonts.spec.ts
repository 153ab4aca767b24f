// A page published from the default template, opened on a phone (390×844): its text is drawn in
// the web font, Cyrillic and «₽» included, from the cut files only (no whole @fontsource file),
// and all its fonts together stay within the budget.
import { expect, test } from '@playwright/test';
import { api, deletePage, signUp } from './support';

/** Fonts of the default template, transferred (the whole @fontsource files were 173 KB). */
const FONT_BUDGET = 60_000;

test('a published page draws Cyrillic and «₽» in its web font from small cut files', async ({ browser, request }) => {
  const token = await signUp(request);
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Шрифты', template: 'default', code: `fonts-${Date.now()}` });
  const { url } = await api<{ url: string }>(request, 'POST', `/pages/${created.id}/publish`, token, {});

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fontFiles: string[] = [];
  phone.on('requestfinished', (r) => { if (r.resourceType() === 'font') fontFiles.push(new URL(r.url()).pathname); });
  await phone.goto(url);
  // The page shows prices in rubles; every face its text is drawn in is fetched once laid out.
  await expect(phone.getByText(/\d\s?₽/).first()).toBeAttached();
  await phone.evaluate(() => document.fonts.ready.then(() => undefined));

  // What the page itself fetched (before anything below asks the browser for more).
  const bytes = await phone.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => /\.woff2$/.test(e.name)).reduce((s, e) => s + (e as PerformanceResourceTiming).encodedBodySize, 0));
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const f of fontFiles) expect(f).toMatch(/^\/content-files\/fonts\/[a-z-]+-\d{3}-(signs|latin|cyrillic|ruble)\.[0-9a-f]{10}\.woff2$/);
  expect(new Set(fontFiles).size).toBe(fontFiles.length);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);

  // The price and the heading are drawn in Inter: check() is true when the faces whose
  // unicode-range covers their characters are loaded, and those are the Cyrillic and ruble ones.
  const drawn = await phone.evaluate(() => {
    const leaf = (re: RegExp) => [...document.querySelectorAll('body *')].find((e) => e.children.length === 0 && re.test(e.textContent ?? '')) as HTMLElement;
    const fontOf = (e: HTMLElement) => { const s = getComputedStyle(e); return { css: `${s.fontWeight} ${s.fontSize} Inter`, family: s.fontFamily, text: e.textContent ?? '' }; };
    const price = fontOf(leaf(/\d\s?₽/));
    const heading = fontOf(document.querySelector('h1') as HTMLElement);
    return {
      price, heading,
      priceReady: document.fonts.check(price.css, price.text),
      headingReady: document.fonts.check(heading.css, heading.text),
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.weight} ${f.unicodeRange}`),
    };
  });
  expect(drawn.price.family).toMatch(/^Inter\b/);
  expect(drawn.heading.family).toMatch(/^Inter\b/);
  expect(drawn.heading.text).toMatch(/[А-яЁё]/);
  expect(drawn.priceReady).toBe(true);
  expect(drawn.headingReady).toBe(true);
  expect(drawn.loaded.some((f) => f.endsWith('U+20BD'))).toBe(true);
  expect(drawn.loaded.some((f) => f.includes('U+410-44F'))).toBe(true);
  await phone.screenshot({ path: test.info().outputPath('phone-fonts.png'), fullPage: false });
  await phone.close();
  await deletePage(request, token, created.id);
});
