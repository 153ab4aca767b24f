import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, filterPages, groupByDomain, groupByFolder, isFiltered, nextSort, sortPages } from './listView';
import type { PageItem } from './types';

const page = (over: Partial<PageItem>): PageItem => ({
  id: 1, name: 'Лендинг', title: 'Title', status: 'unpublished', code: 'abc', uri: '', domainId: null, projectId: 1, folderId: null, updated: '', address: '', url: null, testUrl: '', domainUrl: null, ...over,
});

describe('filterPages', () => {
  const pages = [page({ id: 1, name: 'Акция', status: 'published', folderId: 2 }), page({ id: 2, name: 'Вебинар', uri: 'webinar' }), page({ id: 3, name: 'Курс', status: 'stoped' })];

  it('searches name, title and address case-insensitively', () => {
    expect(filterPages(pages, { search: 'АКЦ', status: 'all', folderId: null }).map((p) => p.id)).toEqual([1]);
    expect(filterPages(pages, { search: 'webinar', status: 'all', folderId: null }).map((p) => p.id)).toEqual([2]);
  });

  it('filters by status and folder', () => {
    expect(filterPages(pages, { search: '', status: 'stoped', folderId: null }).map((p) => p.id)).toEqual([3]);
    expect(filterPages(pages, { search: '', status: 'all', folderId: 2 }).map((p) => p.id)).toEqual([1]);
  });

  it('tells filtered from unfiltered (folders are navigation, not a filter)', () => {
    expect(isFiltered({ search: ' ', status: 'all', folderId: 3 })).toBe(false);
    expect(isFiltered({ search: 'x', status: 'all', folderId: null })).toBe(true);
  });
});

describe('groupByDomain', () => {
  it('groups by domain name and puts pages without a domain last', () => {
    const domains = [{ id: 7, name: 'b.ru', projectId: 1, parentId: null }, { id: 8, name: 'a.ru', projectId: 1, parentId: null }];
    const groups = groupByDomain([page({ id: 1, domainId: 7 }), page({ id: 2 }), page({ id: 3, domainId: 8 }), page({ id: 4, domainId: 99 })], domains);
    expect(groups.map((g) => [g.title, g.pages.map((p) => p.id)])).toEqual([['a.ru', [3]], ['b.ru', [1]], [null, [2, 4]]]);
  });

  it('groups by folder in folder order with the pages outside folders last', () => {
    const folders = [{ id: 2, title: 'Я', color: '#000', sort: 1, pagesTotal: 1 }, { id: 1, title: 'А', color: '#fff', sort: 2, pagesTotal: 1 }];
    const groups = groupByFolder([page({ id: 1, folderId: 1 }), page({ id: 2 }), page({ id: 3, folderId: 2 })], folders);
    expect(groups.map((g) => [g.title, g.color ?? null, g.pages.map((p) => p.id)])).toEqual([['Я', '#000', [3]], ['А', '#fff', [1]], [null, null, [2]]]);
  });
});

describe('sortPages', () => {
  const pages = [
    page({ id: 1, name: 'Вебинар', status: 'unpublished', updated: '2026-01-02' }),
    page({ id: 2, name: 'Акция', status: 'published', updated: '2026-01-03' }),
    page({ id: 3, name: 'Курс', status: 'stoped', updated: '2026-01-01' }),
  ];
  const ids = (list: PageItem[]) => list.map((p) => p.id);

  it('sorts newest first by default, by name and by status on request', () => {
    expect(ids(sortPages(pages, DEFAULT_SORT))).toEqual([2, 1, 3]);
    expect(ids(sortPages(pages, { by: 'name', dir: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortPages(pages, { by: 'name', dir: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(sortPages(pages, { by: 'status', dir: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('flips the direction on a second click and starts a new column ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'updated')).toEqual({ by: 'updated', dir: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ by: 'name', dir: 'asc' });
    expect(nextSort({ by: 'name', dir: 'asc' }, 'name')).toEqual({ by: 'name', dir: 'desc' });
  });
});
