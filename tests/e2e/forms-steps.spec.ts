// A two-step form with a condition and consent, end to end in Chromium: the visitor cannot pass the
// first step with it unfilled, goes forward and back (answers kept), sees the address asked only for
// delivery, cannot send without consent (SPEC-style message), then sends; the manager opens the lead
// and reads every answer and the consent given — the text as shown and when.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);
const CONSENT = 'Я даю согласие на обработку моих персональных данных в соответствии с';
const LINK = 'политикой конфиденциальности';

/** Step 1: name, phone. Step 2 (starts at «Как получить»): how, the address for delivery only, consent, the button. */
function steppedForm() {
  const w = (id: number, type: string, cfg: Record<string, unknown>) => ({ id, type, name: `W ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  const widgets: Record<string, { type: string; [key: string]: unknown }> = {
    2: { ...w(2, 'widget-form', { formName: 'Доставка', submitText: 'Спасибо! Скоро позвоним.' }), parentId: null },
    3: w(3, 'widget-input', { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    4: w(4, 'widget-input', { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    5: w(5, 'widget-input', { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, options: ['Самовывоз', 'Доставка'], stepStart: true }),
    6: w(6, 'widget-input', { inputType: 'text', name: 'address', label: 'Адрес доставки', required: true, showIf: { field: 'how', value: 'Доставка' } }),
    7: w(7, 'widget-consent', { name: 'consent', required: true, text: CONSENT, linkText: LINK, policyUrl: '/policy' }),
    8: { ...w(8, 'widget-button', { text: 'Отправить заявку', target: 'submit' }), v: '0.3' },
  };
  return {
    version: '0.2', widgets, fragments: {},
    tree: [{ id: 2, type: 'widget-form', parentId: null, cd: [3, 4, 5, 6, 7, 8].map((id) => ({ id, type: widgets[id].type, cd: [], parentId: 2 })) }],
  };
}

test('a visitor fills a two-step form with a condition and consent; the manager reads the answers and the consent', async ({ page, request, context }) => {
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
  await visitor.getByLabel('Телефон').fill('+7 900 777-88-99');
  await next.click();
  await expect(visitor.getByText('Шаг 2 из 2')).toBeVisible();
  await expect(visitor.getByLabel('Имя')).toBeHidden();

  // The address is asked for delivery only.
  await expect(visitor.getByLabel('Адрес доставки')).toBeHidden();
  await visitor.getByLabel('Как получить').selectOption('Доставка');
  await expect(visitor.getByLabel('Адрес доставки')).toBeVisible();
  await visitor.getByLabel('Адрес доставки').fill('Тверская, 1');

  // Back and forth keeps every answer.
  await back.click();
  await expect(visitor.getByLabel('Имя')).toHaveValue('Анна Смирнова');
  await expect(visitor.getByLabel('Телефон')).toHaveValue('+7 900 777-88-99');
  await next.click();
  await expect(visitor.getByLabel('Как получить')).toHaveValue('Доставка');
  await expect(visitor.getByLabel('Адрес доставки')).toHaveValue('Тверская, 1');
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
  for (const [label, value] of [['Имя', 'Анна Смирнова'], ['Телефон', '+7 900 777-88-99'], ['Как получить', 'Доставка'], ['Адрес доставки', 'Тверская, 1']]) {
    await expect(fields).toContainText(`${label}${value}`);
  }
  const consent = drawer.getByTestId('lead-consent');
  await expect(consent).toContainText(`${CONSENT} ${LINK}`);
  await expect(drawer.getByTestId('lead-consent-at')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
});
