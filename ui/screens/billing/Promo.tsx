// The promo deal: for a new account until its trial ends, a year of a tariff at a discount. Taking
// it issues the bill and opens it for payment; once the account has paid, the offer is gone.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ErrorState } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { formatPrice } from '../../../api/format';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useInvalidateBilling, usePromo } from './data';

export default function Promo() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const promo = usePromo();
  const invalidate = useInvalidateBilling();
  const accept = useMutation({
    mutationFn: () => endpoints.billing.promoAccept(),
    onSuccess: (bill) => {
      invalidate();
      navigate(`/billing/pay/bill/${bill.id}`);
    },
  });
  if (promo.isError) return <ErrorState onRetry={() => void promo.refetch()} />;
  if (promo.isLoading) return <section className="card"><ListSkeleton rows={4} height={20} /></section>;
  const offer = promo.data?.offer;
  if (!offer) {
    return (
      <section className="card">
        <EmptyState icon={Gift} title={t('promo.goneTitle')} text={t('promo.goneText')} action={<Link to="/billing/tariffs" className="btn">{t('tabs.tariffs')}</Link>} />
      </section>
    );
  }
  return (
    <section className="card promo" data-testid="promo">
      <div className="promo__badge">−{offer.discount}%</div>
      <h2>{t('promo.title', { title: offer.title, count: offer.months })}</h2>
      <p className="muted">{t('promo.text', { discount: offer.discount })}</p>
      <div className="promo__price">
        <s className="muted">{formatPrice(offer.full)}</s>
        <strong>{formatPrice(offer.amount)}</strong>
        <span className="muted">{t('promo.forYear', { count: offer.months })}</span>
      </div>
      <p className="subtle">{t('promo.until', { date: formatDate(offer.until) })}</p>
      <div className="row">
        <Button pending={accept.isPending} onPress={() => accept.mutate()}>{t('promo.take')}</Button>
        <Button variant="secondary" onPress={() => navigate('/billing/tariffs')}>{t('promo.other')}</Button>
      </div>
    </section>
  );
}
