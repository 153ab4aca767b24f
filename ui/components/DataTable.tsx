// The one table of every list screen (UI.md "Lists and tables"), built on @tanstack/react-table:
// sticky header, row hover, checkbox column with select-all and a batch bar, sortable headers
// (aria-sort), pagination with the page-size selector, skeleton rows while loading, the empty state,
// 'Ничего не найдено' with a way to clear the filters, and an error with a retry. Long unpaged lists
// are virtualised (@tanstack/react-virtual).
//
// How a new area uses it (the server side is api/list.ts + server/platform/http/list.ts):
//   const list = useListState<'created' | 'status'>('leads', { sort: { by: 'created', dir: 'desc' } });
//   const leads = useQuery({ queryKey: ['leads', list.query, filters], queryFn: () => endpoints.leads.list({ query: { ...list.query, ...filters } }),
//                            placeholderData: keepPreviousData });
//   <DataTable label={t('leads.title')} list={list} query={leads} rowId={(l) => l.id} rowLabel={(l) => l.client}
//     columns={[{ id: 'client', header: t('leads.client'), cell: (l) => l.client, sortBy: 'title' }, …]}
//     search={{ label: t('leads.search') }} filters={<StatusFilter …/>} filtered={filters.status !== 'all'} onClearFilters={…}
//     empty={<EmptyState icon={Inbox} title={…} text={…} action={<Button …>…</Button>} />}
//     batchActions={(rows, clear) => <Button onPress={…}>…</Button>} />
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowData, type RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ListPage } from '../../api/list';
import type { ListState } from '../lib/useListState';
import { BatchBar } from './BatchBar';
import { Checkbox } from './Checkbox';
import { FilteredEmpty } from './FilteredEmpty';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { SortHeader } from './SortHeader';
import { ErrorState, SkeletonRows } from './States';

export interface DataColumn<Row extends RowData, F extends string = string> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The list's sort field for this column: its header becomes a sort button. */
  sortBy?: F;
  /** Class of the column's cells and header (e.g. 'muted', 'table__actions'). */
  className?: string;
  /** Header read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
}

/** What DataTable needs of a TanStack Query result over a list route. */
export interface ListQueryResult<Row> {
  data?: ListPage<Row>;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<Row extends RowData, F extends string> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataColumn<Row, F>[];
  query: ListQueryResult<Row>;
  list: ListState<F>;
  rowId: (row: Row) => number | string;
  /** Names a row for its checkbox ("Выбрать «…»"). */
  rowLabel?: (row: Row) => string;
  /** The list has no rows at all: a short sentence and the primary action (EmptyState). */
  empty: ReactNode;
  /** A search box in the toolbar, bound to `list`. */
  search?: { label: string };
  /** More toolbar controls (filters). */
  filters?: ReactNode;
  /** Whether a filter besides the search narrows the list. */
  filtered?: boolean;
  /** Clears the screen's filters (the search is cleared by the table). */
  onClearFilters?: () => void;
  /** With it, rows get checkboxes; it renders the batch bar's actions for the selected rows. */
  batchActions?: (rows: Row[], clear: () => void) => ReactNode;
  /** Rendered rows above which the body is virtualised. Default 200. */
  virtualizeAbove?: number;
  testId?: string;
  rowTestId?: string;
}

const features = tableFeatures({ rowSelectionFeature });
const ROW_HEIGHT = 53;
const SELECT = '__select';

