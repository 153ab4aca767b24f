import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, UserPlus, Users as UsersIcon } from 'lucide-react';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { AccountUsage } from '../../components/UsageMeter';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { confirm } from '../../app/services';

export default function Users() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const users = useQuery({ queryKey: ['users'], queryFn: () => endpoints.access.list() });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.access.remove({ params: { id } }),
    onSuccess: () => {
      toasts.show('success', t('users.deleted'));
      void qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
  const members = (users.data?.items ?? []).filter((u) => !u.is_owner);
  const create = <Button onPress={() => navigate('/users/create')}><UserPlus size={16} aria-hidden="true" />{t('users.create')}</Button>;
  return (
    <div className="page">
      <PageHeader title={t('users.title')} text={t('users.lead')} action={<div className="row"><AccountUsage kind="users" />{create}</div>} />
      <ListCard query={users} isEmpty={members.length === 0} empty={<EmptyState icon={UsersIcon} title={t('users.emptyTitle')} text={t('users.emptyText')} action={create} />}>
        <table className="table">
          <thead>
            <tr><th>{t('fields.name')}</th><th>{t('fields.email')}</th><th>{t('users.added')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr>
          </thead>
          <tbody>
            {users.isLoading ? <SkeletonRows cols={4} /> : members.map((u) => (
              <tr key={u.id}>
                <td style={{ fontWeight: 550 }}>{u.name}</td>
                <td>
                  <div className="row">{u.email}{!u.email_confirmed && <span className="badge badge--warning">{t('users.invited')}</span>}</div>
                </td>
                <td className="muted">{formatDate(u.created)}</td>
                <td className="table__actions">
                  <Button variant="ghost" size="sm" onPress={() => navigate(`/users/${u.id}/edit`)}><Pencil size={14} aria-hidden="true" />{t('users.permissions')}</Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('users.delete', { name: u.name })}
                    onPress={async () => {
                      if (await confirm({ title: t('users.deleteConfirm', { name: u.name }), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(u.id);
                    }}
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
    </div>
  );
}
