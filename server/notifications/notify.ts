// Who is mailed about a lead, and the mail itself, once per (lead, recipient): the owner's confirmed
// address (unless switched off on the contacts screen), the «Email для заявок» of the form it came
// from (in the page's published version) and every approved contact attached to its page. `lead.notify` fans out one `lead.mail` job per address; each job records
// the (lead, address) pair in the same transaction as the mail, so running it twice mails once.
// A lead of a project the account's Telegram chat covers gets one `lead.telegram` job besides (telegram.ts).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactPages, contacts, leadNotifications } from '../db/schema-integrations';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import type { Deps } from '../platform/deps';
import { enqueue } from '../platform/jobs/queue';
import { formEmailsOfLead, loadLeadData, publishedForms, type LeadData } from '../leads/index';
import { ownerLeadRecipient } from './contacts';
import { renderLeadMail } from './lead-mail';
import { ownerPrefsOf } from './owner-prefs';
import { telegramJobsOf } from './telegram';

/** Who is mailed about a lead of one page: its forms' addresses (by the lead's form) and its approved contacts. */
type PageRecipients = (lead: { formId: number | null; form: string }) => string[];

async function pageRecipients(db: Db, accountId: number, pageId: number): Promise<PageRecipients> {
  const [forms, approved, owner] = await Promise.all([
    publishedForms(db, accountId, pageId),
    db.select({ email: contacts.email }).from(contacts)
      .innerJoin(contactPages, eq(contactPages.contactId, contacts.id))
      .where(and(eq(contactPages.pageId, pageId), eq(contacts.accountId, accountId), isNotNull(contacts.approvedAt))),
    // The owner's confirmed address, unless switched off on the contacts screen.
    ownerLeadRecipient(db, accountId),
  ]);
  return (lead) => [...new Set([...(owner === null ? [] : [owner]), ...(forms ? formEmailsOfLead(forms, lead) : []), ...approved.map((c) => c.email)].map((e) => e.toLowerCase()))];
}

export async function recipientsOf(db: Db, lead: LeadData): Promise<string[]> {
  if (!lead.page) return [];
  return (await pageRecipients(db, lead.accountId, lead.page.id))(lead);
}

export const mailKey = (leadId: number, to: string) => `lead.mail:${leadId}:${to}`;

/** The `lead.notify` job. */
export async function notifyLead(deps: Deps, leadId: number): Promise<string[]> {
  const lead = await loadLeadData(deps.db, leadId, deps.config.publicUrl);
  if (!lead) return [];
  const to = await recipientsOf(deps.db, lead);
  await enqueue(deps.db, [
    ...to.map((email) => ({ kind: 'lead.mail' as const, payload: { leadId, to: email }, accountId: lead.accountId, dedupeKey: mailKey(leadId, email) })),
    ...await telegramJobsOf(deps.db, [leadId]),
  ]);
  return to;
}

/**
 * The `lead.notify` jobs of one claim together (a campaign's burst is thousands of leads of one
 * page): the leads read with one statement, each page's forms and contacts once, and every
 * `lead.mail` enqueued with one statement — the same recipients notifyLead finds one by one.
 */
export async function notifyLeads(deps: Deps, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const rows = await deps.db.select({ id: leads.id, accountId: leads.accountId, pageId: leads.pageId, formId: leads.formId, form: leads.form })
    .from(leads).where(inArray(leads.id, [...leadIds]));
  const keyOf = (r: { accountId: number; pageId: number | null }) => `${r.accountId}:${r.pageId}`;
  const wanted = [...new Map(rows.filter((r) => r.pageId !== null).map((r) => [keyOf(r), r])).values()];
  // A lead's page must still be its account's (loadLeadData's page is null otherwise: nobody is mailed).
  const existing = wanted.length === 0 ? [] : await deps.db.select({ id: pages.id, accountId: pages.accountId }).from(pages)
    .where(inArray(pages.id, wanted.map((r) => r.pageId as number)));
  const pagesOk = new Set(existing.map((p) => `${p.accountId}:${p.id}`));
  const byPage = new Map<string, PageRecipients>();
  await Promise.all(wanted.filter((r) => pagesOk.has(keyOf(r))).map(async (r) => {
    byPage.set(keyOf(r), await pageRecipients(deps.db, r.accountId, r.pageId as number));
  }));
  const mails = rows.flatMap((lead) => {
    const recipients = byPage.get(keyOf(lead));
    return recipients ? recipients(lead).map((email) => ({ kind: 'lead.mail' as const, payload: { leadId: lead.id, to: email }, accountId: lead.accountId, dedupeKey: mailKey(lead.id, email) })) : [];
  });
  await enqueue(deps.db, [...mails, ...await telegramJobsOf(deps.db, leadIds)]);
}

/** The `lead.mail` job: one mail, unless this (lead, address) was mailed already. */
export async function mailLead(deps: Deps, leadId: number, to: string): Promise<boolean> {
  const lead = await loadLeadData(deps.db, leadId, deps.config.publicUrl);
  if (!lead) return false;
  const mail = renderLeadMail(lead, { ...await ownerPrefsOf(deps.db, lead.accountId), publicUrl: deps.config.publicUrl });
  return deps.db.transaction(async (tx) => {
    const [first] = await tx.insert(leadNotifications).values({ leadId, recipient: to, accountId: lead.accountId }).onConflictDoNothing().returning();
    if (!first) return false;
    await deps.mailer.send(tx, { to, accountId: lead.accountId, ...mail });
    return true;
  });
}
