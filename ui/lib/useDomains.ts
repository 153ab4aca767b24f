// Server state of the domains: the domains screens, the page's domain settings and the shared create form read it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../adapters/index';
import type { ListQueryInput } from '../../api/list';
import type { DomainSort, domainDnsStates } from '../../api/routes/domains';
import { useCurrentProject, useProjects } from './useProjects';

export const domainsKey = ['domains'] as const;
export const domainKey = (id: number) => ['domain', id] as const;
export type DomainDnsState = (typeof domainDnsStates)[number];

/**
 * One page of the current project's domains as the server answers it for `query` (page, size, sort,
 * search) and the DNS filter; the previous page stays on screen while the next one loads.
 */
export function useDomainsPage(query: ListQueryInput<DomainSort>, dns: DomainDnsState | null) {
  const project = useCurrentProject();
  // Without any project the account's domains are listed unfiltered, once that is known.
  const ready = useProjects().isSuccess;
  const projectId = project?.id;
  return useQuery({
    queryKey: [...domainsKey, projectId, 'page', query, dns],
    queryFn: () => endpoints.domains.list({ query: { ...query, project_id: projectId, dns: dns ?? undefined } }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the tariff allows one more domain (the server's answer with the domains list); undefined
 * while it loads. If the list cannot be read the forms still show: the server checks on sending.
 */
export function useDomainAllowance(): boolean | undefined {
  const domains = useDomainsPage({ page: 1, limit: 10 }, null);
  return domains.isError ? true : domains.data?.can_add;
}

/** One domain with its records; nothing is asked for `null` (no domain chosen). */
export function useDomain(domainId: number | null) {
  return useQuery({
    queryKey: domainKey(domainId ?? 0),
    queryFn: () => endpoints.domains.get({ params: { domainId: domainId ?? 0 } }),
    enabled: domainId !== null,
  });
}
