// The one contact rule, applied once at intake and read everywhere: the two forms that the three
// old rules told apart (an order number taken for the phone; a name field `who` labelled «Имя»
// left nameless), through the real intake, the inbox, the webhook/CRM payload and the person
// match; phones found in any format; and leads stored before the rule filled by its job.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { leadPayload } from '../integrations/index';
import { loadLeadData } from './lead-data';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { enqueueContactFill } from './jobs';

const input = (id: number, parentId: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Input ${id}`, cfg, classes: [], style: {}, parentId, v: '0.1' });
const formWidget = (id: number, formName: string) => ({ id, type: 'widget-form', name: formName, cfg: { formName, submitText: 'Спасибо!' }, classes: [], style: {}, parentId: null, v: '0.1' });

/** Two forms the old rules misread, on one page: an order number beside a mobile phone field; a name field named `who`. */
function twoForms() {
  const widgets: Record<string, unknown> = {
    1: formWidget(1, 'Статус заказа'),
    2: input(2, 1, { inputType: 'text', name: 'order', label: 'Номер заказа', required: true }),
    3: input(3, 1, { inputType: 'phone', name: 'mobile', label: 'Мобильный', required: true }),
    4: formWidget(4, 'Знакомство'),
    5: input(5, 4, { inputType: 'text', name: 'who', label: 'Имя', required: true }),
    6: input(6, 4, { inputType: 'email', name: 'mail', label: 'Почта', required: false }),
  };
  const tree = [
    { id: 1, type: 'widget-form', parentId: null, cd: [2, 3].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 1 })) },
    { id: 4, type: 'widget-form', parentId: null, cd: [5, 6].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 4 })) },
  ];
  return { version: '0.2', widgets, tree, fragments: {} };
}

async function send(h: Harness, host: string, values: Record<string, string>): Promise<void> {
  const res = await h.app.inject({
    method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: new URLSearchParams(values).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function accountOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

describe.each(testDatabases)('lead contact on $name', (db) => {
  const h = useHarness(db);

  it('works the contact out once at intake, and the inbox, the payload and the person all read it', async () => {
    const o = await h.signUp();
    const page = await h.ok(api.pages.create, { token: o.token, body: { title: 'Магазин' } });
    await h.ok(api.pages.publish, { token: o.token, params: { pageId: page.id }, body: { code: 'contactshop', data: twoForms(), globals: {} } });
    await send(h, 'contactshop.localhost', { page_id: String(page.id), form_id: '1', order: '12345678', mobile: '+7 999 123-45-67' });
    await send(h, 'contactshop.localhost', { page_id: String(page.id), form_id: '4', who: 'Анна Смирнова', mail: 'anna@example.ru' });

    const rows = (await h.ok(api.leads.list, { token: o.token, query: { 'sort[created]': 'asc' } })).items;
    expect(rows.map((r) => [r.title, r.contact])).toEqual([
      ['+7 999 123-45-67', { name: null, email: null, phone: '+7 999 123-45-67', phone_e164: '+79991234567' }],
      ['Анна Смирнова', { name: 'Анна Смирнова', email: 'anna@example.ru', phone: null, phone_e164: null }],
    ]);
    expect((await h.ok(api.leads.get, { token: o.token, params: { leadId: rows[1].id } })).contact.name).toBe('Анна Смирнова');

    // What every webhook, mailing service and CRM deal receives.
    const payload = async (id: number) => leadPayload((await loadLeadData(h.database.db, id, 'http://app.localhost'))!);
    expect((await payload(rows[0].id)).contact).toEqual({ name: null, email: null, phone: '+7 999 123-45-67', phone_e164: '+79991234567' });
    expect((await payload(rows[1].id)).contact).toEqual({ name: 'Анна Смирнова', email: 'anna@example.ru', phone: null, phone_e164: null });

    // The person match: a person per lead, found by the phone in another format.
    await h.drainJobs();
    for (const q of ['89991234567', '9991234567', '+79991234567', '4567']) {
      const persons = await h.ok(api.cdp.personsList, { token: o.token, query: { search: q } });
      expect(persons.items.map((p) => p.phone), q).toEqual(['+7 999 123-45-67']);
    }
    const anna = await h.ok(api.cdp.personsList, { token: o.token, query: { search: 'anna@example.ru' } });
    expect(anna.items.map((p) => p.name)).toEqual(['Анна Смирнова']);
  });

  it('finds a lead by its phone typed any way, and by its last digits', async () => {
    const o = await h.signUp();
    const page = await h.ok(api.pages.create, { token: o.token, body: { title: 'Курсы' } });
    await h.ok(api.pages.publish, { token: o.token, params: { pageId: page.id }, body: { code: 'contactfind', data: twoForms(), globals: {} } });
    await send(h, 'contactfind.localhost', { page_id: String(page.id), form_id: '1', order: '777', mobile: '+7 900 777-88-99' });
    await send(h, 'contactfind.localhost', { page_id: String(page.id), form_id: '1', order: '778', mobile: '8 (901) 000-11-22' });
    for (const q of ['+7 900 777-88-99', '89007778899', '9007778899', '+79007778899', '8899', '777-88']) {
      const found = await h.ok(api.leads.list, { token: o.token, query: { search: q } });
      expect(found.items.map((r) => r.contact.phone), q).toEqual(['+7 900 777-88-99']);
    }
    expect((await h.ok(api.leads.list, { token: o.token, query: { search: '+7 901 000 11 22' } })).items.map((r) => r.contact.phone_e164)).toEqual(['+79010001122']);
    expect((await h.ok(api.leads.countByStatus, { token: o.token, query: { search: '89007778899' } })).at(-1)).toEqual({ status: 'all', total: 1 });
  });

  it('fills leads stored before the rule by its job, with the form read from the published page and the account\'s country', async () => {
    const o = await h.signUp();
    const accountId = await accountOf(h, o.email);
    const page = await h.ok(api.pages.create, { token: o.token, body: { title: 'Старый' } });
    await h.ok(api.pages.publish, { token: o.token, params: { pageId: page.id }, body: { code: 'contactold', data: twoForms(), globals: {} } });
    await h.database.withConnection((c) => c.query("UPDATE accounts SET country = 'GB' WHERE id = $1", [accountId]));
    // As the intake wrote them before: the old client line (the order number), no contact.
    const old = await h.database.withConnection((c) => c.query<{ id: string }>(
      `INSERT INTO leads (account_id, page_id, form, form_id, fields, labels, title, search) VALUES
        ($1, $2, 'Статус заказа', 1, '{"order":"12345678","mobile":"020 7946 0958"}', '[{"name":"order","label":"Номер заказа"},{"name":"mobile","label":"Мобильный"}]', '12345678', '12345678 020 7946 0958'),
        ($1, $2, 'Знакомство', 4, '{"who":"Борис"}', '[{"name":"who","label":"Имя"}]', '', 'борис')
       RETURNING id`, [accountId, page.id]));
    await enqueueContactFill(h.database.db);
    await enqueueContactFill(h.database.db);
    const ran = await h.drainJobs();
    expect(ran.filter((j) => j.kind === 'leads.contact.fill')).toHaveLength(1);
    const rows = await h.database.withConnection((c) => c.query<{ title: string; contact_name: string | null; contact_phone: string | null; contact_phone_e164: string | null; contact_rule: number; search: string }>(
      'SELECT title, contact_name, contact_phone, contact_phone_e164, contact_rule, search FROM leads WHERE id = ANY($1::bigint[]) ORDER BY id', [old.map((r) => r.id)]));
    expect(rows.map((r) => [r.title, r.contact_name, r.contact_phone, r.contact_phone_e164, r.contact_rule])).toEqual([
      ['020 7946 0958', null, '020 7946 0958', '+442079460958', 1],
      ['Борис', 'Борис', null, null, 1],
    ]);
    expect(rows[0].search).toContain('442079460958');
    const found = await h.ok(api.leads.list, { token: o.token, query: { search: '+44 20 7946 0958' } });
    expect(found.items.map((r) => r.title)).toEqual(['020 7946 0958']);
  });
});
