// The sidebar at the window sizes marketers use (session 9, brief l): at 1440×1000 every one of the 22
// entries shows above «Свернуть меню» without scrolling; at 1280×720 the list scrolls and the current
// section's entry (the last, «Помощь») is in view, never under the footer.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from './support';

/** Each entry's box against the list's visible box and the footer's top. */
async function entryBoxes(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('.sidenav__list')!.getBoundingClientRect();
    const footer = document.querySelector('.sidenav__footer')!.getBoundingClientRect();
    const links = [...document.querySelectorAll('.sidenav__link')].map((a) => {
      const r = a.getBoundingClientRect();
      return { name: a.getAttribute('aria-label'), top: r.top, bottom: r.bottom, active: a.classList.contains('active') };
    });
    return { listTop: list.top, listBottom: list.bottom, footerTop: footer.top, links };
  });
}

test('every sidebar entry shows above «Свернуть меню» at 1000 px; a shorter window scrolls to the current one', async ({ page, request }) => {
  const token = await signUp(request);
  await signIn(page, token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Помощь', level: 1 })).toBeVisible();
  const tall = await entryBoxes(page);
  expect(tall.links).toHaveLength(22);
  for (const link of tall.links) expect(link.bottom, `${link.name} above the footer`).toBeLessThanOrEqual(tall.footerTop);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/help');
  await expect(async () => {
    const short = await entryBoxes(page);
    const help = short.links.find((l) => l.active);
    expect(help?.name).toBe('Помощь');
    expect(help!.top).toBeGreaterThanOrEqual(short.listTop);
    expect(help!.bottom).toBeLessThanOrEqual(Math.min(short.listBottom, short.footerTop));
  }).toPass();
  // The list itself scrolls back to the first entry; the footer stays where it is.
  const list = page.locator('.sidenav__list');
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await list.evaluate((el) => el.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: 'Главная' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Свернуть меню' })).toBeInViewport();
});
