// @vitest-environment happy-dom
// DataTable with useListState against a list served the way the server serves it (paged, sorted and
// searched by api/list.ts's rules over an in-memory list), in Russian.
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import Inbox from 'lucide-react/icons/inbox';
import * as v from 'valibot';
import { listQuery, type ListPage, type ListQueryInput } from '../../api/list';
import { storage } from '../../adapters/index';
import { i18next, initI18n } from '../i18n/index';
import { useListState } from '../lib/useListState';
import { Button } from './Button';
import { DataTable, type DataColumn } from './DataTable';
import { EmptyState } from './States';

interface Person { id: number; name: string; city: string }
type PersonSort = 'name' | 'city';

const query = listQuery({ sort: ['name', 'city'], defaultSort: { by: 'name', dir: 'asc' } });

/** Answers like a listPage route would, over `people`. */
function serve(people: Person[], input: ListQueryInput<PersonSort>): ListPage<Person> {
  const q = v.parse(query, input);
  const term = q.search?.toLowerCase();
  const found = people.filter((p) => !term || p.name.toLowerCase().includes(term));
  const sign = q.sort.dir === 'asc' ? 1 : -1;
  found.sort((a, b) => sign * (a[q.sort.by].localeCompare(b[q.sort.by]) || a.id - b.id));
  return { items: found.slice((q.page - 1) * q.limit, q.page * q.limit), total_items: found.length, current: q.page, total_pages: Math.ceil(found.length / q.limit) };
}

const people = (n: number): Person[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Клиент ${String(i + 1).padStart(3, '0')}`, city: i % 2 ? 'Казань' : 'Москва' }));

const columns: DataColumn<Person, PersonSort>[] = [
  { id: 'name', header: 'Имя', sortBy: 'name', cell: (p) => p.name },
  { id: 'city', header: 'Город', sortBy: 'city', cell: (p) => p.city },
];

interface Props {
  fetchList: (q: ListQueryInput<PersonSort>) => Promise<ListPage<Person>>;
  onBatch?: (rows: Person[]) => void;
  virtualizeAbove?: number;
}

function People({ fetchList, onBatch, virtualizeAbove }: Props) {
  const list = useListState<PersonSort>('people', { sort: { by: 'name', dir: 'asc' } });
  const result = useQuery({ queryKey: ['people', list.query], queryFn: () => fetchList(list.query), placeholderData: keepPreviousData });
  return (
    <DataTable
      label="Клиенты"
      list={list}
      query={result}
      columns={columns}
      rowId={(p) => p.id}
      rowLabel={(p) => p.name}
      search={{ label: 'Поиск клиентов' }}
      empty={<EmptyState icon={Inbox} title="Клиентов пока нет" text="Они появятся после первой заявки." action={<Button>Добавить клиента</Button>} />}
      batchActions={onBatch && ((rows, clear) => <Button onPress={() => { onBatch(rows); clear(); }}>В архив</Button>)}
      virtualizeAbove={virtualizeAbove}
      rowTestId="person-row"
    />
  );
}

function show(props: Props) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><People {...props} /></QueryClientProvider>);
}

const rowNames = () => screen.queryAllByTestId('person-row').map((r) => r.querySelector('td:not(.check)')?.textContent);

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n('ru');
});
beforeEach(() => storage.removeItem('list.people.limit'));
afterEach(cleanup);

describe('DataTable', () => {
  it('shows skeleton rows while loading, then the first page of 10 with the pager', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => { open = r; });
    show({ fetchList: async (q) => { await gate; return serve(people(27), q); } });
    expect(screen.getByRole('table', { name: 'Клиенты' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByTestId('person-row')).toHaveLength(0);
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(rowNames()[0]).toBe('Клиент 001');
    expect(screen.getByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Клиент 011'));
  });

  it('sorts on the server by the clicked header and says so with aria-sort', async () => {
    const fetchList = vi.fn(async (q: ListQueryInput<PersonSort>) => serve(people(12), q));
    show({ fetchList });
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const nameHeader = screen.getByRole('columnheader', { name: /Имя/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(rowNames()[0]).toBe('Клиент 012'));
    expect(fetchList).toHaveBeenLastCalledWith({ page: 1, limit: 10, 'sort[name]': 'desc' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Город/ })).getByRole('button'));
    await waitFor(() => expect(fetchList).toHaveBeenLastCalledWith({ page: 1, limit: 10, 'sort[city]': 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Имя/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('selects all rows of the page with the header checkbox and hands them to the batch action', async () => {
    const onBatch = vi.fn();
    show({ fetchList: async (q) => serve(people(3), q), onBatch });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByTestId('batch-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Клиент 002»' }));
    expect(screen.getByTestId('batch-bar').textContent).toContain('Выбрана 1 строка');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все строки на странице' }));
    expect(screen.getByTestId('batch-bar').textContent).toContain('Выбрано 3 строки');
    fireEvent.click(within(screen.getByTestId('batch-bar')).getByRole('button', { name: 'В архив' }));
    expect(onBatch.mock.calls[0][0].map((p: Person) => p.id)).toEqual([1, 2, 3]);
    expect(screen.queryByTestId('batch-bar')).toBeNull();
  });

  it('remembers the chosen page size per list', async () => {
    const fetchList = vi.fn(async (q: ListQueryInput<PersonSort>) => serve(people(40), q));
    const first = show({ fetchList });
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: /На странице/ }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    expect(storage.getItem('list.people.limit')).toBe('25');
    first.unmount();
    show({ fetchList });
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    expect(fetchList).toHaveBeenLastCalledWith({ page: 1, limit: 25, 'sort[name]': 'asc' });
  });

  it('says the list is empty and offers its primary action', async () => {
    show({ fetchList: async (q) => serve([], q) });
    expect(await screen.findByText('Клиентов пока нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить клиента' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('searches on the server once typing pauses; nothing found offers to clear the filters', async () => {
    const fetchList = vi.fn(async (q: ListQueryInput<PersonSort>) => serve(people(12), q));
    show({ fetchList });
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск клиентов' }), { target: { value: 'клиент 01' } });
    await waitFor(() => expect(rowNames()).toEqual(['Клиент 010', 'Клиент 011', 'Клиент 012']));
    expect(fetchList).toHaveBeenLastCalledWith({ page: 1, limit: 10, 'sort[name]': 'asc', search: 'клиент 01' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'никого' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    show({ fetchList: async (q) => { if (fail) throw new Error('offline'); return serve(people(2), q); } });
    expect(await screen.findByText('Не удалось загрузить данные')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));
  });

  it('renders only a window of a long list', async () => {
    // happy-dom does no layout: give the scroll box the height a browser would.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('data-table__scroll') ? 640 : 0;
    });
    onTestFinished(() => height.mockRestore());
    const all = people(600);
    show({ fetchList: async () => ({ items: all, total_items: all.length, current: 1, total_pages: 1 }), virtualizeAbove: 200 });
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
    expect(rowNames().length).toBeLessThan(100);
    expect(rowNames()[0]).toBe('Клиент 001');
  });
});
