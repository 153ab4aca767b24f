// Every lead becomes a person: the `cdp.person.fromLead` job (following `lead.created`) finds the
// account's person with the lead's normalised email — else phone — and updates them, or creates
// one. It runs at least once and possibly twice at a time, so: the lead's link (person_leads, keyed
// by the lead) is written in the same transaction as the person, and a run that finds the lead
// linked changes nothing; two leads of one new person meet at the unique contact indexes.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail, personSearchText } from '../../api/cdp';
import type { LeadContact } from '../../engine/index';
import type { Db } from '../db/client';
import { personLeads, persons, type PersonSource } from '../db/schema-cdp';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import { storedContact, withContact } from '../leads/index';
import { leadPageLabel } from '../leads/index';
import { matchLeadsTogether, MatchRaceError } from './match-batch';
import { joinDefaultPipeline, recordPersonEvent, type PersonRecord } from './persons';

/** Thrown inside the transaction when another run linked the lead first: everything rolls back. */
class AlreadyLinked extends Error {}

export interface LeadForMatch {
  id: number;
  accountId: number;
  pageId: number | null;
  pageTitle: string | null;
  form: string;
  fields: Record<string, string>;
  contact: LeadContact;
  utm: Record<string, string>;
  referrer: string | null;
  created: Date;
}

/** The lead with what matching needs (the contact stored at intake); null once deleted. */
export async function loadLeadForMatch(db: Db, leadId: number): Promise<LeadForMatch | null> {
  return (await loadLeadsForMatch(db, [leadId])).get(leadId) ?? null;
}

/** Many leads with what matching needs, read in one statement; deleted ones are left out. */
export async function loadLeadsForMatch(db: Db, leadIds: readonly number[]): Promise<Map<number, LeadForMatch>> {
  const found = new Map<number, LeadForMatch>();
  if (leadIds.length === 0) return found;
  const rows = await db.select({ lead: leads, pageTitle: leadPageLabel })
    .from(leads)
    .leftJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId)))
    .where(inArray(leads.id, [...leadIds]));
  for (const row of rows) {
    const l = await withContact(db, row.lead);
    const contact = storedContact(l);
    found.set(l.id, {
      id: l.id, accountId: l.accountId, pageId: l.pageId, pageTitle: row.pageTitle, form: l.form, fields: l.fields,
      // A lead with no name, email or phone still names its person: by the client line (its first answer).
      contact: contact.name || contact.email || contact.phone ? contact : { ...contact, name: l.title || null },
      utm: l.utm, referrer: l.referer, created: l.created,
    });
  }
  return found;
}

export interface MatchResult { personId: number; created: boolean }

/**
 * Links the lead to its person (found by email, else phone; created when none), in one
 * transaction with the person's history. Null when the lead was linked already (a repeated run).
 */
export async function personFromLead(db: Db, lead: LeadForMatch): Promise<MatchResult | null> {
  try {
    return await db.transaction(async (tx) => {
      const [linked] = await tx.select({ personId: personLeads.personId }).from(personLeads).where(eq(personLeads.leadId, lead.id)).limit(1);
      if (linked) throw new AlreadyLinked();
      const result = await matchOrCreate(tx, lead);
      const [link] = await tx.insert(personLeads).values({ leadId: lead.id, personId: result.personId, accountId: lead.accountId })
        .onConflictDoNothing().returning({ leadId: personLeads.leadId });
      if (!link) throw new AlreadyLinked();
      await recordPersonEvent(tx, {
        accountId: lead.accountId, personId: result.personId, type: 'lead',
        data: { lead_id: lead.id, form: lead.form, page_id: lead.pageId, page_title: lead.pageTitle },
      });
      return result;
    });
  } catch (err) {
    if (err instanceof AlreadyLinked) return null;
    throw err;
  }
}

/**
 * Matches the leads of one claim: set-based (match-batch.ts: a few statements for all of them, in
 * one transaction), taken again when another run got in between; should that keep happening, or
 * the set-based write fail, one lead at a time in savepoints (personFromLead's transaction nests),
 * so a lead that fails rolls back only its own work and gets its error back while the others
 * commit together. Answers, per id in `leadIds`' order, undefined (matched, linked before or
 * deleted) or the error.
 */
export async function personsFromLeads(db: Db, leadIds: readonly number[]): Promise<unknown[]> {
  const loaded = await loadLeadsForMatch(db, leadIds);
  const leadsOf = [...loaded.values()];
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db.transaction((tx) => matchLeadsTogether(tx, leadsOf));
      return leadIds.map(() => undefined);
    } catch (err) {
      if (!(err instanceof MatchRaceError)) break;
    }
  }
  return personsFromLeadsOneByOne(db, loaded, leadIds);
}

