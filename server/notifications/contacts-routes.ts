// Handlers of api/routes/contacts.ts. Contacts are the owner's (SPEC §6); approving is done by the
// person behind the address, with the mailed link's token instead of a session.
import { and, eq } from 'drizzle-orm';
import type { contactRoutes } from '../../api/routes/contacts';
import type { Db } from '../db/client';
import { contactPages, contacts } from '../db/schema-integrations';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { ApiError, validation } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { safeEqualHex, sha256 } from '../platform/crypto';
import { formEmails, publishedForms } from '../leads/index';
import { loadOwnPage, ownLivePageIds, ownPage, replacedPageIds } from '../pages/index';
import { isUniqueViolation } from '../account/index';
import { contactPagesOf, contactView, contactViewOf, leadMailOf, ownContact, ownerLeadRecipient, sendApproveLink } from './contacts';
import { accounts } from '../db/schema';

/** Page ids must be live pages of the account (else 404); the owner has every right on them. */
const livePages = (db: Db, auth: AuthContext, ids: number[]) => ownLivePageIds(db, auth, ids, 'page.settings');

async function setPages(db: Db, contactId: number, pageIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(contactPages).where(eq(contactPages.contactId, contactId));
    if (pageIds.length > 0) await tx.insert(contactPages).values(pageIds.map((pageId) => ({ contactId, pageId })));
  });
}

const contactExists = () => validation({ email: 'contact.exists' }, 409);

export const contactHandlers: Handlers<typeof contactRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await listPage(db, db.select().from(contacts).$dynamic(), ctx.query, {
      table: contacts, where: eq(contacts.accountId, auth.account.id), search: [contacts.email, contacts.name],
      sort: { email: contacts.email, created: contacts.created }, id: contacts.id,
    });
    const links = await contactPagesOf(db, page.items.map((c) => c.id));
    return { ...page, items: page.items.map((c) => contactView(c, links.get(c.id) ?? [])) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const pageIds = await livePages(db, auth, ctx.body.pages ?? []);
    try {
      const row = await db.transaction(async (tx) => {
        const [c] = await tx.insert(contacts).values({ accountId: auth.account.id, email: ctx.body.email, name: ctx.body.name ?? '' }).returning();
        if (pageIds.length > 0) await tx.insert(contactPages).values(pageIds.map((pageId) => ({ contactId: c.id, pageId })));
        return sendApproveLink(tx, ctx.deps, auth, c);
      });
      return contactViewOf(db, row);
    } catch (err) {
      if (isUniqueViolation(err)) throw contactExists();
      throw err;
    }
  },

  async forPage(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.contact_id);
    const page = await loadOwnPage(db, auth, ctx.params.page_id, 'page.settings');
    const view = await contactViewOf(db, c);
    return { contact: view, page_id: page.id, attached: view.pages.includes(page.id) };
  },

  async setPages(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.contact_id);
    await setPages(db, c.id, await replacedPageIds(db, auth, (await contactPagesOf(db, [c.id])).get(c.id) ?? [], ctx.body.pages, 'page.settings'));
    return contactViewOf(db, c);
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.id);
    const emailChanged = ctx.body.email !== undefined && ctx.body.email !== c.email;
    // An empty update changes nothing (SPEC §5: 200 with the resource as it is).
    if (!emailChanged && ctx.body.name === undefined) return contactViewOf(db, c);
    try {
      const row = await db.transaction(async (tx) => {
        const [next] = await tx.update(contacts).set({
          ...(ctx.body.name !== undefined && { name: ctx.body.name }),
          // A new address has approved nothing: it gets its own link.
          ...(emailChanged && { email: ctx.body.email, approvedAt: null }),
        }).where(eq(contacts.id, c.id)).returning();
        return emailChanged ? sendApproveLink(tx, ctx.deps, auth, next) : next;
      });
      return contactViewOf(db, row);
    } catch (err) {
      if (isUniqueViolation(err)) throw contactExists();
      throw err;
    }
  },

  async remove(ctx) {
    const auth = me(ctx);
    const c = await ownContact(ctx.deps.db, auth.account.id, ctx.params.id);
    await ctx.deps.db.delete(contacts).where(eq(contacts.id, c.id));
    return { ok: true } as const;
  },

  async approve(ctx) {
    const { db } = ctx.deps;
    const [c] = await db.select().from(contacts).where(eq(contacts.id, ctx.params.id)).limit(1);
    const valid = c?.approveHash && c.approveExpires && c.approveExpires > new Date() && safeEqualHex(sha256(ctx.body.token), c.approveHash);
    if (!c || !valid) throw new ApiError(404, 'contact.link_invalid');
    // Single use: the conditional update lets one of two concurrent calls win.
    const done = await db.update(contacts).set({ approvedAt: new Date(), approveHash: null, approveExpires: null })
      .where(and(eq(contacts.id, c.id), eq(contacts.approveHash, c.approveHash as string))).returning({ email: contacts.email });
    if (done.length === 0) throw new ApiError(404, 'contact.link_invalid');
    ctx.changedAccount = c.accountId;
    return { email: done[0].email };
  },

  async attach(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.id);
    const [pageId] = await livePages(db, auth, [ctx.body.page_id]);
    await db.insert(contactPages).values({ contactId: c.id, pageId }).onConflictDoNothing();
    return contactViewOf(db, c);
  },

  async detach(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.id);
    await db.delete(contactPages).where(and(eq(contactPages.contactId, c.id), eq(contactPages.pageId, ctx.query.page_id)));
    return contactViewOf(db, c);
  },

  async resend(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await ownContact(db, auth.account.id, ctx.params.id);
    const row = await db.transaction((tx) => sendApproveLink(tx, ctx.deps, auth, c));
    return contactViewOf(db, row);
  },

  async leadMail(ctx) {
    const auth = me(ctx);
    return leadMailOf(ctx.deps.db, auth.account.id);
  },

  async setLeadMail(ctx) {
    const auth = me(ctx);
    await ctx.deps.db.update(accounts).set({ leadMailOwner: ctx.body.owner }).where(eq(accounts.id, auth.account.id));
    return leadMailOf(ctx.deps.db, auth.account.id);
  },

  async pageNotifications(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const forms = await publishedForms(db, auth.account.id, page.id);
    // Contacts are the owner's (SPEC §6): a member sees the forms' addresses only.
    let attached: Awaited<ReturnType<typeof contactView>>[] = [];
    if (auth.isOwner) {
      const rows = await db.select({ c: contacts }).from(contacts).innerJoin(contactPages, eq(contactPages.contactId, contacts.id))
        .where(and(eq(contactPages.pageId, page.id), eq(contacts.accountId, auth.account.id)));
      const links = await contactPagesOf(db, rows.map((r) => r.c.id));
      attached = rows.map((r) => contactView(r.c, links.get(r.c.id) ?? []));
    }
    const ownerMail = auth.isOwner ? await ownerLeadRecipient(db, auth.account.id) : null;
    return { published: forms !== null, forms: forms ? formEmails(forms).map((f) => ({ form: f.form, email: f.email })) : [], contacts: attached, owner: ownerMail };
  },
};
