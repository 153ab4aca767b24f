// Selling in Chromium (products and orders): a product is created through its form (an
// empty one says what is missing), the account's CloudPayments integration is chosen in the payment
// settings, an order is made from the person's card, and the buyer — in a browser with no login —
// opens the public order page, pays it in the sandbox (a declined card first: the SPEC §8 message),
// and is brought back to the order, paid; the owner sees it paid in /orders and on the person's card.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

test('a product, an order for a person, paid by the buyer on the public page, seen paid by the owner', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ольга');
  const person = await api<{ id: number }>(request, 'POST', '/cdp/persons', token, { name: 'Анна Смирнова', email: 'anna@mail.ru', phone: '' });
  await api(request, 'POST', '/integrations', token, { type: 18, title: 'Касса', settings: { public_id: 'pk_shop' }, credentials: { api_secret: 'cp-secret-123456789' } });
  await signIn(page, token);

  // A product through its form.
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Товаров пока нет' })).toBeVisible();
  await page.getByTestId('product-add').first().click();
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page.getByText('Укажите название')).toBeVisible();
  await page.getByLabel('Название').fill('Курс английского');
  await page.getByLabel('Цена, ₽').fill('15000');
  await page.getByTestId('product-type').selectOption('education');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page.getByTestId('product-card').getByRole('heading', { name: 'Курс английского' })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('15 000 ₽');

  // Order payments go to the CloudPayments integration.
  await page.goto('/payments/settings');
  await expect(page.getByTestId('payment-state')).toHaveText('Не подключено');
  await page.getByTestId('payment-integration').selectOption({ label: 'Касса (CloudPayments)' });
  await page.getByTestId('payment-save').click();
  await expect(page.getByTestId('payment-state')).toHaveText('Подключено');

  // An order for the person, from their card.
  await page.goto(`/persons/${person.id}`);
  await expect(page.getByTestId('person-orders')).toContainText('Заказов пока нет');
  await page.getByTestId('person-order-add').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByTestId('order-person')).toContainText('Анна Смирнова');
  await dialog.getByText('Курс английского').click();
  await dialog.getByLabel('Количество «Курс английского»').fill('2');
  await expect(dialog.getByTestId('order-total')).toHaveText('Итого: 30 000 ₽');
  await dialog.getByTestId('order-submit').click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-detail-total')).toHaveText('30 000 ₽');
  await expect(detail.getByTestId('order-status')).toHaveText('Новый');
  const publicPath = await detail.getByTestId('order-public-link').getAttribute('href');
  expect(publicPath).toMatch(/^\/order\/[A-Za-z0-9]{16}$/);

  // The buyer: no login, only the link.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(publicPath ?? '');
  await expect(buyer.getByTestId('public-order-state')).toHaveText('Ожидает оплаты');
  await expect(buyer.getByTestId('public-order-total')).toHaveText('30 000 ₽');
  await expect(buyer.getByTestId('public-order')).not.toContainText('anna@mail.ru');
  await buyer.getByTestId('public-order-pay').click();
  await expect(buyer).toHaveURL(/\/payment\?order=/);
  await buyer.getByLabel('Номер карты').fill('4000 0000 0000 0002');
  await buyer.getByLabel('Срок действия').fill('12/40');
  await buyer.getByLabel('CVC').fill('123');
  await buyer.getByTestId('public-payment-submit').click();
  await expect(buyer.getByTestId('public-payment-error')).toHaveText('Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.');
  await buyer.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await buyer.getByTestId('public-payment-submit').click();
  await expect(buyer).toHaveURL(new RegExp(`${publicPath}$`));
  await expect(buyer.getByTestId('public-order-state')).toHaveText('Оплачен');
  await expect(buyer.getByTestId('public-order-pay')).toHaveCount(0);
  // A paid order's payment page offers nothing to pay.
  await buyer.goto(`/payment?order=${(publicPath ?? '').split('/').pop()}`);
  await expect(buyer.getByTestId('public-order-state')).toHaveText('Оплачен');
  await expect(buyer.getByTestId('public-payment-submit')).toHaveCount(0);
  await buyer.goto('/order/ZZZZZZZZZZZZZZZZ');
  await expect(buyer.getByRole('heading', { name: 'Заказ не найден' })).toBeVisible();
  await buyerContext.close();

  // The owner sees it paid in the orders and on the person's card.
  await page.goto('/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row').getByTestId('order-status')).toHaveText('Оплачен');
  await page.getByTestId('order-status-filter').selectOption({ label: 'Новый' });
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByTestId('order-status-filter').selectOption({ label: 'Оплачен' });
  await page.getByTestId('order-open').click();
  await expect(page.getByTestId('order-history')).toContainText('Новый → Оплачен');
  await expect(page.getByTestId('order-payments')).toContainText('Не прошла');
  await expect(page.getByTestId('order-payment-integration').first()).toHaveText('Касса');
  await page.getByTestId('order-person-link').click();
  await expect(page.getByTestId('person-order-status')).toHaveText('Оплачен');
});
