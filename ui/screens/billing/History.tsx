// /billing/history — every payment attempt, newest first: what it paid for, the card, the amount,
// and how it ended (with the SPEC §8 reason of a failure). Paged and sorted on the server.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import HistoryIcon from 'lucide-react/icons/rotate-ccw-clock';
import type { BillSort } from '../../../api/routes/billing';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { formatPrice } from '../../../api/format';
import { useListState } from '../../lib/useListState';
import { PaymentStatusBadge } from './StateBadge';
import { usePayments, type Payment } from './data';

export default function History() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListState<BillSort>('payments', { sort: { by: 'created', dir: 'desc' } });
  const payments = usePayments(list.query);
  const relative = useRelativeDate();
  const columns: DataColumn<Payment, BillSort>[] = [
    { id: 'date', header: t('history.date'), sortBy: 'created', className: 'muted nowrap', cell: (p) => relative(p.created) },
    { id: 'what', header: t('history.what'), cell: (p) => <Link to={`/billing/pay/bill/${p.bill_id}`}>{p.bill_title}</Link> },
    {
      id: 'card', header: t('history.card'), className: 'muted nowrap',
      cell: (p) => (p.card ? t('methods.card', { brand: t(`brands.${p.card.brand}`, { defaultValue: p.card.brand }), last4: p.card.last4 }) : '—'),
    },
    { id: 'amount', header: t('history.amount'), sortBy: 'amount', className: 'num', cell: (p) => formatPrice(p.amount) },
    { id: 'status', header: t('history.status'), cell: (p) => <><PaymentStatusBadge status={p.status} />{p.message && <div className="subtle">{p.message}</div>}</> },
  ];
  return (
    <DataTable
      label={t('tabs.history')}
      list={list}
      query={payments}
      columns={columns}
      rowId={(p) => p.id}
      empty={<EmptyState icon={HistoryIcon} title={t('history.emptyTitle')} text={t('history.emptyText')} action={<Button onPress={() => navigate('/billing/tariffs')}>{t('tabs.tariffs')}</Button>} />}
      testId="history-table"
      rowTestId="history-row"
    />
  );
}
