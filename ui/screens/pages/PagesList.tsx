// /pages and /pages/folders/:folderId — the pages of the current project with folders, domain
// grouping, search and status filter, row and batch actions (SPEC §2 "Pages list").
import '../../styles/pages.css';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import FolderOpen from 'lucide-react/icons/folder-open';
import { Button } from '../../components/Button';
import { EmptyState, ErrorState, PageHeader } from '../../components/States';
import { AccountUsage } from '../../components/UsageMeter';
import { SelectField } from '../../components/SelectField';
import { confirm } from '../../app/services';
import { useIsOwner } from '../../app/useSession';
import { SearchBox } from '../../components/SearchBox';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { FolderNav, type FolderAction } from './components/FolderNav';
import { FolderDialog } from './components/FolderDialog';
import { PagesTable } from './components/PagesTable';
import { PagesBatchBar } from './components/PagesBatchBar';
import { Pagination } from '../../components/Pagination';
import type { PageAction } from './components/RowActions';
import { PublishDialog } from './publish/PublishDialog';
import { DEFAULT_SORT, groupByDomain, groupByFolder, isFiltered, NO_FILTERS, type PageFilters, type SortKey } from './data/listView';
import { usePagesData } from './data/pages';
import { useListState } from '../../lib/useListState';
import { MAX_PAGE_SIZE } from '../../../api/list';
import { usePageActions } from './data/usePageActions';
import { useFolderActions } from './data/useFolderActions';
import { useCan } from '../../lib/useCan';
import type { FolderItem, PageItem } from './data/types';

type Grouping = 'none' | 'domain' | 'folder';

