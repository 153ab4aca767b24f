// What the pages list shows for the current filters: a projection of loaded data, no business rules.
import type { DomainItem, FolderItem, PageItem } from './types';
import type { PageStatus } from '../components/StatusBadge';

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

export function filterPages(pages: readonly PageItem[], f: PageFilters): PageItem[] {
  const q = f.search.trim().toLowerCase();
  return pages.filter(
    (p) =>
      (f.folderId === null || p.folderId === f.folderId) &&
      (f.status === 'all' || p.status === f.status) &&
      (!q || [p.name, p.title, p.uri, p.code, p.address].some((s) => s.toLowerCase().includes(q))),
  );
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

export type SortKey = 'name' | 'status' | 'updated';
export interface PageSort {
  by: SortKey;
  dir: 'asc' | 'desc';
}

/** Newest first unless the user clicks a header (UI.md: sorting by clicking the header). */
export const DEFAULT_SORT: PageSort = { by: 'updated', dir: 'desc' };

const STATUS_ORDER = { published: 0, stoped: 1, unpublished: 2 } as const;

export function sortPages(pages: readonly PageItem[], sort: PageSort): PageItem[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const cmp = (a: PageItem, b: PageItem): number => {
    if (sort.by === 'name') return (a.name || a.title).localeCompare(b.name || b.title, 'ru');
    if (sort.by === 'status') return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    return a.updated.localeCompare(b.updated);
  };
  return [...pages].sort((a, b) => sign * cmp(a, b) || a.id - b.id);
}

/** Clicking the sorted column flips it; another column starts ascending (dates start newest first). */
export function nextSort(current: PageSort, by: SortKey): PageSort {
  if (current.by === by) return { by, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { by, dir: by === 'updated' ? 'desc' : 'asc' };
}
