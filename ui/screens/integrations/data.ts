// Query keys and small view helpers of the integrations screens.
import type { IntegrationView } from '../../../api/routes/integrations';

export const integrationsKey = ['integrations'] as const;
export const deliveriesKey = (id: number) => [...integrationsKey, 'deliveries', id] as const;

export const statusTone = (s: IntegrationView['status']) => (s === 'connected' ? 'badge--success' : s === 'error' ? 'badge--danger' : 'badge--warning');
