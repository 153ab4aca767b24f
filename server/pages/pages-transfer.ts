// Page transfers between accounts (SPEC §4 lifecycle: create, accept, cancel). Accepting moves the
// page with its draft, history and published artefact into a project of the recipient (so their
// pages list shows it); links to the old account (folder, domain, plugins) are dropped because they
// belong to the sender.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { pageArtefacts, pageTransfers, pages, pluginPages } from '../db/schema-pages';
import type { AuthContext } from '../platform/http/context';
import { ApiError, notFound } from '../platform/http/errors';
import { assertOwnRefs, type PageRow } from './pages-access';
import { moveContent } from './pages-content';
import { assertCanAddPages } from './pages-limits';
import { firstProjectId } from '../account/index';
import { republish } from './publish';

export type TransferRow = typeof pageTransfers.$inferSelect;

export async function recipientAccount(db: Db, email: string): Promise<number> {
  const [u] = await db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email)).limit(1);
  // An unknown email is a validation error of the form, not a 404 of the route.
  if (!u) throw new ApiError(422, 'user.no_such', { fields: { email: 'user.no_such' } });
  return u.accountId;
}

export async function createTransfer(db: Db, page: PageRow, toAccountId: number): Promise<TransferRow> {
  if (toAccountId === page.accountId) throw new ApiError(422, 'transfer.self', { fields: { email: 'transfer.self' } });
  const pending = await db.select({ id: pageTransfers.id }).from(pageTransfers)
    .where(and(eq(pageTransfers.pageId, page.id), eq(pageTransfers.status, 'pending'))).limit(1);
  if (pending.length > 0) throw new ApiError(409, 'transfer.pending');
  const [t] = await db.insert(pageTransfers).values({ pageId: page.id, fromAccountId: page.accountId, toAccountId }).returning();
  return t;
}

/** A transfer the caller's account is a side of (else 404). */
export async function ownTransfer(db: Db, accountId: number, id: number, side: 'to' | 'any'): Promise<TransferRow> {
  const [t] = await db.select().from(pageTransfers).where(eq(pageTransfers.id, id)).limit(1);
  if (!t || (t.toAccountId !== accountId && (side === 'to' || t.fromAccountId !== accountId))) throw notFound();
  return t;
}

/** `projectId`: the recipient's project the page joins; null → their first project. */
export async function acceptTransfer(db: Db, auth: AuthContext, t: TransferRow, projectId: number | null): Promise<TransferRow> {
  if (t.status !== 'pending') throw new ApiError(409, 'transfer.closed');
  await assertCanAddPages(db, auth.account);
  const to = auth.account.id;
  if (projectId !== null) await assertOwnRefs(db, to, { projectId });
  const target = projectId ?? (await firstProjectId(db, to));
  const moved = await db.transaction(async (tx) => {
    const [closed] = await tx.update(pageTransfers).set({ status: 'accepted', closed: new Date() })
      .where(and(eq(pageTransfers.id, t.id), eq(pageTransfers.status, 'pending'))).returning();
    if (!closed) throw new ApiError(409, 'transfer.closed');
    const [page] = await tx.update(pages)
      .set({ accountId: to, projectId: target, folderId: null, domainId: null, updated: new Date() })
      .where(and(eq(pages.id, t.pageId), eq(pages.accountId, t.fromAccountId))).returning();
    if (!page) throw new ApiError(409, 'transfer.closed');
    await moveContent(tx, [page.id], to);
    await tx.update(pageArtefacts).set({ accountId: to }).where(inArray(pageArtefacts.pageId, [page.id]));
    await tx.delete(pluginPages).where(eq(pluginPages.pageId, page.id));
    return { closed, page };
  });
  // The sender's plugins were in the published HTML; the new owner's apply from now on.
  await republish(db, moved.page);
  return moved.closed;
}

export async function cancelTransfer(db: Db, t: TransferRow): Promise<TransferRow> {
  const [closed] = await db.update(pageTransfers).set({ status: 'cancelled', closed: new Date() })
    .where(and(eq(pageTransfers.id, t.id), eq(pageTransfers.status, 'pending'))).returning();
  if (!closed) throw new ApiError(409, 'transfer.closed');
  return closed;
}
