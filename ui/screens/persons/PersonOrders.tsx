// The orders tab of a person's card: their orders (newest first) with total and status, each
// opening the order; «Создать заказ» opens the new-order dialog for them on the orders screen.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Plus from 'lucide-react/icons/plus';
import { formatPrice } from '../../../api/format';
import { leadStatusName } from '../../../api/routes/leads';
import { endpoints } from '../../../adapters/index';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { formatDate } from '../../lib/dates';

export function PersonOrders({ personId }: { personId: number }) {
  const { t } = useTranslation('salesOrders');
  const orders = useQuery({
    queryKey: ['orders', 'person-card', personId],
    queryFn: () => endpoints.sales.ordersList({ query: { person_id: personId, limit: 25 } }),
  });
  return (
    <section className="card detail__section" data-testid="person-orders">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 className="detail__h">{t('personOrders.title')}</h2>
        <Link to={`/orders?person=${personId}`} className="btn btn--secondary btn--sm" data-testid="person-order-add"><Plus size={14} aria-hidden="true" />{t('personOrders.add')}</Link>
      </div>
      {orders.isError ? <ErrorState onRetry={() => void orders.refetch()} /> : !orders.data ? <ListSkeleton rows={2} height={40} /> : orders.data.items.length === 0 ? (
        <p className="muted">{t('personOrders.empty')}</p>
      ) : (
        <ul className="detail__items">
          {orders.data.items.map((o) => (
            <li key={o.id} className="detail__item" data-testid="person-order">
              <span><Link to={`/orders/${o.id}`}>{t('orders.number', { id: o.id })}</Link> · {formatPrice(o.total)} · <strong data-testid="person-order-status">{t(`orderStatus.${leadStatusName(o.status)}`)}</strong></span>
              <span className="detail__meta">{o.summary} · {formatDate(o.created)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