export default function PagesList() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const folderId = Number(useParams().folderId) || null;
  const actions = usePageActions();
  const folderActions = useFolderActions();
  const isOwner = useIsOwner();
  const can = {
    create: useCan('page.create'),
    delete: useCan('page.delete'),
    publish: useCan('page.publish'),
    settings: useCan('page.settings'),
    folders: useCan('page.folders'),
    transfer: isOwner,
  };
  const [filters, setFilters] = useState<Omit<PageFilters, 'folderId'>>(NO_FILTERS);
  const [grouping, setGrouping] = useState<Grouping>('domain');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [folderDialog, setFolderDialog] = useState<{ folder: FolderItem | null } | null>(null);
  const [publishing, setPublishing] = useState<PageItem | null>(null);
  // Page, size, sort and search go to the server (the search once typing pauses).
  const list = useListState<SortKey>('pages', { sort: DEFAULT_SORT, limit: 25 });
  const full = { ...filters, search: list.search, folderId };
  // The folder column's own search (by title, on the server), settled like the list's.
  const folderList = useListState<'sort'>('page-folders', { sort: { by: 'sort', dir: 'asc' }, limit: MAX_PAGE_SIZE });
  const data = usePagesData(list.query, full, folderList.query.search);
  const { setPage } = list;
  // Another folder is another list: back to its first page.
  useEffect(() => setPage(1), [folderId, setPage]);
  const shown = data.pages;
  const groups = data.isLoading
    ? null
    : grouping === 'domain'
      ? groupByDomain(shown, data.domains)
      : grouping === 'folder' && folderId === null
        ? groupByFolder(shown, data.knownFolders)
        : [{ key: 'all', kind: 'domain' as const, title: null, pages: shown }];
  const folder = data.knownFolders.find((f) => f.id === folderId) ?? null;

  const setFilter = (next: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    list.setPage(1);
  };
  const clearFilters = () => {
    setFilter(NO_FILTERS);
    list.setSearch('');
  };
  const select = (ids: readonly number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  const onAction = async (page: PageItem, action: PageAction) => {
    const name = page.name || page.title;
    switch (action) {
      case 'edit': return navigate(`/editor/${page.id}`);
      case 'settings': return navigate(`/pages/${page.id}/settings/other`);
      case 'campaign': return navigate(`/pages/${page.id}/campaign`);
      case 'publish': return setPublishing(page);
      case 'transfer': return navigate(`/transfers/form?pages=${page.id}`);
      case 'copy': return actions.clone.mutate(page.id);
      case 'stop':
        if (await confirm({ title: t('list.stopConfirm', { name }), message: t('list.stopText'), confirmLabel: t('list.stop') })) actions.stop.mutate(page.id);
        return;
      case 'remove':
        if (await confirm({ title: t('list.removeConfirm', { name }), message: t('list.removeText'), variant: 'danger', confirmLabel: t('list.remove') })) {
          actions.remove.mutate([page.id]);
          select([page.id], false);
        }
    }
  };

  const onFolderAction = async (f: FolderItem, action: FolderAction) => {
    if (action === 'edit') return setFolderDialog({ folder: f });
    if (action === 'up' || action === 'down') return folderActions.move.mutate({ id: f.id, to: action });
    if (await confirm({ title: t('folders.deleteConfirm', { title: f.title }), message: t('folders.deleteText'), variant: 'danger', confirmLabel: t('common.delete') })) {
      folderActions.remove.mutate(f.id, { onSuccess: () => folderId === f.id && navigate('/pages') });
    }
  };

  const createButton = can.create ? <Button onPress={() => navigate('/pages/new')}><FilePlus2 size={16} aria-hidden="true" />{t('list.create')}</Button> : undefined;
  const filtered = isFiltered(full);
  const ids = [...selected];

  let body;
  if (data.isError) body = <ErrorState onRetry={data.refetch} />;
  else if (!data.isLoading && data.total === 0) {
    body = filtered ? (
      <FilteredEmpty onClear={clearFilters} />
    ) : folder ? (
      <EmptyState icon={FolderOpen} title={t('list.folderEmptyTitle')} text={t('list.folderEmptyText')} action={<Button variant="secondary" onPress={() => navigate('/pages')}>{t('folders.all')}</Button>} />
    ) : (
      <EmptyState icon={FilePlus2} title={t('list.emptyTitle')} text={t('list.emptyText')} action={createButton} />
    );
  } else {
    body = (
      <>
        <PagesTable groups={groups} grouped={grouping === 'domain' || (grouping === 'folder' && folderId === null)} selected={selected} onSelect={select} sort={list.sort} onSort={list.toggleSort} can={can} onAction={(p, a) => void onAction(p, a)} />
        <Pagination page={list.page} size={list.limit} total={data.total} onPage={list.setPage} onSize={list.setLimit} />
      </>
    );
  }

  return (
    <div className="page" style={{ maxWidth: 1280 }}>
      <PageHeader title={folder ? folder.title : t('list.title')} text={t('list.lead')} action={<div className="row"><AccountUsage kind="pages" />{createButton}</div>} />
      <div className="pages-layout">
        <FolderNav folders={data.folders} column={data.folderColumn} search={folderList.search} onSearch={folderList.setSearch} total={data.allTotal} canManage={can.folders} onCreate={() => setFolderDialog({ folder: null })} onAction={(f, a) => void onFolderAction(f, a)} />
        <div className="stack">
          <div className="toolbar">
            <SearchBox value={list.search} onChange={list.setSearch} label={t('list.searchLabel')} />
            <div style={{ width: 200 }}>
              <SelectField
                label={t('list.statusFilter')}
                value={filters.status}
                onChange={(status) => setFilter({ status: status as PageFilters['status'] })}
                options={[
                  { id: 'all', label: t('list.statusAll') },
                  { id: 'published', label: t('status.published') },
                  { id: 'unpublished', label: t('status.unpublished') },
                  { id: 'stoped', label: t('status.stoped') },
                ]}
              />
            </div>
            <div style={{ width: 200 }}>
              <SelectField
                label={t('list.grouping')}
                value={grouping}
                onChange={(g) => setGrouping(g as Grouping)}
                options={[{ id: 'domain', label: t('list.groupDomain') }, { id: 'folder', label: t('list.groupFolder') }, { id: 'none', label: t('list.groupNone') }]}
              />
            </div>
          </div>
          <section className="card card--flush pages-card">{body}</section>
          <PagesBatchBar
            count={selected.size}
            folders={data.folders}
            canMove={can.folders}
            canDelete={can.delete}
            canTransfer={can.transfer}
            onMove={(f) => actions.move.mutate({ ids, folder: f }, { onSuccess: () => setSelected(new Set()) })}
            onTransfer={() => navigate(`/transfers/form?pages=${ids.join(',')}`)}
            onClear={() => setSelected(new Set())}
            onDelete={async () => {
              if (await confirm({ title: t('list.removeManyConfirm', { count: ids.length }), message: t('list.removeText'), variant: 'danger', confirmLabel: t('list.remove') })) {
                actions.remove.mutate(ids, { onSuccess: () => setSelected(new Set()) });
              }
            }}
          />
        </div>
      </div>
      {folderDialog && <FolderDialog folder={folderDialog.folder} projectId={data.projectId} onClose={() => setFolderDialog(null)} />}
      {publishing && (
        <PublishDialog page={{ id: publishing.id, code: publishing.code, uri: publishing.uri, url: publishing.url, test_url: publishing.testUrl, domain_url: publishing.domainUrl }} onClose={() => setPublishing(null)} onPublished={actions.refresh} />
      )}
    </div>
  );
}
