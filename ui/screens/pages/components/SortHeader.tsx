import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { PageSort, SortKey } from '../data/listView';

/** A sortable column header: the whole header is a button; aria-sort tells the current order. */
export function SortHeader({ by, sort, onSort, children }: { by: SortKey; sort: PageSort; onSort: (by: SortKey) => void; children: ReactNode }) {
  const active = sort.by === by;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-header" data-active={active} onClick={() => onSort(by)}>
        {children}
        <Icon size={12} aria-hidden="true" />
      </button>
    </th>
  );
}
