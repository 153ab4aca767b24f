// /domains/:domainId/records — the DNS records kept for the domain.
import '../../styles/pages.css';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ListTree from 'lucide-react/icons/list-tree';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { confirm } from '../../app/services';
import { toasts } from '../../lib/toasts';
import { useCan } from '../../lib/useCan';
import { domainKey, useDomain } from '../../lib/useDomains';

export default function Records() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const domainId = Number(useParams().domainId);
  const domain = useDomain(domainId);
  const canEdit = useCan('domain.edit');
  const remove = useMutation({
    mutationFn: (recordId: number) => endpoints.domains.recordRemove({ params: { recordId } }),
    onSuccess: () => {
      toasts.show('success', t('records.deleted'));
      void qc.invalidateQueries({ queryKey: domainKey(domainId) });
    },
  });
  const base = `/domains/${domainId}/records`;
  const add = canEdit ? <Button onPress={() => navigate(`${base}/create`)}><Plus size={16} aria-hidden="true" />{t('records.add')}</Button> : undefined;
  const records = domain.data?.records ?? [];
  return (
    <div className="page">
      <Link to={`/domains/${domainId}`} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{domain.data?.name ?? t('domains.title')}</Link>
      <PageHeader title={t('records.title')} text={t('records.lead')} action={add} />
      <ListCard query={domain} isEmpty={records.length === 0} empty={<EmptyState icon={ListTree} title={t('records.emptyTitle')} text={t('records.emptyText')} action={add} />}>
        <table className="table dns-table">
          <thead><tr><th>{t('dns.type')}</th><th>{t('dns.host')}</th><th>{t('dns.value')}</th><th>TTL</th><th>{t('records.priority')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr></thead>
          <tbody>
            {domain.isLoading ? <SkeletonRows cols={6} rows={3} /> : records.map((r) => (
              <tr key={r.id} data-testid="record-row">
                <td><span className="badge badge--primary">{r.type}</span></td>
                <td>{r.host || '@'}</td>
                <td style={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.value}>{r.value}</td>
                <td>{r.ttl}</td>
                <td>{r.priority ?? '—'}</td>
                <td className="table__actions">
                  {canEdit && (
                    <>
                      <Button variant="ghost" size="sm" onPress={() => navigate(`${base}/${r.id}`)}><Pencil size={14} aria-hidden="true" />{t('common.edit')}</Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('records.delete', { host: r.host || '@', type: r.type })}
                        onPress={async () => { if (await confirm({ title: t('records.deleteConfirm', { host: r.host || '@', type: r.type }), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(r.id); }}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
    </div>
  );
}
