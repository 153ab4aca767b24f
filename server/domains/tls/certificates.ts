// What the app knows of each customer domain's certificate, and the rule of who may get one.
// Caddy (on-demand TLS) asks the app before obtaining a certificate for a name it is shown in a
// TLS handshake (ask.ts); the app allows only names it has verified — a customer domain whose DNS
// check passed once (or bought through the registrar), its www., and the test subdomains of
// existing pages — so no certificate is ever requested for a name nobody proved (ACME rate limits,
// abuse). Issue and renewal are then learned by a `domain.certificate` job that shakes hands with
// Caddy for the name (probe.ts): issued with its validity, or failed with the reason after the
// configured checks. Certificates renew when a third of their life is left (Caddy's default
// window); the job checks again then.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, pages } from '../../db/schema-pages';
import { enqueue, registerJob } from '../../platform/jobs/index';
import type { PublishingConfig } from '../../pages/index';
import { publishingConfig } from '../../pages/index';
import { checkDns, isReservedDomain, normaliseDomain } from '../domains';
import { tlsConfig } from './config';
import { probeCertificate } from './probe';

type DomainRow = typeof domains.$inferSelect;

/** The domain a host names (the bare name or its www.), or a test subdomain; null: not ours to certify. */
export async function certifiable(db: Db, host: string, config: Pick<PublishingConfig, 'draftDomain' | 'appHosts'>): Promise<{ kind: 'draft' } | { kind: 'domain'; domainId: number } | null> {
  const name = normaliseDomain(host);
  if (!name) return null;
  const draftSuffix = `.${config.draftDomain}`;
  if (name.endsWith(draftSuffix)) {
    const code = name.slice(0, -draftSuffix.length);
    if (code.includes('.')) return null;
    const [page] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.code, code), isNull(pages.deletedAt))).limit(1);
    return page ? { kind: 'draft' } : null;
  }
  if (isReservedDomain(name, config)) return null;
  const bare = name.startsWith('www.') ? name.slice(4) : name;
  const [d] = await db.select({ id: domains.id, verifiedAt: domains.verifiedAt }).from(domains).where(eq(domains.name, bare)).limit(1);
  return d && d.verifiedAt !== null ? { kind: 'domain', domainId: d.id } : null;
}

/**
 * Marks a verified domain's certificate as requested (from 'none' or 'failed') and queues the
 * checks that follow its issue (`asked`: Caddy asked for it). Idempotent: a certificate already
 * requested or issued is left.
 */
export async function requestCertificate(db: Db, domainId: number, opts: { asked?: boolean } = {}): Promise<boolean> {
  // Without a TLS front to ask (no TLS_CHECK_ADDRESS: a developer's machine), only Caddy's own ask
  // marks a request: the app would otherwise show "being issued" for a certificate nobody issues.
  if (!opts.asked && !tlsConfig().checkAddress) return false;
  const now = new Date();
  const rows = await db.update(domains).set({ certState: 'requested', certRequestedAt: now, certError: null })
    .where(and(eq(domains.id, domainId), inArray(domains.certState, ['none', 'failed']))).returning({ id: domains.id, accountId: domains.accountId });
  if (rows.length === 0) return false;
  await enqueue(db, {
    kind: 'domain.certificate', payload: { domainId, attempt: 0 }, accountId: rows[0].accountId,
    delayMs: tlsConfig().checkDelaysMs[0], dedupeKey: `domain.certificate:${domainId}:${now.getTime()}:0`,
  });
  return true;
}

/** When Caddy renews: a third of the certificate's life before it ends. */
export function renewsOn(notBefore: Date, notAfter: Date): Date {
  return new Date(notAfter.getTime() - (notAfter.getTime() - notBefore.getTime()) / 3);
}

export type CertificateReason = 'dns' | 'unreachable' | 'handshake' | 'name' | 'expired';

/** The certificate part of a domain answer (api/routes/domains.ts certificateSchema). */
export function certificateView(d: DomainRow) {
  const [reason, ...detail] = (d.certError ?? '').split(': ');
  const state = d.verifiedAt === null ? 'waiting_dns' as const : d.certState === 'none' ? 'not_requested' as const : d.certState;
  return {
    state,
    error: state === 'failed' && reason !== '' ? { reason: reason as CertificateReason, detail: detail.join(': ') } : null,
    not_after: d.certState === 'issued' && d.certNotAfter ? d.certNotAfter.toISOString() : null,
    renews_on: d.certState === 'issued' && d.certNotBefore && d.certNotAfter ? renewsOn(d.certNotBefore, d.certNotAfter).toISOString() : null,
    checked_at: d.certCheckedAt?.toISOString() ?? null,
  };
}

const HOUR = 3_600_000;

registerJob('domain.certificate', async ({ domainId, attempt }, { deps }) => {
  const { db } = deps;
  const address = tlsConfig().checkAddress;
  if (!address) return;
  const [d] = await db.select().from(domains).where(eq(domains.id, domainId)).limit(1);
  // Deleted, or no longer ours to serve: nothing to learn.
  if (!d || d.verifiedAt === null || d.certState === 'none') return;
  const probe = await probeCertificate(d.name, address);
  const now = new Date();
  if (probe.ok) {
    await db.update(domains).set({ certState: 'issued', certNotBefore: probe.notBefore, certNotAfter: probe.notAfter, certCheckedAt: now, certError: null })
      .where(eq(domains.id, d.id));
    // Look again once Caddy should have renewed it.
    const renewal = renewsOn(probe.notBefore, probe.notAfter).getTime() + HOUR;
    await enqueue(db, {
      kind: 'domain.certificate', payload: { domainId, attempt: 0 }, accountId: d.accountId,
      delayMs: Math.max(renewal - now.getTime(), HOUR), dedupeKey: `domain.certificate:${domainId}:renew:${probe.notAfter.getTime()}`,
    });
    return;
  }
  const delays = tlsConfig().checkDelaysMs;
  const next = delays[attempt + 1];
  if (next !== undefined) {
    await db.update(domains).set({ certCheckedAt: now }).where(eq(domains.id, d.id));
    await enqueue(db, {
      kind: 'domain.certificate', payload: { domainId, attempt: attempt + 1 }, accountId: d.accountId,
      delayMs: next, dedupeKey: `domain.certificate:${domainId}:${d.certRequestedAt?.getTime() ?? 0}:${attempt + 1}:${d.certNotAfter?.getTime() ?? 0}`,
    });
    return;
  }
  // Given up. A domain whose A records left us cannot get a certificate: say so first.
  const dns = await checkDns(d.name, publishingConfig().serverIp, 'en');
  const error = dns.ok ? `${probe.reason}: ${probe.detail}` : `dns: ${dns.records.filter((r) => !r.ok).map((r) => `${r.host} → ${r.found.join(', ') || '—'}`).join('; ')}`;
  await db.update(domains).set({ certState: 'failed', certCheckedAt: now, certError: error.slice(0, 500) }).where(eq(domains.id, d.id));
}, { maxAttempts: 3 });
