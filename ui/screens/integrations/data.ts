// Query keys, server state and small view helpers of the integrations screens.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IntegrationKind } from '../../../api/integrationCatalogue';
import type { ListQueryInput } from '../../../api/list';
import type { IntegrationSort, IntegrationStatus, IntegrationView } from '../../../api/routes/integrations';
import { endpoints } from '../../../adapters/index';

export const integrationsKey = ['integrations'] as const;
export const deliveriesKey = (id: number) => [...integrationsKey, 'deliveries', id] as const;

export const statusTone = (s: IntegrationView['status']) => (s === 'connected' ? 'badge--success' : s === 'error' ? 'badge--danger' : 'badge--warning');

export interface IntegrationFilters { kind: IntegrationKind | null; status: IntegrationStatus | null }

/**
 * One page of the account's integrations as the server answers it for `query` (page, size, sort,
 * search) and the filters; the previous page stays on screen while the next one loads.
 */
export function useIntegrationsPage(query: ListQueryInput<IntegrationSort>, f: IntegrationFilters) {
  return useQuery({
    queryKey: [...integrationsKey, 'page', query, f],
    queryFn: () => endpoints.integrations.list({ query: { ...query, kind: f.kind ?? undefined, status: f.status ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** How many integrations of each type the account has (the catalogue's «Подключено: N»), by type id. */
export function useConnectedByType() {
  return useQuery({
    queryKey: [...integrationsKey, 'by-type'],
    queryFn: () => endpoints.integrations.list({ query: { page: 1, limit: 10 } }),
    select: (r) => r.connected_by_type,
  });
}

/**
 * One page of the lead-receiving integrations a page's settings switch on or off, as the server
 * pages and searches them (any number of them); the previous page stays on screen meanwhile.
 */
export function useLeadIntegrations(query: ListQueryInput<IntegrationSort>) {
  return useQuery({
    queryKey: [...integrationsKey, 'receiving', query],
    queryFn: () => endpoints.integrations.list({ query: { ...query, receives_leads: 'true' } }),
    placeholderData: keepPreviousData,
  });
}