export function DataTable<Row extends RowData, F extends string>(props: DataTableProps<Row, F>) {
  const { label, columns, query, list, rowId, rowLabel, empty, search, filters, filtered = false, onClearFilters, batchActions, virtualizeAbove = 200, testId, rowTestId } = props;
  const { t } = useTranslation();
  const rows = query.data?.items;
  const data = useMemo(() => rows ?? [], [rows]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const scrollRef = useRef<HTMLDivElement>(null);

  // Rows that left the page (deleted, another page) leave the selection.
  useEffect(() => {
    setSelection((sel) => {
      const present = new Set(data.map((r) => String(rowId(r))));
      const kept = Object.fromEntries(Object.entries(sel).filter(([id, on]) => on && present.has(id)));
      return Object.keys(kept).length === Object.keys(sel).length ? sel : kept;
    });
  }, [data, rowId]);

  // Past the last page (its rows were deleted): go to the new last page.
  const totalPages = query.data?.total_pages ?? 0;
  useEffect(() => {
    if (query.data && query.data.items.length === 0 && totalPages > 0 && list.page > totalPages) list.setPage(totalPages);
  }, [query.data, totalPages, list]);

  const tableColumns = useMemo<ColumnDef<typeof features, Row>[]>(() => [
    ...(batchActions ? [{
      id: SELECT,
      header: ({ table }) => (
        <Checkbox
          aria-label={t('table.selectAll')}
          isSelected={table.getIsAllRowsSelected()}
          isIndeterminate={table.getIsSomeRowsSelected()}
          onChange={(on) => table.toggleAllRowsSelected(on)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox aria-label={t('table.selectRow', { name: rowLabel?.(row.original) ?? String(rowId(row.original)) })} isSelected={row.getIsSelected()} onChange={(on) => row.toggleSelected(on)} />
      ),
    } satisfies ColumnDef<typeof features, Row>] : []),
    ...columns.map((c): ColumnDef<typeof features, Row> => ({ id: c.id, header: () => c.header, cell: ({ row }) => c.cell(row.original) })),
  ], [columns, batchActions, rowLabel, rowId, t]);

  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row) => String(rowId(row)),
    enableRowSelection: Boolean(batchActions),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });

  const tableRows = table.getRowModel().rows;
  const virtual = tableRows.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Until the scroll box is measured, assume a screenful so the first paint has rows.
    initialRect: { width: 0, height: 12 * ROW_HEIGHT },
  });

  const byId = new Map(columns.map((c) => [c.id, c]));
  const colCount = columns.length + (batchActions ? 1 : 0);
  const total = query.data?.total_items ?? 0;
  const searching = list.search.trim() !== '';
  const nothingAtAll = !query.isLoading && !query.isError && total === 0;
  const selectedRows = table.getSelectedRowModel().rows.map((r) => r.original);
  const clearSelection = () => setSelection({});
  const clearFilters = () => {
    list.setSearch('');
    onClearFilters?.();
  };

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padTop = items && items.length > 0 ? items[0].start : 0;
  const padBottom = items && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const shown = items ? items.map((i) => tableRows[i.index]) : tableRows;

  let body: ReactNode;
  if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else if (nothingAtAll) body = searching || filtered ? <FilteredEmpty onClear={clearFilters} /> : empty;
  else {
    body = (
      <>
        <div ref={scrollRef} className={virtual ? 'data-table__scroll data-table__scroll--virtual' : 'data-table__scroll'}>
          <table className="table" aria-label={label} aria-busy={query.isLoading || query.isFetching ? true : undefined} data-testid={testId}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const col = byId.get(header.column.id);
                    const content = <table.FlexRender header={header} />;
                    if (!col) return <th key={header.id} className="check">{content}</th>;
                    if (col.sortBy) return <SortHeader key={header.id} by={col.sortBy} sort={list.sort} onSort={list.toggleSort} className={col.className}>{content}</SortHeader>;
                    return <th key={header.id} className={col.className}>{col.hiddenHeader ? <span className="visually-hidden">{content}</span> : content}</th>;
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {query.isLoading ? <SkeletonRows cols={colCount} rows={5} /> : (
                <>
                  {padTop > 0 && <tr className="data-table__spacer" aria-hidden="true"><td colSpan={colCount} style={{ height: padTop }} /></tr>}
                  {shown.map((row) => (
                    <tr key={row.id} data-testid={rowTestId} data-selected={row.getIsSelected() || undefined}>
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id} className={cell.column.id === SELECT ? 'check' : byId.get(cell.column.id)?.className}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                  {padBottom > 0 && <tr className="data-table__spacer" aria-hidden="true"><td colSpan={colCount} style={{ height: padBottom }} /></tr>}
                </>
              )}
            </tbody>
          </table>
        </div>
        <Pagination page={list.page} size={list.limit} total={total} onPage={list.setPage} onSize={list.setLimit} />
      </>
    );
  }

  return (
    <>
      {(search || filters) && !(nothingAtAll && !searching && !filtered) && (
        <div className="toolbar">
          {search && <SearchBox value={list.search} onChange={list.setSearch} label={search.label} />}
          {filters}
        </div>
      )}
      <section className="card card--flush data-table">{body}</section>
      {batchActions && (
        <BatchBar count={selectedRows.length} onClear={clearSelection}>
          {batchActions(selectedRows, clearSelection)}
        </BatchBar>
      )}
    </>
  );
}
