// The window sizes marketers use. The sidebar: at 1440×1000 every one of the 22
// entries shows above «Свернуть меню» without scrolling; at 1280×720 the list scrolls and the current
// section's entry (the last, «Помощь») is in view, never under the footer. At 1280×720 the pages list
// and a page's access table fit their cards: no action or column behind a sideways scroll.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signIn, signUp } from './support';

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

test('every sidebar entry shows above «Свернуть меню» at 1000 px; a shorter window scrolls to the current one; the first Tab skips to the screen; the shell by keyboard alone', async ({ page, request }) => {
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

  // The keyboard: the first Tab shows «Перейти к содержимому»; Enter moves past the sidebar and the top
  // bar, the next Tab lands on the screen's first control.
  await page.goto('/pages');
  await expect(page.getByRole('heading', { name: 'Страницы', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/pages$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

  // The rest of the shell by keyboard alone. Back from the screen is the top bar's last control, the
  // user menu: Enter opens it on its first item, arrows move, Escape closes it back onto its button.
  await page.keyboard.press('Shift+Tab');
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
  expect(await focusRing(page), 'a menu item moved to by the keyboard shows it').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Другие сеансы' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(userMenu).toBeFocused();

  // A dialog keeps focus inside and gives it back to its opener on Escape.
  const newFolder = page.getByRole('button', { name: 'Создать папку' });
  await tabTo(page, newFolder);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(newFolder).toBeFocused();

  // A screen change that removes the focused control leaves focus on the new screen, not at the page's start.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Создать страницу' }).last());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Новая страница', level: 1 })).toBeVisible();
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

  // The collapsed sidebar: the toggle keeps focus; each icon shows its name on keyboard focus, and on
  // the first mouse move onto it right after keyboard use.
  // From the page's start, past the skip link and the entries, as a keyboard user reaches it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Новая страница', level: 1 })).toBeVisible();
  const collapse = page.getByRole('button', { name: 'Свернуть меню' });
  await tabTo(page, collapse);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const help = page.getByRole('link', { name: 'Помощь' });
  await expect(help).toBeFocused();
  expect(await focusRing(page), 'a collapsed entry shows focus').toBe(true);
  await expect(page.getByRole('tooltip')).toHaveText('Помощь');
  const leadsBox = (await page.getByRole('link', { name: 'Заявки' }).boundingBox())!;
  await page.mouse.move(leadsBox.x + leadsBox.width / 2, leadsBox.y + leadsBox.height / 2);
  await expect(page.getByRole('tooltip')).toHaveText('Заявки');
});

/** Tab (at most 40 times) until `target` has focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element draws a focus ring (an outline or a ring shadow). */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const cs = getComputedStyle(document.activeElement!);
    return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
  });
}

/** The element's box lies inside the card's visible box, and the card has nothing to scroll sideways. */
async function fitsCard(card: Locator, inner: Locator) {
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth), 'card scrolls sideways').toBeLessThanOrEqual(0);
  const c = (await card.boundingBox())!;
  const b = (await inner.boundingBox())!;
  expect(b.x + b.width).toBeLessThanOrEqual(c.x + c.width);
}

test('at 1280×720 the pages list shows every row action, the access table every column, the searches their whole placeholder', async ({ page, request }) => {
  const token = await signUp(request);
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { name: 'Распродажа выходного дня для постоянных клиентов', template: 'default' });
  await api(request, 'POST', '/access/users', token, { email: `very.long.member.address.${Date.now()}@example-agency.ru`, name: 'Пётр Помощник' });
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/pages');
  const row = page.getByTestId('page-row').first();
  await expect(row).toContainText('Распродажа выходного дня');
  const card = page.locator('.pages-card');
  await fitsCard(card, row.getByRole('button', { name: /^Ещё/ }));
  // Publish keeps its name (icon only at this width) and still opens its dialog.
  await row.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByTestId('publish-dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/pages/${created.id}/settings/access`);
  const table = page.getByTestId('page-access');
  await expect(table).toContainText('Пётр Помощник');
  await fitsCard(page.locator('.card', { has: table }), table.getByRole('columnheader', { name: 'Удаление' }));

  // The list searches show their whole placeholder (it is also the box's name), empty as a marketer first meets them.
  await api(request, 'POST', '/cdp/persons', token, { name: 'Анна Смирнова', email: 'anna@example.ru' });
  for (const [path, name] of [['/pages', 'Поиск по названию или адресу'], ['/persons', 'Поиск по имени, email или телефону']]) {
    await page.goto(path);
    const box = page.getByRole('searchbox', { name });
    await expect(box).toBeVisible();
    const room = await box.evaluate((el: HTMLInputElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      return el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - ctx.measureText(el.placeholder).width;
    });
    expect(room, `${path}: the placeholder fits`).toBeGreaterThanOrEqual(0);
  }
});
