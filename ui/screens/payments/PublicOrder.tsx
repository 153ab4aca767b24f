// The buyer's order page (SPEC §2 /order/{hash}, no login): the seller, what was ordered, the total,
// its state and «Оплатить» (to /payment), when the seller takes payments online. While the bank
// confirms a payment the page asks again by itself. An unknown hash is «Заказ не найден».
import '../../styles/products.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../../api/format';
import { ApiError } from '../../../adapters/index';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { PublicOrderSummary } from './PublicOrderSummary';
import { usePublicOrder } from './data';

export function OrderNotFound() {
  const { t } = useTranslation('salesOrders');
  return (
    <div className="public-order" data-testid="public-order-missing">
      <h1>{t('public.notFoundTitle')}</h1>
      <p className="muted">{t('public.notFoundText')}</p>
    </div>
  );
}

export default function PublicOrder() {
  const { t } = useTranslation('salesOrders');
  const hash = useParams().hash ?? '';
  const order = usePublicOrder(hash);
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
    return missing ? <OrderNotFound /> : <ErrorState onRetry={() => void order.refetch()} />;
  }
  const o = order.data;
  if (!o) return <div className="public-order" aria-busy="true"><ListSkeleton rows={4} height={40} /></div>;
  return (
    <div className="public-order" data-testid="public-order">
      <PublicOrderSummary order={o} />
      {o.state === 'unpaid' && (o.payable
        ? <Link to={`/payment?order=${o.hash}`} className="btn btn--primary btn--block" data-testid="public-order-pay">{t('public.pay', { total: formatPrice(o.total) })}</Link>
        : <p className="muted" role="status">{t('public.notPayable')}</p>)}
      {o.state === 'pending' && <p className="muted" role="status">{t('public.pendingText')}</p>}
    </div>
  );
}
