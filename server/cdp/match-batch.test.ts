import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { cdpOwner, sendLead, type CdpOwner } from '../testing/cdp';
import { loadLeadsForMatch, personsFromLeads } from './match';
import { matchLeadsTogether } from './match-batch';

const C = api.cdp;

/** The claim matched set-based only (no fallback to one lead at a time): what the worker's batch does first. */
async function matchTogether(h: Harness, leadIds: number[]) {
  const loaded = await loadLeadsForMatch(h.database.db, leadIds);
  await h.database.db.transaction((tx) => matchLeadsTogether(tx, [...loaded.values()]));
}

async function persons(h: Harness, o: CdpOwner) {
  return (await h.ok(C.personsList, { token: o.token, query: { 'sort[name]': 'asc' } })).items;
}

async function linksOf(h: Harness, leadIds: number[]): Promise<Map<number, number>> {
  const rows = await h.database.withConnection((c) => c.query<{ lead_id: string; person_id: string }>(
    'SELECT lead_id, person_id FROM person_leads WHERE lead_id = ANY($1::bigint[])', [leadIds]));
  return new Map(rows.map((r) => [Number(r.lead_id), Number(r.person_id)]));
}

describe.each(testDatabases)('customer matching of a whole claim on $name', (db) => {
  const h = useHarness(db);

  it('two leads of one new person in one claim make one person with both leads, one history and one stage', async () => {
    const o = await cdpOwner(h);
    const first = await sendLead(h, o, { name: 'Мария', email: 'Maria@Example.com' }, { utm_source: 'yandex' });
    const second = await sendLead(h, o, { name: 'Мария К.', email: 'maria@example.com ', phone: '8 (900) 700-10-20' });
    const other = await sendLead(h, o, { name: 'Пётр', phone: '+7 911 000-00-01' });
    await matchTogether(h, [second, other, first]);

    const list = await persons(h, o);
    expect(list.map((p) => [p.name, p.email, p.phone, p.leads_count])).toEqual([
      // The first lead made her; the second filled the phone she lacked and kept her name.
      ['Мария', 'Maria@Example.com', '8 (900) 700-10-20', 2],
      ['Пётр', null, '+7 911 000-00-01', 1],
    ]);
    const maria = await h.ok(C.personsGet, { token: o.token, params: { personId: list[0].id } });
    expect(maria.source).toMatchObject({ utm: { utm_source: 'yandex' } });
    expect(maria.stages.map((s) => s.stage.title)).toEqual(['Новые']);
    // Found by the phone the claim gave her, written differently.
    expect((await h.ok(C.personsList, { token: o.token, query: { search: '79007001020' } })).items.map((p) => p.id)).toEqual([maria.id]);
    const history = await h.ok(C.personsHistory, { token: o.token, params: { personId: maria.id } });
    expect(history.items.map((e) => [e.type, e.data.lead_id])).toEqual([['lead', second], ['lead', first], ['created', first]]);
    const links = await linksOf(h, [first, second, other]);
    expect([links.get(first), links.get(second), links.get(other)]).toEqual([maria.id, maria.id, list[1].id]);

    // The same claim again (a job run twice) changes nothing.
    await matchTogether(h, [first, second, other]);
    expect((await persons(h, o)).map((p) => p.leads_count)).toEqual([2, 1]);
    expect((await h.ok(C.personsHistory, { token: o.token, params: { personId: maria.id } })).items).toHaveLength(3);
  });

  it('a lead whose person exists is linked to them; a person added by hand gets the lead as their origin', async () => {
    const o = await cdpOwner(h);
    const anna = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Анна', phone: '+7 900 123-45-67' } });
    const lead = await sendLead(h, o, { name: 'Анна Смирнова', email: 'anna@example.com', phone: '8 900 1234567' }, { utm_source: 'vk' });
    await matchTogether(h, [lead]);

    const list = await persons(h, o);
    expect(list.map((p) => [p.id, p.name, p.email, p.phone, p.leads_count])).toEqual([[anna.id, 'Анна', 'anna@example.com', '+7 900 123-45-67', 1]]);
    const got = await h.ok(C.personsGet, { token: o.token, params: { personId: anna.id } });
    expect(got.source).toMatchObject({ utm: { utm_source: 'vk' } });
    expect((await linksOf(h, [lead])).get(lead)).toBe(anna.id);
    expect((await h.ok(C.personsHistory, { token: o.token, params: { personId: anna.id } })).items.map((e) => e.type)).toEqual(['lead', 'created']);
  });

  it('an email match wins over a phone match of another person; neither takes a contact the other has', async () => {
    const o = await cdpOwner(h);
    const byEmail = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Ольга', email: 'olga@example.com' } });
    const byPhone = await h.ok(C.personsCreate, { token: o.token, body: { name: 'Олег', phone: '+7 900 555-44-33' } });
    // Her email and his phone: hers. His phone alone with a new email: his, and the email is added.
    const both = await sendLead(h, o, { name: 'Оля', email: 'OLGA@example.com', phone: '8 900 555 44 33' });
    const phoneOnly = await sendLead(h, o, { email: 'oleg@example.com', phone: '+79005554433' });
    await matchTogether(h, [phoneOnly, both]);

    const links = await linksOf(h, [both, phoneOnly]);
    expect([links.get(both), links.get(phoneOnly)]).toEqual([byEmail.id, byPhone.id]);
    expect((await persons(h, o)).map((p) => [p.name, p.email, p.phone, p.leads_count])).toEqual([
      ['Олег', 'oleg@example.com', '+7 900 555-44-33', 1],
      ['Ольга', 'olga@example.com', null, 1],
    ]);
  });

  it('a deleted lead and a linked one change nothing; the rest of the claim is matched', async () => {
    const o = await cdpOwner(h);
    const linked = await sendLead(h, o, { name: 'Ирина', email: 'irina@example.com' });
    await matchTogether(h, [linked]);
    const gone = await sendLead(h, o, { name: 'Удалённый', email: 'gone@example.com' });
    const fresh = await sendLead(h, o, { name: 'Вера', phone: '+7 900 000-11-22' });
    await h.ok(api.leads.remove, { token: o.token, body: { items: [gone] } });
    expect(await personsFromLeads(h.database.db, [gone, linked, fresh])).toEqual([undefined, undefined, undefined]);

    expect((await persons(h, o)).map((p) => [p.name, p.leads_count])).toEqual([['Вера', 1], ['Ирина', 1]]);
    const links = await linksOf(h, [gone, linked, fresh]);
    expect(links.has(gone)).toBe(false);
    expect(links.size).toBe(2);
  });

  it('leads of two accounts with the same email make a person in each account', async () => {
    const a = await cdpOwner(h);
    const b = await cdpOwner(h);
    const la = await sendLead(h, a, { name: 'Общий', email: 'same@example.com' });
    const lb = await sendLead(h, b, { name: 'Общий', email: 'same@example.com' });
    await matchTogether(h, [la, lb]);
    expect((await persons(h, a)).map((p) => [p.email, p.leads_count])).toEqual([['same@example.com', 1]]);
    expect((await persons(h, b)).map((p) => [p.email, p.leads_count])).toEqual([['same@example.com', 1]]);
    const links = await linksOf(h, [la, lb]);
    expect(links.get(la)).not.toBe(links.get(lb));
  });
});
