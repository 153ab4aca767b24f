// Handlers of api/routes/integrations.ts. An integration belongs to no project, so a member needs
// its code (integration.list / edit / delete) in every project; connecting it to pages needs
// page.settings on each of them too.
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { INTEGRATION_TYPES, LEAD_RECEIVING_KINDS } from '../../api/integrationCatalogue';
import type { PermissionCode } from '../../api/permissions';
import type { integrationRoutes } from '../../api/routes/integrations';
import type { Db } from '../db/client';
import { integrationDeliveries, integrationPages, integrations } from '../db/schema-integrations';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { ApiError, notFound } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { loadOwnPage, ownLivePageIds, replacedPageIds } from '../pages/index';
import { requireOutsideProjectsPermission } from '../account/index';
import { createTestDelivery, deliveryViews, resendDelivery } from './deliveries';
import { newSigningSecret, SIGNING_SECRET } from './providers/webhook';
import { checkConnection, integrationView, mergeFields, ownIntegration, pagesOf, typeOf, viewOf, type IntegrationRow } from './store';

async function allowed(db: Db, ctx: { auth: AuthContext | null }, code: PermissionCode): Promise<AuthContext> {
  const auth = me(ctx);
  await requireOutsideProjectsPermission(db, auth, code);
  return auth;
}

/** Page ids must be live pages of the account (else 404); the caller needs page.settings on each. */
const checkPages = (db: Db, auth: AuthContext, ids: number[]) => ownLivePageIds(db, auth, ids, 'page.settings');

async function replacePages(db: Db, integrationId: number, pageIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(integrationPages).where(eq(integrationPages.integrationId, integrationId));
    if (pageIds.length > 0) await tx.insert(integrationPages).values(pageIds.map((pageId) => ({ integrationId, pageId })));
  });
}

/** The view, plus the signing secret when this answer is the one that made it. */
async function answer(db: Db, row: IntegrationRow, secret?: string) {
  return { ...(await viewOf(db, row)), ...(secret !== undefined && { signing_secret: secret }) };
}

const ownDelivery = async (db: Db, integrationId: number, id: number) => {
  const [d] = await db.select().from(integrationDeliveries)
    .where(and(eq(integrationDeliveries.id, id), eq(integrationDeliveries.integrationId, integrationId))).limit(1);
  if (!d) throw notFound();
  return d;
};

function receivesLeads(row: IntegrationRow): void {
  if (!LEAD_RECEIVING_KINDS.includes(typeOf(row).kind)) throw new ApiError(422, 'integration.no_leads');
}

