// Server state of the pages list: pages, folders and domains of the current project, mapped to view models.
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import type { PageView } from '../../../../api/routes/pages';
import { useCurrentProject, useProjects } from '../../../lib/useProjects';
import type { DomainItem, FolderItem, PageItem } from './types';

export const pagesKey = ['pages'] as const;
export const foldersKey = ['folders'] as const;
export const domainsKey = ['domains'] as const;

export function toPageItem(p: PageView): PageItem {
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    status: p.status,
    code: p.code,
    uri: p.uri,
    domainId: p.domain_id,
    projectId: p.project_id ?? 0,
    folderId: p.folder,
    updated: p.updated,
    address: p.url,
    url: p.status === 'published' ? p.url : null,
    testUrl: p.test_url,
    domainUrl: p.domain_url,
  };
}

export function usePagesData() {
  const project = useCurrentProject();
  // An account without projects still has pages (project_id null): list them all once that is known.
  const ready = useProjects().isSuccess;
  const projectId = project?.id;
  const domains = useQuery({
    queryKey: [...domainsKey, projectId],
    queryFn: () => endpoints.domains.list({ query: { project_id: projectId } }),
    enabled: ready,
  });
  const pages = useQuery({
    queryKey: [...pagesKey, projectId],
    queryFn: () => endpoints.pages.list({ query: { project_id: projectId } }),
    enabled: ready,
  });
  const domainItems: DomainItem[] = (domains.data?.items ?? []).map((d) => ({ id: d.id, name: d.name, projectId: d.project_id ?? 0, parentId: d.parent_id }));
  const folders: FolderItem[] = [...(pages.data?.folders ?? [])]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((f) => ({ id: f.id, title: f.title, color: f.color, sort: f.sort, pagesTotal: f.pages_total }));
  return {
    projectId: projectId ?? null,
    pages: (pages.data?.items ?? []).map(toPageItem),
    folders,
    domains: domainItems,
    isLoading: !pages.isSuccess && !pages.isError,
    isError: pages.isError,
    refetch: () => void pages.refetch(),
  };
}


/**
 * Each page's visitors and leads of the last 7 days (statistics rollups, GET /page_stats/stats);
 * undefined while loading or without the statistics right (the columns then show a dash).
 */
export function usePagesWeekStats(enabled: boolean) {
  return useQuery({
    queryKey: ['stats', 'pagesWeek'],
    queryFn: async () => new Map((await endpoints.stats.pageStatsAll({ query: {}, suppressErrors: true })).items.map((i) => [i.page_id, { visitors: i.visitors, leads: i.leads }])),
    enabled,
    staleTime: 60_000,
  });
}
