// Contacts of an account (SPEC §7): loading one, its pages, the API view, and the confirmation
// link. The link carries a one-time token (256 random bits, kept only as its SHA-256, 7 days, single
// use; a new link replaces the old). The token travels in the link's #fragment, which browsers never
// send to a server, so it is in no request line and no log; the approve screen posts it in a body.
import { and, eq } from 'drizzle-orm';
import type { ContactView, LeadMailView } from '../../api/routes/contacts';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { contactPages, contacts } from '../db/schema-integrations';
import type { AuthContext, Deps } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { linkedPageIds } from '../pages/index';
import { newToken, sha256 } from '../platform/crypto';
import { renderMail } from '../platform/mail/mail-templates';

export type ContactRow = typeof contacts.$inferSelect;

export const APPROVE_TTL_MS = 7 * 24 * 3600_000;

export async function ownContact(db: Db, accountId: number, id: number): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.id, id), eq(contacts.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export const contactPagesOf = (db: Db, ids: number[]) => linkedPageIds(db, { table: contactPages, owner: contactPages.contactId, page: contactPages.pageId }, ids);

export function contactView(c: ContactRow, pages: number[]): ContactView {
  return {
    id: c.id, email: c.email, name: c.name, approved: c.approvedAt !== null, approved_at: c.approvedAt?.toISOString() ?? null,
    approve_sent_at: c.approveSentAt?.toISOString() ?? null, pages, created: c.created.toISOString(),
  };
}

export async function contactViewOf(db: Db, c: ContactRow): Promise<ContactView> {
  return contactView(c, (await contactPagesOf(db, [c.id])).get(c.id) ?? []);
}

/** The address of the approve screen: the contact in the path, the token in the fragment. */
export const approveLink = (publicUrl: string, contactId: number, token: string) => `${publicUrl}/contact-approve/${contactId}#${token}`;

/**
 * Mails a new confirmation link (in `db`'s transaction when it is one) and returns the row with its
 * new token hash. The previous link stops working.
 */
export async function sendApproveLink(db: Db, deps: Deps, auth: AuthContext, contact: ContactRow): Promise<ContactRow> {
  const token = newToken();
  const now = new Date();
  const [row] = await db.update(contacts)
    .set({ approveHash: sha256(token), approveExpires: new Date(now.getTime() + APPROVE_TTL_MS), approveSentAt: now })
    .where(eq(contacts.id, contact.id)).returning();
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, auth.user.id)).limit(1);
  const mail = renderMail('contact_approve', auth.user.locale, {
    owner: owner?.name || owner?.email || '', email: row.email, link: approveLink(deps.config.publicUrl, row.id, token),
  });
  await deps.mailer.send(db, { to: row.email, accountId: row.accountId, ...mail });
  return row;
}

/** The account's own lead mail: the switch and the owner's address (contacts screen). */
export async function leadMailOf(db: Db, accountId: number): Promise<LeadMailView> {
  const [row] = await db.select({ owner: accounts.leadMailOwner, email: users.email, confirmed: users.emailConfirmed }).from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, accountId)).limit(1);
  return row ?? { owner: false, email: '', confirmed: false };
}

/** The owner's address when it gets the account's leads: switched on and confirmed; else null. */
export async function ownerLeadRecipient(db: Db, accountId: number): Promise<string | null> {
  const m = await leadMailOf(db, accountId);
  return m.owner && m.confirmed && m.email !== '' ? m.email.toLowerCase() : null;
}
