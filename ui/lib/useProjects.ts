import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../adapters/index';
import { useCurrentUser } from '../app/useSession';
import { setCurrentProjectId, useCurrentProjectId } from './currentProject';

export const projectsKey = ['projects'] as const;

export function useProjects() {
  return useQuery({ queryKey: projectsKey, queryFn: () => endpoints.projects.list() });
}

/** The remembered project if it still exists, else the first one (in the server's order). */
export function useCurrentProject() {
  const { data } = useProjects();
  const userId = useCurrentUser()?.user.id ?? null;
  const storedId = useCurrentProjectId(userId);
  const items = data?.items ?? [];
  return items.find((p) => p.id === storedId) ?? items[0] ?? null;
}

/** Makes `projectId` the signed-in user's current project. */
export function useSetCurrentProject(): (projectId: number) => void {
  const userId = useCurrentUser()?.user.id ?? null;
  return (projectId) => {
    if (userId !== null) setCurrentProjectId(userId, projectId);
  };
}
