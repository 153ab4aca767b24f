// Per-project permission flags (SPEC §6 codes from api/permissions). Unchecked = false; a project
// with every flag on is sent without an entry, which the server reads as "allowed".
// The projects come a page at a time from the server (GET /projects: paged, searched by title), so
// an account with hundreds of projects is served whole. The edited map is the form's, not the
// page's: flags set on one page stay when the user goes to another page or searches, and the save
// sends only the projects changed (UserForm, api/permissions.ts permissionsPatch), so projects never
// shown — or saved meanwhile by another owner — keep exactly the rights they had.
import './users.css';
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import { endpoints } from '../../../adapters/index';
import { permissionCodes, type PermissionCode, type PermissionsMap } from '../../../api/permissions';
import type { ProjectListSort, ProjectView } from '../../../api/routes/projects';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { ListSkeleton } from '../../components/ListSkeleton';
import { Pagination } from '../../components/Pagination';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState, ErrorState } from '../../components/States';
import { Switch } from '../../components/Switch';
import { useListState } from '../../lib/useListState';
import { projectsKey } from '../../lib/useProjects';

export function isCodeOn(map: PermissionsMap, projectId: number, code: PermissionCode): boolean {
  return map[String(projectId)]?.[code] !== false;
}

export function withCode(map: PermissionsMap, projectId: number, code: PermissionCode, on: boolean): PermissionsMap {
  const entry = { ...(map[String(projectId)] ?? {}) };
  if (on) delete entry[code];
  else entry[code] = false;
  const next = { ...map };
  if (Object.keys(entry).length === 0) delete next[String(projectId)];
  else next[String(projectId)] = entry;
  return next;
}

/** Under the projects' key: a project created or renamed meanwhile shows up here too. */
export const permissionsProjectsKey = [...projectsKey, 'permissions'] as const;

/** `replaced`: projects whose edits gave way to another owner's save after a 409 — marked so the owner sees them. */
export function PermissionsEditor({ value, onChange, replaced }: { value: PermissionsMap; onChange: (next: PermissionsMap) => void; replaced?: ReadonlySet<string> }) {
  const { t } = useTranslation();
  // The account's order (oldest first, as the switcher lists them); the page size is remembered.
  const list = useListState<ProjectListSort>('permissions', { sort: { by: 'created', dir: 'asc' } });
  const projects = useQuery({
    queryKey: [...permissionsProjectsKey, list.query],
    queryFn: () => endpoints.projects.list({ query: list.query }),
    placeholderData: keepPreviousData,
  });
  const total = projects.data?.total_items ?? 0;
  const searching = list.search.trim() !== '';
  const nothingAtAll = projects.isSuccess && total === 0;

  let body;
  if (projects.isError) body = <section className="card"><ErrorState onRetry={() => void projects.refetch()} /></section>;
  else if (projects.isLoading) body = <section className="card"><ListSkeleton rows={4} /></section>;
  else if (nothingAtAll) {
    body = (
      <section className="card card--flush">
        {searching
          ? <FilteredEmpty onClear={() => list.setSearch('')} />
          : <EmptyState icon={FolderKanban} title={t('users.noProjectsTitle')} text={t('users.noProjectsText')} />}
      </section>
    );
  } else {
    body = (
      <>
        <ul className="card card--flush perm-projects" aria-label={t('users.permissionsTitle')} aria-busy={projects.isFetching || undefined}>
          {(projects.data?.items ?? []).map((p) => <ProjectRights key={p.id} project={p} value={value} onChange={onChange} replaced={replaced?.has(String(p.id)) ?? false} />)}
        </ul>
        <Pagination page={list.page} size={list.limit} total={total} onPage={list.setPage} onSize={list.setLimit} />
      </>
    );
  }
  return (
    <div className="stack">
      {!(nothingAtAll && !searching) && (
        <div className="toolbar">
          <SearchBox value={list.search} onChange={list.setSearch} label={t('users.searchProjects')} />
        </div>
      )}
      {body}
    </div>
  );
}

/**
 * One project's rights: a summary and «Все права» on one line; «Настроить» opens the 18 flags. Closed
 * by default, so a page of projects reads as a list; a project with restrictions says how many
 * actions are forbidden.
 */
function ProjectRights({ project: p, value, onChange, replaced }: { project: ProjectView; value: PermissionsMap; onChange: (next: PermissionsMap) => void; replaced: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const forbidden = permissionCodes.filter((c) => !isCodeOn(value, p.id, c)).length;
  return (
    <li className="perm-project" data-testid="permission-project" aria-label={p.title} role="group">
      <div className="perm-project__head">
        <div className="perm-project__title">
          <h3>{p.title}</h3>
          {forbidden === 0
            ? <span className="badge badge--success">{t('users.rightsAll')}</span>
            : forbidden === permissionCodes.length
              ? <span className="badge badge--danger">{t('users.rightsNone')}</span>
              : <span className="badge badge--warning">{t('users.rightsSome', { count: forbidden, total: permissionCodes.length })}</span>}
          {replaced && <span className="replaced-mark" data-testid="rights-replaced">{t('users.rightsReplaced')}</span>}
        </div>
        <div className="row">
          <Switch isSelected={forbidden === 0} onChange={(on) => onChange(permissionCodes.reduce((m, c) => withCode(m, p.id, c, on), value))}>
            {t('users.allRights')}
          </Switch>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={gridId} onPress={() => setOpen((o) => !o)}>
            {t('users.setRights')}<ChevronDown size={14} aria-hidden="true" className={open ? 'chevron chevron--open' : 'chevron'} />
          </Button>
        </div>
      </div>
      {open && (
        <div className="perm-grid" id={gridId}>
          {permissionCodes.map((code) => (
            <Checkbox key={code} isSelected={isCodeOn(value, p.id, code)} onChange={(on) => onChange(withCode(value, p.id, code, on))}>
              {t(`permissions.${code}`)}
            </Checkbox>
          ))}
        </div>
      )}
    </li>
  );
}
