// Handlers of api/routes/domains.ts. Domains are checked against the caller's project rights
// (SPEC §6 domain.list/add/edit/delete) and the tariff's domain limit; names are unique across
// the product ('Домен занят').
import { and, asc, count, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { domainRoutes } from '../../api/routes/domains';
import type { Db } from '../db/client';
import { updateReturning } from '../db/update';
import { domainRecords, domainRegistrations, domains, pages } from '../db/schema-pages';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { listPage } from '../platform/http/list';
import { deniedProjects } from '../leads/index';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { recordValueError, type RecordType } from '../../api/dnsRecords';
import { publishingConfig } from '../pages/index';
import { hostnameOf } from '../pages/index';
import { assertNotReserved, checkDns, checkDomain, isReservedDomain, normaliseDomain } from './domains';
import { assertOwnRefs, requirePagePermission } from '../pages/index';
import { isUniqueViolation } from '../pages/index';
import { assertCanAddDomain, domainAllowance } from '../pages/index';
import { clearOnboardingFlag } from '../account/index';
import { registrar } from './registrar';
import { certificateView, requestCertificate } from './tls/certificates';

type DomainRow = typeof domains.$inferSelect;
type RecordRow = typeof domainRecords.$inferSelect;
const config = publishingConfig();

async function own(db: Db, accountId: number, id: number): Promise<DomainRow> {
  const [d] = await db.select().from(domains).where(and(eq(domains.id, id), eq(domains.accountId, accountId))).limit(1);
  if (!d) throw notFound();
  return d;
}

async function views(db: Db, rows: DomainRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const totals = new Map((await db.select({ id: pages.domainId, n: count() }).from(pages)
    .where(and(inArray(pages.domainId, ids), isNull(pages.deletedAt))).groupBy(pages.domainId)).map((t) => [t.id, Number(t.n)]));
  const regs = new Map((await db.select().from(domainRegistrations).where(inArray(domainRegistrations.name, rows.map((r) => r.name)))).map((r) => [r.name, r]));
  return rows.map((d) => {
    const reg = regs.get(d.name);
    return {
      id: d.id, name: d.name, project_id: d.projectId, parent_id: d.parentId, ssl: d.ssl, dns_ok: d.dnsOk,
      checked_at: d.checkedAt?.toISOString() ?? null, verified_at: d.verifiedAt?.toISOString() ?? null, pages_total: totals.get(d.id) ?? 0,
      certificate: certificateView(d),
      registration: reg && reg.accountId === d.accountId ? { registrar: reg.registrar, expires: reg.expires.toISOString() } : null,
      created: d.created.toISOString(),
    };
  });
}
const view = async (db: Db, d: DomainRow) => (await views(db, [d]))[0];

const recordView = (r: RecordRow) => ({
  id: r.id, domain_id: r.domainId, type: r.type as 'A', host: r.host, value: r.value, ttl: r.ttl, priority: r.priority,
});

/** `requestHost`: the host the caller reaches the app at — an app host, so never a customer domain. */
async function createDomain(db: Db, auth: AuthContext, name: string, projectId: number | null, parentId: number | null, requestHost: string): Promise<DomainRow> {
  await assertOwnRefs(db, auth.account.id, { projectId });
  await requirePagePermission(db, auth, { projectId }, 'domain.add');
  let full = name;
  if (parentId !== null) {
    const parent = await own(db, auth.account.id, parentId);
    // A bare label under a parent becomes label.parent; a full name must end with the parent's.
    full = name.includes('.') ? name : `${name}.${parent.name}`;
    if (!full.endsWith(`.${parent.name}`)) throw new ApiError(422, 'domain.invalid', { fields: { name: 'domain.invalid' } });
  }
  full = checkDomain(full);
  assertNotReserved(full, config, requestHost);
  await assertCanAddDomain(db, auth.account);
  const taken = await db.select({ id: domains.id }).from(domains).where(eq(domains.name, full)).limit(1);
  if (taken.length > 0) throw new ApiError(409, 'domain.taken', { fields: { name: 'domain.taken' } });
  try {
    const [d] = await db.insert(domains).values({ accountId: auth.account.id, name: full, projectId, parentId }).returning();
    return d;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'domain.taken', { fields: { name: 'domain.taken' } });
    throw err;
  }
}

async function ownRegistration(db: Db, accountId: number, name: string) {
  const [reg] = await db.select().from(domainRegistrations)
    .where(and(eq(domainRegistrations.name, name), eq(domainRegistrations.accountId, accountId))).limit(1);
  if (!reg) throw new ApiError(404, 'domain.not_registered');
  return reg;
}

