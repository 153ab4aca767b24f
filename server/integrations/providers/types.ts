// What every integration adapter does, whatever the service: check the saved credentials (and say
// what the service offers to choose from), and — for the kinds that receive leads — deliver one
// message. A delivery answers an outcome instead of throwing, so the log can show what happened.
import type { IntegrationType } from '../../../api/integrationCatalogue';
import type { PaymentProvider } from '../../billing/index';
import type { Db } from '../../db/client';
import type { integrations } from '../../db/schema-integrations';

export type IntegrationRow = typeof integrations.$inferSelect;

export interface ProviderContext {
  db: Db;
  integration: IntegrationRow;
  type: IntegrationType;
  /** config.integrations.allowPrivateTargets (ssrf.ts). */
  allowPrivate: boolean;
  /** Billing's payment provider: the payment systems check their shop through it (payment.ts). */
  payments: PaymentProvider;
  signal?: AbortSignal;
}

export interface Choice { id: string; title: string }

export type CheckOutcome =
  | { ok: true; lists: Choice[]; pipelines: Choice[] }
  /** `message`: what the service said, for the integration's status line. */
  | { ok: false; message: string };

/** One message to a service: the Standard Webhooks envelope `{ type, timestamp, data }` as sent. */
export interface OutgoingMessage {
  messageId: string;
  body: string;
}

export interface DeliveryOutcome {
  ok: boolean;
  /** The service's HTTP status, or null when it did not answer. */
  status: number | null;
  excerpt: string;
  error: string | null;
  durationMs: number;
  /** Retrying cannot help (credentials refused, target not allowed). */
  permanent: boolean;
}

export interface Provider {
  check(ctx: ProviderContext): Promise<CheckOutcome>;
  /** Absent for kinds that receive no leads (payment systems). */
  deliver?(ctx: ProviderContext, message: OutgoingMessage): Promise<DeliveryOutcome>;
}
