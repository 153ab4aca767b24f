// Form fields that convert, end to end in Chromium: a visitor fills a published form with a
// checkbox group, a radio group, a date, a file and a phone typed through the country's mask; the
// owner opens the lead and sees every answer as asked (the group as a list) and downloads the file
// from the lead drawer — through the API with the session, never from a public address.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% портфолио\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);

function richForm() {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Field ${id}`, cfg, classes: [], style: {}, parentId: 1, v: '0.1' });
  const fields = [
    input(2, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    input(3, { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    input(4, { inputType: 'checkboxes', name: 'services', label: 'Услуги', required: true, options: ['Стрижка', 'Окрашивание', 'Укладка'] }),
    input(5, { inputType: 'radio', name: 'master', label: 'Мастер', required: true, options: ['Анна', 'Ольга'] }),
    input(6, { inputType: 'date', name: 'day', label: 'Дата визита', required: true }),
    input(7, { inputType: 'file', name: 'photo', label: 'Фото образа', required: false, accept: ['pdf', 'jpg', 'png'], maxMb: 5 }),
  ];
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Запись в салон', submitText: 'Ждём вас!' }, classes: [], style: {}, parentId: null, v: '0.1' },
    8: { id: 8, type: 'widget-button', name: 'Send', cfg: { text: 'Записаться', target: 'submit' }, classes: [], style: {}, parentId: 1, v: '0.3' },
  };
  for (const f of fields) widgets[f.id] = f;
  return {
    version: '0.2', widgets, fragments: {},
    tree: [{ id: 1, type: 'widget-form', cd: [...fields.map((f) => ({ id: f.id, type: 'widget-input', cd: [], parentId: 1 })), { id: 8, type: 'widget-button', cd: [], parentId: 1 }], parentId: null }],
  };
}

test('a visitor answers a rich form with a file and a masked phone; the owner sees every answer and downloads the file', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ирина');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Салон' });
  const code = `forms${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: richForm(), globals: {} });

  const visitor = await context.newPage();
  // The phone mask is a file of its own, fetched only once the visitor starts on the phone field.
  const maskRequests: string[] = [];
  visitor.on('request', (r) => { if (r.url().includes('/content-files/page-script/phone-')) maskRequests.push(r.url()); });
  // The mask file is held back until the number is in, as on a slow connection with a fast typist.
  let release = (): void => undefined;
  const held = new Promise<void>((r) => { release = r; });
  await visitor.route('**/content-files/page-script/phone-*', async (route) => { await held; await route.continue(); });
  await visitor.goto(`http://${code}.localhost:${port}/`);
  // Nothing chosen: the group, the radio and the date are each asked for once.
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await expect(visitor.getByText('Обязательное поле')).toHaveCount(5);

  await visitor.getByLabel('Имя').fill('Светлана');
  expect(maskRequests).toEqual([]);
  const mask = visitor.waitForResponse((r) => r.url().includes('/content-files/page-script/phone-ru.'));
  await visitor.getByLabel('Телефон').focus();
  await expect.poll(() => maskRequests.length).toBe(1);
  // Typed whole before the mask arrived: formatted the Russian way the moment it does.
  await visitor.getByLabel('Телефон').pressSequentially('89001234567');
  await expect(visitor.getByLabel('Телефон')).toHaveValue('89001234567');
  release();
  const maskFile = await mask;
  expect(maskFile.status()).toBe(200);
  expect(maskFile.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(maskFile.headers()['cache-control']).toContain('immutable');
  await expect(visitor.getByLabel('Телефон')).toHaveValue('8 (900) 123-45-67');
  const services = visitor.getByRole('group', { name: 'Услуги' });
  await services.getByLabel('Стрижка').check();
  await services.getByLabel('Укладка').check();
  await visitor.getByRole('group', { name: 'Мастер' }).getByLabel('Ольга').check();
  await visitor.getByLabel('Дата визита').fill('2026-12-05');
  await visitor.getByLabel('Фото образа').setInputFiles({ name: 'образ.pdf', mimeType: 'application/pdf', buffer: PDF });
  const stored = visitor.waitForResponse((r) => r.url().endsWith('/__lead') && r.status() === 200);
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await stored;
  await expect(visitor.getByRole('status')).toHaveText('Ждём вас!');
  expect(maskRequests).toHaveLength(1);

  await signIn(page, token);
  await page.goto('/leads');
  await page.getByTestId('lead-open').first().click();
  const drawer = page.getByTestId('lead-drawer');
  const fields = drawer.getByTestId('lead-fields');
  await expect(fields).toContainText('8 (900) 123-45-67');
  await expect(fields.getByRole('listitem')).toHaveText(['Стрижка', 'Укладка']);
  await expect(fields).toContainText('Ольга');
  await expect(fields).toContainText('05.12.2026');

  const download = page.waitForEvent('download');
  await drawer.getByTestId('lead-file').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('образ.pdf');
  expect(readFileSync(await file.path()).equals(PDF)).toBe(true);
});
