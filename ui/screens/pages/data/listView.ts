// What the pages list shows: its filters and sort (served by the server, api/routes/pages.ts list)
// and the grouping of the page on screen by domain or folder; no business rules.
import type { PageListSort } from '../../../../api/routes/pages';
import type { DomainItem, FolderItem, PageItem } from './types';
import type { PageStatus } from '../../../components/PageStatusBadge';

export interface PageFilters {
  search: string;
  status: PageStatus | 'all';
  /** null = every folder. */
  folderId: number | null;
}

export const NO_FILTERS: Omit<PageFilters, 'folderId'> = { search: '', status: 'all' };

export function isFiltered(f: PageFilters): boolean {
  return f.search.trim() !== '' || f.status !== 'all';
}

export interface PageGroup {
  /** Stable key of the group. */
  key: string;
  kind: 'domain' | 'folder';
  /** Domain name or folder title; null = the ungrouped pages (no domain, or no folder). */
  title: string | null;
  /** Folder colour. */
  color?: string;
  pages: PageItem[];
}

function groupBy(
  pages: readonly PageItem[],
  keyOf: (p: PageItem) => number | null,
  known: ReadonlyMap<number, { title: string; color?: string }>,
  kind: PageGroup['kind'],
  byTitle: boolean,
): PageGroup[] {
  const groups = new Map<number | null, PageItem[]>();
  for (const p of pages) {
    const id = keyOf(p);
    const key = id !== null && known.has(id) ? id : null;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const named = [...known.keys()]
    .filter((id) => groups.has(id))
    .map((id) => ({ key: `${kind}-${id}`, kind, title: known.get(id)?.title ?? null, color: known.get(id)?.color, pages: groups.get(id) ?? [] }));
  if (byTitle) named.sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
  const rest = groups.get(null);
  return rest ? [...named, { key: `${kind}-none`, kind, title: null, pages: rest }] : named;
}

/** Pages grouped by their domain, domains in name order; the ungrouped (no domain) group last (SPEC §2). */
export function groupByDomain(pages: readonly PageItem[], domains: readonly DomainItem[]): PageGroup[] {
  return groupBy(pages, (p) => p.domainId, new Map(domains.map((d) => [d.id, { title: d.name }])), 'domain', true);
}

/** Pages grouped by folder in the folders' own order; pages outside folders last. */
export function groupByFolder(pages: readonly PageItem[], folders: readonly FolderItem[]): PageGroup[] {
  return groupBy(pages, (p) => p.folderId, new Map(folders.map((f) => [f.id, { title: f.title, color: f.color }])), 'folder', false);
}

export type SortKey = PageListSort;
export interface PageSort {
  by: SortKey;
  dir: 'asc' | 'desc';
}

/** Newest first unless the user clicks a header (UI.md: sorting by clicking the header); the server sorts. */
export const DEFAULT_SORT: PageSort = { by: 'updated', dir: 'desc' };
