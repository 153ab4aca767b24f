// The adapter of each integration type: the webhook speaks HTTP itself; the payment systems are a
// shop at billing's payment provider (payment.ts); every other service is its sandbox until a real
// adapter is written for it (README "Sandboxes").
import type { IntegrationType } from '../../../api/integrationCatalogue';
import { paymentProvider } from './payment';
import { sandboxProvider } from './sandbox';
import type { Provider } from './types';
import { webhookProvider } from './webhook';

export function providerOf(type: IntegrationType): Provider {
  if (type.kind === 'webhook') return webhookProvider;
  return type.kind === 'payment' ? paymentProvider : sandboxProvider;
}

export type { Provider, ProviderContext, IntegrationRow, DeliveryOutcome, OutgoingMessage, Choice } from './types';
