// A page published from the default template, opened on a phone (390×844): its text is drawn in
// the web font, Cyrillic and «₽» included, from the page's own cuts (exactly its characters, cut
// when it was published) and nothing else; all its fonts together stay far within the budget. A
// character the page did not have when it was published (text filled in later) is still drawn
// in the web font, from the shipped range file of its script.
import { expect, test } from '@playwright/test';
import { api, deletePage, signUp } from './support';

/** Fonts of the default template, transferred (the whole @fontsource files were 173 KB, the shipped range files 54.8 KB). */
const FONT_BUDGET = 60_000;
/** What the page's own cuts weigh at most. */
const CUT_BUDGET = 30_000;

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
  for (const f of fontFiles) expect(f).toMatch(/^\/content-files\/page-fonts\/inter-(latin|cyrillic|latin-ext)\.[0-9a-f]{10}\.woff2$/);
  expect(new Set(fontFiles).size).toBe(fontFiles.length);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(Math.min(FONT_BUDGET, CUT_BUDGET));
  test.info().annotations.push({ type: 'font bytes', description: String(bytes) });

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
  await phone.screenshot({ path: test.info().outputPath('phone-fonts.png'), fullPage: false });

  // A Cyrillic letter the page does not show, written into it: the browser fetches Inter's shipped
  // Cyrillic range file for it (the cut has no glyph for it), and draws it in Inter.
  const missing = await phone.evaluate(() => {
    const shown = new Set(document.body.innerText);
    return [...'ЪЩЭЮЖФЦШЁъщэюжфцшё'].find((c) => !shown.has(c)) ?? '';
  });
  expect(missing).not.toBe('');
  const before = fontFiles.length;
  await phone.evaluate((c) => {
    const p = document.createElement('p');
    p.id = 'filled';
    p.textContent = `Город ${c}`;
    document.querySelector('h1')?.after(p);
  }, missing);
  await expect.poll(() => fontFiles.slice(before).some((f) => /^\/content-files\/fonts\/inter-\d{3}-cyrillic\.[0-9a-f]{10}\.woff2$/.test(f))).toBe(true);
  const late = await phone.evaluate(async (c) => {
    await document.fonts.ready;
    const s = getComputedStyle(document.getElementById('filled') as HTMLElement);
    return { family: s.fontFamily, ready: document.fonts.check(`${s.fontWeight} ${s.fontSize} Inter`, c) };
  }, missing);
  expect(late.family).toMatch(/^Inter\b/);
  expect(late.ready).toBe(true);
  await phone.close();
  await deletePage(request, token, created.id);
});
