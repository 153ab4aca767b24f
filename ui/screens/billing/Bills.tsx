// /billing/bills — the unpaid bills (the default view) and every bill: pay or cancel an unpaid one,
// open any of them. Paged and sorted on the server (api/list.ts).
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Receipt from 'lucide-react/icons/receipt';
import { endpoints } from '../../../adapters/index';
import type { BillSort } from '../../../api/routes/billing';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/States';
import { confirm } from '../../app/services';
import { formatDate } from '../../lib/dates';
import { formatPrice } from '../../../api/format';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { BillStatusBadge } from './StateBadge';
import { useBills, useInvalidateBilling, type BillFilter, type BillRow } from './data';

export default function Bills() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [params, setParams] = useSearchParams();
  const filter: BillFilter = params.get('show') === 'all' ? 'all' : 'unpaid';
  const list = useListState<BillSort>('bills', { sort: { by: 'created', dir: 'desc' } });
  const bills = useBills(filter, list.query);
  const cancel = useMutation({
    mutationFn: (id: number) => endpoints.billing.billCancel({ params: { id } }),
    onSuccess: () => {
      toasts.show('success', t('bills.canceled'));
      invalidate();
    },
  });
  const setFilter = (next: BillFilter) => {
    setParams(next === 'all' ? { show: 'all' } : {}, { replace: true });
    list.setPage(1);
  };
  const columns: DataColumn<BillRow, BillSort>[] = [
    { id: 'number', header: t('bills.number'), className: 'muted nowrap', cell: (b) => `№ ${b.id}` },
    { id: 'date', header: t('bills.date'), sortBy: 'created', className: 'muted nowrap', cell: (b) => formatDate(b.created) },
    { id: 'what', header: t('bills.what'), cell: (b) => <Link to={`/billing/pay/bill/${b.id}`} style={{ fontWeight: 550 }}>{b.title}</Link> },
    { id: 'amount', header: t('bills.amount'), sortBy: 'amount', className: 'num', cell: (b) => formatPrice(b.amount) },
    {
      id: 'status', header: t('bills.status'),
      cell: (b) => <><BillStatusBadge status={b.status} />{b.status === 'unpaid' && <div className="subtle">{t('bills.due', { date: formatDate(b.due) })}</div>}</>,
    },
    {
      id: 'actions', header: t('bills.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (b) => b.status === 'unpaid' && (
        <>
          <Button size="sm" onPress={() => navigate(`/billing/pay/bill/${b.id}`)}>{t('bills.pay')}</Button>
          <Button variant="ghost" size="sm" pending={cancel.isPending && cancel.variables === b.id}
            onPress={async () => { if (await confirm({ title: t('bills.cancelConfirm', { title: b.title }), confirmLabel: t('bills.cancel'), variant: 'danger' })) cancel.mutate(b.id); }}>
            {t('bills.cancel')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <div className="stack">
      <div className="segmented" role="group" aria-label={t('bills.filter')}>
        {(['unpaid', 'all'] as const).map((f) => (
          <button key={f} type="button" className="segmented__item" aria-pressed={filter === f} data-selected={filter === f || undefined} onClick={() => setFilter(f)}>
            {t(`bills.show.${f}`)}
          </button>
        ))}
      </div>
      <DataTable
        label={t('tabs.bills')}
        list={list}
        query={bills}
        columns={columns}
        rowId={(b) => b.id}
        empty={<EmptyState icon={Receipt} title={t(filter === 'unpaid' ? 'bills.emptyUnpaid' : 'bills.empty')} text={t('bills.emptyText')} action={<Button onPress={() => navigate('/billing/tariffs')}>{t('tabs.tariffs')}</Button>} />}
        testId="bills-table"
        rowTestId="bill-row"
      />
    </div>
  );
}
