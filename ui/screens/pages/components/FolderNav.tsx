import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import FolderPlus from 'lucide-react/icons/folder-plus';
import Layers from 'lucide-react/icons/layers';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '../../../components/Button';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { SearchBox } from '../../../components/SearchBox';
import type { FolderItem } from '../data/types';

/** The column offers its search from this many folders on. */
const SEARCH_FROM = 10;

export type FolderAction = 'edit' | 'up' | 'down' | 'delete';

/** The folder column's server paging (data/pages.ts useFolders). */
export interface FolderColumn {
  /** The project's folders in all (those found, while searching). */
  total: number;
  /** The search the list answers (settled); '' for none. */
  search: string;
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

export interface FolderNavProps {
  /** The folders paged so far, in the user's order. */
  folders: readonly FolderItem[];
  column: FolderColumn;
  /** What is typed in the column's search box. */
  search: string;
  onSearch: (search: string) => void;
  total: number;
  canManage: boolean;
  onCreate: () => void;
  onAction: (folder: FolderItem, action: FolderAction) => void;
}

/**
 * Left column of the pages list: all pages, then the folders with their colour and page count, a
 * page of them at a time («Показать ещё» for the next).
 */
export function FolderNav({ folders, column, search, onSearch, total, canManage, onCreate, onAction }: FolderNavProps) {
  const { t } = useTranslation('pages');
  const searching = search !== '' || column.search !== '';
  // Moving one place is about the whole order: not offered while the column shows a search's matches.
  const canMove = !searching;
  return (
    <nav className="folders" aria-label={t('folders.title')}>
      <NavLink to="/pages" end className="folder-link">
        <Layers size={16} aria-hidden="true" />
        <span className="folder-link__name">{t('folders.all')}</span>
        <span className="folder-link__count">{total}</span>
      </NavLink>
      <div className="folders__title">
        <span>{t('folders.title')}</span>
        {canManage && (
          <Button variant="ghost" size="sm" icon aria-label={t('folders.create')} onPress={onCreate}>
            <FolderPlus size={16} />
          </Button>
        )}
      </div>
      {(searching || column.total > SEARCH_FROM) && (
        <div className="folders__search"><SearchBox value={search} onChange={onSearch} label={t('folders.search')} /></div>
      )}
      {column.isLoading && <div style={{ padding: '0 8px' }}><ListSkeleton rows={3} height={24} /></div>}
      {column.isError && (
        <div role="alert" className="stack-sm" style={{ padding: '0 8px' }}>
          <p className="subtle">{t('folders.loadFailed')}</p>
          <Button variant="secondary" size="sm" onPress={column.refetch}>{t('common.retry')}</Button>
        </div>
      )}
      {!column.isLoading && !column.isError && folders.length === 0 && (
        column.search !== '' ? (
          <div className="stack-sm" style={{ padding: '0 8px' }}>
            <p className="subtle">{t('common.nothingFound')}</p>
            <Button variant="secondary" size="sm" onPress={() => onSearch('')}>{t('folders.clearSearch')}</Button>
          </div>
        ) : <p className="subtle" style={{ padding: '0 8px' }}>{t('folders.none')}</p>
      )}
      {folders.map((f, i) => (
        <div key={f.id} className="row" style={{ gap: 0 }}>
          <NavLink to={`/pages/folders/${f.id}`} className="folder-link grow" data-testid="folder-link">
            <span className="folder-dot" style={{ background: f.color }} aria-hidden="true" />
            <span className="folder-link__name">{f.title}</span>
            <span className="folder-link__count">{f.pagesTotal}</span>
          </NavLink>
          {canManage && (
            <MenuTrigger>
              <Button variant="ghost" size="sm" icon aria-label={t('folders.menu', { title: f.title })}>
                <MoreHorizontal size={14} />
              </Button>
              <Popover className="popover" placement="bottom end">
                <Menu className="menu" onAction={(key) => onAction(f, key as FolderAction)}>
                  <MenuItem id="edit" className="menu__item"><Pencil size={14} aria-hidden="true" />{t('folders.edit')}</MenuItem>
                  {canMove && i > 0 && <MenuItem id="up" className="menu__item"><ArrowUp size={14} aria-hidden="true" />{t('folders.up')}</MenuItem>}
                  {canMove && (i < folders.length - 1 || column.hasMore) && <MenuItem id="down" className="menu__item"><ArrowDown size={14} aria-hidden="true" />{t('folders.down')}</MenuItem>}
                  <MenuItem id="delete" className="menu__item"><Trash2 size={14} aria-hidden="true" />{t('folders.delete')}</MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          )}
        </div>
      ))}
      {column.hasMore && (
        <Button variant="ghost" size="sm" onPress={column.loadMore} isDisabled={column.loadingMore} data-testid="folders-more">
          {column.loadingMore ? t('folders.loading') : t('folders.more', { count: column.total - folders.length })}
        </Button>
      )}
    </nav>
  );
}
