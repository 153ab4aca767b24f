// Customer matching for a whole claim of `cdp.person.fromLead` jobs in a few statements, whatever
// the claim's size: the persons every lead could match are read (and locked) at once, the leads are
// matched against them in memory in id order — exactly as one lead after another would be, so two
// leads of one new person in a claim make one person — and what that decided is written with one
// statement per table (persons made, persons updated, links, history). Nothing is written for a
// lead already linked or deleted. When another run got in between (a person made with one of the
// claim's keys, a lead linked meanwhile), the claim is refused as a whole (`MatchRaceError`): its
// transaction rolls back, and the caller matches again.
import { sql } from 'drizzle-orm';
import { normalizeEmail, personSearchText } from '../../api/cdp';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { persons, type PersonSource } from '../db/schema-cdp';
import type { LeadForMatch } from './match';
import { joinDefaultPipeline, type PersonRecord } from './persons';

/** Another run created a person with one of the claim's keys, or linked one of its leads, meanwhile. */
export class MatchRaceError extends Error {
  override name = 'MatchRaceError';
}

/** A person as the claim leaves it: one that exists (`id`) or one the claim makes (`id` null). */
interface PersonDraft {
  id: number | null;
  accountId: number;
  name: string;
  email: string | null;
  emailKey: string | null;
  phone: string | null;
  phoneKey: string | null;
  source: PersonSource;
  /** Leads this claim adds to the person's count. */
  added: number;
  lastLeadAt: Date | null;
  created: Date;
  updated: Date;
  /** The lead whose match made the person (its `source.lead_id`): how its new id is found. */
  madeBy: number | null;
}

interface HistoryEntry { person: PersonDraft; type: 'created' | 'lead'; data: Record<string, unknown> }

/** What the claim writes, in the order one lead after another would have written it. */
export interface MatchPlan {
  made: PersonDraft[];
  updated: PersonDraft[];
  links: { leadId: number; person: PersonDraft }[];
  history: HistoryEntry[];
}

const keyOf = (accountId: number, key: string) => `${accountId}\u0000${key}`;
const emailKeyOf = (lead: LeadForMatch) => normalizeEmail(lead.contact.email);
const phoneKeyOf = (lead: LeadForMatch) => lead.contact.phoneE164?.slice(1) ?? null;
const sourceOf = (lead: LeadForMatch): PersonSource => ({
  lead_id: lead.id, page_id: lead.pageId ?? undefined, page_title: lead.pageTitle ?? undefined, form: lead.form, utm: lead.utm, referrer: lead.referrer,
});

/**
 * Matches `leads` (taken in id order) against `known` — every person of their accounts holding
 * one of their email or phone keys — as matchOrCreate and updateFromLead in match.ts do for one
 * lead: the person with the lead's email, else with its phone, gets what they lack (a name, an
 * email or a phone no one else has) and the lead counted; a lead matching no one makes a person.
 */
