// What follows a lead out of the product, end to end in Chromium: the owner connects a
// webhook in the integrations screens (its signing secret shown once), a visitor sends the page's
// form, the notification mail to the form's «Email для заявок» reaches the outbox, and a receiver on
// loopback that fails its first two answers gets the signed lead on the third try — verified with
// the standardwebhooks library — which the delivery log shows; the mail's link opens the lead in the
// inbox. One browser session, no fixed sleeps.
// The e2e server allows loopback targets and retries after 1 s (playwright.config.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'x-token': token }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

function formPage(email: string) {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Field ${id}`, cfg, classes: [], style: {}, parentId: 1, v: '0.1' });
  return {
    version: '0.2',
    widgets: {
      1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Заявка на замер', submitText: 'Спасибо! Перезвоним.', email }, classes: [], style: {}, parentId: null, v: '0.1' },
      2: input(2, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
      3: input(3, { inputType: 'email', name: 'email', label: 'Почта', required: true }),
      4: { id: 4, type: 'widget-button', name: 'Send', cfg: { text: 'Отправить заявку', target: 'submit' }, classes: [], style: {}, parentId: 1, v: '0.3' },
    },
    tree: [{ id: 1, type: 'widget-form', parentId: null, cd: [
      { id: 2, type: 'widget-input', cd: [], parentId: 1 }, { id: 3, type: 'widget-input', cd: [], parentId: 1 }, { id: 4, type: 'widget-button', cd: [], parentId: 1 },
    ] }],
    fragments: {},
  };
}

test('a lead is mailed to the form\'s address and delivered, signed, to a webhook that fails twice', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  // The customer's receiver: 500 to the first two attempts of a message, then 200.
  const received: { headers: Record<string, string>; body: string; status: number }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = received.length < 2 ? 500 : 200;
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status).end(status === 200 ? 'accepted' : 'busy');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm/leads`;

  try {
    const token = await signUp(request, 'Игорь');
    const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Натяжные потолки' });
    const code = `hooks${Date.now()}`;
    // The owner's own address as the form's «Email для заявок»: /dev shows a signed-in person their own mail.
    const formEmail = (await api<{ email: string }>(request, 'GET', '/profile/current', token)).email;
    await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(formEmail), globals: {} });

    // The owner connects a webhook from the catalogue; its secret is shown once.
    await signIn(page, token);
    await page.goto('/integrations');
    await page.getByRole('button', { name: 'Подключить интеграцию' }).first().click();
    await page.getByTestId('catalogue-webhook').click();
    await page.getByLabel('Адрес (URL)').fill(hookUrl);
    await page.getByRole('button', { name: 'Подключить', exact: true }).click();
    const secret = (await page.getByTestId('webhook-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Я сохранил секрет' }).click();
    await expect(page.getByTestId('integration-status')).toHaveText('Подключено');
    await expect(page.getByText(secret.slice(6, 20))).toHaveCount(0);

    // A visitor sends the form on the published page.
    const visitor = await context.newPage();
    await visitor.goto(`http://${code}.localhost:${port}/`);
    await visitor.getByLabel('Имя').fill('Светлана');
    await visitor.getByLabel('Почта').fill('sveta@mail.ru');
    await visitor.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(visitor.getByRole('status')).toHaveText('Спасибо! Перезвоним.');
    await visitor.close();

    // The delivery log shows the retries and, on the third try, the delivery.
    const row = page.getByTestId('delivery-row').first();
    await expect(row.getByTestId('delivery-state')).toHaveText('Доставлено', { timeout: 30_000 });
    await expect(row.getByTestId('delivery-attempts')).toHaveText('3');
    expect(received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const lead = new Webhook(secret).verify(received[2].body, received[2].headers) as { type: string; data: { id: number; contact: { name: string; email: string }; page: { title: string } } };
    expect(lead).toMatchObject({ type: 'lead.created', data: { contact: { name: 'Светлана', email: 'sveta@mail.ru' }, page: { title: 'Натяжные потолки' } } });

    // The notification mail to the form's address is in the outbox.
    await page.goto('/dev');
    const mail = page.getByRole('listitem').filter({ hasText: 'Новая заявка: Натяжные потолки' });
    await expect(mail).toContainText(formEmail, { timeout: 15_000 });
    await expect(mail).toContainText('Светлана');

    // The mail's link opens the lead in the inbox.
    await page.goto(`/leads?lead=${lead.data.id}`);
    await expect(page.getByTestId('lead-fields')).toContainText('Светлана');
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
