import type { ReactNode } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import type { Sort } from '../../api/list';

/** A sortable column header: the whole header is a button; aria-sort tells the current order. */
export function SortHeader<F extends string>({ by, sort, onSort, children, className }: {
  by: F;
  sort: Sort<F> | null;
  onSort: (by: F) => void;
  children: ReactNode;
  className?: string;
}) {
  const active = sort?.by === by;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th className={className} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-header" data-active={active} onClick={() => onSort(by)}>
        {children}
        <Icon size={12} aria-hidden="true" />
      </button>
    </th>
  );
}