async function domainIdOf(db: Db, accountId: number, name: string): Promise<number | null> {
  const [d] = await db.select({ id: domains.id }).from(domains).where(and(eq(domains.name, name), eq(domains.accountId, accountId))).limit(1);
  return d?.id ?? null;
}

export const domainHandlers: Handlers<typeof domainRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const { project_id, dns } = ctx.query.filters;
    const denied = await deniedProjects(db, auth, 'domain.list');
    const page = await listPage(db, db.select().from(domains).$dynamic(), ctx.query, {
      table: domains,
      where: and(
        eq(domains.accountId, auth.account.id),
        // SPEC §6: a member does not see the domains of projects where 'domain.list' is off.
        denied.length > 0 ? or(isNull(domains.projectId), notInArray(domains.projectId, denied)) : undefined,
        project_id !== undefined ? eq(domains.projectId, project_id) : undefined,
        dns !== undefined ? eq(domains.dnsOk, dns === 'ok') : undefined,
      ),
      search: [domains.name],
      sort: { name: domains.name, created: domains.created },
      id: domains.id,
    });
    return { ...page, items: await views(db, page.items), can_add: (await domainAllowance(db, auth.account)).canAdd };
  },

  async create(ctx) {
    const auth = me(ctx);
    const d = await createDomain(ctx.deps.db, auth, ctx.body.name, ctx.body.project_id ?? null, ctx.body.parent_id ?? null, hostnameOf(ctx.req.headers.host));
    await clearOnboardingFlag(ctx.deps.db, auth.user.id, 'shouldDomain');
    return view(ctx.deps.db, d);
  },

  async get(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    const records = await db.select().from(domainRecords).where(eq(domainRecords.domainId, d.id)).orderBy(asc(domainRecords.id));
    return { ...(await view(db, d)), records: records.map(recordView), server_ip: config.serverIp };
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    const { project_id, ssl } = ctx.body;
    if (project_id !== undefined) {
      await assertOwnRefs(db, auth.account.id, { projectId: project_id });
      await requirePagePermission(db, auth, { projectId: project_id }, 'domain.edit');
    }
    const next = await updateReturning(db, domains, and(eq(domains.id, d.id), eq(domains.accountId, auth.account.id)), { projectId: project_id, ssl });
    if (!next) throw notFound();
    return view(db, next);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    // pages.domain_id is ON DELETE SET NULL: the pages stay on their test subdomains.
    await db.delete(domains).where(and(eq(domains.id, d.id), eq(domains.accountId, auth.account.id)));
    return { ok: true } as const;
  },

  async info(ctx) {
    me(ctx);
    const name = normaliseDomain(ctx.body.domain);
    const connected = name ? (await ctx.deps.db.select({ id: domains.id }).from(domains).where(eq(domains.name, name)).limit(1)).length > 0 : false;
    return { domain: name ?? ctx.body.domain, valid: name !== null, connected, server_ip: config.serverIp };
  },

  async unlink(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    const rows = await db.update(pages).set({ domainId: null, updated: new Date() })
      .where(and(eq(pages.domainId, d.id), eq(pages.accountId, auth.account.id))).returning({ id: pages.id });
    return { unpinned: rows.length };
  },

  async recordCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    const b = ctx.body;
    const [r] = await db.insert(domainRecords).values({
      accountId: auth.account.id, domainId: d.id, type: b.type, host: b.host ?? '@', value: b.value, ttl: b.ttl ?? 3600, priority: b.priority ?? null,
    }).returning();
    return recordView(r);
  },

  async recordUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const [r] = await db.select().from(domainRecords).where(and(eq(domainRecords.id, ctx.params.recordId), eq(domainRecords.accountId, auth.account.id))).limit(1);
    if (!r) throw notFound();
    await requirePagePermission(db, auth, await own(db, auth.account.id, r.domainId), 'domain.edit');
    const b = ctx.body;
    // The value must fit the type the record will have (a new type, or the stored one).
    const invalid = recordValueError(b.type ?? (r.type as RecordType), b.value ?? r.value);
    if (invalid) throw validation({ value: invalid });
    const next = await updateReturning(db, domainRecords, and(eq(domainRecords.id, r.id), eq(domainRecords.accountId, auth.account.id)), {
      type: b.type, host: b.host, value: b.value, ttl: b.ttl, priority: b.priority,
    });
    if (!next) throw notFound();
    return recordView(next);
  },

  async recordRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const [r] = await db.select().from(domainRecords).where(and(eq(domainRecords.id, ctx.params.recordId), eq(domainRecords.accountId, auth.account.id))).limit(1);
    if (!r) throw notFound();
    await requirePagePermission(db, auth, await own(db, auth.account.id, r.domainId), 'domain.edit');
    await db.delete(domainRecords).where(and(eq(domainRecords.id, r.id), eq(domainRecords.accountId, auth.account.id)));
    return { ok: true } as const;
  },

  async check(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const d = await own(db, auth.account.id, ctx.params.domainId);
    const result = await checkDns(d.name, config.serverIp, ctx.locale);
    const now = new Date();
    // The first passing check proves the domain points at us: from then on it serves pages.
    await db.update(domains).set({ dnsOk: result.ok, checkedAt: now, ...(result.ok && d.verifiedAt === null && { verifiedAt: now }) })
      .where(eq(domains.id, d.id));
    // Verified: the certificate is obtained now rather than on the first visitor's handshake.
    if (result.ok) await requestCertificate(db, d.id);
    return result;
  },

  async registerCheck(ctx) {
    const auth = me(ctx);
    const name = checkDomain(ctx.query.domain, 'domain');
    // Over the tariff's limit the purchase would be refused: say so before the admin form is filled.
    await assertCanAddDomain(ctx.deps.db, auth.account);
    const offer = await registrar().check(name);
    const ours = await ctx.deps.db.select({ id: domainRegistrations.id }).from(domainRegistrations).where(eq(domainRegistrations.name, name)).limit(1);
    const reserved = isReservedDomain(name, config, hostnameOf(ctx.req.headers.host));
    return { domain: name, available: offer.available && ours.length === 0 && !reserved, price: offer.price, currency: offer.currency, years: 1 };
  },

  async register(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const name = checkDomain(ctx.body.domain, 'domain');
    const reg = registrar();
    const offer = await reg.check(name);
    const ours = await db.select({ id: domainRegistrations.id }).from(domainRegistrations).where(eq(domainRegistrations.name, name)).limit(1);
    if (!offer.available || ours.length > 0) throw new ApiError(409, 'domain.unavailable', { fields: { domain: 'domain.unavailable' } });
    // Connect first (limits, rights, 'Домен занят'), then buy: a refused connection costs nothing.
    const domain = await createDomain(db, auth, name, ctx.body.project_id ?? null, null, hostnameOf(ctx.req.headers.host));
    const { expires } = await reg.register(name, ctx.body.years, ctx.body.admin);
    await db.insert(domainRegistrations).values({ accountId: auth.account.id, name, registrar: reg.name, expires, admin: ctx.body.admin });
    // We set its DNS (the register screen promises it): A records of the host and www at our server,
    // kept in the domain's records too so the customer sees them.
    await reg.pointAt(name, config.serverIp);
    await db.insert(domainRecords).values(['@', 'www'].map((host) => ({ accountId: auth.account.id, domainId: domain.id, type: 'A', host, value: config.serverIp, ttl: 3600 })));
    // Bought through us and pointed at us by the registrar: the domain is ours to serve.
    await db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, domain.id));
    await requestCertificate(db, domain.id);
    return { domain: name, registrar: reg.name, expires: expires.toISOString(), price: offer.price * ctx.body.years, domain_id: domain.id };
  },

  async prolong(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const name = checkDomain(ctx.body.domain, 'domain');
    const row = await ownRegistration(db, auth.account.id, name);
    const reg = registrar();
    const offer = await reg.check(name);
    const { expires } = await reg.prolong(name, ctx.body.years, row.expires);
    await db.update(domainRegistrations).set({ expires }).where(eq(domainRegistrations.id, row.id));
    return { domain: name, registrar: row.registrar, expires: expires.toISOString(), price: offer.price * ctx.body.years, domain_id: await domainIdOf(db, auth.account.id, name) };
  },

  async setAdmin(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const name = checkDomain(ctx.body.domain, 'domain');
    const row = await ownRegistration(db, auth.account.id, name);
    await registrar().setAdmin(name, ctx.body.admin);
    await db.update(domainRegistrations).set({ admin: ctx.body.admin }).where(eq(domainRegistrations.id, row.id));
    return { domain: name, registrar: row.registrar, expires: row.expires.toISOString(), price: 0, domain_id: await domainIdOf(db, auth.account.id, name) };
  },
};
