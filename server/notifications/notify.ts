// Who is mailed about a lead, and the mail itself, once per (lead, recipient): the owner's confirmed
// address (unless switched off on the contacts screen), the «Email для заявок» of the form it came
// from (in the page's published version) and every approved contact attached to its page. `lead.notify` fans out one `lead.mail` job per address; each job records
// the (lead, address) pair in the same transaction as the mail, so running it twice mails once.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { contactPages, contacts, leadNotifications } from '../db/schema-integrations';
import type { Deps } from '../http/context';
import { enqueue } from '../jobs/queue';
import { formEmailsOfLead, loadLeadData, publishedForms, type LeadData } from '../services/lead-data';
import { ownerLeadRecipient } from './contacts';
import { renderLeadMail } from './lead-mail';

export async function recipientsOf(db: Db, lead: LeadData): Promise<string[]> {
  if (!lead.page) return [];
  const forms = await publishedForms(db, lead.accountId, lead.page.id);
  const approved = await db.select({ email: contacts.email }).from(contacts)
    .innerJoin(contactPages, eq(contactPages.contactId, contacts.id))
    .where(and(eq(contactPages.pageId, lead.page.id), eq(contacts.accountId, lead.accountId), isNotNull(contacts.approvedAt)));
  const owner = await ownerLeadRecipient(db, lead.accountId);
  return [...new Set([...(owner === null ? [] : [owner]), ...(forms ? formEmailsOfLead(forms, lead) : []), ...approved.map((c) => c.email)].map((e) => e.toLowerCase()))];
}

export const mailKey = (leadId: number, to: string) => `lead.mail:${leadId}:${to}`;

/** The `lead.notify` job. */
export async function notifyLead(deps: Deps, leadId: number): Promise<string[]> {
  const lead = await loadLeadData(deps.db, leadId, deps.config.publicUrl);
  if (!lead) return [];
  const to = await recipientsOf(deps.db, lead);
  await enqueue(deps.db, to.map((email) => ({ kind: 'lead.mail' as const, payload: { leadId, to: email }, accountId: lead.accountId, dedupeKey: mailKey(leadId, email) })));
  return to;
}

/** The `lead.mail` job: one mail, unless this (lead, address) was mailed already. */
export async function mailLead(deps: Deps, leadId: number, to: string): Promise<boolean> {
  const lead = await loadLeadData(deps.db, leadId, deps.config.publicUrl);
  if (!lead) return false;
  const [owner] = await deps.db.select({ locale: users.locale, timezone: users.timezone }).from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, lead.accountId)).limit(1);
  const mail = renderLeadMail(lead, { locale: owner?.locale ?? 'ru', timeZone: owner?.timezone ?? 'Europe/Moscow', publicUrl: deps.config.publicUrl });
  return deps.db.transaction(async (tx) => {
    const [first] = await tx.insert(leadNotifications).values({ leadId, recipient: to, accountId: lead.accountId }).onConflictDoNothing().returning();
    if (!first) return false;
    await deps.mailer.send(tx, { to, accountId: lead.accountId, ...mail });
    return true;
  });
}