/** Each lead in a savepoint of its own, in id order (two batches lock shared persons in the same order). */
async function personsFromLeadsOneByOne(db: Db, loaded: Map<number, LeadForMatch>, leadIds: readonly number[]): Promise<unknown[]> {
  const outcome = new Map<number, unknown>();
  await db.transaction(async (tx) => {
    for (const id of [...loaded.keys()].sort((a, b) => a - b)) {
      try {
        await personFromLead(tx, loaded.get(id) as LeadForMatch);
      } catch (err) {
        outcome.set(id, err);
      }
    }
  });
  return leadIds.map((id) => outcome.get(id));
}

async function matchOrCreate(tx: Db, lead: LeadForMatch): Promise<MatchResult> {
  const emailKey = normalizeEmail(lead.contact.email);
  const phoneKey = lead.contact.phoneE164?.slice(1) ?? null;
  const by: SQL[] = [];
  if (emailKey) by.push(eq(persons.emailKey, emailKey));
  if (phoneKey) by.push(eq(persons.phoneKey, phoneKey));
  // Two runs creating the same new person: the loser's insert does nothing, and it finds the winner's row.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (by.length > 0) {
      const [hit] = await tx.select().from(persons)
        .where(and(eq(persons.accountId, lead.accountId), or(...by)))
        // An email match wins over a phone match of another person.
        .orderBy(emailKey ? sql`(${persons.emailKey} IS NOT DISTINCT FROM ${emailKey}) DESC` : persons.id)
        .limit(1).for('update');
      if (hit) {
        await updateFromLead(tx, hit, lead, emailKey, phoneKey);
        return { personId: hit.id, created: false };
      }
    }
    const name = lead.contact.name ?? '';
    const email = emailKey ? lead.contact.email : null;
    const phone = phoneKey ? lead.contact.phone : null;
    const source: PersonSource = { lead_id: lead.id, page_id: lead.pageId ?? undefined, page_title: lead.pageTitle ?? undefined, form: lead.form, utm: lead.utm, referrer: lead.referrer };
    const [made] = await tx.insert(persons).values({
      accountId: lead.accountId, name, email, emailKey, phone, phoneKey, source, leadsCount: 1, lastLeadAt: lead.created,
      search: personSearchText({ name, email, phone, phoneKey }), created: lead.created, updated: lead.created,
    }).onConflictDoNothing().returning({ id: persons.id });
    if (made) {
      await recordPersonEvent(tx, { accountId: lead.accountId, personId: made.id, type: 'created', data: { by: 'lead', lead_id: lead.id } });
      await joinDefaultPipeline(tx, lead.accountId, made.id);
      return { personId: made.id, created: true };
    }
    if (by.length === 0) break;
  }
  throw new Error(`lead ${lead.id}: the person kept changing while being matched`);
}

/** Fills what the person lacks (a name, an email, a phone no one else has) and counts the lead. */
async function updateFromLead(tx: Db, p: PersonRecord, lead: LeadForMatch, emailKey: string | null, phoneKey: string | null): Promise<void> {
  const free = async (column: typeof persons.emailKey | typeof persons.phoneKey, key: string) =>
    (await tx.select({ id: persons.id }).from(persons).where(and(eq(persons.accountId, p.accountId), eq(column, key))).limit(1)).length === 0;
  const addEmail = !p.emailKey && emailKey !== null && (await free(persons.emailKey, emailKey));
  const addPhone = !p.phoneKey && phoneKey !== null && (await free(persons.phoneKey, phoneKey));
  const name = p.name || lead.contact.name || '';
  const email = addEmail ? lead.contact.email : p.email;
  const phone = addPhone ? lead.contact.phone : p.phone;
  const newer = !p.lastLeadAt || lead.created > p.lastLeadAt;
  await tx.update(persons).set({
    name, email, phone,
    ...(addEmail ? { emailKey } : {}),
    ...(addPhone ? { phoneKey } : {}),
    leadsCount: sql`${persons.leadsCount} + 1`,
    ...(newer ? { lastLeadAt: lead.created } : {}),
    // A person added by hand gets their first lead's origin.
    ...(p.source.lead_id === undefined ? { source: { lead_id: lead.id, page_id: lead.pageId ?? undefined, page_title: lead.pageTitle ?? undefined, form: lead.form, utm: lead.utm, referrer: lead.referrer } } : {}),
    search: personSearchText({ name, email, phone, phoneKey: addPhone ? phoneKey : p.phoneKey }),
    updated: new Date(),
  }).where(eq(persons.id, p.id));
}
