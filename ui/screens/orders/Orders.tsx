// Orders (SPEC §2 "Orders and payments"): every order of the account with a filter by status,
// search by customer, email, phone or product, sort by date, status or total, server pages, and the
// batch status change (the leads' shape). «Создать заказ» opens the new-order dialog; /orders?person={id}
// (the person card's button) opens it for that person.
import '../../styles/products.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { formatPrice } from '../../../api/format';
import { LEAD_STATUS_ORDER, leadStatusName, type LeadStatus } from '../../../api/routes/leads';
import type { OrderRow, OrderSortField } from '../../../api/routes/sales';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { OrderDialog } from './OrderDialog';
import { OrderStatusBadge, OrderStatusMenu } from './OrderStatus';
import { useOrderActions, useOrderList } from './data';
import { NativeSelect } from '../../components/FilterSelect';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

export default function Orders() {
  const { t } = useTranslation('salesOrders');
  const [params, setParams] = useSearchParams();
  const list = useListState<OrderSortField>('orders', { sort: { by: 'created', dir: 'desc' } });
  const [status, setStatusState] = useState<LeadStatus | 'all'>('all');
  const orders = useOrderList(list.query, status);
  const { setStatus: batch } = useOrderActions();
  const forPerson = Number(params.get('person'));
  const [adding, setAdding] = useState(forPerson > 0);
  const setStatus = (value: string) => { setStatusState(value === 'all' ? 'all' : (Number(value) as LeadStatus)); list.setPage(1); };
  const closeDialog = () => {
    setAdding(false);
    if (params.has('person')) setParams({}, { replace: true });
  };

  const columns: DataColumn<OrderRow, OrderSortField>[] = [
    { id: 'number', header: t('orders.columns.number'), cell: (o) => <Link to={`/orders/${o.id}`} className="order-link" aria-label={t('orders.open', { id: o.id })} data-testid="order-open">{o.id}</Link> },
    {
      id: 'customer', header: t('orders.columns.customer'),
      cell: (o) => (
        <div className="stack" style={{ gap: 2 }}>
          <span>{o.customer.name || o.person?.name || '—'}</span>
          {o.customer.email && <span className="detail__meta"><EmailLink email={o.customer.email} testId="order-email" /></span>}
          {o.customer.phone && <span className="detail__meta"><PhoneLink phone={o.customer.phone} testId="order-phone" /></span>}
        </div>
      ),
    },
    { id: 'items', header: t('orders.columns.items'), className: 'muted', cell: (o) => o.summary },
    { id: 'total', header: t('orders.columns.total'), sortBy: 'total', className: 'num', cell: (o) => formatPrice(o.total) },
    { id: 'status', header: t('orders.columns.status'), sortBy: 'status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { id: 'created', header: t('orders.columns.created'), sortBy: 'created', className: 'muted', cell: (o) => formatDate(o.created) },
  ];
  const add = <Button onPress={() => setAdding(true)} data-testid="order-add"><Plus size={16} aria-hidden="true" />{t('orders.add')}</Button>;

  return (
    <div className="page orders-page">
      <PageHeader title={t('orders.title')} text={t('orders.lead')} action={add} />
      <DataTable
        label={t('orders.title')}
        list={list}
        query={orders}
        columns={columns}
        rowId={(o) => o.id}
        rowLabel={(o) => t('orders.number', { id: o.id })}
        search={{ label: t('orders.search') }}
        filters={(
          <NativeSelect
            className="list-filter" label={t('orders.status')} value={String(status)}
            options={[{ value: 'all', label: t('orders.allStatuses') }, ...LEAD_STATUS_ORDER.map((s) => ({ value: String(s), label: t(`orderStatus.${leadStatusName(s)}`) }))]}
            onChange={setStatus} testId="order-status-filter"
          />
        )}
        filtered={status !== 'all'}
        onClearFilters={() => setStatus('all')}
        batchActions={(rows, clear) => (
          <OrderStatusMenu testId="orders-batch-status" onChoose={(s) => batch.mutate({ status: s, items: rows.map((r) => r.id) }, {
            onSuccess: ({ updated }) => { toasts.show('success', t('orders.statusChanged', { count: updated })); clear(); },
          })}>
            {t('orders.setStatus')}
          </OrderStatusMenu>
        )}
        empty={<EmptyState icon={ClipboardList} title={t('orders.empty.title')} text={t('orders.empty.text')} action={add} />}
        testId="orders-table"
        rowTestId="order-row"
      />
      {adding && <OrderDialog personId={forPerson > 0 ? forPerson : null} onClose={closeDialog} />}
    </div>
  );
}
