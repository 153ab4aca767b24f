// Integrations of an account: loading one, its pages, its API view (secrets masked), the fields a
// form sends checked against the catalogue, and its connection status as the service last saw it.
import { and, eq } from 'drizzle-orm';
import { INTEGRATION_TYPES, isIntegrationTypeId, missingFields, type IntegrationType } from '../../api/integrationCatalogue';
import type { IntegrationView } from '../../api/routes/integrations';
import type { PaymentProvider } from '../billing/index';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { integrationPages, integrations } from '../db/schema-integrations';
import { notFound, validation } from '../platform/http/errors';
import { linkedPageIds } from '../pages/index';
import { providerOf, type IntegrationRow } from './providers/index';
import { SIGNING_SECRET } from './providers/webhook';
import { targetProblem } from './ssrf';

export type { IntegrationRow };

export function typeOf(row: { type: number }): IntegrationType {
  if (!isIntegrationTypeId(row.type)) throw new Error(`unknown integration type ${row.type}`);
  return INTEGRATION_TYPES[row.type];
}

export async function ownIntegration(db: Db, accountId: number, id: number): Promise<IntegrationRow> {
  const [row] = await db.select().from(integrations).where(and(eq(integrations.id, id), eq(integrations.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export const pagesOf = (db: Db, ids: number[]) => linkedPageIds(db, { table: integrationPages, owner: integrationPages.integrationId, page: integrationPages.pageId }, ids);

/** The end of a secret, enough to recognise it: '••••a1b2'; short ones show nothing. */
export const mask = (value: string): string => `••••${value.length >= 12 ? value.slice(-4) : ''}`;

export function integrationView(row: IntegrationRow, pages: number[]): IntegrationView {
  const type = typeOf(row);
  const credentials = Object.fromEntries(Object.entries(row.credentials).filter(([, v]) => v !== '').map(([k, v]) => [k, mask(v)]));
  const set = Object.fromEntries(Object.keys(credentials).map((k) => [k, true]));
  return {
    id: row.id, type: type.id, kind: type.kind, title: row.title, settings: row.settings, credentials, enabled: row.enabled,
    all_pages: row.allPages, pages, status: row.status, status_error: row.statusError, missing: missingFields(type, row.settings, set),
    checked_at: row.checkedAt?.toISOString() ?? null, created: row.created.toISOString(), updated: row.updated.toISOString(),
  };
}

export async function viewOf(db: Db, row: IntegrationRow): Promise<IntegrationView> {
  return integrationView(row, (await pagesOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * The settings and credentials after applying what the form sent: only the type's own fields are
 * taken (422 for another key), a webhook URL must be an allowed target. Credentials not sent stay.
 */
export function mergeFields(type: IntegrationType, before: { settings: Record<string, string>; credentials: Record<string, string> }, sent: { settings?: Record<string, string>; credentials?: Record<string, string> }, config: Config) {
  const errors: Record<string, 'field.unknown' | 'webhook.url'> = {};
  const settings = { ...before.settings };
  const credentials = { ...before.credentials };
  for (const [key, value] of Object.entries(sent.settings ?? {})) {
    const field = type.fields.find((f) => f.key === key && !f.secret);
    if (!field) errors[`settings.${key}`] = 'field.unknown';
    else settings[key] = value;
  }
  for (const [key, value] of Object.entries(sent.credentials ?? {})) {
    const field = type.fields.find((f) => f.key === key && f.secret);
    if (!field) errors[`credentials.${key}`] = 'field.unknown';
    else if (value === '') delete credentials[key];
    else credentials[key] = value;
  }
  if (type.kind === 'webhook' && settings.url && targetProblem(settings.url, config.integrations.allowPrivateTargets)) errors['settings.url'] = 'webhook.url';
  if (Object.keys(errors).length > 0) throw validation(errors);
  // The signing secret is the server's, never a form field; keep it whatever was sent.
  if (before.credentials[SIGNING_SECRET]) credentials[SIGNING_SECRET] = before.credentials[SIGNING_SECRET];
  return { settings, credentials };
}

/**
 * Asks the service whether it accepts the fields (and what it offers to choose from), and stores
 * the answer as the integration's status. Missing required fields: «не подключено», nothing asked.
 */
export async function checkConnection({ db, config, payments }: { db: Db; config: Config; payments: PaymentProvider }, row: IntegrationRow) {
  const type = typeOf(row);
  const set = Object.fromEntries(Object.entries(row.credentials).filter(([, v]) => v !== '').map(([k]) => [k, true]));
  const missing = missingFields(type, row.settings, set);
  const outcome = missing.length > 0
    ? { ok: false as const, message: null }
    : await providerOf(type).check({ db, integration: row, type, allowPrivate: config.integrations.allowPrivateTargets, payments });
  const status = missing.length > 0 ? 'not_connected' as const : outcome.ok ? 'connected' as const : 'error' as const;
  const [next] = await db.update(integrations)
    .set({ status, statusError: outcome.ok ? null : outcome.message, checkedAt: missing.length > 0 ? null : new Date() })
    .where(eq(integrations.id, row.id)).returning();
  return { row: next, lists: outcome.ok ? outcome.lists : [], pipelines: outcome.ok ? outcome.pipelines : [] };
}
