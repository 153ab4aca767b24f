// The owner's deliveries screen (/settings) in Chromium: a webhook points at a port where
// nothing listens, a visitor sends a lead, the failed delivery shows in /settings with its target
// and error; a receiver starts on that port, «Повторить» sends it at once and it leaves the list
// («Все доставки выполнены»). One browser session, no fixed sleeps.
// The e2e server allows loopback targets and retries after 1 s, doubling (playwright.config.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

test('a failed webhook delivery shows in /settings and is delivered by «Повторить» once a receiver is up', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end('accepted');
    });
  });
  // A free port, closed again: the webhook's target refuses connections until the receiver starts.
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookPort = (receiver.address() as AddressInfo).port;
  await new Promise((resolve) => receiver.close(resolve));

  try {
    const token = await signUp(request, 'Ольга');
    const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы' });
    const code = `jobs${Date.now()}`;
    await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });
    await api(request, 'POST', '/integrations', token, { type: 22, title: 'CRM отдела продаж', settings: { url: `http://127.0.0.1:${hookPort}/crm/leads` }, all_pages: true });

    await signIn(page, token);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
    await expect(page.getByText('Все доставки выполнены')).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto(`http://${code}.localhost:${port}/`);
    await submitLead(visitor, 'Пётр', '+7 900 111-22-33');
    await visitor.close();

    // The list polls: the failed delivery appears with what it went to and why it failed. Its
    // retries come 1, 2, 4, 8 s apart; once it has failed five times the next is at least 8 s
    // away, so the owner's «Повторить» below is what delivers it.
    const row = page.getByTestId('delivery-row').filter({ hasText: 'CRM отдела продаж' });
    await expect(row).toContainText('Вебхук');
    await expect(row.getByTestId('delivery-state')).toContainText('Повтор');
    await expect(row.getByTestId('delivery-error')).toContainText(/ECONNREFUSED|connect|fetch failed/i);
    await expect(row.getByTestId('delivery-attempts')).toHaveText(/^([5-9]|1\d) из 20$/, { timeout: 45_000 });
    await expect(page.getByTestId('queue-count-failed')).toHaveText('1');

    await new Promise<void>((resolve) => receiver.listen(hookPort, '127.0.0.1', resolve));
    await row.getByRole('button', { name: /Повторить доставку/ }).click();
    await expect(page.getByText('Доставка поставлена в очередь')).toBeVisible();
    await expect(page.getByText('Все доставки выполнены')).toBeVisible({ timeout: 15_000 });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0])).toMatchObject({ type: 'lead.created', data: { contact: { name: 'Пётр' } } });
    await expect(page.getByTestId('queue-count-failed')).toHaveText('0');
  } finally {
    if (receiver.listening) await new Promise((resolve) => receiver.close(resolve));
  }
});
