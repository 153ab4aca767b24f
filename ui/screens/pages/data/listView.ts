// What the pages list shows for the current filters: a projection of loaded data, no business rules.
import type { DomainItem, PageItem } from './types';
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
  /** null = the ungrouped pages: those without a domain (SPEC §2). */
  domain: DomainItem | null;
  pages: PageItem[];
}

/** Pages grouped by their domain, domains in name order, the ungrouped (no domain) group last. */
export function groupByDomain(pages: readonly PageItem[], domains: readonly DomainItem[]): PageGroup[] {
  const byId = new Map(domains.map((d) => [d.id, d]));
  const groups = new Map<number | null, PageItem[]>();
  for (const p of pages) {
    const key = p.domainId !== null && byId.has(p.domainId) ? p.domainId : null;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const named = [...groups.entries()]
    .filter((e): e is [number, PageItem[]] => e[0] !== null)
    .map(([id, list]) => ({ domain: byId.get(id) ?? null, pages: list }))
    .sort((a, b) => (a.domain?.name ?? '').localeCompare(b.domain?.name ?? ''));
  const ungrouped = groups.get(null);
  return ungrouped ? [...named, { domain: null, pages: ungrouped }] : named;
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
