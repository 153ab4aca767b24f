// settings/access: who of the team can work with this page. Rights are per project (SPEC §6), so a
// page in a project shows and changes its members' flags for that project; the team is paged and
// searched by the server, and the choices made stay across its pages until «Сохранить».
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Info from 'lucide-react/icons/info';
import Minus from 'lucide-react/icons/minus';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { ApiError, endpoints } from '../../../../adapters/index';
import { isAllowedOutsideProjects, type PermissionCode } from '../../../../api/permissions';
import type { MemberSort } from '../../../../api/routes/access';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { FilteredEmpty } from '../../../components/FilteredEmpty';
import { Pagination } from '../../../components/Pagination';
import { SearchBox } from '../../../components/SearchBox';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/States';
import { StaleAlert } from '../../../components/StaleAlert';
import { useIsOwner } from '../../../app/useSession';
import { toasts } from '../../../lib/toasts';
import { useListState } from '../../../lib/useListState';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { changeOf, choose, shownFlag, type AccessChoices } from './accessChoices';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

const CODES: readonly PermissionCode[] = ['page.save', 'page.publish', 'page.settings', 'page.delete'];
const codeKey = (c: PermissionCode) => `access.codes.${c.replace('.', '_')}`;

export default function Access() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const isOwner = useIsOwner();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useListState<MemberSort>('page-access', { sort: { by: 'name', dir: 'asc' }, limit: 25 });
  const users = useQuery({
    queryKey: ['users', 'page-access', list.query],
    queryFn: () => endpoints.access.list({ query: list.query }),
    enabled: isOwner,
    placeholderData: keepPreviousData,
  });
  const [choices, setChoices] = useState<AccessChoices>(new Map());
  // Members whose rights in this project someone else saved since the tab read them (409): their
  // choices wait for «Обновить», which drops them (the tab edits this one project, so all of a refused
  // member's choice conflicts) and reads the list again; other members' choices stay.
  const [stale, setStale] = useState<ReadonlySet<number>>(new Set());
  // After «Обновить»: the members (id → name) whose choices gave way to another owner's save — marked.
  const [replaced, setReplaced] = useState<ReadonlyMap<number, string>>(new Map());
  const projectId = page.project_id;
  useUnsavedGuard(choices.size > 0);
  const unchoose = (ids: Iterable<number>) => setChoices((c) => { const next = new Map(c); for (const id of ids) next.delete(id); return next; });

  const save = useMutation({
    /** Saves each member's choice; answers the members refused as stale. */
    mutationFn: async (pending: AccessChoices): Promise<ReadonlySet<number>> => {
      const refused = new Set<number>();
      if (projectId === null) return refused;
      for (const [id, choice] of pending) {
        // Only this project's flags go, so rights saved meanwhile in other projects are kept.
        try {
          await endpoints.access.permissions({ params: { id }, body: { projects: { [projectId]: changeOf(choice) } }, suppressErrors: true });
          unchoose([id]);
        } catch (err) {
          if (!(err instanceof ApiError && err.code === 'access.permissions_stale')) throw err;
          refused.add(id);
        }
      }
      return refused;
    },
    onSuccess: (refused) => {
      setStale(refused);
      if (refused.size === 0) {
        setReplaced(new Map());
        toasts.show('success', t('common.saved'));
      }
    },
    onError: () => toasts.show('danger', t('common.saveFailed')),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['users'] }),
  });
  const reload = () => {
    setReplaced(new Map([...stale].map((id) => [id, choices.get(id)?.name ?? ''])));
    unchoose(stale);
    setStale(new Set());
    void qc.invalidateQueries({ queryKey: ['users'] });
  };

  if (!isOwner) {
    return (
      <section className="card stack">
        <h2 className="card__title">{t('access.title')}</h2>
        <p className="muted">{t('access.ownerOnly')}</p>
      </section>
    );
  }
  const searching = list.query.search !== undefined;
  const items = users.data?.items ?? [];
  const onlyOwner = !searching && users.data !== undefined && users.data.total_items <= 1;
  const addUser = <Button onPress={() => navigate('/users/create')}><UserPlus size={16} aria-hidden="true" />{t('access.addUser')}</Button>;

  let body;
  if (users.isError) body = <ErrorState onRetry={() => void users.refetch()} />;
  else if (onlyOwner) body = <EmptyState icon={Users} title={t('access.emptyTitle')} text={t('access.emptyText')} action={addUser} />;
  else if (users.data && items.length === 0) body = <FilteredEmpty onClear={() => list.setSearch('')} />;
  else {
    body = (
      <table className="table" data-testid="page-access">
        <thead><tr><th>{t('access.user')}</th>{CODES.map((c) => <th key={c}>{t(codeKey(c))}</th>)}</tr></thead>
        <tbody>
          {users.isLoading ? <SkeletonRows cols={CODES.length + 1} rows={3} /> : items.map((u) => (
            <tr key={u.id}>
              <td><div style={{ fontWeight: 550 }}>{u.name}</div><div className="subtle access-email">{u.email}{u.is_owner ? ` · ${t('access.owner')}` : ''}</div>{replaced.has(u.id) && <div className="replaced-mark" data-testid="access-replaced">{t('access.replaced')}</div>}</td>
              {CODES.map((c) => {
                const label = `${t(codeKey(c))}: ${u.name}`;
                if (projectId === null || u.is_owner) {
                  const ok = u.is_owner || isAllowedOutsideProjects(u.permissions, c, false);
                  return <td key={c} aria-label={`${label} — ${ok ? t('access.yes') : t('access.no')}`}>{ok ? <Check size={16} color="var(--color-success)" /> : <Minus size={16} color="var(--color-text-subtle)" />}</td>;
                }
                return (
                  <td key={c}>
                    <Checkbox aria-label={label} isSelected={shownFlag(choices, u, projectId, c)} isDisabled={save.isPending} onChange={(on) => setChoices((prev) => choose(prev, u, projectId, c, on))} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="card card--flush">
      <div className="stack" style={{ padding: 'var(--space-4) var(--space-6)' }}>
        <h2 className="card__title">{t('access.title')}</h2>
        <p className="muted">{projectId === null ? t('access.noProject') : t('access.lead')} <Link to="/users">{t('access.manage')}</Link></p>
        {!onlyOwner && <SearchBox value={list.search} onChange={list.setSearch} label={t('access.search')} />}
      </div>
      {body}
      {users.data && !onlyOwner && (
        <div style={{ padding: '0 var(--space-6)' }}>
          <Pagination page={list.page} size={list.limit} total={users.data.total_items} onPage={list.setPage} onSize={list.setLimit} />
        </div>
      )}
      {stale.size > 0 && (
        <div style={{ padding: '0 var(--space-6)' }}>
          <StaleAlert message={t('access.stale', { names: [...stale].map((id) => choices.get(id)?.name).join(', ') })} onReload={reload} />
        </div>
      )}
      {stale.size === 0 && replaced.size > 0 && (
        <div style={{ padding: '0 var(--space-6)' }}>
          <div className="alert" role="note" data-testid="access-replaced-note"><Info size={18} aria-hidden="true" /><span>{t('access.replacedNote', { names: [...replaced.values()].join(', ') })}</span></div>
        </div>
      )}
      {projectId !== null && (
        <div className="row" style={{ padding: 'var(--space-4) var(--space-6)', justifyContent: 'flex-end' }}>
          {choices.size > 0 && <span className="muted" role="status">{t('access.pending', { count: choices.size })}</span>}
          <Button variant="ghost" isDisabled={choices.size === 0 || save.isPending} onPress={() => setChoices(new Map())}>{t('common.cancel')}</Button>
          <Button isDisabled={choices.size === 0} pending={save.isPending} onPress={() => save.mutate(choices)}>{t('common.save')}</Button>
        </div>
      )}
    </section>
  );
}
