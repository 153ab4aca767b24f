// Page settings "integrations": the account's lead-receiving integrations, paged and searched by the
// server, each with a switch "gets this page's leads" (its page list on the server, saved at once,
// so the switches of integrations on other pages of the list stay as they are); all-pages ones say so.
import '../../styles/integrations.css';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Blocks from 'lucide-react/icons/blocks';
import Plus from 'lucide-react/icons/plus';
import { INTEGRATION_TYPES } from '../../../api/integrationCatalogue';
import type { IntegrationSort, IntegrationView } from '../../../api/routes/integrations';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { ListSkeleton } from '../../components/ListSkeleton';
import { Pagination } from '../../components/Pagination';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState, ErrorState } from '../../components/States';
import { Switch } from '../../components/Switch';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { integrationsKey, statusTone, useLeadIntegrations } from './data';

export default function PageIntegrations() {
  const { t } = useTranslation('integrations');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useListState<IntegrationSort>('page-integrations', { sort: { by: 'created', dir: 'asc' }, limit: 25 });
  const all = useLeadIntegrations(list.query);
  const toggle = useMutation({
    mutationFn: ({ i, on }: { i: IntegrationView; on: boolean }) =>
      endpoints.integrations.update({ params: { id: i.id }, body: { pages: on ? [...i.pages, page.id] : i.pages.filter((p) => p !== page.id) } }),
    onSuccess: (_r, v) => toasts.show('success', v.on ? t('page.on') : t('page.off')),
    onSettled: () => void qc.invalidateQueries({ queryKey: integrationsKey }),
  });
  const items = all.data?.items ?? [];
  const searching = list.query.search !== undefined;
  const connect = <Button onPress={() => navigate('/integrations/create')}><Plus size={16} aria-hidden="true" />{t('connect')}</Button>;
  // The search box stays while a search finds nothing; an account without any integration gets the empty state alone.
  const showSearch = searching || list.search !== '' || (all.data?.total_items ?? 0) > 0;
  return (
    <section className="card stack" aria-label={t('page.title')}>
      <h2 className="card__title">{t('page.title')}</h2>
      <p className="muted">{t('page.lead')}</p>
      {showSearch && <SearchBox value={list.search} onChange={list.setSearch} label={t('page.search')} />}
      {all.isError ? <ErrorState onRetry={() => void all.refetch()} /> : !all.data ? <ListSkeleton rows={3} />
        : items.length === 0 ? (searching ? <FilteredEmpty onClear={() => list.setSearch('')} /> : <EmptyState icon={Blocks} title={t('page.emptyTitle')} text={t('page.emptyText')} action={connect} />)
          : (
            <ul className="integration-list" data-testid="page-integrations">
              {items.map((i) => (
                <li key={i.id} className="toggle-row">
                  <div>
                    <Link to={`/integrations/${i.id}/edit`}>{i.title}</Link>
                    <div className="muted">{INTEGRATION_TYPES[i.type].name}{i.all_pages ? ` · ${t('page.allPagesNote')}` : ''}</div>
                  </div>
                  <span className={`badge ${statusTone(i.status)}`}>{t(`status.${i.status}`)}</span>
                  <Switch isSelected={i.all_pages || i.pages.includes(page.id)} isDisabled={i.all_pages} onChange={(on) => toggle.mutate({ i, on })} aria-label={`${t('page.toggle')}: ${i.title}`}>
                    {t('page.toggle')}
                  </Switch>
                </li>
              ))}
            </ul>
          )}
      {all.data && <Pagination page={list.page} size={list.limit} total={all.data.total_items} onPage={list.setPage} onSize={list.setLimit} />}
    </section>
  );
}
