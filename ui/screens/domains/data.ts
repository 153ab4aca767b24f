// Server state of the domains screens.
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import { useCurrentProject } from '../../lib/useProjects';

export const domainsKey = ['domains'] as const;
export const domainKey = (id: number) => ['domain', id] as const;

export function useDomains() {
  const project = useCurrentProject();
  const projectId = project?.id;
  return useQuery({
    queryKey: [...domainsKey, projectId],
    queryFn: () => endpoints.domains.list({ query: { project_id: projectId } }),
    enabled: projectId !== undefined,
  });
}

export function useDomain(domainId: number) {
  return useQuery({ queryKey: domainKey(domainId), queryFn: () => endpoints.domains.get({ params: { domainId } }) });
}
