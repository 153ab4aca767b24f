// A page published from a template, opened on a phone (390×844): its header is one row — the logo
// and the menu's burger — so the first screen shows the offer; the burger opens the links as a
// panel, keeps Tab inside it, and Escape closes it and gives focus back to the button.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
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

test('an uploaded photo reaches a 390-px phone as a small copy, and the first screen\'s image is fetched first', async ({ browser, request }) => {
  const token = await signUp(request);
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
  const res = await request.post('/api/images', { headers: { 'x-token': token }, multipart: { file: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(res.ok(), await res.text()).toBe(true);
  const [item] = ((await res.json()) as { data: { url: string; thumb: string }[] }).data;
  expect(item.thumb).toMatch(/-480\.webp$/);
  const image = { id: 1, type: 'widget-image', name: 'Photo', cfg: { src: item.url, alt: 'Герой' }, classes: [], style: { desktop: { width: '100%' } }, parentId: null, v: '0.1' };
  const data = { version: '0.2', widgets: { 1: image }, tree: [{ id: 1, type: 'widget-image', cd: [], parentId: null }], fragments: {} };
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Фото' });
  const { url } = await api<{ url: string }>(request, 'POST', `/pages/${created.id}/publish`, token, { code: `photo-${Date.now()}`, data });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true });
  const images: { url: string; bytes: number; type: string }[] = [];
  phone.on('response', async (r) => {
    if (r.request().resourceType() === 'image') images.push({ url: r.url(), bytes: (await r.body()).length, type: r.headers()['content-type'] ?? '' });
  });
  await phone.goto(url);
  const img = phone.getByRole('img', { name: 'Герой' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/-480\.avif$/);
  await expect.poll(() => images.length).toBeGreaterThan(0);
  // Only the phone-sized AVIF was fetched: not the 2400-px original (about 1 MB of noise).
  expect(images.some((i) => i.url.endsWith('-480.avif'))).toBe(true);
  expect(images.every((i) => !i.url.endsWith('.jpg'))).toBe(true);
  const copy = images.find((i) => i.url.endsWith('-480.avif'));
  expect(copy?.type).toBe('image/avif');
  expect(copy!.bytes * 5).toBeLessThan(photo.length);
  expect(await img.getAttribute('fetchpriority')).toBe('high');
  await phone.close();
  await deletePage(request, token, created.id);
});
