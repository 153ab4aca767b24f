// /domains — the project's domains with their DNS state, SSL and pages; connect or register one.
import '../pages/pages.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Globe, Plus, ShoppingCart } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { AccountUsage } from '../../components/UsageMeter';
import { formatDate } from '../../lib/dates';
import { SearchBox } from '../../components/SearchBox';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { useCan } from '../pages/data/permissions';
import { useDomains } from './data';

export default function DomainsList() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const domains = useDomains();
  const canAdd = useCan('domain.add');
  const [search, setSearch] = useState('');
  const loading = !domains.isSuccess && !domains.isError;
  const all = domains.data?.items ?? [];
  const q = search.trim().toLowerCase();
  const items = q ? all.filter((d) => d.name.includes(q)) : all;
  const actions = canAdd ? (
    <div className="row">
      <Button variant="secondary" onPress={() => navigate('/domains/register')}><ShoppingCart size={16} aria-hidden="true" />{t('domains.register')}</Button>
      <Button onPress={() => navigate('/domains/create')}><Plus size={16} aria-hidden="true" />{t('domains.connect')}</Button>
    </div>
  ) : undefined;
  return (
    <div className="page">
      <PageHeader title={t('domains.title')} text={t('domains.lead')} action={<div className="row"><AccountUsage kind="domains" />{actions}</div>} />
      {all.length > 0 && <div className="toolbar"><SearchBox value={search} onChange={setSearch} label={t('domains.search')} /></div>}
      <ListCard
        query={{ ...domains, isLoading: loading }}
        isEmpty={items.length === 0}
        empty={all.length === 0 ? <EmptyState icon={Globe} title={t('domains.emptyTitle')} text={t('domains.emptyText')} action={actions} /> : <FilteredEmpty onClear={() => setSearch('')} />}
      >
        <table className="table">
          <thead><tr><th>{t('domains.name')}</th><th>{t('domains.dns')}</th><th>SSL</th><th>{t('domains.pages')}</th><th>{t('domains.added')}</th></tr></thead>
          <tbody>
            {loading ? <SkeletonRows cols={5} rows={3} /> : items.map((d) => (
              <tr key={d.id} data-testid="domain-row">
                <td>
                  <Link to={`/domains/${d.id}`} style={{ fontWeight: 550 }}>{d.name}</Link>
                  {d.registration && <div className="subtle">{t('domains.registeredTill', { date: formatDate(d.registration.expires) })}</div>}
                </td>
                <td>{d.dns_ok ? <span className="badge badge--success">{t('domains.dnsOk')}</span> : <span className="badge badge--warning">{t('domains.dnsWaiting')}</span>}</td>
                <td>{d.ssl ? <span className="badge badge--success">{t('domains.sslOn')}</span> : <span className="badge">{t('domains.sslOff')}</span>}</td>
                <td className="muted">{d.pages_total}</td>
                <td className="muted">{formatDate(d.created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
    </div>
  );
}
