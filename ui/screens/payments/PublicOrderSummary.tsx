// What a buyer sees of an order (the public order page and the payment page share it): the seller,
// the items and the total (SPEC §9 prices), and its state.
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../api/format';
import type { PublicOrder } from '../../../api/routes/payments';
import { formatDate } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';

const TONE = { unpaid: 'badge--primary', pending: 'badge--warning', paid: 'badge--success', closed: '', free: 'badge--success' } as const;

export function PublicOrderSummary({ order }: { order: PublicOrder }) {
  const { t } = useTranslation('salesOrders');
  const when = useRelativeDate();
  return (
    <>
      <div className="stack" style={{ gap: 'var(--space-1)' }}>
        <h1 style={{ margin: 0 }}>{t('public.title', { id: order.number })}</h1>
        <span className="muted">{t('public.from', { date: formatDate(order.created) })}</span>
        <div className="row"><span className={`badge ${TONE[order.state]}`} data-testid="public-order-state">{t(`public.state.${order.state}`)}</span>
          {order.paid_at && <span className="muted">{t('public.paidAt', { date: when(order.paid_at) })}</span>}</div>
      </div>
      {order.seller && <p><span className="muted">{t('public.seller')}:</span> <strong data-testid="public-order-seller">{order.seller}</strong></p>}
      <table className="order-lines">
        <thead><tr><th>{t('orders.columns.items')}</th><th className="num">{t('orders.quantity')}</th><th className="num">{t('orders.sum')}</th></tr></thead>
        <tbody>
          {order.items.map((i, n) => <tr key={n}><td>{i.title}</td><td className="num">{i.quantity}</td><td className="num">{formatPrice(i.price * i.quantity)}</td></tr>)}
        </tbody>
      </table>
      <div className="public-order__total"><span>{t('public.total')}</span><span data-testid="public-order-total">{formatPrice(order.total)}</span></div>
    </>
  );
}
