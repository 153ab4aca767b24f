// A product's card (SPEC §2 products/{id}): its price (SPEC §9), type, status, description and how
// many orders have it; edit, archive (or put back on sale) and delete, asking first.
import '../../styles/products.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import { formatPrice } from '../../../api/format';
import { Button } from '../../components/Button';
import { BackLink, RecordFallback } from '../../components/RecordPage';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { ProductStatusBadge } from './ProductBadges';
import { useProduct } from './data';
import { useProductCommands } from './useProductCommands';

export default function ProductCard() {
  const { t } = useTranslation('salesOrders');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const product = useProduct(id);
  const commands = useProductCommands();
  const back = { to: '/products', label: t('products.back') };
  const p = product.data;
  if (!p || !(id > 0)) return <RecordFallback id={id} query={product} back={back} notFound={t('products.notFound')} />;

  return (
    <div className="page detail" data-testid="product-card">
      <BackLink {...back} />
      <div className="detail__head">
        <div>
          <h1>{p.title}</h1>
          <div className="detail__badges"><ProductStatusBadge status={p.status} /><span className="badge">{t(`type.${p.type}`)}</span></div>
        </div>
        <div className="row">
          <Link to={`/products/${p.id}/edit`} className="btn btn--secondary" data-testid="product-edit"><Pencil size={16} aria-hidden="true" />{t('products.edit')}</Link>
          {p.status === 'archived'
            ? <Button variant="secondary" onPress={() => commands.restore(p)}>{t('products.restore')}</Button>
            : <Button variant="secondary" onPress={() => void commands.archive(p)}>{t('products.archive')}</Button>}
          <Button variant="danger" onPress={() => void commands.remove(p, () => navigate('/products'))}>{t('products.delete')}</Button>
        </div>
      </div>
      <section className="card detail__section">
        <dl className="detail__list">
          <div><dt>{t('products.columns.price')}</dt><dd data-testid="product-price">{formatPrice(p.price)}</dd></div>
          <div><dt>{t('products.ordersCount')}</dt><dd>{p.orders_count}</dd></div>
          <div><dt>{t('products.description')}</dt><dd>{p.description || <span className="muted">{t('products.noDescription')}</span>}</dd></div>
          <div><dt>{t('products.createdAt')}</dt><dd>{relative(p.created)}</dd></div>
          <div><dt>{t('products.updatedAt')}</dt><dd>{relative(p.updated)}</dd></div>
        </dl>
      </section>
    </div>
  );
}
