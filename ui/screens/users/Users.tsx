// /users — the account's team (owner only): members with their email state, paged, searched,
// sorted and filtered by the server (GET /access/users, the one list contract); the owner is not listed.
import './users.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import UsersIcon from 'lucide-react/icons/users';
import type * as v from 'valibot';
import { memberStates, type memberSchema, type MemberSort } from '../../../api/routes/access';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { FilterSelect } from '../../components/FilterSelect';
import { AccountUsage } from '../../components/UsageMeter';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { confirm } from '../../app/services';
import { accountKey } from '../../lib/useAccount';

type Member = v.InferOutput<typeof memberSchema>;
type MemberState = (typeof memberStates)[number];

export default function Users() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useListState<MemberSort>('users', { sort: { by: 'created', dir: 'asc' } });
  const [state, setStateFilter] = useState<MemberState | null>(null);
  const users = useQuery({
    queryKey: ['users', 'list', list.query, state],
    queryFn: () => endpoints.access.list({ query: { ...list.query, role: 'member', state: state ?? undefined } }),
    placeholderData: keepPreviousData,
  });
  const setState = (value: MemberState | null) => { setStateFilter(value); list.setPage(1); };
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.access.remove({ params: { id } }),
    onSuccess: () => {
      toasts.show('success', t('users.deleted'));
      void qc.invalidateQueries({ queryKey: ['users'] });
      void qc.invalidateQueries({ queryKey: accountKey });
    },
  });
  const create = <Button onPress={() => navigate('/users/create')}><UserPlus size={16} aria-hidden="true" />{t('users.create')}</Button>;
  const columns: DataColumn<Member, MemberSort>[] = [
    { id: 'name', header: t('fields.name'), sortBy: 'name', cell: (u) => <span style={{ fontWeight: 550 }}>{u.name}</span> },
    {
      id: 'email', header: t('fields.email'), sortBy: 'email',
      cell: (u) => <div className="row">{u.email}{!u.email_confirmed && <span className="badge badge--warning">{t('users.invited')}</span>}</div>,
    },
    { id: 'created', header: t('users.added'), sortBy: 'created', className: 'muted', cell: (u) => formatDate(u.created) },
    {
      id: 'actions', header: t('common.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (u) => (
        <>
          <Button variant="ghost" size="sm" onPress={() => navigate(`/users/${u.id}/edit`)}><Pencil size={14} aria-hidden="true" />{t('users.permissions')}</Button>
          <Button
            variant="ghost"
            size="sm"
            icon
            aria-label={t('users.delete', { name: u.name })}
            onPress={async () => {
              if (await confirm({ title: t('users.deleteConfirm', { name: u.name }), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(u.id);
            }}
          >
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        </>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader title={t('users.title')} text={t('users.lead')} action={<div className="row"><AccountUsage kind="users" />{create}</div>} />
      <DataTable
        label={t('users.title')} list={list} query={users} columns={columns} rowId={(u) => u.id} search={{ label: t('users.search') }}
        filters={(
          <FilterSelect
            label={t('users.state')} anyLabel={t('users.stateAny')} value={state} onChange={setState} className="users-filter" testId="user-state-filter"
            options={memberStates.map((s) => ({ value: s, label: t(`users.states.${s}`) }))}
          />
        )}
        filtered={state !== null}
        onClearFilters={() => setState(null)}
        empty={<EmptyState icon={UsersIcon} title={t('users.emptyTitle')} text={t('users.emptyText')} action={create} />}
        testId="users-table" rowTestId="user-row"
      />
    </div>
  );
}
