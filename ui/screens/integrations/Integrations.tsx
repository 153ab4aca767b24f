// /integrations: the account's connected services with their status («Подключено» / «Не подключено»
// / error), scope and switch; the primary action opens the catalogue.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Blocks, Copy, Plus, Settings2, Trash2 } from 'lucide-react';
import { INTEGRATION_TYPES } from '../../../api/integrationCatalogue';
import type { IntegrationView } from '../../../api/routes/integrations';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState, PageHeader } from '../../components/States';
import { toasts } from '../../lib/toasts';
import { integrationsKey, statusTone } from './data';
import './integrations.css';

export default function Integrations() {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: [...integrationsKey, 'list'], queryFn: () => endpoints.integrations.list({ query: {} }) });
  const [removing, setRemoving] = useState<IntegrationView | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: integrationsKey });
  const copy = useMutation({ mutationFn: (id: number) => endpoints.integrations.copy({ params: { id } }), onSuccess: () => toasts.show('success', t('copied')), onSettled: refresh });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.integrations.remove({ params: { id } }),
    onSuccess: () => { toasts.show('success', t('deleted')); setRemoving(null); },
    onSettled: refresh,
  });
  const connect = <Button onPress={() => navigate('/integrations/create')}><Plus size={16} aria-hidden="true" />{t('connect')}</Button>;

  return (
    <div className="page">
      <PageHeader title={t('title')} text={t('lead')} action={connect} />
      <section className="card card--flush">
        {list.isError ? <ErrorState onRetry={() => void list.refetch()} />
          : !list.data ? <ListSkeleton rows={4} />
            : list.data.items.length === 0 ? <EmptyState icon={Blocks} title={t('emptyTitle')} text={t('emptyText')} action={connect} />
              : (
                <ul className="integration-list" data-testid="integrations-list">
                  {list.data.items.map((i) => (
                    <li key={i.id} className="integration-row" data-testid="integration-row">
                      <div className="integration-row__main">
                        <Link to={`/integrations/${i.id}/edit`} className="integration-row__title">{i.title}</Link>
                        <div className="muted">{INTEGRATION_TYPES[i.type].name}{i.kind === 'webhook' ? '' : ` · ${t(`kinds.${i.kind}`)}`} · {i.all_pages ? t('allPages') : i.pages.length > 0 ? t('pagesCount', { count: i.pages.length }) : t('noPages')}</div>
                      </div>
                      <span className={`badge ${statusTone(i.status)}`}>{t(`status.${i.status}`)}</span>
                      <span className={`badge ${i.enabled ? 'badge--primary' : ''}`}>{i.enabled ? t('enabled') : t('disabled')}</span>
                      <div className="row">
                        <Button variant="secondary" size="sm" onPress={() => navigate(`/integrations/${i.id}/edit`)}><Settings2 size={14} aria-hidden="true" />{t('edit')}</Button>
                        <Button variant="ghost" size="sm" aria-label={`${t('copy')}: ${i.title}`} pending={copy.isPending && copy.variables === i.id} onPress={() => copy.mutate(i.id)}><Copy size={14} aria-hidden="true" /></Button>
                        <Button variant="ghost" size="sm" aria-label={`${t('delete')}: ${i.title}`} onPress={() => setRemoving(i)}><Trash2 size={14} aria-hidden="true" /></Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
      </section>
      <AppDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('deleteTitle')}
        tone="danger"
        actions={<>
          <Button variant="secondary" onPress={() => setRemoving(null)}>{t('common.cancel', { ns: 'pages' })}</Button>
          <Button variant="danger" pending={remove.isPending} onPress={() => removing && remove.mutate(removing.id)}>{t('delete')}</Button>
        </>}
      >
        <p>{t('deleteText', { title: removing?.title ?? '' })}</p>
      </AppDialog>
    </div>
  );
}
