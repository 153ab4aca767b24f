import { describe, expect, it } from 'vitest';
import { groupByDomain, groupByFolder, isFiltered } from './listView';
import type { PageItem } from './types';

const page = (over: Partial<PageItem>): PageItem => ({
  id: 1, name: 'Лендинг', title: 'Title', status: 'unpublished', code: 'abc', uri: '', domainId: null, projectId: 1, folderId: null, updated: '', address: '', url: null, testUrl: '', domainUrl: null, week: null, ...over,
});

describe('isFiltered', () => {
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
