// Sandboxes of the mailing, CRM, analytics and payment services (none of them can be reached from
// here). Each behaves like its service's API as far as a caller can tell: it checks the credentials
// (a value "invalid…" is refused with 401, "unavailable…" answers 503 — deterministic test
// credentials), offers lists / pipelines to choose from, and stores what it received (table
// sandbox_provider_calls) once per idempotency key, the way those APIs deduplicate a retried call.
// A real adapter replaces one of these by implementing the same Provider (types.ts).
import { sql } from 'drizzle-orm';
import type { IntegrationKind } from '../../../api/integrationCatalogue';
import { rowsOf } from '../../db/rows';
import type { Envelope } from '../message';
import type { CheckOutcome, Choice, DeliveryOutcome, OutgoingMessage, Provider, ProviderContext } from './types';

type Refusal = { status: 401 | 503; message: string } | null;

/** The deterministic failures of the sandbox, by the value of any secret field. */
export function sandboxRefusal(ctx: ProviderContext): Refusal {
  const secrets = ctx.type.fields.filter((f) => f.secret).map((f) => (ctx.integration.credentials[f.key] ?? '').toLowerCase());
  if (secrets.some((s) => s.startsWith('invalid'))) return { status: 401, message: 'invalid credentials (401)' };
  if (secrets.some((s) => s.startsWith('unavailable'))) return { status: 503, message: 'service unavailable (503)' };
  return null;
}

const CHOICES: Record<'lists' | 'pipelines', Choice[]> = {
  lists: [{ id: '1', title: 'Основной список' }, { id: '2', title: 'Клиенты' }, { id: '3', title: 'Вебинары' }],
  pipelines: [{ id: '1', title: 'Воронка продаж' }, { id: '2', title: 'Повторные продажи' }],
};

/** Stores a call once per (service, key); answers the id it got the first time. */
async function record(ctx: ProviderContext, operation: string, idemKey: string, request: Record<string, unknown>): Promise<number> {
  const rows = await rowsOf<{ id: string | number }>(ctx.db, sql`
    WITH added AS (
      INSERT INTO sandbox_provider_calls (account_id, integration_id, service, operation, idem_key, request)
      VALUES (${ctx.integration.accountId}, ${ctx.integration.id}, ${ctx.type.code}, ${operation}, ${idemKey}, ${JSON.stringify(request)}::jsonb)
      ON CONFLICT (service, idem_key) DO NOTHING RETURNING id)
    SELECT id FROM added UNION ALL SELECT id FROM sandbox_provider_calls WHERE service = ${ctx.type.code} AND idem_key = ${idemKey}
    LIMIT 1`);
  return Number(rows[0].id);
}

const answer = (status: number, body: unknown, started: number): DeliveryOutcome =>
  ({ ok: status < 300, status, excerpt: JSON.stringify(body), error: status < 300 ? null : `HTTP ${status}`, durationMs: Date.now() - started, permanent: status === 401 || status === 422 });

/** What each kind does with a lead, as its service's API would. */
const operations: Partial<Record<IntegrationKind, (ctx: ProviderContext, m: OutgoingMessage, e: Envelope, started: number) => Promise<DeliveryOutcome>>> = {
  async mailing(ctx, m, e, started) {
    const { email, name } = e.data.contact;
    // A subscriber needs an address: the lead is fine, there is just nothing to subscribe.
    if (!email) return { ok: true, status: 200, excerpt: '{"skipped":"the lead has no email"}', error: null, durationMs: Date.now() - started, permanent: false };
    const id = await record(ctx, 'subscribe', m.messageId, { list_id: ctx.integration.settings.list_id ?? null, email, name, fields: e.data.fields, double_optin: false });
    return answer(200, { result: { subscriber_id: id, email } }, started);
  },
  async crm(ctx, m, e, started) {
    const title = `${e.data.form || 'Заявка'}${e.data.contact.name ? `: ${e.data.contact.name}` : ''}`;
    const id = await record(ctx, 'deal.create', m.messageId, { pipeline_id: ctx.integration.settings.pipeline_id ?? null, title, contact: e.data.contact, fields: e.data.fields, source: e.data.page?.url ?? null });
    return answer(200, { deal_id: id, contact: e.data.contact }, started);
  },
  async analytics(ctx, m, e, started) {
    await record(ctx, 'event', m.messageId, { measurement_id: ctx.integration.settings.measurement_id ?? null, name: 'generate_lead', params: { form: e.data.form, page: e.data.page?.url ?? null } });
    return answer(204, {}, started);
  },
};

export const sandboxProvider: Provider = {
  async check(ctx): Promise<CheckOutcome> {
    const refusal = sandboxRefusal(ctx);
    if (refusal) return { ok: false, message: refusal.message };
    const load = new Set(ctx.type.fields.map((f) => f.load).filter(Boolean));
    return { ok: true, lists: load.has('lists') ? CHOICES.lists : [], pipelines: load.has('pipelines') ? CHOICES.pipelines : [] };
  },

  async deliver(ctx, message) {
    const started = Date.now();
    const refusal = sandboxRefusal(ctx);
    if (refusal) return answer(refusal.status, { error: refusal.message }, started);
    const op = operations[ctx.type.kind];
    if (!op) return { ok: false, status: null, excerpt: '', error: `${ctx.type.kind} receives no leads`, durationMs: 0, permanent: true };
    return op(ctx, message, JSON.parse(message.body) as Envelope, started);
  },
};
