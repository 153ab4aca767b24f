import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '../../../api/cdp';

const TONE: Record<ProductStatus, string> = { draft: '', active: 'badge--success', archived: 'badge--warning' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('salesOrders');
  return <span className={`badge ${TONE[status]}`} data-testid="product-status">{t(`productStatus.${status}`)}</span>;
}
