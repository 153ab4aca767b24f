// SPEC §7 "Domains": connect a domain (A records for the host and www pointing at the server),
// check DNS, keep DNS records, unpin pages, and register/prolong domains through a registrar.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse, phone } from '../schemas';
import { recordTypes, recordValueError } from '../dnsRecords';
import { filters, listQuery, listResponse } from '../list';

export { recordTypes };

export const recordSchema = v.object({
  id, domain_id: id, type: v.picklist(recordTypes), host: v.string(), value: v.string(), ttl: v.number(), priority: v.nullable(v.number()),
});

/**
 * A customer domain's certificate (HTTPS through Caddy on-demand TLS, server/tls/): waiting for the
 * DNS check; verified but never asked for (issued on the first HTTPS visit); being issued; issued,
 * valid until not_after and renewed on renews_on; or failed with the reason.
 */
export const certificateStates = ['waiting_dns', 'not_requested', 'requested', 'issued', 'failed'] as const;
export const certificateReasons = ['dns', 'unreachable', 'handshake', 'name', 'expired'] as const;
export const certificateSchema = v.object({
  state: v.picklist(certificateStates),
  error: v.nullable(v.object({ reason: v.picklist(certificateReasons), detail: v.string() })),
  not_after: v.nullable(isoDate),
  renews_on: v.nullable(isoDate),
  checked_at: v.nullable(isoDate),
});

export const domainSchema = v.object({
  id,
  name: v.string(),
  project_id: v.nullable(id),
  parent_id: v.nullable(id),
  ssl: v.boolean(),
  dns_ok: v.boolean(),
  checked_at: v.nullable(isoDate),
  /** When the domain was proven ours (first passing DNS check, or registration through us); null → not served yet. */
  verified_at: v.nullable(isoDate),
  pages_total: v.number(),
  certificate: certificateSchema,
  registration: v.nullable(v.object({ registrar: v.string(), expires: isoDate })),
  created: isoDate,
});

/** SPEC §5 bare domain: a dotted host; the server normalises (lower case, punycode) and checks it. */
const domainName = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(253));
const params = v.object({ domainId: idParam });
const recordParams = v.object({ recordId: idParam });
const recordBody = {
  type: v.picklist(recordTypes),
  host: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(253), v.regex(/^(@|\*|(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*)$/i))),
  value: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000)),
  ttl: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(604800))),
  priority: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)))),
};

export const instructionsSchema = v.object({
  ok: v.boolean(),
  records: v.array(v.object({ type: v.literal('A'), host: v.string(), value: v.string(), found: v.array(v.string()), ok: v.boolean() })),
  /** SPEC §2 domain instructions in the caller's language. */
  instructions: v.array(v.string()),
});

/** The domains list's sort fields and its DNS-state filter (checked and pointing here, or still waiting). */
export const domainSorts = ['name', 'created'] as const;
export type DomainSort = (typeof domainSorts)[number];
export const domainDnsStates = ['ok', 'waiting'] as const;

/**
 * SPEC §7 names only the project_id query of GET /domains: the list contract's page, limit, search
 * (by name), sort[name|created] and the dns filter are added beside it, and the answer is the list
 * response plus can_add. Pickers that want every domain ask limit=100 (a tariff allows far fewer).
 */
export const list = defineRoute({
  name: 'domains.list', method: 'GET', path: '/domains', auth: true,
  query: listQuery({
    sort: domainSorts, defaultSort: { by: 'name', dir: 'asc' },
    filters: { project_id: filters.id, dns: filters.oneOf(domainDnsStates) },
  }),
  response: v.object({
    ...listResponse(domainSchema).entries,
    /** Whether the account's tariff allows one more domain (SPEC §6): connect and register forms ask first. */
    can_add: v.boolean(),
  }),
});

export const create = defineRoute({
  name: 'domains.create', method: 'POST', path: '/domains', auth: true,
  body: v.object({ name: domainName, project_id: v.optional(v.nullable(id)), parent_id: v.optional(v.nullable(id)) }),
  response: domainSchema,
});

