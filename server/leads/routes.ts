// Handlers of api/routes/leads.ts: the owner's leads inbox (SPEC §7 "Leads and orders", §6 rights
// lead.list and lead.delete per project). Visibility and filters: server/leads/scope.ts.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Handlers } from '../platform/http/context';
import { FileAnswer, me } from '../platform/http/context';
import { mediaStorage } from '../platform/storage/index';
import { collectLeadFileGarbage, leadFileOf, leadFilesOf } from './lead-files';
import { notFound, unauthorized } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { leadRoutes, LEAD_STATUS_ORDER } from '../../api/routes/leads';
import { users } from '../db/schema';
import { leads, leadStatusChanges } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import { deniedProjects, leadsWhere, visibleLeads } from './scope';
import { leadAnswers } from '../../engine/index';
import { asStatus, leadPageLabel, leadRowColumns, leadRowView } from './views';
import { consentsView } from './consent';
import { withContact } from './contact';
import { exportLeads } from './export';

export const leadHandlers: Handlers<typeof leadRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const q = ctx.query;
    // The search is part of the where clause (leadsWhere: a phone-like term by its digits), as the export applies it: one rule for both.
    const where = await leadsWhere(db, auth, 'lead.list', { ...q.filters, search: q.search });
    const select = db.select({ ...leadRowColumns, pageTitle: leadPageLabel }).from(leads).leftJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId))).$dynamic();
    const page = await listPage(db, select, q, {
      table: leads, where, id: leads.id,
      sort: { created: leads.created, status: leads.status, title: leads.title },
    });
    return { ...page, items: page.items.map((r) => leadRowView(r, r.pageTitle)) };
  },

  async countByStatus(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const where = await leadsWhere(db, auth, 'lead.list', ctx.query);
    const rows = await db.select({ status: leads.status, n: count() }).from(leads).where(where).groupBy(leads.status);
    const totals = new Map(rows.map((r) => [r.status, Number(r.n)]));
    const items = LEAD_STATUS_ORDER.map((status) => ({ status, total: totals.get(status) ?? 0 }));
    return [...items, { status: 'all' as const, total: items.reduce((sum, i) => sum + i.total, 0) }];
  },

  async get(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const [row] = await db.select({ lead: leads, pageTitle: leadPageLabel }).from(leads)
      .leftJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId)))
      .where(and(eq(leads.id, ctx.params.leadId), eq(leads.accountId, auth.account.id))).limit(1);
    if (!row) throw notFound();
    const denied = await deniedProjects(db, auth, 'lead.list');
    if (row.lead.projectId !== null && denied.includes(row.lead.projectId)) throw unauthorized();
    const history = await db.select({ change: leadStatusChanges, userName: users.name }).from(leadStatusChanges)
      .leftJoin(users, eq(users.id, leadStatusChanges.userId))
      .where(eq(leadStatusChanges.leadId, row.lead.id)).orderBy(asc(leadStatusChanges.id));
    const l = await withContact(db, row.lead);
    return {
      ...leadRowView(l, row.pageTitle),
      fields: leadAnswers(l.labels, l.fields),
      utm: l.utm,
      referrer: l.referer,
      ip: l.ip,
      user_agent: l.userAgent,
      consents: consentsView(l),
      files: await leadFilesOf(db, auth.account.id, l.id),
      history: history.map(({ change, userName }) => ({
        status_from: asStatus(change.statusFrom), status_to: asStatus(change.statusTo), created: change.created.toISOString(),
        user: change.userId === null ? null : { id: change.userId, name: userName ?? '' },
      })),
    };
  },

  async changeStatus(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const { status, items } = ctx.body;
    const denied = await deniedProjects(db, auth, 'lead.list');
    const updated = await db.transaction(async (tx) => {
      // Locked, so two people changing the same leads write a true "from" each.
      const before = await tx.select({ id: leads.id, status: leads.status }).from(leads)
        .where(and(visibleLeads(auth, denied), inArray(leads.id, items), ne(leads.status, status))).orderBy(asc(leads.id)).for('update');
      if (before.length === 0) return 0;
      await tx.update(leads).set({ status }).where(inArray(leads.id, before.map((b) => b.id)));
      await tx.insert(leadStatusChanges).values(before.map((b) => ({
        accountId: auth.account.id, leadId: b.id, statusFrom: b.status, statusTo: status, userId: auth.user.id,
      })));
      return before.length;
    });
    return { updated };
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const { items } = ctx.body;
    const [listDenied, deleteDenied] = await Promise.all([deniedProjects(db, auth, 'lead.list'), deniedProjects(db, auth, 'lead.delete')]);
    const where = and(visibleLeads(auth, listDenied), inArray(leads.id, items));
    if (deleteDenied.length > 0) {
      // One lead the member may not delete refuses the whole batch: nothing half-deleted.
      const forbidden = await db.select({ id: leads.id }).from(leads).where(and(where, inArray(leads.projectId, deleteDenied))).limit(1);
      if (forbidden.length > 0) throw unauthorized();
    }
    const deleted = await db.delete(leads).where(where).returning({ id: leads.id });
    // Their file answers' bytes go too (the rows went with the leads).
    if (deleted.length > 0) await collectLeadFileGarbage(db, mediaStorage(ctx.deps.config).store);
    return { deleted: deleted.length };
  },

  async exportLeads(ctx) {
    return exportLeads(ctx.deps.db, me(ctx), ctx.body.data);
  },

  async file(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    // The lead as `get` finds it: the account's, in a project the user may see leads of.
    const [lead] = await db.select({ id: leads.id, projectId: leads.projectId }).from(leads)
      .where(and(eq(leads.id, ctx.params.leadId), eq(leads.accountId, auth.account.id))).limit(1);
    if (!lead) throw notFound();
    const denied = await deniedProjects(db, auth, 'lead.list');
    if (lead.projectId !== null && denied.includes(lead.projectId)) throw unauthorized();
    const f = await leadFileOf(db, auth.account.id, lead.id, ctx.params.fileId);
    const obj = f === undefined ? null : await mediaStorage(ctx.deps.config).store.get(f.key);
    if (f === undefined || obj === null) throw notFound();
    return new FileAnswer(obj.body, f.mime, f.name);
  },
};
