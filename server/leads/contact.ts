// The contact a lead is stored with (engine/contact.ts leadContact, worked out once at intake) and
// the filling of leads stored before the rule: the `leads.contact.fill` job takes them in batches,
// reading each with its published form's field kinds and its account's country, and writes the
// contact, the client line and the search text the intake would have written.
import { and, eq, sql } from 'drizzle-orm';
import {
  CONTACT_RULE_VERSION, leadContact, phoneRegion, phoneSearchText, pickForm, type FormRules, type LeadClient, type LeadContact,
} from '../../engine/index';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { leads } from '../db/schema-leads';
import { pageArtefacts, pages } from '../db/schema-pages';
import { rowsOf } from '../db/rows';

type Lead = typeof leads.$inferSelect;

/** The lower-cased text the inbox's search matches: the client, the form, every answer and the digits of every phone among them. */
function leadSearchText(title: string, formName: string, answers: Readonly<Record<string, string>>, country: string | null | undefined): string {
  const values = Object.values(answers);
  return [title, formName, ...values, phoneSearchText(values, phoneRegion(country))].join(' ').toLowerCase().slice(0, 20_000);
}

/** What the intake stores of a lead's contact: the rule's answer and the text its search matches. */
export function contactOfAnswers(form: FormRules | undefined, formName: string, answers: Readonly<Record<string, string>>, labels: readonly { name: string; label: string }[], country: string | null | undefined): LeadClient & { search: string } {
  const client = leadContact(form, answers, labels, phoneRegion(country));
  return { ...client, search: leadSearchText(client.title, formName, answers, country) };
}

/** The stored contact of a lead, as every reader takes it. */
export const storedContact = (l: Pick<Lead, 'contactName' | 'contactEmail' | 'contactPhone' | 'contactPhoneE164'>): LeadContact => ({
  name: l.contactName, email: l.contactEmail, phone: l.contactPhone, phoneE164: l.contactPhoneE164,
});

const BATCH = 500;

interface UnfilledRow { id: string | number; account_id: string | number; form: string; form_id: string | number | null; fields: Record<string, string>; labels: { name: string; label: string }[]; forms: Parameters<typeof pickForm>[0] | null; country: string | null }

/**
 * Fills up to `limit` leads stored before the contact rule (or by an older version of it), each
 * read with the form of its page's published version; answers how many it filled. Rows another
 * run holds are skipped, so two instances share the work.
 */
export async function fillLeadContacts(db: Db, limit = BATCH, only?: number): Promise<number> {
  return db.transaction(async (tx) => {
    // The literal matches the partial index's predicate (0300_lead_contact.sql), so it is used.
    const rows = await rowsOf<UnfilledRow>(tx, sql`
      SELECT l.id, l.account_id, l.form, l.form_id, l.fields, l.labels, a.forms, acc.country
      FROM ${leads} l
      JOIN ${accounts} acc ON acc.id = l.account_id
      LEFT JOIN ${pages} p ON p.id = l.page_id AND p.account_id = l.account_id
      LEFT JOIN ${pageArtefacts} a ON a.id = p.artefact_id
      WHERE l.contact_rule < ${sql.raw(String(CONTACT_RULE_VERSION))} ${only === undefined ? sql`` : sql`AND l.id = ${only}`}
      ORDER BY l.id LIMIT ${limit}
      FOR UPDATE OF l SKIP LOCKED`);
    for (const r of rows) {
      const form = r.forms ? pickForm(r.forms, r.form_id === null ? undefined : String(r.form_id), r.form) : undefined;
      const c = contactOfAnswers(form, r.form, r.fields, r.labels, r.country);
      await tx.update(leads).set({
        title: c.title, search: c.search,
        contactName: c.name, contactEmail: c.email, contactPhone: c.phone, contactPhoneE164: c.phoneE164, contactRule: CONTACT_RULE_VERSION,
      }).where(eq(leads.id, Number(r.id)));
    }
    return rows.length;
  });
}

/** Every lead still to fill, a batch at a time (the job's body). */
export async function fillAllLeadContacts(db: Db, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const n = await fillLeadContacts(db);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * A lead as its readers want it: with its contact filled. A lead stored before the rule that a
 * mail, a webhook or the person match meets before the fill job reached it is filled first.
 */
export async function withContact<T extends Pick<Lead, 'id' | 'accountId' | 'contactRule'>>(db: Db, lead: T): Promise<T> {
  if (lead.contactRule >= CONTACT_RULE_VERSION) return lead;
  await fillLeadContacts(db, 1, lead.id);
  const [filled] = await db.select().from(leads).where(and(eq(leads.id, lead.id), eq(leads.accountId, lead.accountId))).limit(1);
  return filled ? { ...lead, ...filled } : lead;
}
