// Consent and conditions at the lead intake: a lead whose required consent is missing is refused
// (422 naming it) and nothing is stored; a lead with it keeps the text as published, its version
// and the time, shown by the lead's detail and in the export; a form with several boxes needs every
// required one and keeps each box's answer; a lead stored before reads as it did; a field hidden by
// its condition is neither required nor kept.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { CONSENT_DEFAULTS, consentVersion } from '../../engine/consent';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const CONSENT_TEXT = `${CONSENT_DEFAULTS.ru.text} ${CONSENT_DEFAULTS.ru.linkText}`;

const MAIL_TEXT = 'Хочу получать новости и скидки по почте';

/** A form: name, delivery choice, an address asked only for delivery (required then), and the consent checkbox (and an optional second one for mail). */
function formContent(mailBox = false) {
  const widget = (id: number, type: string, cfg: Record<string, unknown>) => ({ id, type, name: `W ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  const widgets: Record<string, unknown> = {
    2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Доставка' }, classes: [], style: {}, parentId: null, v: '0.1' },
    3: widget(3, 'widget-input', { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    4: widget(4, 'widget-input', { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, options: ['Самовывоз', 'Доставка'] }),
    5: widget(5, 'widget-input', { inputType: 'text', name: 'address', label: 'Адрес', required: true, showIf: { field: 'how', value: 'Доставка' }, stepStart: true }),
    6: widget(6, 'widget-consent', { name: 'consent', required: true, policyUrl: '/policy', ...CONSENT_DEFAULTS.ru }),
    ...(mailBox ? { 7: widget(7, 'widget-consent', { name: 'mailing', required: false, text: MAIL_TEXT, linkText: '' }) } : {}),
  };
  const tree = [{ id: 2, type: 'widget-form', cd: (mailBox ? [3, 4, 5, 6, 7] : [3, 4, 5, 6]).map((id) => ({ id, type: (widgets[id] as { type: string }).type, cd: [], parentId: 2 })), parentId: null }];
  return { version: '0.2', widgets, tree, fragments: {} };
}

async function publishForm(h: Harness, token: string, code: string, mailBox = false) {
  const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: formContent(mailBox), globals: {} } });
  return page;
}

const post = (h: Harness, host: string, values: Record<string, string>, accept = 'application/json') => h.app.inject({
  method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9',
  headers: { host, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept }, payload: new URLSearchParams(values).toString(),
});

async function stored(h: Harness) {
  return h.database.withConnection((c) => c.query<{ id: string; fields: Record<string, string>; consents: Record<string, unknown>[] | null; consent_text: string | null; consent_version: string | null; consent_at: Date | null; created: Date }>(
    'SELECT id, fields, consents, consent_text, consent_version, consent_at, created FROM leads ORDER BY id'));
}

/** The export as CSV rows of cells (a quoted cell may hold line breaks). */
async function exported(h: Harness, token: string): Promise<string[][]> {
  const csv = await h.call(api.leads.exportLeads, { token, body: { data: { format: 'csv', status: 'all' } } });
  expect(csv.statusCode).toBe(200);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row); }
  return rows;
}

describe.each(testDatabases)('consent and conditions at the intake on $name', (db) => {
  const h = useHarness(db);

  it('refuses a lead without the required consent, naming it, and stores nothing', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'agree');
    const values = { page_id: String(page.id), form_id: '2', name: 'Анна', how: 'Самовывоз' };
    const res = await post(h, 'agree.localhost', values);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, fields: { consent: 'Подтвердите согласие на обработку персональных данных' } });
    const plain = await post(h, 'agree.localhost', values, 'text/html');
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('Согласие на обработку персональных данных');
    expect(plain.body).toContain('Подтвердите согласие на обработку персональных данных');
    expect(await stored(h)).toEqual([]);
  });

  it('stores the consent given: the published text, its version and the time, shown in the lead and the export', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'given');
    const res = await post(h, 'given.localhost', { page_id: String(page.id), form_id: '2', name: 'Анна', how: 'Самовывоз', consent: consentVersion(CONSENT_TEXT) });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await stored(h);
    expect(row.fields).toEqual({ name: 'Анна', how: 'Самовывоз' });
    const at = String(row.consents?.[0].at);
    expect(new Date(at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.consents).toEqual([{ name: 'consent', text: CONSENT_TEXT, version: consentVersion(CONSENT_TEXT), required: true, given: true, at }]);
    const lead = await h.ok(api.leads.get, { token, params: { leadId: Number(row.id) } });
    expect(lead.consents).toEqual([{ text: CONSENT_TEXT, version: consentVersion(CONSENT_TEXT), at, required: true, given: true }]);
    expect(lead.fields.map((f) => f.name)).not.toContain('consent');
    const [header, first] = await exported(h, token);
    expect(header.slice(-4)).toEqual(['Согласие на обработку данных', 'Версия согласия', 'Время согласия', 'Согласие дано']);
    expect(first.slice(-4)).toEqual([CONSENT_TEXT, consentVersion(CONSENT_TEXT), expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/), 'Да']);
  });

  it('with two boxes, needs the required one, takes the optional one left unticked, and keeps each answer', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'twoboxes', true);
    const base = { page_id: String(page.id), form_id: '2', name: 'Анна', how: 'Самовывоз' };
    // Only the optional box ticked: refused, naming the required one by its words, nothing stored.
    const refused = await post(h, 'twoboxes.localhost', { ...base, mailing: consentVersion(MAIL_TEXT) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ ok: false, fields: { consent: 'Подтвердите согласие на обработку персональных данных' } });
    const plain = await post(h, 'twoboxes.localhost', { ...base, mailing: consentVersion(MAIL_TEXT) }, 'text/html');
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain(CONSENT_TEXT);
    expect(plain.body).not.toContain(MAIL_TEXT);
    expect(await stored(h)).toEqual([]);
    // The required one ticked, the optional one left: stored, both answers kept in the form's order.
    expect((await post(h, 'twoboxes.localhost', { ...base, consent: consentVersion(CONSENT_TEXT) })).statusCode).toBe(200);
    expect((await post(h, 'twoboxes.localhost', { ...base, name: 'Борис', consent: consentVersion(CONSENT_TEXT), mailing: consentVersion(MAIL_TEXT) })).statusCode).toBe(200);
    const [anna, boris] = await stored(h);
    expect(anna.fields).toEqual({ name: 'Анна', how: 'Самовывоз' });
    expect(anna.consents?.map((c) => [c.name, c.text, c.version, c.required, c.given])).toEqual([
      ['consent', CONSENT_TEXT, consentVersion(CONSENT_TEXT), true, true], ['mailing', MAIL_TEXT, consentVersion(MAIL_TEXT), false, false],
    ]);
    expect(boris.consents?.map((c) => c.given)).toEqual([true, true]);
    const lead = await h.ok(api.leads.get, { token, params: { leadId: Number(anna.id) } });
    expect(lead.consents.map((c) => [c.text, c.required, c.given])).toEqual([[CONSENT_TEXT, true, true], [MAIL_TEXT, false, false]]);
    expect(lead.fields.map((f) => f.name)).not.toContain('mailing');
    expect(lead.fields.map((f) => f.name)).not.toContain('consent');
    const rows = await exported(h, token);
    const annaRow = rows.find((r) => r[0] === String(anna.id)) ?? [];
    expect(annaRow.slice(-4).map((cell) => cell.split('\n'))).toEqual([
      [CONSENT_TEXT, MAIL_TEXT], [consentVersion(CONSENT_TEXT), consentVersion(MAIL_TEXT)], [expect.any(String), expect.any(String)], ['Да', 'Нет'],
    ]);
  });

  it('reads a lead stored before several boxes (its one consent in its own columns) as it was', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'olderlead');
    expect((await post(h, 'olderlead.localhost', { page_id: String(page.id), form_id: '2', name: 'Анна', how: 'Самовывоз', consent: 'yes' })).statusCode).toBe(200);
    const [row] = await stored(h);
    // What the intake wrote before this change: the three columns, no list.
    await h.database.withConnection((c) => c.query(
      "UPDATE leads SET consents = NULL, consent_text = $1, consent_version = $2, consent_at = '2026-11-20T09:15:00Z' WHERE id = $3", [CONSENT_TEXT, 'v-old', row.id]));
    const lead = await h.ok(api.leads.get, { token, params: { leadId: Number(row.id) } });
    expect(lead.consents).toEqual([{ text: CONSENT_TEXT, version: 'v-old', at: '2026-11-20T09:15:00.000Z', required: null, given: true }]);
    const [, first] = await exported(h, token);
    expect(first.slice(-4)).toEqual([CONSENT_TEXT, 'v-old', '20.11.2026 12:15', 'Да']);
  });

  it('takes a condition\'s hidden required field empty, keeps nothing of it, and requires it once shown', async () => {
    const { token } = await h.signUp();
    const page = await publishForm(h, token, 'cond');
    const base = { page_id: String(page.id), form_id: '2', name: 'Борис', consent: 'yes' };
    expect((await post(h, 'cond.localhost', { ...base, how: 'Самовывоз' })).statusCode).toBe(200);
    // A hand-made POST sends the hidden field: its answer is not kept.
    expect((await post(h, 'cond.localhost', { ...base, how: 'Самовывоз', address: 'Тверская, 1' })).statusCode).toBe(200);
    const shownEmpty = await post(h, 'cond.localhost', { ...base, how: 'Доставка' });
    expect(shownEmpty.statusCode).toBe(422);
    expect(shownEmpty.json()).toEqual({ ok: false, fields: { address: 'Обязательное поле' } });
    expect((await post(h, 'cond.localhost', { ...base, how: 'Доставка', address: 'Тверская, 1' })).statusCode).toBe(200);
    expect((await stored(h)).map((r) => r.fields)).toEqual([
      { name: 'Борис', how: 'Самовывоз' }, { name: 'Борис', how: 'Самовывоз' }, { name: 'Борис', how: 'Доставка', address: 'Тверская, 1' },
    ]);
  });

  it('leaves a form without the checkbox as it was: a lead without consent is stored, with none recorded', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Старая' } });
    const content = formContent();
    delete (content.widgets as Record<string, unknown>)[6];
    content.tree[0].cd = content.tree[0].cd.filter((c) => c.id !== 6);
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'old', data: content, globals: {} } });
    expect((await post(h, 'old.localhost', { page_id: String(page.id), form_id: '2', name: 'Вера', how: 'Самовывоз' })).statusCode).toBe(200);
    const [row] = await stored(h);
    expect([row.consents, row.consent_text, row.consent_version, row.consent_at]).toEqual([null, null, null, null]);
    expect((await h.ok(api.leads.get, { token, params: { leadId: Number(row.id) } })).consents).toEqual([]);
  });
});
