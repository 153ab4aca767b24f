// Server state of the domains screens.
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import { useCurrentProject, useProjects } from '../../lib/useProjects';

export const domainsKey = ['domains'] as const;
export const domainKey = (id: number) => ['domain', id] as const;

export function useDomains() {
  const project = useCurrentProject();
  // Without any project the account's domains are listed unfiltered, once that is known.
  const ready = useProjects().isSuccess;
  const projectId = project?.id;
  return useQuery({
    queryKey: [...domainsKey, projectId],
    queryFn: () => endpoints.domains.list({ query: { project_id: projectId } }),
    enabled: ready,
  });
}

/**
 * Whether the tariff allows one more domain (the server's answer with the domains list); undefined
 * while it loads. If the list cannot be read the forms still show: the server checks on sending.
 */
export function useDomainAllowance(): boolean | undefined {
  const domains = useDomains();
  return domains.isError ? true : domains.data?.can_add;
}

export function useDomain(domainId: number) {
  return useQuery({ queryKey: domainKey(domainId), queryFn: () => endpoints.domains.get({ params: { domainId } }) });
}
