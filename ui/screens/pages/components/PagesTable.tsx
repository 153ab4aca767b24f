import { useTranslation } from 'react-i18next';
import Globe from 'lucide-react/icons/globe';
import Unlink from 'lucide-react/icons/unlink';
import { Checkbox } from '../../../components/Checkbox';
import { SkeletonRows } from '../../../components/States';
import { formatDate } from '../../../lib/dates';
import { PagePreview } from './PagePreview';
import { RowActions, type RowActionsProps } from './RowActions';
import { PageStatusBadge } from '../../../components/PageStatusBadge';
import type { PageGroup, PageSort, SortKey } from '../data/listView';
import type { PageItem } from '../data/types';
import { SortHeader } from '../../../components/SortHeader';

export interface PagesTableProps extends Pick<RowActionsProps, 'can' | 'onAction'> {
  groups: readonly PageGroup[] | null;
  grouped: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
  sort: PageSort;
  onSort: (by: SortKey) => void;
}

const COLS = 5;

/** Sticky header, row hover, a checkbox column; group headers when grouped (null groups = loading). */
export function PagesTable({ groups, grouped, selected, onSelect, sort, onSort, can, onAction }: PagesTableProps) {
  const { t, i18n } = useTranslation('pages');
  const num = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'ru-RU');
  /**
   * The last 7 days' visitors and leads, a line under the page's address (a column of its own
   * would push the row actions out of the table beside the sidebar); served with the row, null
   * without the statistics right (nothing shown then).
   */
  const week = (w: PageItem['week']) => {
    if (!w) return null;
    return (
      <div className="page-cell__week">
        <span data-testid="page-visitors">{t('list.weekVisitors', { count: w.visitors, n: num.format(w.visitors) })}</span>
        {' · '}
        <span data-testid="page-leads">{t('list.weekLeads', { count: w.leads, n: num.format(w.leads) })}</span>
        {' '}{t('list.last7')}
      </div>
    );
  };
  const all = (groups ?? []).flatMap((g) => g.pages.map((p) => p.id));
  const allOn = all.length > 0 && all.every((id) => selected.has(id));
  return (
    <table className="table" data-testid="pages-table">
      <thead>
        <tr>
          <th className="check">
            <Checkbox aria-label={t('list.selectAll')} isSelected={allOn} isIndeterminate={!allOn && all.some((id) => selected.has(id))} onChange={(on) => onSelect(all, on)} />
          </th>
          <SortHeader by="name" sort={sort} onSort={onSort}>{t('list.page')}</SortHeader>
          <SortHeader by="status" sort={sort} onSort={onSort}>{t('list.status')}</SortHeader>
          <SortHeader by="updated" sort={sort} onSort={onSort}>{t('list.updated')}</SortHeader>
          <th><span className="visually-hidden">{t('common.actions')}</span></th>
        </tr>
      </thead>
      {groups === null ? (
        <tbody><SkeletonRows cols={COLS} rows={5} /></tbody>
      ) : (
        groups.map((g) => (
          <tbody key={g.key}>
            {grouped && (
              <tr>
                <td colSpan={COLS} className="group-cell" data-testid="page-group">
                  <div className="group-title">
                    {g.kind === 'folder' ? (
                      <span className="folder-dot" style={{ background: g.color ?? 'var(--color-border-strong)' }} aria-hidden="true" />
                    ) : g.title ? <Globe size={14} aria-hidden="true" /> : <Unlink size={14} aria-hidden="true" />}
                    {g.title ?? (g.kind === 'folder' ? t('list.noFolder') : t('list.noDomain'))}
                    <span className="badge">{g.pages.length}</span>
                  </div>
                </td>
              </tr>
            )}
            {g.pages.map((p) => (
              <tr key={p.id} data-testid="page-row">
                <td className="check">
                  <Checkbox aria-label={t('list.select', { name: p.name })} isSelected={selected.has(p.id)} onChange={(on) => onSelect([p.id], on)} />
                </td>
                <td>
                  <div className="page-cell">
                    <PagePreview page={{ id: p.id, title: p.title || p.name, published: p.status === 'published', lang: p.lang }} />
                    <div style={{ minWidth: 0 }}>
                      <div className="page-cell__name">{p.name || p.title || t('list.untitled')}</div>
                      {p.url ? (
                        <a className="page-cell__url" href={p.url} target="_blank" rel="noreferrer" title={p.url}>{p.url}</a>
                      ) : (
                        <div className="page-cell__url" title={p.address}>{p.address}</div>
                      )}
                      {week(p.week)}
                    </div>
                  </div>
                </td>
                <td><PageStatusBadge status={p.status} /></td>
                <td className="muted">{formatDate(p.updated)}</td>
                <td className="table__actions"><RowActions page={p} can={can} onAction={onAction} /></td>
              </tr>
            ))}
          </tbody>
        ))
      )}
    </table>
  );
}
