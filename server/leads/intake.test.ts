import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { LEAD_LIMIT } from './intake-limit';

/** A page whose form asks a required name, a required phone, an optional email and a plan. */
function formContent(submitText = 'Спасибо! Перезвоним за 5 минут.') {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Input ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-text', name: 'Text', cfg: { text: 'Оставьте заявку' }, classes: [], style: {}, parentId: null, v: '0.1' },
    2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Заказ звонка', submitText }, classes: [], style: {}, parentId: null, v: '0.1' },
    3: input(3, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    4: input(4, { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    5: input(5, { inputType: 'email', name: 'email', label: 'Почта', required: false }),
    6: input(6, { inputType: 'dropdown', name: 'plan', label: 'Тариф', required: false, options: ['Старт', 'Бизнес'] }),
  };
  const tree = [
    { id: 1, type: 'widget-text', cd: [], parentId: null },
    { id: 2, type: 'widget-form', cd: [3, 4, 5, 6].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 2 })), parentId: null },
  ];
  return { version: '0.2', widgets, tree, fragments: {} };
}

async function publishForm(h: Harness, token: string, code: string, content = formContent()) {
  const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: content, globals: {} } });
  return page;
}

const ok = { name: 'Иван', phone: '+7 900 123-45-67' };

type Post = { host: string; body: string | Buffer; type: string; accept?: string; headers?: Record<string, string>; from?: string };
const post = (h: Harness, p: Post) => h.app.inject({
  method: 'POST', url: '/__lead', remoteAddress: p.from ?? '203.0.113.7',
  headers: { host: p.host, 'content-type': p.type, accept: p.accept ?? 'application/json', ...p.headers }, payload: p.body,
});
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const urlencoded = 'application/x-www-form-urlencoded;charset=UTF-8';

async function storedLeads(h: Harness) {
  return h.database.withConnection((c) => c.query<{
    id: string; form: string; form_id: string | null; fields: Record<string, string>; labels: { name: string; label: string }[]; title: string; utm: Record<string, string>;
    referer: string | null; ip: string; user_agent: string | null; status: number; page_id: string; idem_key: string | null; search: string;
  }>('SELECT * FROM leads ORDER BY id'));
}

