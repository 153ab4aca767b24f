// A two-step form with a condition, a checkbox group, a file and consent, end to end in Chromium: the
// visitor cannot pass the first step with it unfilled, goes forward and back (answers kept), sees the
// address asked only for delivery, ticks extras, attaches a card, cannot send without consent
// (SPEC-style message), then sends; the manager opens the lead and reads every answer (the group as a
// list), downloads the file from the drawer byte for byte, and reads the consent given — the text as
// shown and when.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);
const CONSENT = 'Я даю согласие на обработку моих персональных данных в соответствии с';
const LINK = 'политикой конфиденциальности';
const PHONE = '+7 900 777 88 99';
const CARD = Buffer.concat([Buffer.from('%PDF-1.4\n% открытка\n'), Buffer.alloc(1536, 32), Buffer.from('\n%%EOF\n')]);

/** Step 1: name, phone. Step 2 (starts at «Как получить»): how, the address for delivery only, the extras
 *  (a checkbox group), a card (a file), consent, the button. */
function steppedForm() {
  const w = (id: number, type: string, cfg: Record<string, unknown>) => ({ id, type, name: `W ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  const widgets: Record<string, { type: string; [key: string]: unknown }> = {
    2: { ...w(2, 'widget-form', { formName: 'Доставка', submitText: 'Спасибо! Скоро позвоним.' }), parentId: null },
    3: w(3, 'widget-input', { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    4: w(4, 'widget-input', { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    5: w(5, 'widget-input', { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, options: ['Самовывоз', 'Доставка'], stepStart: true }),
    6: w(6, 'widget-input', { inputType: 'text', name: 'address', label: 'Адрес доставки', required: true, showIf: { field: 'how', value: 'Доставка' } }),
    9: w(9, 'widget-input', { inputType: 'checkboxes', name: 'extras', label: 'Дополнительно', required: false, options: ['Открытка', 'Упаковка', 'Фото букета'] }),
    10: w(10, 'widget-input', { inputType: 'file', name: 'card', label: 'Текст открытки', required: false, accept: ['pdf'], maxMb: 5 }),
    7: w(7, 'widget-consent', { name: 'consent', required: true, text: CONSENT, linkText: LINK, policyUrl: '/policy' }),
    8: { ...w(8, 'widget-button', { text: 'Отправить заявку', target: 'submit' }), v: '0.3' },
  };
  return {
    version: '0.2', widgets, fragments: {},
    tree: [{ id: 2, type: 'widget-form', parentId: null, cd: [3, 4, 5, 6, 9, 10, 7, 8].map((id) => ({ id, type: widgets[id].type, cd: [], parentId: 2 })) }],
  };
}

test('a visitor fills a two-step form with a condition, a checkbox group, a file and consent; the manager reads every answer, downloads the file and reads the consent', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const token = await signUp(request, 'Ольга');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Доставка цветов' });
  const code = `steps${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: steppedForm(), globals: {} });

  const visitor = await context.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/`);
  const next = visitor.getByRole('button', { name: 'Далее' });
  const back = visitor.getByRole('button', { name: 'Назад' });
  const send = visitor.getByRole('button', { name: 'Отправить заявку' });
  await expect(visitor.getByText('Шаг 1 из 2')).toBeVisible();
  await expect(send).toBeHidden();
  await expect(back).toBeHidden();

  // The first step is checked before the second.
  await next.click();
  await expect(visitor.getByText('Обязательное поле')).toHaveCount(2);
  await expect(visitor.getByText('Шаг 1 из 2')).toBeVisible();
  await visitor.getByLabel('Имя').fill('Анна Смирнова');
  // The phone mask (a file the page fetches on the field's first focus) shows an international number
  // the way the numbering plan writes it.
  const mask = visitor.waitForResponse((r) => r.url().includes('/content-files/page-script/phone-ru.'));
  await visitor.getByLabel('Телефон').focus();
  await mask;
  await visitor.getByLabel('Телефон').pressSequentially('+79007778899');
  await expect(visitor.getByLabel('Телефон')).toHaveValue(PHONE);
  await next.click();
  await expect(visitor.getByText('Шаг 2 из 2')).toBeVisible();
  await expect(visitor.getByLabel('Имя')).toBeHidden();

  // The address is asked for delivery only.
  await expect(visitor.getByLabel('Адрес доставки')).toBeHidden();
  await visitor.getByLabel('Как получить').selectOption('Доставка');
  await expect(visitor.getByLabel('Адрес доставки')).toBeVisible();
  await visitor.getByLabel('Адрес доставки').fill('Тверская, 1');
  const extras = visitor.getByRole('group', { name: 'Дополнительно' });
  await extras.getByLabel('Открытка').check();
  await extras.getByLabel('Фото букета').check();
  await visitor.getByLabel('Текст открытки').setInputFiles({ name: 'открытка.pdf', mimeType: 'application/pdf', buffer: CARD });

  // Back and forth keeps every answer.
  await back.click();
  await expect(visitor.getByLabel('Имя')).toHaveValue('Анна Смирнова');
  await expect(visitor.getByLabel('Телефон')).toHaveValue(PHONE);
  await next.click();
  await expect(visitor.getByLabel('Как получить')).toHaveValue('Доставка');
  await expect(visitor.getByLabel('Адрес доставки')).toHaveValue('Тверская, 1');
  await expect(extras.getByLabel('Открытка')).toBeChecked();
  await expect(extras.getByLabel('Упаковка')).not.toBeChecked();
  await expect(extras.getByLabel('Фото букета')).toBeChecked();
  expect(await visitor.getByLabel('Текст открытки').evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('открытка.pdf');
  await expect(visitor.getByRole('link', { name: LINK })).toHaveAttribute('href', '/policy');

  // No lead without consent.
  await send.click();
  await expect(visitor.getByText('Подтвердите согласие на обработку персональных данных')).toBeVisible();
  expect((await api<{ total_items: number }>(request, 'GET', '/leads', token)).total_items).toBe(0);
  await visitor.getByRole('checkbox', { name: new RegExp(CONSENT) }).check();
  const stored = visitor.waitForResponse((r) => r.url().endsWith('/__lead') && r.status() === 200);
  await send.click();
  await stored;
  await expect(visitor.getByRole('status')).toHaveText('Спасибо! Скоро позвоним.');

  await signIn(page, token);
  await page.goto('/leads');
  await expect(page.getByTestId('lead-row')).toHaveCount(1, { timeout: 15_000 });
  await page.getByTestId('lead-open').click();
  const drawer = page.getByTestId('lead-drawer');
  const fields = drawer.getByTestId('lead-fields');
  for (const [label, value] of [['Имя', 'Анна Смирнова'], ['Телефон', PHONE], ['Как получить', 'Доставка'], ['Адрес доставки', 'Тверская, 1']]) {
    await expect(fields).toContainText(`${label}${value}`);
  }
  await expect(fields.getByRole('listitem')).toHaveText(['Открытка', 'Фото букета']);
  const download = page.waitForEvent('download');
  await drawer.getByTestId('lead-file').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('открытка.pdf');
  expect(readFileSync(await file.path()).equals(CARD)).toBe(true);
  const consent = drawer.getByTestId('lead-consent');
  await expect(consent).toContainText(`${CONSENT} ${LINK}`);
  await expect(drawer.getByTestId('lead-consent-at')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
});
