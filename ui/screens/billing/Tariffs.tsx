// /billing/tariffs — the tariffs side by side: price for the chosen period, limits, features; the
// current one is marked. Choosing one opens the quote (pay/tariff), where the cost is shown before
// anything is confirmed.
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { limitKinds, tariffFeatures } from '../../../api/billing';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/States';
import { useAccount } from '../../lib/useAccount';
import { formatPrice } from '../../../api/format';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PeriodSwitch, periodFrom } from './PeriodSwitch';
import { useTariffs } from './data';

export default function Tariffs() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tariffs = useTariffs();
  const account = useAccount();
  const months = periodFrom(params.get('months'));

  if (tariffs.isError) return <ErrorState onRetry={() => void tariffs.refetch()} />;
  return (
    <div className="stack">
      <div className="row-between">
        <p className="muted">{t('tariffs.lead')}</p>
        {tariffs.data && <PeriodSwitch periods={tariffs.data.periods} value={months} onChange={(m) => setParams({ months: String(m) }, { replace: true })} />}
      </div>
      <div className="tariff-grid">
        {!tariffs.data && [1, 2, 3].map((i) => <div key={i} className="card"><ListSkeleton rows={5} height={18} /></div>)}
        {tariffs.data?.items.map((tariff) => {
          const current = account.data?.tarif === tariff.code;
          const total = tariff.totals.find((p) => p.months === months)?.total ?? tariff.price;
          return (
            <article key={tariff.code} className={`card tariff${current ? ' tariff--current' : ''}`} data-testid={`tariff-${tariff.code}`}>
              <div className="row-between">
                <h2 className="card__title">{tariff.title}</h2>
                {current && <span className="badge badge--primary">{t('tariffs.current')}</span>}
              </div>
              <div className="tariff__price">
                <strong>{formatPrice(tariff.price)}</strong>
                <span className="muted">{t('tariffs.perMonth')}</span>
              </div>
              <p className="subtle tariff__period">
                {months > 1 ? t('tariffs.forPeriod', { price: formatPrice(total), count: months }) : t('tariffs.monthly')}
              </p>
              <ul className="tariff__limits">
                {limitKinds.map((k) => (
                  <li key={k}>
                    <span className="muted">{t(`tariffs.limit.${k}`)}</span>
                    <strong>{tariff.limits[k] === null ? t('tariffs.unlimited') : tariff.limits[k]}</strong>
                  </li>
                ))}
              </ul>
              <ul className="tariff__features">
                {tariffFeatures.map((f) => {
                  const has = tariff.features.includes(f);
                  return (
                    <li key={f} className={has ? '' : 'muted'}>
                      {has ? <Check size={16} color="var(--color-success)" aria-hidden="true" /> : <Minus size={16} aria-hidden="true" />}
                      <span>{t(`features.${f}`)}</span>
                      <span className="visually-hidden">{has ? t('tariffs.included') : t('tariffs.notIncluded')}</span>
                    </li>
                  );
                })}
              </ul>
              <Button variant={current ? 'secondary' : 'primary'} block onPress={() => navigate(`/billing/pay/tariff?tarif=${tariff.code}&months=${months}`)}>
                {current ? t('tariffs.renew') : t('tariffs.choose')}
              </Button>
            </article>
          );
        })}
      </div>
    </div>
  );
}
