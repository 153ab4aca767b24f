// Server state of the pages list: one page of the current project's pages (paged, searched,
// filtered and sorted by the server), its folders (paged too) and the domains of its rows, mapped
// to view models.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import type { PageListItem, PageView } from '../../../../api/routes/pages';
import { MAX_FOLDER_IDS, type FolderView } from '../../../../api/routes/folders';
import { MAX_PAGE_SIZE, type ListQueryInput } from '../../../../api/list';
import { useCurrentProject, useProjects } from '../../../lib/useProjects';
import { pagesKey } from '../../../lib/queryKeys';
import type { PageFilters, SortKey } from './listView';
import type { DomainItem, FolderItem, PageItem } from './types';

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
    lang: p.lang,
  };
}

/** The host of a page's domain address (its domain's name as the server wrote it, IDN letters kept). */
export function domainHost(domainUrl: string): string {
  return domainUrl.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0].replace(/:[0-9]+$/, '');
}

/**
 * The domains of the pages on screen, named from the pages themselves (each row carries its
 * domain's address): a project with any number of domains groups every row under its own.
 */
export function domainsOfPages(pages: readonly PageView[]): DomainItem[] {
  const seen = new Map<number, DomainItem>();
  for (const p of pages) {
    if (p.domain_id !== null && p.domain_url !== null && !seen.has(p.domain_id)) {
      seen.set(p.domain_id, { id: p.domain_id, name: domainHost(p.domain_url), projectId: p.project_id ?? 0, parentId: null });
    }
  }
  return [...seen.values()];
}

const toFolderItem = (f: FolderView): FolderItem => ({ id: f.id, title: f.title, color: f.color, sort: f.sort, pagesTotal: f.pages_total });

/**
 * The folder column: a project's folders in the user's order, a page of the largest size at a time
 * («Показать ещё» asks the next), and by id the folders the screen names without having paged to
 * them (the folders of the pages on screen, the folder opened by its address).
 */
function useFolders(projectId: number | undefined, enabled: boolean, named: readonly number[], search: string | undefined) {
  const pages = useInfiniteQuery({
    queryKey: [...foldersKey, projectId, search ?? ''],
    queryFn: ({ pageParam }) => endpoints.folders.list({ query: { project_id: projectId, limit: MAX_PAGE_SIZE, page: pageParam, ...(search ? { search } : {}) } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.total_pages ? last.current + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
  const loaded = (pages.data?.pages ?? []).flatMap((p) => p.items);
  const loadedIds = new Set(loaded.map((f) => f.id));
  const missing = [...new Set(named)].filter((id) => !loadedIds.has(id)).sort((a, b) => a - b).slice(0, MAX_FOLDER_IDS);
  const byId = useQuery({
    queryKey: [...foldersKey, 'ids', missing],
    queryFn: () => endpoints.folders.list({ query: { ids: missing.join(','), limit: MAX_PAGE_SIZE } }),
    enabled: enabled && pages.isSuccess && missing.length > 0,
    placeholderData: keepPreviousData,
  });
  const list = loaded.map(toFolderItem);
  const known = [...list, ...(byId.data?.items ?? []).filter((f) => !loadedIds.has(f.id)).map(toFolderItem)];
  return {
    list,
    known,
    total: pages.data?.pages[0]?.total_items ?? 0,
    /** The column's search (settled), when one is active: the order cannot be changed meanwhile. */
    search: search ?? '',
    hasMore: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    loadingMore: pages.isFetchingNextPage,
    isLoading: pages.isLoading,
    isError: pages.isError,
    refetch: () => void pages.refetch(),
  };
}

/**
 * One page of the pages list as the server answers it for `query` (page, size, sort, search) and
 * the filters; the previous page stays on screen while the next one loads.
 */
export function usePagesData(query: ListQueryInput<SortKey>, filters: PageFilters, folderSearch?: string) {
  const project = useCurrentProject();
  // An account without projects still has pages (project_id null): list them all once that is known.
  const ready = useProjects().isSuccess;
  const projectId = project?.id;
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
  const rows = pages.data?.items ?? [];
  const named = [...rows.flatMap((p) => (p.folder === null ? [] : [p.folder])), ...(filters.folderId === null ? [] : [filters.folderId])];
  const folders = useFolders(projectId, ready, named, folderSearch);
  // «Все страницы» in the folder nav: the project's count, whatever the filters (one row asked).
  const all = useQuery({
    queryKey: [...pagesKey, 'count', projectId],
    queryFn: async () => (await endpoints.pages.list({ query: { project_id: projectId, limit: 10 } })).total_items,
    enabled: ready,
  });
  return {
    projectId: projectId ?? null,
    pages: rows.map(toPageItem),
    /** Pages matching the filters in all (every page of the list). */
    total: pages.data?.total_items ?? 0,
    allTotal: all.data ?? 0,
    /** The folder column: the folders paged so far, in the user's order. */
    folders: folders.list,
    /** Those and the folders named by the pages on screen or the address: for titles and grouping. */
    knownFolders: folders.known,
    folderColumn: folders,
    domains: domainsOfPages(rows),
    isLoading: !pages.isSuccess && !pages.isError,
    isError: pages.isError,
    refetch: () => void pages.refetch(),
  };
}
