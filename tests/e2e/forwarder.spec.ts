// A page's «Пересылка заявок» in Chromium: the owner opens the section, types the address of a
// script on loopback, saves, presses «Отправить тест» and reads the answer and the delivery in the
// list (the script is down for the first test: «Повторить» sends it again); a visitor's lead then
// reaches the script as a form POST, shows in the list too, and its row opens by keyboard to its attempts.
// One browser session, no fixed sleeps. The e2e server allows loopback targets (playwright.config.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

test('the owner sets up forwarding, sends a test and sees it and a real lead delivered', async ({ page, request, context }) => {
  const received: { type: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ type: String(req.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') });
      // Down for the first request (the first test), up after.
      if (received.length === 1) res.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('lead accepted');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lead.php`;
  try {
    const token = await signUp(request, 'Ольга');
    const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы' });
    const code = `fwd${Date.now()}`;
    await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

    await signIn(page, token);
    await page.goto(`/pages/${created.id}/settings/forwarder`);
    await expect(page.getByRole('heading', { name: 'Пересылка заявок' })).toBeVisible();
    await expect(page.getByText('Отправок пока нет')).toBeVisible();

    // By keyboard, as a person tabbing through the form would.
    const toggle = page.getByRole('switch', { name: 'Пересылать заявки' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await page.getByRole('textbox', { name: 'Адрес скрипта (URL)' }).fill(url);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Настройки успешно сохранены!')).toBeVisible();

    await page.getByRole('button', { name: 'Отправить тест' }).click();
    const answer = page.getByTestId('forward-answer');
    await expect(answer).toContainText('Ответ: 503');
    await expect(answer).toContainText('maintenance');
    await answer.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByTestId('forward-answer')).toContainText('Ответ: 200');
    await expect(answer.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(page.getByTestId('forward-answer')).toContainText('lead accepted');
    const rows = page.getByTestId('forward-row');
    await expect(rows.first()).toContainText('Тестовая заявка');
    await expect(rows.first()).toContainText('Доставлено');
    expect(new URLSearchParams(received[0].body).get('test')).toBe('1');

    const visitor = await context.newPage();
    await visitor.goto(`http://${code}.localhost:${port}/`);
    await submitLead(visitor, 'Пётр', '+7 900 111-22-33');
    await visitor.close();
    // The log looks again every few seconds: the lead's delivery arrives on its own.
    await expect(rows.filter({ hasText: /Заявка № \d+/ })).toContainText('Доставлено', { timeout: 20_000 });
    const lead = received.find((r) => !new URLSearchParams(r.body).has('test'));
    expect(lead?.type).toContain('application/x-www-form-urlencoded');
    // The phone as the page's mask writes a number typed with +7 (spaces, the international way).
    expect(Object.fromEntries(new URLSearchParams(lead?.body))).toMatchObject({ name: 'Пётр', phone: '+7 900 111 22 33', page_id: String(created.id) });
    // The lead's row opens by keyboard to its attempts.
    const opener = rows.filter({ hasText: /Заявка № \d+/ }).getByRole('button', { name: '1 попытка' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('forward-attempt')).toContainText(/Попытка 1 · .* · Ответ: 200/);
    await expect(page.getByTestId('forward-attempt')).toContainText('lead accepted');
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
