// /domains — the project's domains with their DNS state, HTTPS certificate and pages; connect or register one.
// Paged, searched, sorted and filtered by the server (GET /domains, the one list contract).
import '../../styles/pages.css';
import './domains.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Globe from 'lucide-react/icons/globe';
import Plus from 'lucide-react/icons/plus';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { domainDnsStates, type DomainSort } from '../../../api/routes/domains';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { FilterSelect } from '../../components/FilterSelect';
import { AccountUsage } from '../../components/UsageMeter';
import { formatDate } from '../../lib/dates';
import { useListState } from '../../lib/useListState';
import { useCan } from '../../lib/useCan';
import { useDomainsPage, type DomainDnsState } from '../../lib/useDomains';
import { CertificateBadge } from './Certificate';

type DomainRow = NonNullable<ReturnType<typeof useDomainsPage>['data']>['items'][number];

export default function DomainsList() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const list = useListState<DomainSort>('domains', { sort: { by: 'name', dir: 'asc' } });
  const [dns, setDnsState] = useState<DomainDnsState | null>(null);
  const domains = useDomainsPage(list.query, dns);
  const canAdd = useCan('domain.add');
  const setDns = (value: DomainDnsState | null) => { setDnsState(value); list.setPage(1); };
  const actions = canAdd ? (
    <div className="row">
      <Button variant="secondary" onPress={() => navigate('/domains/register')}><ShoppingCart size={16} aria-hidden="true" />{t('domains.register')}</Button>
      <Button onPress={() => navigate('/domains/create')}><Plus size={16} aria-hidden="true" />{t('domains.connect')}</Button>
    </div>
  ) : undefined;
  const columns: DataColumn<DomainRow, DomainSort>[] = [
    {
      id: 'name', header: t('domains.name'), sortBy: 'name',
      cell: (d) => (
        <>
          <Link to={`/domains/${d.id}`} style={{ fontWeight: 550 }}>{d.name}</Link>
          {d.registration && <div className="subtle">{t('domains.registeredTill', { date: formatDate(d.registration.expires) })}</div>}
        </>
      ),
    },
    { id: 'dns', header: t('domains.dns'), cell: (d) => (d.dns_ok ? <span className="badge badge--success">{t('domains.dnsOk')}</span> : <span className="badge badge--warning">{t('domains.dnsWaiting')}</span>) },
    { id: 'ssl', header: 'HTTPS', cell: (d) => <CertificateBadge certificate={d.certificate} /> },
    { id: 'pages', header: t('domains.pages'), className: 'muted', cell: (d) => d.pages_total },
    { id: 'created', header: t('domains.added'), sortBy: 'created', className: 'muted', cell: (d) => formatDate(d.created) },
  ];
  return (
    <div className="page">
      <PageHeader title={t('domains.title')} text={t('domains.lead')} action={<div className="row"><AccountUsage kind="domains" />{actions}</div>} />
      <DataTable
        label={t('domains.title')} list={list} query={domains} columns={columns} rowId={(d) => d.id} search={{ label: t('domains.search') }}
        filters={(
          <FilterSelect
            label={t('domains.dns')} anyLabel={t('domains.dnsAny')} value={dns} onChange={setDns} className="domains-filter" testId="domain-dns-filter"
            options={domainDnsStates.map((s) => ({ value: s, label: t(s === 'ok' ? 'domains.dnsOk' : 'domains.dnsWaiting') }))}
          />
        )}
        filtered={dns !== null}
        onClearFilters={() => setDns(null)}
        empty={<EmptyState icon={Globe} title={t('domains.emptyTitle')} text={t('domains.emptyText')} action={actions} />}
        testId="domains-table" rowTestId="domain-row"
      />
    </div>
  );
}
