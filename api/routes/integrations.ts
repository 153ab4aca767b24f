// SPEC §7 "Integrations": the account's connected services (api/integrationCatalogue.ts), each on
// all pages or on the listed ones. Besides SPEC's calls, the delivery log of an integration that
// receives leads (webhook, mailing, CRM, analytics), a test delivery and a manual resend.
// Rights (SPEC §6): integration.list to read, integration.edit to change, integration.delete to
// delete; an integration belongs to no project, so a member needs the code in every project.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { INTEGRATION_KINDS, INTEGRATION_TYPE_IDS } from '../integrationCatalogue';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, isoDate, okResponse } from '../schemas';

export const integrationStatuses = ['connected', 'not_connected', 'error'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

export const integrationSchema = v.object({
  id,
  type: v.picklist(INTEGRATION_TYPE_IDS),
  kind: v.picklist(INTEGRATION_KINDS),
  title: v.string(),
  /** Fields that are not secret (the webhook's URL, the chosen list or pipeline). */
  settings: v.record(v.string(), v.string()),
  /** Secret fields that are set, masked ('••••a1b2'): never answered in full after saving. */
  credentials: v.record(v.string(), v.string()),
  enabled: v.boolean(),
  all_pages: v.boolean(),
  pages: v.array(id),
  /** «не подключено» until every required field is set; 'error' when the service refused them. */
  status: v.picklist(integrationStatuses),
  status_error: v.nullable(v.string()),
  /** Required fields still empty. */
  missing: v.array(v.string()),
  checked_at: v.nullable(isoDate),
  created: isoDate,
  updated: isoDate,
});
export type IntegrationView = v.InferOutput<typeof integrationSchema>;

/** Answers that may carry a webhook's signing secret: only the one that created or rotated it, once. */
export const integrationWithSecretSchema = v.object({ ...integrationSchema.entries, signing_secret: v.optional(v.string()) });

const fieldValues = v.pipe(v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/)), v.pipe(v.string(), v.trim(), v.maxLength(2000))), v.check((r) => Object.keys(r).length <= 20));
const fields = {
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  settings: v.optional(fieldValues),
  /** Only the secrets given are replaced; an empty string clears one. */
  credentials: v.optional(fieldValues),
  enabled: v.optional(v.boolean()),
  all_pages: v.optional(v.boolean()),
  pages: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
};
const params = v.object({ id: idParam });

/** Sort fields of GET /integrations. */
export const integrationSorts = ['title', 'status', 'created'] as const;
export type IntegrationSort = (typeof integrationSorts)[number];

/**
 * The account's integrations on the list contract (api/list.ts): searched by title, filtered by
 * kind, status and type. has_page_id: only the integrations that receive this page's leads
 * (all-pages ones included); receives_leads=true: only the kinds that receive leads. Beside the
 * page, connected_by_type counts every integration of the account per type (the catalogue's
 * «Подключено: N»), whatever the page or filters.
 */
export const list = defineRoute({
  name: 'integrations.list', method: 'GET', path: '/integrations', auth: true,
  query: listQuery({
    sort: integrationSorts, defaultSort: { by: 'created', dir: 'asc' },
    filters: {
      kind: filters.oneOf(INTEGRATION_KINDS), status: filters.oneOf(integrationStatuses), type: filters.oneOf(INTEGRATION_TYPE_IDS),
      has_page_id: filters.id, receives_leads: filters.oneOf(['true']),
    },
  }),
  response: v.object({ ...listResponse(integrationSchema).entries, connected_by_type: v.record(v.string(), v.number()) }),
});

export const create = defineRoute({
  name: 'integrations.create', method: 'POST', path: '/integrations', auth: true,
  body: v.object({ type: v.pipe(v.number(), v.picklist(INTEGRATION_TYPE_IDS)), ...fields }),
  response: integrationWithSecretSchema,
});

export const get = defineRoute({ name: 'integrations.get', method: 'GET', path: '/integrations/:id', auth: true, params, response: integrationSchema });

export const update = defineRoute({
  name: 'integrations.update', method: 'PATCH', path: '/integrations/:id', auth: true, params,
  /** rotate_secret: a webhook gets a new signing secret (answered once, in this answer). */
  body: v.object({ ...fields, rotate_secret: v.optional(v.boolean()) }),
  response: integrationWithSecretSchema,
});

export const remove = defineRoute({ name: 'integrations.delete', method: 'DELETE', path: '/integrations/:id', auth: true, params, response: okResponse });

/** A copy named '… (1)' (SPEC §9), disabled, with the same pages; a webhook copy gets its own secret. */
export const copy = defineRoute({ name: 'integrations.copy', method: 'POST', path: '/integrations/:id/copy', auth: true, params, response: integrationWithSecretSchema });

export const choiceSchema = v.object({ id: v.string(), title: v.string() });

/**
 * Asks the service with the saved credentials: checks them (the integration's status follows the
 * answer) and returns what its select fields choose from (mailing lists, CRM pipelines).
 */
export const load = defineRoute({
  name: 'integrations.load', method: 'POST', path: '/integrations/:id/load', auth: true, params,
  response: v.object({ integration: integrationSchema, lists: v.array(choiceSchema), pipelines: v.array(choiceSchema) }),
});

export const deliveryStates = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryAttemptSchema = v.object({
  attempt: v.number(),
  at: isoDate,
  /** The service's HTTP status, null when no answer came (refused, timed out). */
  response_status: v.nullable(v.number()),
  error: v.nullable(v.string()),
  duration_ms: v.number(),
});

export const deliverySchema = v.object({
  id,
  integration_id: id,
  /** null for a test delivery, or once the lead was deleted. */
  lead_id: v.nullable(id),
  event: v.picklist(['lead.created', 'test']),
  /** The webhook-id header: the same on every attempt and resend, so a receiver can deduplicate. */
  message_id: v.string(),
  state: v.picklist(deliveryStates),
  attempts: v.number(),
  response_status: v.nullable(v.number()),
  /** The first characters of the last answer (or what the service said). */
  response_excerpt: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  next_attempt_at: v.nullable(isoDate),
  delivered_at: v.nullable(isoDate),
  created: isoDate,
  updated: isoDate,
  log: v.array(deliveryAttemptSchema),
});
export type DeliveryView = v.InferOutput<typeof deliverySchema>;

const deliveryParams = v.object({ id: idParam, deliveryId: idParam });

/** The delivery log, newest first (api/list.ts contract). */
export const deliveries = defineRoute({
  name: 'integrations.deliveries', method: 'GET', path: '/integrations/:id/deliveries', auth: true, params,
  query: listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' }, filters: { state: filters.oneOf(deliveryStates) } }),
  response: listResponse(deliverySchema),
});

/** «Отправить тест»: a sample lead, delivered like a real one (through the queue, with retries). */
export const test = defineRoute({ name: 'integrations.test', method: 'POST', path: '/integrations/:id/test', auth: true, params, response: deliverySchema });

/** Sends a delivery again now (same message id), whatever its state; its retries start afresh. */
export const resend = defineRoute({
  name: 'integrations.resend', method: 'POST', path: '/integrations/:id/deliveries/:deliveryId/resend', auth: true, params: deliveryParams, response: deliverySchema,
});

export const integrationRoutes = { list, create, get, update, remove, copy, load, deliveries, test, resend } as const;
