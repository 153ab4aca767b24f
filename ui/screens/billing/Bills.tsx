// /billing/bills — the unpaid bills (the default view) and every bill: pay or cancel an unpaid one,
// open any of them.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, SkeletonRows } from '../../components/States';
import { confirm } from '../../app/services';
import { formatDate } from '../../lib/dates';
import { formatPrice } from '../../lib/format';
import { toasts } from '../../lib/toasts';
import { Pagination } from '../pages/components/Pagination';
import { BillStatusBadge } from './StateBadge';
import { useBills, useInvalidateBilling, type BillFilter } from './data';

export default function Bills() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [params, setParams] = useSearchParams();
  const filter: BillFilter = params.get('show') === 'all' ? 'all' : 'unpaid';
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const bills = useBills(filter, paging.page, paging.size);
  const cancel = useMutation({
    mutationFn: (id: number) => endpoints.billing.billCancel({ params: { id } }),
    onSuccess: () => {
      toasts.show('success', t('bills.canceled'));
      invalidate();
    },
  });
  const items = bills.data?.items ?? [];
  const setFilter = (next: BillFilter) => {
    setParams(next === 'all' ? { show: 'all' } : {}, { replace: true });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const toTariffs = <Button onPress={() => navigate('/billing/tariffs')}>{t('tabs.tariffs')}</Button>;
  return (
    <div className="stack">
      <div className="segmented" role="group" aria-label={t('bills.filter')}>
        {(['unpaid', 'all'] as const).map((f) => (
          <button key={f} type="button" className="segmented__item" aria-pressed={filter === f} data-selected={filter === f || undefined} onClick={() => setFilter(f)}>
            {t(`bills.show.${f}`)}
          </button>
        ))}
      </div>
      <ListCard
        query={bills}
        isEmpty={items.length === 0}
        empty={<EmptyState icon={Receipt} title={t(filter === 'unpaid' ? 'bills.emptyUnpaid' : 'bills.empty')} text={t('bills.emptyText')} action={toTariffs} />}
      >
        <table className="table">
          <thead>
            <tr><th>{t('bills.number')}</th><th>{t('bills.date')}</th><th>{t('bills.what')}</th><th className="num">{t('bills.amount')}</th><th>{t('bills.status')}</th><th><span className="visually-hidden">{t('bills.actions')}</span></th></tr>
          </thead>
          <tbody>
            {bills.isLoading ? <SkeletonRows cols={6} rows={3} /> : items.map((b) => (
              <tr key={b.id} data-testid="bill-row" data-status={b.status}>
                <td className="muted">№ {b.id}</td>
                <td className="muted">{formatDate(b.created)}</td>
                <td><Link to={`/billing/pay/bill/${b.id}`} style={{ fontWeight: 550 }}>{b.title}</Link></td>
                <td className="num">{formatPrice(b.amount)}</td>
                <td><BillStatusBadge status={b.status} />{b.status === 'unpaid' && <div className="subtle">{t('bills.due', { date: formatDate(b.due) })}</div>}</td>
                <td className="table__actions">
                  {b.status === 'unpaid' && (
                    <>
                      <Button size="sm" onPress={() => navigate(`/billing/pay/bill/${b.id}`)}>{t('bills.pay')}</Button>
                      <Button variant="ghost" size="sm" pending={cancel.isPending && cancel.variables === b.id}
                        onPress={async () => { if (await confirm({ title: t('bills.cancelConfirm', { title: b.title }), confirmLabel: t('bills.cancel'), variant: 'danger' })) cancel.mutate(b.id); }}>
                        {t('bills.cancel')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={paging.page} size={paging.size} total={bills.data?.total_items ?? 0} onPage={(page) => setPaging((p) => ({ ...p, page }))} onSize={(size) => setPaging({ page: 1, size })} />
      </ListCard>
    </div>
  );
}