export const integrationHandlers: Handlers<typeof integrationRoutes> = {
  async list(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.list');
    const f = ctx.query.filters;
    const kinds = f.kind ? [f.kind] : f.receives_leads ? LEAD_RECEIVING_KINDS : null;
    const kindTypes = kinds ? Object.values(INTEGRATION_TYPES).filter((t) => kinds.includes(t.kind)).map((t) => t.id) : null;
    let pageFilter;
    if (f.has_page_id !== undefined) {
      const page = await loadOwnPage(db, auth, f.has_page_id, 'page.list');
      const linked = db.select({ id: integrationPages.integrationId }).from(integrationPages).where(eq(integrationPages.pageId, page.id));
      pageFilter = or(eq(integrations.allPages, true), inArray(integrations.id, linked));
    }
    const own = eq(integrations.accountId, auth.account.id);
    const page = await listPage(db, db.select().from(integrations).$dynamic(), ctx.query, {
      table: integrations,
      where: and(own, kindTypes ? inArray(integrations.type, kindTypes) : undefined, f.type !== undefined ? eq(integrations.type, f.type) : undefined,
        f.status ? eq(integrations.status, f.status) : undefined, pageFilter),
      search: [integrations.title],
      sort: { title: integrations.title, status: integrations.status, created: integrations.created },
      id: integrations.id,
    });
    const [links, byType] = await Promise.all([
      pagesOf(db, page.items.map((r) => r.id)),
      db.select({ type: integrations.type, n: count() }).from(integrations).where(own).groupBy(integrations.type),
    ]);
    return {
      ...page,
      items: page.items.map((r) => integrationView(r, links.get(r.id) ?? [])),
      connected_by_type: Object.fromEntries(byType.map((t) => [String(t.type), Number(t.n)])),
    };
  },

  async create(ctx) {
    const { db, config } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const type = INTEGRATION_TYPES[ctx.body.type];
    const fields = mergeFields(type, { settings: {}, credentials: {} }, ctx.body, config);
    const pageIds = await checkPages(db, auth, ctx.body.pages ?? []);
    // A webhook signs with a secret of its own, made here and shown once (this answer).
    const secret = type.kind === 'webhook' ? newSigningSecret() : undefined;
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.insert(integrations).values({
        accountId: auth.account.id, type: type.id, title: ctx.body.title || type.name, settings: fields.settings,
        credentials: secret ? { ...fields.credentials, [SIGNING_SECRET]: secret } : fields.credentials,
        enabled: ctx.body.enabled ?? true, allPages: ctx.body.all_pages ?? false,
      }).returning();
      if (pageIds.length > 0) await tx.insert(integrationPages).values(pageIds.map((pageId) => ({ integrationId: r.id, pageId })));
      return r;
    });
    return answer(db, (await checkConnection(ctx.deps, row)).row, secret);
  },

  async get(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.list');
    return viewOf(db, await ownIntegration(db, auth.account.id, ctx.params.id));
  },

  async update(ctx) {
    const { db, config } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const before = await ownIntegration(db, auth.account.id, ctx.params.id);
    const type = typeOf(before);
    const b = ctx.body;
    const fields = mergeFields(type, before, b, config);
    // Pages leaving or joining both need page.settings.
    const pageIds = b.pages !== undefined
      ? await replacedPageIds(db, auth, (await pagesOf(db, [before.id])).get(before.id) ?? [], b.pages, 'page.settings')
      : undefined;
    const secret = b.rotate_secret && type.kind === 'webhook' ? newSigningSecret() : undefined;
    const [row] = await db.update(integrations).set({
      ...(b.title !== undefined && { title: b.title || type.name }),
      settings: fields.settings,
      credentials: secret ? { ...fields.credentials, [SIGNING_SECRET]: secret } : fields.credentials,
      ...(b.enabled !== undefined && { enabled: b.enabled }),
      ...(b.all_pages !== undefined && { allPages: b.all_pages }),
      updated: new Date(),
    }).where(and(eq(integrations.id, before.id), eq(integrations.accountId, auth.account.id))).returning();
    if (pageIds) await replacePages(db, row.id, pageIds);
    const fieldsChanged = b.settings !== undefined || b.credentials !== undefined;
    return answer(db, fieldsChanged ? (await checkConnection(ctx.deps, row)).row : row, secret);
  },

  async remove(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.delete');
    const row = await ownIntegration(db, auth.account.id, ctx.params.id);
    await db.delete(integrations).where(and(eq(integrations.id, row.id), eq(integrations.accountId, auth.account.id)));
    return { ok: true } as const;
  },

  async copy(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const src = await ownIntegration(db, auth.account.id, ctx.params.id);
    const links = (await pagesOf(db, [src.id])).get(src.id) ?? [];
    const secret = typeOf(src).kind === 'webhook' ? newSigningSecret() : undefined;
    // The copy starts disabled: two enabled twins would send every lead twice.
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.insert(integrations).values({
        accountId: src.accountId, type: src.type, title: `${src.title} (1)`, settings: src.settings,
        credentials: secret ? { ...src.credentials, [SIGNING_SECRET]: secret } : src.credentials,
        enabled: false, allPages: src.allPages, status: src.status, statusError: src.statusError, checkedAt: src.checkedAt,
      }).returning();
      if (links.length > 0) await tx.insert(integrationPages).values(links.map((pageId) => ({ integrationId: r.id, pageId })));
      return r;
    });
    return answer(db, row, secret);
  },

  async load(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const row = await ownIntegration(db, auth.account.id, ctx.params.id);
    const checked = await checkConnection(ctx.deps, row);
    return { integration: await viewOf(db, checked.row), lists: checked.lists, pipelines: checked.pipelines };
  },

  async deliveries(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.list');
    const row = await ownIntegration(db, auth.account.id, ctx.params.id);
    const page = await listPage(db, db.select().from(integrationDeliveries).$dynamic(), ctx.query, {
      table: integrationDeliveries,
      where: and(eq(integrationDeliveries.integrationId, row.id), ctx.query.filters.state ? eq(integrationDeliveries.state, ctx.query.filters.state) : undefined),
      sort: { created: integrationDeliveries.created }, id: integrationDeliveries.id,
    });
    return { ...page, items: await deliveryViews(db, page.items) };
  },

  async test(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const row = await ownIntegration(db, auth.account.id, ctx.params.id);
    receivesLeads(row);
    if (integrationView(row, []).missing.length > 0) throw new ApiError(422, 'integration.not_connected');
    const [view] = await deliveryViews(db, [await createTestDelivery(db, row, auth.user.locale)]);
    return view;
  },

  async resend(ctx) {
    const { db } = ctx.deps;
    const auth = await allowed(db, ctx, 'integration.edit');
    const row = await ownIntegration(db, auth.account.id, ctx.params.id);
    receivesLeads(row);
    const [view] = await deliveryViews(db, [await resendDelivery(db, await ownDelivery(db, row.id, ctx.params.deliveryId))]);
    return view;
  },
};