describe.each(testDatabases)('lead intake on $name', (db) => {
  const h = useHarness(db);

  it('accepts what browsers send: multipart with a mixed-case boundary (Chromium), urlencoded and JSON', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'shop');
    const boundary = '----WebKitFormBoundaryAbCdEfGh12XyZ';
    const parts = { form_name: 'Заказ звонка', page_id: String(page.id), form_id: '2', name: 'Анна', phone: '+7 900 000-00-01' };
    const multipart = Object.entries(parts).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
    const chromium = await post(h, { host: 'shop.localhost', type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(multipart) });
    expect(chromium.statusCode, chromium.body).toBe(200);
    expect(chromium.json()).toEqual({ ok: true, stored: true });
    expect((await post(h, { host: 'shop.localhost', type: urlencoded, body: form({ page_id: String(page.id), form_id: '2', name: 'Борис', phone: '89001234567' }) })).statusCode).toBe(200);
    expect((await post(h, { host: 'shop.localhost', type: 'application/json', body: JSON.stringify({ page_id: page.id, name: 'Вера', phone: '+7 (900) 000-00-03', email: 'vera@mail.ru' }) })).statusCode).toBe(200);
    expect((await post(h, { host: 'shop.localhost', type: 'text/plain', body: 'name=x' })).statusCode).toBe(415);
    const rows = await storedLeads(h);
    expect(rows.map((r) => [r.title, r.form, Number(r.form_id), r.status, Number(r.page_id)])).toEqual([
      ['Анна', 'Заказ звонка', 2, 1, page.id], ['Борис', 'Заказ звонка', 2, 1, page.id], ['Вера', 'Заказ звонка', 2, 1, page.id],
    ]);
    expect(rows[2].fields).toEqual({ name: 'Вера', phone: '+7 (900) 000-00-03', email: 'vera@mail.ru' });
    expect(rows[2].labels).toEqual([{ name: 'name', label: 'Имя' }, { name: 'phone', label: 'Телефон' }, { name: 'email', label: 'Почта' }, { name: 'plan', label: 'Тариф' }]);
  });

  it('gives a plain POST a real thank-you page with the submit text and a link back, in the page language', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'plain', formContent(''));
    const res = await post(h, {
      host: 'plain.localhost', type: 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml',
      headers: { referer: 'http://plain.localhost/?utm_source=yandex&utm_campaign=spring' }, body: form({ page_id: String(page.id), form_id: '2', ...ok }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // The form's submit text is empty: SPEC §3's default, in Russian (the page's language).
    expect(res.body).toContain('<html lang=ru>');
    expect(res.body).toContain('Спасибо! Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.');
    expect(res.body).toContain('<a href="/?utm_source=yandex&amp;utm_campaign=spring">Вернуться на страницу</a>');
    // Its context comes from the Referer: the landing URL with its UTM tags.
    const [lead] = await storedLeads(h);
    expect(lead.utm).toEqual({ utm_source: 'yandex', utm_campaign: 'spring' });
    expect(lead.referer).toBe('http://plain.localhost/?utm_source=yandex&utm_campaign=spring');
  });

  it('says what is wrong per field by the form\'s own rules, and stores nothing', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'check');
    const bad = { page_id: String(page.id), form_id: '2', name: ' ', phone: '12-34', email: 'ivan@', plan: 'Премиум' };
    const res = await post(h, { host: 'check.localhost', type: urlencoded, body: form(bad) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      ok: false,
      fields: {
        name: 'Обязательное поле', phone: 'Введите номер телефона, например +7 900 123-45-67',
        email: 'Введите email в формате name@example.ru', plan: 'Выберите вариант из списка',
      },
    });
    const plain = await post(h, { host: 'check.localhost', type: urlencoded, accept: 'text/html', headers: { referer: 'http://check.localhost/' }, body: form(bad) });
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('<li><b>Имя</b>: Обязательное поле</li>');
    expect(plain.body).toContain('<li><b>Телефон</b>: Введите номер телефона');
    expect(plain.body).toContain('<a href="/">Вернуться и исправить</a>');
    // An email with a space in it, a phone of letters, and a form sent empty.
    const spaced = await post(h, { host: 'check.localhost', type: urlencoded, body: form({ page_id: String(page.id), form_id: '2', name: 'Иван', phone: 'позвоните', email: 'ivan petrov@mail.ru' }) });
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json().fields).toEqual({ phone: 'Введите номер телефона, например +7 900 123-45-67', email: 'Введите email в формате name@example.ru' });
    const empty = await post(h, { host: 'check.localhost', type: urlencoded, body: form({ page_id: String(page.id), form_id: '2', name: '', phone: '', email: '' }) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual({ name: 'Обязательное поле', phone: 'Обязательное поле' });
    expect(await storedLeads(h)).toEqual([]);
  });

  it('takes a lead from a form published with two fields of one name: each value goes to its own field', async () => {
    const { token } = await h.signUp();
    const content = formContent();
    // A second «Телефон» named `phone` too, as the editor made it before names were kept unique.
    (content.widgets as Record<string, unknown>)[7] = { id: 7, type: 'widget-input', name: 'Input 7', cfg: { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }, classes: [], style: {}, parentId: 2, v: '0.1' };
    content.tree[1].cd.push({ id: 7, type: 'widget-input', cd: [], parentId: 2 });
    const page = await publishForm(h, token, 'twice', content);
    const body = new URLSearchParams([['page_id', String(page.id)], ['form_id', '2'], ['name', 'Анна'], ['phone', '+7 900 123-45-67'], ['phone', '8 (900) 765-43-21']]).toString();
    const res = await post(h, { host: 'twice.localhost', type: urlencoded, body });
    expect(res.statusCode, res.body).toBe(200);
    const bad = new URLSearchParams([['page_id', String(page.id)], ['form_id', '2'], ['name', 'Анна'], ['phone', '+7 900 123-45-67'], ['phone', '12']]).toString();
    const refused = await post(h, { host: 'twice.localhost', type: urlencoded, body: bad });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ ok: false, fields: { phone2: 'Введите номер телефона, например +7 900 123-45-67' } });
    const rows = await storedLeads(h);
    expect(rows.map((r) => r.fields)).toEqual([{ name: 'Анна', phone: '+7 900 123-45-67', phone2: '8 (900) 765-43-21' }]);
  });

  it('keeps the answer of a field named like an object\'s own property (constructor, toString) in every body type', async () => {
    const { token } = await h.signUp();
    const content = formContent();
    const widgets = content.widgets as Record<string, unknown>;
    widgets[7] = { id: 7, type: 'widget-input', name: 'Input 7', cfg: { inputType: 'text', name: 'constructor', label: 'Конструктор', required: true }, classes: [], style: {}, parentId: 2, v: '0.1' };
    widgets[8] = { id: 8, type: 'widget-input', name: 'Input 8', cfg: { inputType: 'text', name: 'toString', label: 'Комментарий', required: false }, classes: [], style: {}, parentId: 2, v: '0.1' };
    content.tree[1].cd.push({ id: 7, type: 'widget-input', cd: [], parentId: 2 }, { id: 8, type: 'widget-input', cd: [], parentId: 2 });
    const page = await publishForm(h, token, 'protonames', content);
    const values = { page_id: String(page.id), form_id: '2', name: 'Анна', phone: '+7 900 123-45-67', constructor: 'Модель 3', toString: 'после шести' };
    expect((await post(h, { host: 'protonames.localhost', type: urlencoded, body: form(values) })).statusCode).toBe(200);
    const json = await post(h, { host: 'protonames.localhost', type: 'application/json', body: JSON.stringify({ ...values, name: 'Борис' }) });
    expect(json.statusCode, json.body).toBe(200);
    const boundary = '----WebKitFormBoundaryProtoNames1';
    const multipart = Object.entries({ ...values, name: 'Вера' }).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
    expect((await post(h, { host: 'protonames.localhost', type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(multipart) })).statusCode).toBe(200);
    // A required `constructor` left empty is refused by its own rule, not taken for the object's.
    const empty = await post(h, { host: 'protonames.localhost', type: urlencoded, body: form({ ...values, constructor: '' }) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ ok: false, fields: { constructor: 'Обязательное поле' } });
    // Not sent at all: the same answer, not a failure reading the object's own `constructor`.
    const { constructor: _left, ...without } = values;
    const absent = await post(h, { host: 'protonames.localhost', type: urlencoded, body: form(without) });
    expect(absent.statusCode, absent.body).toBe(422);
    expect(absent.json()).toEqual({ ok: false, fields: { constructor: 'Обязательное поле' } });
    // A JSON key __proto__ is no answer: it is left out, never merged into the stored fields.
    expect((await post(h, { host: 'protonames.localhost', type: 'application/json', body: `{"page_id":"${page.id}","form_id":"2","name":"Глеб","phone":"+7 900 123-45-67","constructor":"Модель Y","valueOf":"звонить утром","__proto__":{"admin":true}}` })).statusCode).toBe(200);
    const rows = await storedLeads(h);
    const stored: Record<string, string>[] = [
      { name: 'Анна', phone: '+7 900 123-45-67', constructor: 'Модель 3', toString: 'после шести' },
      { name: 'Борис', phone: '+7 900 123-45-67', constructor: 'Модель 3', toString: 'после шести' },
      { name: 'Вера', phone: '+7 900 123-45-67', constructor: 'Модель 3', toString: 'после шести' },
      // An answer the form does not name (a hand-made POST) is kept under its name too.
      { name: 'Глеб', phone: '+7 900 123-45-67', constructor: 'Модель Y', valueOf: 'звонить утром' },
    ];
    expect(rows.map((r) => r.fields)).toEqual(stored);
    expect(rows[0].labels).toContainEqual({ name: 'constructor', label: 'Конструктор' });
    const listed = await h.ok(api.leads.get, { token, params: { leadId: Number(rows[0].id) } });
    expect(listed.fields).toContainEqual({ name: 'constructor', label: 'Конструктор', value: 'Модель 3' });
    // The last lead left `toString` empty: its detail shows it empty, not the object's own member.
    const last = await h.ok(api.leads.get, { token, params: { leadId: Number(rows[3].id) } });
    expect(last.fields).toContainEqual({ name: 'toString', label: 'Комментарий', value: '' });
    // The export writes each lead's own answers: an empty cell where a lead left one out, never the object's member.
    const csv = await h.call(api.leads.exportLeads, { token, body: { data: { format: 'csv', 'sort[created]': 'asc' } } });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain(';Конструктор;Комментарий;');
    expect(lines[4]).toContain(';Модель Y;;');
    expect(csv.body).not.toContain('native code');
    // The page a plain POST gets names only the field that is wrong, not `constructor` or `toString`.
    const plain = await post(h, { host: 'protonames.localhost', type: urlencoded, accept: 'text/html', body: form({ ...values, phone: '12' }) });
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('<li><b>Телефон</b>: Введите номер телефона');
    expect(plain.body).not.toContain('Конструктор');
    expect(plain.body).not.toContain('Комментарий');
  });

  it('refuses leads for unpublished, stopped and trashed pages (404; a plain POST gets the 404 page)', async () => {
    const { token } = await h.signUp();
    const draft = await h.ok(api.pages.create, { token, body: { title: 'Черновик' } });
    const stopped = await publishForm(h, token, 'stopped');
    await h.ok(api.pages.stop, { token, params: { pageId: stopped.id } });
    const trashed = await publishForm(h, token, 'trashed');
    await h.ok(api.pages.remove, { token, params: { pageId: trashed.id } });
    const live = await publishForm(h, token, 'live');
    const draftPage = await h.ok(api.pages.get, { token, params: { pageId: draft.id } });
    for (const [host, id] of [[`${draftPage.code}.localhost`, draft.id], ['stopped.localhost', stopped.id], ['trashed.localhost', trashed.id], ['live.localhost', stopped.id]] as const) {
      const res = await post(h, { host, type: urlencoded, body: form({ page_id: String(id), ...ok }) });
      expect(res.statusCode, host).toBe(404);
      const plain = await post(h, { host, type: urlencoded, accept: 'text/html', body: form({ page_id: String(id), ...ok }) });
      expect(plain.statusCode).toBe(404);
      expect(plain.body).toContain('Страница не найдена');
    }
    expect((await post(h, { host: 'live.localhost', type: urlencoded, body: form({ page_id: String(live.id), ...ok }) })).statusCode).toBe(200);
    expect((await storedLeads(h)).map((l) => Number(l.page_id))).toEqual([live.id]);
  });

  it('cleans NUL bytes and control characters instead of failing, and stores the lead', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'nul');
    const json = await post(h, { host: 'nul.localhost', type: 'application/json', body: JSON.stringify({ page_id: page.id, 'no\u0000te': 'x', name: 'Ив\u0000ан\u0007', phone: '+7 900 123-45-67', comment: 'a\u0000b\u001b\ud800c\nd' }) });
    expect(json.statusCode, json.body).toBe(200);
    const url = await post(h, { host: 'nul.localhost', type: urlencoded, body: `page_id=${page.id}&name=%00%D0%9F%D1%91%D1%82%D1%80%00&phone=%2B79001234567` });
    expect(url.statusCode, url.body).toBe(200);
    const rows = await storedLeads(h);
    expect(rows.map((r) => r.fields)).toEqual([
      { note: 'x', name: 'Иван', phone: '+7 900 123-45-67', comment: 'abc\nd' },
      { name: 'Пётр', phone: '+79001234567' },
    ]);
  });

  it('stores a retried submission once (same key), even when the retries race', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'idem');
    const body = form({ page_id: String(page.id), form_id: '2', ...ok, __key: '6f1c0e1e-8f0e-4b7a-9c55-1d2e3f4a5b6c' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(h, { host: 'idem.localhost', type: urlencoded, body })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Exactly one answer says it stored the lead: only that one makes the page report its goal.
    expect(answers.filter((a) => (a.json() as { stored?: boolean }).stored === true)).toHaveLength(1);
    expect((await post(h, { host: 'idem.localhost', type: urlencoded, body })).json()).toEqual({ ok: true });
    // Another submission (another key, or none) is another lead.
    await post(h, { host: 'idem.localhost', type: urlencoded, body: form({ page_id: String(page.id), ...ok, __key: '0a1b2c3d-0000-4000-8000-000000000000' }) });
    await post(h, { host: 'idem.localhost', type: urlencoded, body: form({ page_id: String(page.id), ...ok }) });
    const rows = await storedLeads(h);
    expect(rows.map((r) => r.idem_key)).toEqual(['6f1c0e1e-8f0e-4b7a-9c55-1d2e3f4a5b6c', '0a1b2c3d-0000-4000-8000-000000000000', null]);
    // One lead.created event per stored lead, written with it (the outbox): none for the retries.
    const events = await h.database.withConnection((c) => c.query<{ payload: { leadId: number; pageId: number } }>("SELECT payload FROM events WHERE type = 'lead.created' ORDER BY id"));
    expect(events.map((e) => e.payload)).toEqual(rows.map((r) => ({ leadId: Number(r.id), pageId: page.id })));
  });

  it('writes one fan-out job with the lead; the worker enqueues each follow-up once, even when the fan-out runs twice', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'fan');
    // An integration of the account and the page's forwarder on: every follow-up has work to do.
    await h.database.withConnection(async (c) => {
      await c.query("INSERT INTO integrations (account_id, type, title, enabled) SELECT account_id, 1, 'Webhook', true FROM pages WHERE id = $1", [page.id]);
      await c.query("INSERT INTO page_forwarders (page_id, account_id, enabled, url) SELECT id, account_id, true, 'https://crm.example/lead' FROM pages WHERE id = $1", [page.id]);
    });
    expect((await post(h, { host: 'fan.localhost', type: urlencoded, body: form({ page_id: String(page.id), ...ok, __key: 'fan-out-key-0001' }) })).statusCode).toBe(200);
    const [lead] = await storedLeads(h);
    const jobsOf = () => h.database.withConnection((c) => c.query<{ kind: string; state: string; event_id: string; payload: unknown }>(
      "SELECT j.kind, j.state, j.event_id, j.payload FROM jobs j JOIN events e ON e.id = j.event_id WHERE e.type = 'lead.created' ORDER BY j.kind"));
    // The request wrote the lead, its event and the one fan-out job, nothing else.
    const written = await jobsOf();
    expect(written.map((j) => [j.kind, j.state])).toEqual([['events.fanout', 'queued']]);
    const eventId = written[0].event_id;
    await h.drainJobs({ kinds: ['events.fanout'] });
    const follow = ['cdp.person.fromLead', 'events.fanout', 'integrations.lead', 'lead.forward', 'lead.notify', 'stats.lead'];
    const fanned = await jobsOf();
    expect(fanned.map((j) => j.kind)).toEqual(follow);
    expect(fanned.every((j) => j.event_id === eventId)).toBe(true);
    expect(fanned.find((j) => j.kind === 'lead.notify')?.payload).toEqual({ leadId: Number(lead.id), pageId: page.id });
    // A fan-out run again (its worker died before "done") adds nothing.
    await h.database.withConnection((c) => c.query("UPDATE jobs SET state = 'queued' WHERE kind = 'events.fanout'"));
    expect((await h.drainJobs({ kinds: ['events.fanout'] })).map((j) => j.state)).toEqual(['done']);
    expect((await jobsOf()).map((j) => j.kind)).toEqual(follow);
  });

  it('enqueues no integration job for an account without integrations and no forward for a page whose forwarder is off', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'lean');
    await h.database.withConnection((c) => c.query("INSERT INTO page_forwarders (page_id, account_id, enabled, url) SELECT id, account_id, false, 'https://crm.example/lead' FROM pages WHERE id = $1", [page.id]));
    expect((await post(h, { host: 'lean.localhost', type: urlencoded, body: form({ page_id: String(page.id), ...ok, __key: 'lean-key-00001' }) })).statusCode).toBe(200);
    await h.drainJobs({ kinds: ['events.fanout'] });
    const kinds = await h.database.withConnection((c) => c.query<{ kind: string }>('SELECT kind FROM jobs WHERE event_id IS NOT NULL ORDER BY kind'));
    expect(kinds.map((j) => j.kind)).toEqual(['cdp.person.fromLead', 'events.fanout', 'lead.notify', 'stats.lead']);
  });

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'bots');
    const res = await post(h, { host: 'bots.localhost', type: urlencoded, body: form({ page_id: String(page.id), ...ok, __website: 'http://spam.example' }) });
    expect(res.json()).toEqual({ ok: true });
    expect(await storedLeads(h)).toEqual([]);
  });

  it('keeps the lead\'s context: page, form, labelled fields, UTM and referrer from the script, IP and user agent', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'ctx');
    const res = await post(h, {
      host: 'ctx.localhost', type: urlencoded, from: '198.51.100.23', headers: { 'user-agent': 'Mozilla/5.0 Test', referer: 'http://ctx.localhost/' },
      body: form({ form_name: 'Заказ звонка', page_id: String(page.id), form_id: '2', ...ok, email: 'ivan@mail.ru', plan: 'Бизнес', __key: 'abcdefgh-1234', __ref: 'https://yandex.ru/search?text=курсы', __utm_source: 'yandex', __utm_medium: 'cpc', __utm_campaign: '', __utm_term: 'курсы', __utm_content: '', __yclid: '8812345678901', __gclid: '', __fbclid: 'IwAR0abc' }),
    });
    expect(res.statusCode).toBe(200);
    const [lead] = await storedLeads(h);
    expect(lead).toMatchObject({
      form: 'Заказ звонка', title: 'Иван', referer: 'https://yandex.ru/search?text=курсы', ip: '198.51.100.23', user_agent: 'Mozilla/5.0 Test',
      utm: { utm_source: 'yandex', utm_medium: 'cpc', utm_term: 'курсы', yclid: '8812345678901', fbclid: 'IwAR0abc' },
      fields: { name: 'Иван', phone: '+7 900 123-45-67', email: 'ivan@mail.ru', plan: 'Бизнес' },
    });
    expect(lead.search).toContain('ivan@mail.ru');
    expect(lead.search).toContain('заказ звонка');
  });

  it('sends a plain POST to the form’s address after the lead, with the UTM tags of the page when the form asks', async () => {
    const { token } = await h.signUp();
    const content = formContent();
    (content.widgets[2] as { cfg: Record<string, unknown> }).cfg = { formName: 'Заказ звонка', afterSubmit: 'url', afterUrl: '/spasibo', afterUtm: true };
    const page = await publishForm(h, token, 'next', content);
    const res = await post(h, {
      host: 'next.localhost', type: 'application/x-www-form-urlencoded', accept: 'text/html',
      headers: { referer: 'http://next.localhost/?utm_source=vk&gclid=g1' }, body: form({ page_id: String(page.id), form_id: '2', ...ok }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/spasibo?utm_source=vk');
    expect((await storedLeads(h))[0].utm).toEqual({ utm_source: 'vk', gclid: 'g1' });
    // The page script is told it was stored, and goes there itself.
    const scripted = await post(h, { host: 'next.localhost', type: urlencoded, body: form({ page_id: String(page.id), form_id: '2', ...ok }) });
    expect(scripted.json()).toEqual({ ok: true, stored: true });
  });

  it('validates leads of pages published before forms were stored with the artefact', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'old');
    await h.database.withConnection((c) => c.query('UPDATE page_artefacts SET forms = NULL'));
    const res = await post(h, { host: 'old.localhost', type: urlencoded, body: form({ page_id: String(page.id), name: 'Иван', phone: 'нет' }) });
    expect(res.statusCode).toBe(422);
    const rows = await h.database.withConnection((c) => c.query<{ forms: { lang: string } | null }>('SELECT forms FROM page_artefacts'));
    expect(rows[0].forms?.lang).toBe('ru');
  });

  it('stops one sender flooding a site with leads, and only that sender and site', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'flood');
    const other = await publishForm(h, token, 'calm');
    const send = (host: string, pageId: number, from = '203.0.113.7', accept = 'application/json') =>
      post(h, { host, from, accept, type: 'application/json', body: JSON.stringify({ page_id: pageId, ...ok }) });
    for (let i = 0; i < LEAD_LIMIT.max; i++) expect((await send('flood.localhost', page.id)).statusCode).toBe(200);
    const refused = await send('flood.localhost', page.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ ok: false, error: 'rate_limited' });
    const plain = await send('flood.localhost', page.id, '203.0.113.7', 'text/html');
    expect(plain.statusCode).toBe(429);
    expect(plain.body).toContain('Попробуйте ещё раз через несколько минут');
    // Another sender, and the same sender on another site, are not held back.
    expect((await send('flood.localhost', page.id, '198.51.100.1')).statusCode).toBe(200);
    expect((await send('calm.localhost', other.id)).statusCode).toBe(200);
    const counts = await h.database.withConnection((c) => c.query<{ page_id: string; n: string }>('SELECT page_id, count(*) AS n FROM leads GROUP BY page_id ORDER BY page_id'));
    expect(counts.map((r) => [Number(r.page_id), Number(r.n)])).toEqual([[page.id, LEAD_LIMIT.max + 1], [other.id, 1]]);
  });
});
