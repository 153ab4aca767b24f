// The account's projects as the switcher and the project-scoped screens need them: the server's
// first batch (GET /projects is paged, api/routes/projects.ts) plus the remembered current project
// when it is not in that batch. The projects screen pages through all of them (screens/projects).
import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../api/list';
import { endpoints } from '../../adapters/index';
import { useCurrentUser } from '../app/useSession';
import { setCurrentProjectId, useCurrentProjectId } from './currentProject';

export const projectsKey = ['projects'] as const;

export function useProjects() {
  const userId = useCurrentUser()?.user.id ?? null;
  const storedId = useCurrentProjectId(userId);
  return useQuery({
    queryKey: [...projectsKey, 'batch', storedId],
    queryFn: async () => {
      const first = await endpoints.projects.list({ query: { limit: MAX_PAGE_SIZE } });
      if (storedId === null || first.items.some((p) => p.id === storedId)) return first;
      const stored = await endpoints.projects.list({ query: { id: storedId } });
      return { ...first, items: [...first.items, ...stored.items] };
    },
    // A project switch keeps the projects on screen while the next answer comes.
    placeholderData: keepPreviousData,
  });
}

/** The remembered project if it still exists, else the first one (in the server's order). */
export function useCurrentProject() {
  const { data, isPlaceholderData } = useProjects();
  const userId = useCurrentUser()?.user.id ?? null;
  const storedId = useCurrentProjectId(userId);
  const items = data?.items ?? [];
  const shown = useRef<(typeof items)[number] | null>(null);
  // A project just chosen beyond the first batch (the switcher searches all) is asked for by id:
  // until it comes, the project shown so far stays, rather than the first one flashing in (and the
  // project's screens loading the first project's data in between).
  const waiting = isPlaceholderData && storedId !== null ? shown.current : null;
  const current = items.find((p) => p.id === storedId) ?? waiting ?? items[0] ?? null;
  shown.current = current;
  return current;
}

/** Makes `projectId` the signed-in user's current project. */
export function useSetCurrentProject(): (projectId: number) => void {
  const userId = useCurrentUser()?.user.id ?? null;
  return (projectId) => {
    if (userId !== null) setCurrentProjectId(userId, projectId);
  };
}
