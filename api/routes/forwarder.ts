// SPEC §2 settings/forwarder: a page's lead forwarder (api/forwarder.ts), its «Отправить тест» and
// the log of its last deliveries. Reading needs page.list on the page's project, changing and
// sending page.settings (SPEC §6); another account's page answers 404.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { FORWARD_METHODS, forwardUrl } from '../forwarder';
import { id, idParam, isoDate } from '../schemas';

export const forwarderSchema = v.object({
  page_id: id,
  enabled: v.boolean(),
  url: v.string(),
  method: v.picklist(FORWARD_METHODS),
  updated: v.nullable(isoDate),
});
export type ForwarderView = v.InferOutput<typeof forwarderSchema>;

export const forwardStates = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type ForwardState = (typeof forwardStates)[number];

/**
 * Why an attempt failed, in words a person reads (the raw error stays in `error`/`last_error`):
 * an HTTP answer other than 2xx, no answer in time, the connection refused or broken, the name not
 * found, a certificate problem, an address the SSRF guard refuses, forwarding turned off meanwhile.
 */
export const forwardErrorKinds = ['http', 'timeout', 'refused', 'reset', 'dns', 'tls', 'blocked', 'off', 'other'] as const;
export type ForwardErrorKind = (typeof forwardErrorKinds)[number];

export const forwardDeliverySchema = v.object({
  id,
  /** null for «Отправить тест», or once the lead was deleted. */
  lead_id: v.nullable(id),
  test: v.boolean(),
  method: v.picklist(FORWARD_METHODS),
  state: v.picklist(forwardStates),
  attempts: v.number(),
  /** The receiver's HTTP status, null when no answer came (refused, timed out, blocked). */
  response_status: v.nullable(v.number()),
  /** The first characters of the last answer. */
  response_excerpt: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  /** What last_error means (null while nothing failed). */
  error_kind: v.nullable(v.picklist(forwardErrorKinds)),
  duration_ms: v.nullable(v.number()),
  created: isoDate,
  updated: isoDate,
});
export type ForwardDeliveryView = v.InferOutput<typeof forwardDeliverySchema>;

const params = v.object({ pageId: idParam });
const settingsBody = v.object({ enabled: v.boolean(), url: forwardUrl, method: v.picklist(FORWARD_METHODS) });

export const get = defineRoute({ name: 'forwarder.get', method: 'GET', path: '/pages/:pageId/forwarder', auth: true, params, response: forwarderSchema });

/** On needs a URL; the URL must pass the SSRF guard (error code webhook.url). */
export const update = defineRoute({
  name: 'forwarder.update', method: 'PUT', path: '/pages/:pageId/forwarder', auth: true, params, body: settingsBody, response: forwarderSchema,
});

/** «Отправить тест»: a sample lead to the URL and method given (saved or not), sent now; answers how it went. */
export const test = defineRoute({
  name: 'forwarder.test', method: 'POST', path: '/pages/:pageId/forwarder/test', auth: true, params,
  body: v.object({ url: forwardUrl, method: v.picklist(FORWARD_METHODS) }), response: forwardDeliverySchema,
});

/** The page's last 20 deliveries, newest first. */
export const DELIVERIES_SHOWN = 20;
export const deliveries = defineRoute({
  name: 'forwarder.deliveries', method: 'GET', path: '/pages/:pageId/forwarder/deliveries', auth: true, params,
  response: v.object({ items: v.array(forwardDeliverySchema) }),
});

/** «Повторить»: a failed lead's delivery again now, with its retries afresh. */
export const retry = defineRoute({
  name: 'forwarder.retry', method: 'POST', path: '/pages/:pageId/forwarder/deliveries/:deliveryId/retry', auth: true,
  params: v.object({ pageId: idParam, deliveryId: idParam }), response: forwardDeliverySchema,
});

/** A delivery keeps its last 20 attempts (its `attempts` counts them all). */
export const ATTEMPTS_KEPT = 20;
export const forwardAttemptSchema = v.object({
  /** The attempt's number within its delivery, from 1. */
  n: v.number(),
  at: isoDate,
  response_status: v.nullable(v.number()),
  response_excerpt: v.nullable(v.string()),
  error: v.nullable(v.string()),
  error_kind: v.nullable(v.picklist(forwardErrorKinds)),
  duration_ms: v.nullable(v.number()),
});
export type ForwardAttemptView = v.InferOutput<typeof forwardAttemptSchema>;

/** A delivery's kept attempts, oldest first (the log row opened). */
export const attempts = defineRoute({
  name: 'forwarder.attempts', method: 'GET', path: '/pages/:pageId/forwarder/deliveries/:deliveryId/attempts', auth: true,
  params: v.object({ pageId: idParam, deliveryId: idParam }), response: v.object({ items: v.array(forwardAttemptSchema) }),
});

export const forwarderRoutes = { get, update, test, deliveries, attempts, retry } as const;
