// Consent and conditions at the lead intake: a lead whose required consent is missing is refused
// (422 naming it) and nothing is stored; a lead with it keeps the text as published, its version
// and the time, shown by the lead's detail and in the export; a field hidden by its condition is
// neither required nor kept.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { CONSENT_DEFAULTS, consentVersion } from '../../engine/consent';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const CONSENT_TEXT = `${CONSENT_DEFAULTS.ru.text} ${CONSENT_DEFAULTS.ru.linkText}`;

/** A form: name, delivery choice, an address asked only for delivery (required then), and the consent checkbox. */
function formContent() {
  const widget = (id: number, type: string, cfg: Record<string, unknown>) => ({ id, type, name: `W ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  const widgets: Record<string, unknown> = {
    2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Доставка' }, classes: [], style: {}, parentId: null, v: '0.1' },
    3: widget(3, 'widget-input', { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    4: widget(4, 'widget-input', { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, options: ['Самовывоз', 'Доставка'] }),
    5: widget(5, 'widget-input', { inputType: 'text', name: 'address', label: 'Адрес', required: true, showIf: { field: 'how', value: 'Доставка' }, stepStart: true }),
    6: widget(6, 'widget-consent', { name: 'consent', required: true, policyUrl: '/policy', ...CONSENT_DEFAULTS.ru }),
  };
  const tree = [{ id: 2, type: 'widget-form', cd: [3, 4, 5, 6].map((id) => ({ id, type: (widgets[id] as { type: string }).type, cd: [], parentId: 2 })), parentId: null }];
  return { version: '0.2', widgets, tree, fragments: {} };
}

async function publishForm(h: Harness, token: string, code: string) {
  const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: formContent(), globals: {} } });
  return page;
}

const post = (h: Harness, host: string, values: Record<string, string>, accept = 'application/json') => h.app.inject({
  method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9',
  headers: { host, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept }, payload: new URLSearchParams(values).toString(),
});

async function stored(h: Harness) {
  return h.database.withConnection((c) => c.query<{ id: string; fields: Record<string, string>; consent_text: string | null; consent_version: string | null; consent_at: Date | null; created: Date }>(
    'SELECT id, fields, consent_text, consent_version, consent_at, created FROM leads ORDER BY id'));
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
    expect(row.consent_text).toBe(CONSENT_TEXT);
    expect(row.consent_version).toBe(consentVersion(CONSENT_TEXT));
    expect(row.consent_at?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const lead = await h.ok(api.leads.get, { token, params: { leadId: Number(row.id) } });
    expect(lead.consent).toEqual({ text: CONSENT_TEXT, version: consentVersion(CONSENT_TEXT), at: row.consent_at?.toISOString() });
    expect(lead.fields.map((f) => f.name)).not.toContain('consent');
    const csv = await h.call(api.leads.exportLeads, { token, body: { data: { format: 'csv', status: 'all' } } });
    expect(csv.statusCode).toBe(200);
    const [header, first] = csv.body.slice(1).trim().split(/\r?\n/);
    expect(header.split(';').slice(-3)).toEqual(['Согласие на обработку данных', 'Версия согласия', 'Время согласия']);
    expect(first).toContain(`${CONSENT_TEXT};${consentVersion(CONSENT_TEXT)};`);
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
    expect([row.consent_text, row.consent_version, row.consent_at]).toEqual([null, null, null]);
    expect((await h.ok(api.leads.get, { token, params: { leadId: Number(row.id) } })).consent).toBeNull();
  });
});