export const get = defineRoute({
  name: 'domains.get', method: 'GET', path: '/domains/:domainId', auth: true, params,
  response: v.object({ ...domainSchema.entries, records: v.array(recordSchema), server_ip: v.string() }),
});

export const update = defineRoute({
  name: 'domains.update', method: 'PATCH', path: '/domains/:domainId', auth: true, params,
  body: v.object({ project_id: v.optional(v.nullable(id)), ssl: v.optional(v.boolean()) }),
  response: domainSchema,
});

/** Pages on the domain are unpinned (they keep their test subdomain). */
export const remove = defineRoute({ name: 'domains.delete', method: 'DELETE', path: '/domains/:domainId', auth: true, params, response: okResponse });

export const info = defineRoute({
  name: 'domains.info', method: 'POST', path: '/domains/info', auth: true,
  body: v.object({ domain: domainName }),
  response: v.object({ domain: v.string(), valid: v.boolean(), connected: v.boolean(), server_ip: v.string() }),
});

/** Unpins every page from the domain. */
export const unlink = defineRoute({
  name: 'domains.unlink', method: 'POST', path: '/domains/:domainId/unlink', auth: true, params, response: v.object({ unpinned: v.number() }),
});

/** The value must fit the type (api/dnsRecords.ts); the issue message is the catalogue code. */
const recordCreateBody = v.pipe(
  v.object(recordBody),
  v.forward(v.check((r) => recordValueError(r.type, r.value) === null, (issue) => recordValueError(issue.input.type, issue.input.value) ?? 'validation'), ['value']),
);

export const recordCreate = defineRoute({
  name: 'domains.record.create', method: 'POST', path: '/domains/:domainId/record', auth: true, params, body: recordCreateBody, response: recordSchema,
});

export const recordUpdate = defineRoute({
  name: 'domains.record.update', method: 'PATCH', path: '/domains/records/:recordId', auth: true, params: recordParams,
  body: v.partial(v.object(recordBody)), response: recordSchema,
});

export const recordRemove = defineRoute({
  name: 'domains.record.delete', method: 'DELETE', path: '/domains/records/:recordId', auth: true, params: recordParams, response: okResponse,
});

/** An update is checked against the record's stored type by the server (same rule). */
/** Real DNS lookup: the A records of the host and of www must point at the server address. */
export const check = defineRoute({
  name: 'domains.check', method: 'POST', path: '/domains/:domainId/check', auth: true, params, response: instructionsSchema,
});

const offer = v.object({ domain: v.string(), available: v.boolean(), price: v.number(), currency: v.string(), years: v.number() });

export const registerCheck = defineRoute({
  name: 'domains.register.check', method: 'GET', path: '/domains/register/check', auth: true,
  query: v.object({ domain: domainName }), response: offer,
});

const admin = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  phone,
});
const years = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1);
const registration = v.object({ domain: v.string(), registrar: v.string(), expires: isoDate, price: v.number(), domain_id: v.nullable(id) });

export const register = defineRoute({
  name: 'domains.register.domain', method: 'POST', path: '/domains/register/domain', auth: true,
  body: v.object({ domain: domainName, years, admin, project_id: v.optional(v.nullable(id)) }), response: registration,
});

export const prolong = defineRoute({
  name: 'domains.register.prolong', method: 'POST', path: '/domains/register/prolong', auth: true,
  body: v.object({ domain: domainName, years }), response: registration,
});

export const setAdmin = defineRoute({
  name: 'domains.register.admin', method: 'POST', path: '/domains/register/admin', auth: true,
  body: v.object({ domain: domainName, admin }), response: registration,
});

export const domainRoutes = {
  list, create, get, update, remove, info, unlink, recordCreate, recordUpdate, recordRemove, check, registerCheck, register, prolong, setAdmin,
} as const;
