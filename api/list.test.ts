import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { filters, listQuery, listResponse, listSelection, toListQuery, unpaged } from './list';

const leadsSpec = {
  sort: ['title', 'status', 'created'],
  defaultSort: { by: 'created', dir: 'desc' },
  filters: { status: filters.oneOf([1, 2, 3, 4, 5, 6]), page_id: filters.id, kind: filters.oneOf(['a', 'b']), ...filters.dateRange('created') },
} as const;
const leadsLike = listQuery(leadsSpec);

const parse = (q: Record<string, unknown>) => v.parse(leadsLike, q);
const fails = (q: Record<string, unknown>) => !v.safeParse(leadsLike, q).success;

describe('listQuery', () => {
  it('defaults to the first page of 10, the default sort, no search and no filters', () => {
    expect(parse({})).toEqual({ page: 1, limit: 10, search: null, sort: { by: 'created', dir: 'desc' }, filters: {} });
  });

  it('reads the query string SPEC sends: numbers as text, sort[field]=dir, trimmed search', () => {
    expect(parse({ page: '3', limit: '50', 'sort[status]': 'asc', search: '  Иван ' })).toEqual({
      page: 3, limit: 50, search: 'Иван', sort: { by: 'status', dir: 'asc' }, filters: {},
    });
    expect(parse({ search: '   ' }).search).toBeNull();
  });

  it('takes only the page sizes of SPEC §9 and pages from 1', () => {
    for (const limit of ['10', '25', '50', '100']) expect(parse({ limit }).limit).toBe(Number(limit));
    expect(fails({ limit: '30' })).toBe(true);
    expect(fails({ limit: '1000' })).toBe(true);
    expect(fails({ page: '0' })).toBe(true);
    expect(fails({ page: '-1' })).toBe(true);
    expect(fails({ page: '1e3' })).toBe(true);
  });

  it('refuses a wrong direction and ignores a field that cannot be sorted by', () => {
    expect(fails({ 'sort[created]': 'up' })).toBe(true);
    expect(parse({ 'sort[password]': 'asc' }).sort).toEqual({ by: 'created', dir: 'desc' });
  });

  it('types its filters: numeric keys as numbers, ids, fixed values, date ranges; absent ones are left out', () => {
    expect(parse({ status: '4', page_id: '17', kind: 'b', 'created[from]': '2026-01-01', 'created[to]': '2026-01-31T20:59:59.999Z' }).filters).toEqual({
      status: 4, page_id: 17, kind: 'b', 'created[from]': '2026-01-01', 'created[to]': '2026-01-31T20:59:59.999Z',
    });
    expect(fails({ status: '7' })).toBe(true);
    expect(fails({ kind: 'c' })).toBe(true);
    expect(fails({ page_id: 'abc' })).toBe(true);
    expect(fails({ 'created[from]': 'yesterday' })).toBe(true);
  });

  it('round-trips what a list screen keeps', () => {
    const q = toListQuery({ page: 2, limit: 25, sort: { by: 'title', dir: 'asc' }, search: ' заявка ' });
    expect(q).toEqual({ page: 2, limit: 25, 'sort[title]': 'asc', search: 'заявка' });
    expect(parse(q)).toEqual({ page: 2, limit: 25, search: 'заявка', sort: { by: 'title', dir: 'asc' }, filters: {} });
  });
});

describe('listResponse', () => {
  it('is SPEC §3: items, total_items, current, total_pages', () => {
    const schema = listResponse(v.object({ id: v.number() }));
    expect(v.safeParse(schema, { items: [{ id: 1 }], total_items: 11, current: 2, total_pages: 2 }).success).toBe(true);
    expect(v.safeParse(schema, { items: [{ id: 1 }], total: 11 }).success).toBe(false);
  });
});

describe('listQuery is built on first use (the route table loads on every start)', () => {
  it('builds its schema once, on the first validation, and keeps it', () => {
    const q = listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' }, filters: { status: filters.oneOf([1, 2]) } });
    const first = q.getter(undefined);
    expect(q.getter(undefined)).toBe(first);
    expect(v.parse(q, { status: '2' }).filters).toEqual({ status: 2 });
    expect(q.getter(undefined)).toBe(first);
  });

  it('answers the same issues as the schema it wraps (the server maps them to SPEC messages)', () => {
    const bad = v.safeParse(leadsLike, { limit: '30', status: '9' });
    expect(bad.success).toBe(false);
    const direct = v.safeParse(leadsLike.getter(undefined), { limit: '30', status: '9' });
    expect(bad.issues?.map((i) => [v.getDotPath(i), i.type, i.message])).toEqual(direct.issues?.map((i) => [v.getDotPath(i), i.type, i.message]));
    expect(bad.issues?.map((i) => v.getDotPath(i))).toEqual(['limit', 'status']);
  });
});

describe('listSelection', () => {
  const exportLike = listSelection(leadsSpec, { format: v.picklist(['csv', 'xlsx']), items: v.optional(v.array(v.number())) });

  it('takes the list query without its page, with the same meaning, plus its own fields', () => {
    const query = { search: ' Анна ', 'sort[title]': 'asc', status: '2', page_id: '7', 'created[from]': '2026-11-25T10:00:00Z' };
    const list = v.parse(leadsLike, { ...query, page: '2', limit: '25' });
    const selection = v.parse(exportLike, { ...query, format: 'csv' });
    expect(selection).toEqual({ format: 'csv', search: list.search, sort: list.sort, filters: list.filters });
    expect(v.parse(exportLike, { format: 'xlsx', items: [3] })).toEqual({ format: 'xlsx', items: [3], search: null, sort: { by: 'created', dir: 'desc' }, filters: {} });
  });

  it('refuses what the list refuses', () => {
    for (const bad of [{ status: '9' }, { 'created[to]': '31.12.2026' }, { 'sort[title]': 'up' }, { page_id: 'x' }]) {
      expect(v.safeParse(leadsLike, bad).success).toBe(false);
      expect(v.safeParse(exportLike, { format: 'csv', ...bad }).success).toBe(false);
    }
    expect(v.safeParse(exportLike, {}).success).toBe(false);
  });

  it('unpaged drops a list query input\'s page and size only', () => {
    expect(unpaged({ page: 3, limit: 50, search: 'x', 'sort[title]': 'asc' as const })).toEqual({ search: 'x', 'sort[title]': 'asc' });
  });
});
