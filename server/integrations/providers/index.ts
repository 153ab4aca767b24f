// The adapter of each integration type: the webhook speaks HTTP itself; every other service is
// its sandbox until a real adapter is written for it (README "Sandboxes").
import type { IntegrationType } from '../../../api/integrationCatalogue';
import { sandboxProvider } from './sandbox';
import type { Provider } from './types';
import { webhookProvider } from './webhook';

export function providerOf(type: IntegrationType): Provider {
  return type.kind === 'webhook' ? webhookProvider : sandboxProvider;
}

export type { Provider, ProviderContext, IntegrationRow, DeliveryOutcome, OutgoingMessage, Choice } from './types';
