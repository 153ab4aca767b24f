// Server state of the pages list: one page of the current project's pages (paged, searched,
// filtered and sorted by the server), its folders and domains, mapped to view models.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import type { PageListItem, PageView } from '../../../../api/routes/pages';
import { MAX_PAGE_SIZE, type ListQueryInput } from '../../../../api/list';
import { useCurrentProject, useProjects } from '../../../lib/useProjects';
import type { PageFilters, SortKey } from './listView';
import type { DomainItem, FolderItem, PageItem } from './types';

export const pagesKey = ['pages'] as const;
export const foldersKey = ['folders'] as const;
export const domainsKey = ['domains'] as const;

export function toPageItem(p: PageView & { week?: PageListItem['week'] }): PageItem {
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
    week: p.week ?? null,
  };
}

/**
 * One page of the pages list as the server answers it for `query` (page, size, sort, search) and
 * the filters; the previous page stays on screen while the next one loads.
 */
export function usePagesData(query: ListQueryInput<SortKey>, filters: PageFilters) {
  const project = useCurrentProject();
  // An account without projects still has pages (project_id null): list them all once that is known.
  const ready = useProjects().isSuccess;
  const projectId = project?.id;
  const domains = useQuery({
    queryKey: [...domainsKey, projectId],
    queryFn: () => endpoints.domains.list({ query: { project_id: projectId, limit: MAX_PAGE_SIZE } }),
    enabled: ready,
  });
  const folders = useQuery({
    queryKey: [...foldersKey, projectId],
    // The folder column shows a project's first 100 folders in the user's order (GET /folders is paged).
    queryFn: () => endpoints.folders.list({ query: { project_id: projectId, limit: MAX_PAGE_SIZE } }),
    enabled: ready,
  });
  const listQuery = {
    ...query,
    project_id: projectId,
    folder: filters.folderId ?? undefined,
    status: filters.status === 'all' ? undefined : filters.status,
  };
  const pages = useQuery({
    queryKey: [...pagesKey, listQuery],
    queryFn: () => endpoints.pages.list({ query: listQuery }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  // «Все страницы» in the folder nav: the project's count, whatever the filters (one row asked).
  const all = useQuery({
    queryKey: [...pagesKey, 'count', projectId],
    queryFn: async () => (await endpoints.pages.list({ query: { project_id: projectId, limit: 10 } })).total_items,
    enabled: ready,
  });
  const domainItems: DomainItem[] = (domains.data?.items ?? []).map((d) => ({ id: d.id, name: d.name, projectId: d.project_id ?? 0, parentId: d.parent_id }));
  const folderItems: FolderItem[] = [...(folders.data?.items ?? [])]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((f) => ({ id: f.id, title: f.title, color: f.color, sort: f.sort, pagesTotal: f.pages_total }));
  return {
    projectId: projectId ?? null,
    pages: (pages.data?.items ?? []).map(toPageItem),
    /** Pages matching the filters in all (every page of the list). */
    total: pages.data?.total_items ?? 0,
    allTotal: all.data ?? 0,
    folders: folderItems,
    domains: domainItems,
    isLoading: !pages.isSuccess && !pages.isError,
    isError: pages.isError,
    refetch: () => void pages.refetch(),
  };
}
