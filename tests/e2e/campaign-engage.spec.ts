// Engagement on a published page, in one visitor's browser: a popup set to open at half the page
// scrolled opens then, and not again after a reload within its period; a heading placeholder takes
// the ad's ?utm_term= (as text); the sticky bar stays at the bottom of a 390-px phone screen. On a
// desktop the exit-intent popup opens when the pointer leaves the window through its top (never on
// the phone, which has no pointer to leave with), once per day.
import { expect, test } from '@playwright/test';
import { applyAll, emptyDocument, exportContent, type DocEvent } from '../../engine/index';
import { api, deletePage, signUp } from './support';

const root = { where: 'inside', target: null } as const;

function engagingPage() {
  const events: DocEvent[] = [
    { type: 'widget.add', at: root, widget: { type: 'heading', cfg: { level: 1, text: 'Окна {{utm_term|для дома}} со скидкой' } } },
    { type: 'widget.add', at: root, widget: { type: 'spacer', style: { desktop: { height: '2400px' } } } },
    { type: 'widget.add', at: root, widget: { type: 'sticky-bar', cfg: { text: 'Замер бесплатно до пятницы' } }, lang: 'ru' },
    { type: 'fragment.create', title: 'Скидка' },
    { type: 'widget.add', fragmentId: 1, at: root, widget: { type: 'text', cfg: { text: 'Скидка 10 % на первый заказ' } } },
    { type: 'fragment.trigger.set', id: 1, trigger: { kind: 'scroll', value: 50, once: 'day' } },
    { type: 'fragment.create', title: 'Не уходите' },
    { type: 'widget.add', fragmentId: 2, at: root, widget: { type: 'text', cfg: { text: 'Оставьте телефон — перезвоним за 5 минут' } } },
    { type: 'fragment.trigger.set', id: 2, trigger: { kind: 'exit', value: 0, once: 'day' } },
  ];
  return exportContent(applyAll(emptyDocument(), events).doc);
}

test('a popup on scroll, a placeholder from the ad, a sticky bar on a phone', async ({ browser, request }) => {
  const token = await signUp(request);
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Вовлечение' });
  const { url } = await api<{ url: string }>(request, 'POST', `/pages/${created.id}/publish`, token, { code: `engage-${Date.now()}`, data: engagingPage() });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await context.newPage();
  await visitor.goto(`${url}?utm_source=ya&utm_term=${encodeURIComponent('пластиковые <b>окна</b>')}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Окна пластиковые <b>окна</b> со скидкой');
  await expect(visitor.locator('h1 b')).toHaveCount(0);

  const bar = visitor.getByRole('region', { name: 'Объявление' });
  await expect(bar).toContainText('Замер бесплатно до пятницы');
  const box = await bar.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  expect(box?.width).toBe(390);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The page keeps room for the bar: its last lines are never under it.
  await expect.poll(async () => Math.abs(await visitor.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom)) - (box?.height ?? 0))).toBeLessThan(1);
  await visitor.screenshot({ path: test.info().outputPath('sticky-bar-390.png') });

  const popup = visitor.getByRole('dialog', { name: 'Скидка' });
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.2));
  await expect(popup).toBeHidden();
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Скидка 10 % на первый заказ');
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(popup).toBeHidden();

  // Within the day the same visitor scrolls again after a reload: no popup this time.
  await visitor.reload();
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Two frames: the scroll event has been handled (it fires with the next frame).
  await visitor.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(visitor.locator('h1')).toHaveText('Окна пластиковые <b>окна</b> со скидкой');
  expect(await visitor.evaluate(() => document.querySelector('dialog')?.open)).toBe(false);
  await expect(bar).toBeVisible();
  // Without the tag the heading keeps its fallback.
  await visitor.goto(url);
  await expect(visitor.locator('h1')).toHaveText('Окна для дома со скидкой');
  // The phone never armed the exit popup.
  expect(await visitor.evaluate(() => [...document.querySelectorAll('dialog')].some((d) => d.open))).toBe(false);
  await context.close();

  // A desktop visitor: moving about the page opens nothing; leaving through the top opens the exit popup.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const reader = await desk.newPage();
  await reader.goto(url);
  await expect(reader.locator('h1')).toHaveText('Окна для дома со скидкой');
  const exit = reader.getByRole('dialog', { name: 'Не уходите' });
  await reader.mouse.move(700, 500);
  await reader.mouse.move(700, 40, { steps: 5 });
  await expect(exit).toBeHidden();
  await reader.mouse.move(700, -20, { steps: 3 });
  await expect(exit).toBeVisible();
  await expect(exit).toContainText('Оставьте телефон — перезвоним за 5 минут');
  await exit.getByRole('button', { name: 'Закрыть' }).click();
  await expect(exit).toBeHidden();
  // Once a day: after a reload, leaving again opens nothing.
  await reader.reload();
  await reader.mouse.move(700, 500);
  await reader.mouse.move(700, -20, { steps: 3 });
  await reader.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await reader.evaluate(() => [...document.querySelectorAll('dialog')].some((d) => d.open))).toBe(false);
  await desk.close();
  await deletePage(request, token, created.id);
});
