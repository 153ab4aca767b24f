import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../adapters/index';
import { useCurrentProjectId } from './currentProject';

export const projectsKey = ['projects'] as const;

export function useProjects() {
  return useQuery({ queryKey: projectsKey, queryFn: () => endpoints.projects.list() });
}

/** The remembered project if it still exists, else the first one. */
export function useCurrentProject() {
  const { data } = useProjects();
  const storedId = useCurrentProjectId();
  const items = data?.items ?? [];
  return items.find((p) => p.id === storedId) ?? items[0] ?? null;
}
