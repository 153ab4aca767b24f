// The page templates: the picker at /pages/new offers every one (named in the interface language),
// and each, published as it ships, fits a 390-px phone — one-row header with the burger, no sideways
// scroll, a lead form that asks for a name and for consent to the processing of personal data
// (the first template's form is sent with it ticked).
import { expect, test } from '@playwright/test';
import { api, deletePage, signIn, signUp } from './support';

/** The templates that collect leads, then the personal-data policy page their consent links to (no form). */
const CODES = ['default', 'flat', 'green', 'square', 'services', 'course', 'product', 'event', 'realty', 'beauty', 'cafe', 'b2b', 'app', 'expert', 'sale', 'soon', 'policy'];

test('the picker offers every template, on a desktop and on a phone', async ({ browser, request }) => {
  const token = await signUp(request);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, token);
  await page.goto('/pages/new');
  const cards = page.getByTestId('template-card');
  await expect(cards).toHaveCount(CODES.length);
  for (const title of ['Базовый', 'Услуги', 'Онлайн-курс и вебинар', 'Товар', 'Мероприятие', 'Недвижимость', 'Салон красоты', 'Кафе и ресторан', 'B2B-заявка', 'Приложение', 'Личная страница эксперта', 'Распродажа', 'Скоро открытие']) {
    await expect(cards.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // Every cover is served (an SVG the server draws from the template itself); they load lazily as they scroll in.
  const covers = await cards.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''));
  expect(covers).toHaveLength(CODES.length);
  for (const src of covers) {
    const res = await request.get(src);
    expect(res.ok(), src).toBe(true);
    expect(res.headers()['content-type']).toMatch(/image\/svg\+xml/);
  }
  await page.screenshot({ path: test.info().outputPath('picker-1440.png') });
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last().getByRole('button', { name: 'Выбрать' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('picker-1440-end.png') });
  // The pages area is for wider screens: a phone is told so, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('picker-390.png') });
  await page.close();
});

test('every template, published, fits a phone: the burger header, no sideways scroll, a form asking for a name', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // One account: each page is deleted once seen, since the free tariff's page limit is below the
  // number of templates (and sign-ups from one address are rate-limited).
  const token = await signUp(request);
  for (const code of CODES) {
    const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: `Шаблон ${code}`, template: code });
    const { url } = await api<{ url: string }>(request, 'POST', `/pages/${created.id}/publish`, token, { code: `tpl-${code}-${Date.now()}` });
    await phone.goto(url);
    if (code === 'policy') {
      // The policy reads on a phone: its title, no sideways scroll, nothing to fill in, the footer.
      await expect(phone.getByRole('heading', { level: 1, name: 'Политика обработки персональных данных' })).toBeVisible();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), code).toBeLessThanOrEqual(390);
      await expect(phone.locator('form')).toHaveCount(0);
      await phone.getByRole('link', { name: '7. Ваши права' }).click();
      await expect(phone.locator('#rights')).toBeInViewport();
      await phone.screenshot({ path: test.info().outputPath(`${code}-390.png`), fullPage: true });
      await deletePage(request, token, created.id);
      continue;
    }
    const nav = phone.getByRole('navigation', { name: 'Меню' }).first();
    await expect(nav.getByRole('button', { name: 'Меню' }), code).toBeVisible();
    const header = await phone.locator('main > :first-child').boundingBox();
    expect(header?.height ?? 1000, code).toBeLessThan(100);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), code).toBeLessThanOrEqual(390);
    const form = phone.locator('form[data-form]').last();
    await expect(form.locator('input[name=name]'), code).toHaveCount(1);
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('button[type=submit]'), code).toBeVisible();
    // Consent to the processing of personal data: required, ticked by the visitor, linked to the policy.
    const consent = form.getByRole('checkbox', { name: /согласие на обработку/ });
    await expect(consent, code).toBeVisible();
    await expect(consent, code).toHaveAttribute('required', '');
    await expect(consent, code).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'политикой конфиденциальности' }), code).toHaveAttribute('href', '/policy');
    if (code === CODES[0]) {
      // The template's form still sends, once the visitor gives consent.
      await form.locator('input[name=name]').fill('Анна');
      await form.locator('input[name=phone]').fill('+7 900 777-88-99');
      await consent.check();
      const stored = phone.waitForResponse((r) => r.url().endsWith('/__lead') && r.status() === 200);
      await form.locator('button[type=submit]').click();
      await stored;
      expect((await api<{ total_items: number }>(request, 'GET', '/leads', token)).total_items, code).toBe(1);
    }
    // The footer is the page's end, and it is all there.
    const rights = phone.getByText('© 2026', { exact: false }).last();
    await rights.scrollIntoViewIfNeeded();
    await expect(rights, code).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath(`${code}-390.png`), fullPage: true });
    await deletePage(request, token, created.id);
  }
  await phone.close();
});
