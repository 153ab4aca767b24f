// A page published from a template, opened on a phone (390×844): its header is one row — the logo
// and the menu's burger — so the first screen shows the offer; the burger opens the links as a
// panel, keeps Tab inside it, and Escape closes it and gives focus back to the button.
import { expect, test } from '@playwright/test';
import { api, deletePage, signUp } from './support';

test('the template header on a phone: a burger instead of a list of links', async ({ browser, request }) => {
  const token = await signUp(request);
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Мобильная шапка', template: 'default', code: `burger-${Date.now()}` });
  const { url } = await api<{ url: string }>(request, 'POST', `/pages/${created.id}/publish`, token, {});

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(url);
  const nav = phone.getByRole('navigation', { name: 'Меню' }).first();
  const burger = nav.getByRole('button', { name: 'Меню' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Цены' })).toBeHidden();
  // The header is one row now: it used to take ~245 px of the first screen.
  const header = await phone.locator('main > :first-child').boundingBox();
  expect(header?.height ?? 1000).toBeLessThan(100);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const last = nav.getByRole('link', { name: 'Контакты' });
  await expect(last).toBeVisible();
  await last.focus();
  await phone.keyboard.press('Tab');
  await expect(burger).toBeFocused();
  await phone.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  await expect(last).toBeHidden();

  // A chosen link closes the panel.
  await burger.click();
  await nav.getByRole('link', { name: 'Цены' }).click();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await phone.screenshot({ path: test.info().outputPath('phone-header.png') });

  // A desktop visitor sees the row of links and no burger.
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await desk.goto(url);
  const deskNav = desk.getByRole('navigation', { name: 'Меню' }).first();
  await expect(deskNav.getByRole('link', { name: 'Цены' })).toBeVisible();
  await expect(deskNav.getByRole('button', { name: 'Меню' })).toBeHidden();
  await phone.close();
  await desk.close();
  await deletePage(request, token, created.id);
});