export function planMatches(leads: readonly LeadForMatch[], known: readonly PersonRecord[], now: Date): MatchPlan {
  const byEmail = new Map<string, PersonDraft>();
  const byPhone = new Map<string, PersonDraft>();
  const index = (p: PersonDraft) => {
    if (p.emailKey) byEmail.set(keyOf(p.accountId, p.emailKey), p);
    if (p.phoneKey) byPhone.set(keyOf(p.accountId, p.phoneKey), p);
  };
  for (const p of known) {
    index({
      id: p.id, accountId: p.accountId, name: p.name, email: p.email, emailKey: p.emailKey, phone: p.phone, phoneKey: p.phoneKey,
      source: p.source, added: 0, lastLeadAt: p.lastLeadAt, created: p.created, updated: p.updated, madeBy: null,
    });
  }
  const plan: MatchPlan = { made: [], updated: [], links: [], history: [] };
  const touched = new Set<PersonDraft>();
  for (const lead of [...leads].sort((a, b) => a.id - b.id)) {
    const emailKey = emailKeyOf(lead);
    const phoneKey = phoneKeyOf(lead);
    // An email match wins over a phone match of another person.
    const hit = (emailKey ? byEmail.get(keyOf(lead.accountId, emailKey)) : undefined) ?? (phoneKey ? byPhone.get(keyOf(lead.accountId, phoneKey)) : undefined);
    let person: PersonDraft;
    if (hit) {
      person = hit;
      const addEmail = !person.emailKey && emailKey !== null && !byEmail.has(keyOf(person.accountId, emailKey));
      const addPhone = !person.phoneKey && phoneKey !== null && !byPhone.has(keyOf(person.accountId, phoneKey));
      person.name = person.name || lead.contact.name || '';
      if (addEmail) Object.assign(person, { email: lead.contact.email, emailKey });
      if (addPhone) Object.assign(person, { phone: lead.contact.phone, phoneKey });
      person.added += 1;
      if (!person.lastLeadAt || lead.created > person.lastLeadAt) person.lastLeadAt = lead.created;
      // A person added by hand gets their first lead's origin.
      if (person.source.lead_id === undefined) person.source = sourceOf(lead);
      person.updated = now;
      index(person);
      if (person.id !== null && !touched.has(person)) {
        touched.add(person);
        plan.updated.push(person);
      }
    } else {
      person = {
        id: null, accountId: lead.accountId, name: lead.contact.name ?? '',
        email: emailKey ? lead.contact.email : null, emailKey, phone: phoneKey ? lead.contact.phone : null, phoneKey,
        source: sourceOf(lead), added: 1, lastLeadAt: lead.created, created: lead.created, updated: lead.created, madeBy: lead.id,
      };
      index(person);
      plan.made.push(person);
      plan.history.push({ person, type: 'created', data: { by: 'lead', lead_id: lead.id } });
    }
    plan.links.push({ leadId: lead.id, person });
    plan.history.push({ person, type: 'lead', data: { lead_id: lead.id, form: lead.form, page_id: lead.pageId, page_title: lead.pageTitle } });
  }
  return plan;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
const searchOf = (p: PersonDraft) => personSearchText({ name: p.name, email: p.email, phone: p.phone, phoneKey: p.phoneKey });

/**
 * Matches the leads of one claim in the caller's transaction (`tx`), in about ten statements for
 * any number of leads. Leads linked before are left alone. Throws MatchRaceError when another run
 * got in between (the caller rolls back and matches again).
 */
export async function matchLeadsTogether(tx: Db, leads: readonly LeadForMatch[]): Promise<void> {
  if (leads.length === 0) return;
  const linked = new Set((await rowsOf<{ lead_id: string | number }>(tx, sql`
    SELECT lead_id FROM person_leads WHERE lead_id = ANY(${`{${leads.map((l) => l.id).join(',')}}`}::bigint[])`)).map((r) => Number(r.lead_id)));
  const todo = leads.filter((l) => !linked.has(l.id));
  if (todo.length === 0) return;
  const keys = (of: (l: LeadForMatch) => string | null) => todo.flatMap((l) => {
    const key = of(l);
    return key ? [{ a: l.accountId, k: key }] : [];
  });
  const emailKeys = keys(emailKeyOf);
  const phoneKeys = keys(phoneKeyOf);
  // Every person a lead of the claim could match, locked in id order (two claims lock shared
  // persons in the same order), by the unique indexes of the normalised keys.
  const known = emailKeys.length + phoneKeys.length === 0 ? [] : await tx.select().from(persons).where(sql`${persons.id} IN (
      SELECT p.id FROM json_to_recordset(${json(emailKeys)}) AS k (a bigint, k text)
        JOIN persons p ON p.account_id = k.a AND p.email_key = k.k AND p.email_key IS NOT NULL
      UNION
      SELECT p.id FROM json_to_recordset(${json(phoneKeys)}) AS k (a bigint, k text)
        JOIN persons p ON p.account_id = k.a AND p.phone_key = k.k AND p.phone_key IS NOT NULL)`)
    .orderBy(persons.id).for('update');
  const plan = planMatches(todo, known, new Date());
  await writeMade(tx, plan.made);
  await writeUpdated(tx, plan.updated);
  await writeLinks(tx, plan.links);
  await tx.execute(sql`INSERT INTO person_events (account_id, person_id, type, data)
    SELECT e.a, e.p, e.t, e.d FROM json_to_recordset(${json(plan.history.map((h, n) => ({ n, a: h.person.accountId, p: h.person.id, t: h.type, d: h.data })))})
      AS e (n integer, a bigint, p bigint, t text, d jsonb)
    ORDER BY e.n`);
  // Each new person stands on the first stage of their account's default pipeline.
  const madeIn = new Map<number, number[]>();
  for (const p of plan.made) madeIn.set(p.accountId, [...(madeIn.get(p.accountId) ?? []), p.id as number]);
  for (const [accountId, ids] of madeIn) await joinDefaultPipeline(tx, accountId, ids);
}

/** Inserts the persons the claim makes and gives each draft its id; a key taken meanwhile refuses the claim. */
async function writeMade(tx: Db, made: PersonDraft[]): Promise<void> {
  if (made.length === 0) return;
  const rows = made.map((p, n) => ({
    n, a: p.accountId, name: p.name, email: p.email, ek: p.emailKey, phone: p.phone, pk: p.phoneKey, source: p.source,
    count: p.added, last: p.lastLeadAt?.toISOString() ?? null, search: searchOf(p), created: p.created.toISOString(), updated: p.updated.toISOString(),
  }));
  const ids = await rowsOf<{ id: string | number; lead: string }>(tx, sql`
    INSERT INTO persons (account_id, name, email, email_key, phone, phone_key, source, leads_count, last_lead_at, search, created, updated)
    SELECT r.a, r.name, r.email, r.ek, r.phone, r.pk, r.source, r.count, r.last, r.search, r.created, r.updated
    FROM json_to_recordset(${json(rows)}) AS r (n integer, a bigint, name text, email text, ek text, phone text, pk text, source jsonb,
      count integer, last timestamptz, search text, created timestamptz, updated timestamptz)
    ORDER BY r.n
    ON CONFLICT DO NOTHING
    RETURNING id, source->>'lead_id' AS lead`);
  if (ids.length !== made.length) throw new MatchRaceError('a person with one of these contacts was made meanwhile');
  const byLead = new Map(ids.map((r) => [Number(r.lead), Number(r.id)]));
  for (const p of made) p.id = byLead.get(p.madeBy as number) ?? null;
  if (made.some((p) => p.id === null)) throw new MatchRaceError('a new person was not found by its first lead');
}

/** Writes what the claim changed on existing persons (locked by the read), one statement for all. */
async function writeUpdated(tx: Db, updated: PersonDraft[]): Promise<void> {
  if (updated.length === 0) return;
  const rows = updated.map((p) => ({
    id: p.id, name: p.name, email: p.email, ek: p.emailKey, phone: p.phone, pk: p.phoneKey, source: p.source,
    added: p.added, last: p.lastLeadAt?.toISOString() ?? null, search: searchOf(p), updated: p.updated.toISOString(),
  }));
  await tx.execute(sql`UPDATE persons SET name = u.name, email = u.email, email_key = u.ek, phone = u.phone, phone_key = u.pk,
      source = u.source, leads_count = persons.leads_count + u.added, last_lead_at = u.last, search = u.search, updated = u.updated
    FROM json_to_recordset(${json(rows)}) AS u (id bigint, name text, email text, ek text, phone text, pk text, source jsonb,
      added integer, last timestamptz, search text, updated timestamptz)
    WHERE persons.id = u.id`);
}

/** Links every lead to its person; a lead another run linked meanwhile refuses the claim. */
async function writeLinks(tx: Db, links: MatchPlan['links']): Promise<void> {
  const rows = links.map((l) => ({ l: l.leadId, p: l.person.id, a: l.person.accountId }));
  const added = await rowsOf<{ lead_id: string | number }>(tx, sql`
    INSERT INTO person_leads (lead_id, person_id, account_id)
    SELECT r.l, r.p, r.a FROM json_to_recordset(${json(rows)}) AS r (l bigint, p bigint, a bigint)
    ORDER BY r.l
    ON CONFLICT DO NOTHING
    RETURNING lead_id`);
  if (added.length !== links.length) throw new MatchRaceError('a lead of the claim was linked by another run meanwhile');
}
