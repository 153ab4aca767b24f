// /billing/pay/tariff?tarif=&months= — the quote of a tariff change (or of prolonging the current
// tariff) shown before confirming: the period's price, its discount, the credit for the unused days,
// the total and the new paid-till date. Confirming issues the bill and opens it for payment.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { formatPrice } from '../../../api/format';
import { toasts } from '../../lib/toasts';
import { useAccount } from '../../lib/useAccount';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PeriodSwitch, periodFrom } from './PeriodSwitch';
import { useInvalidateBilling, useQuote, useTariffs, type Quote } from './data';

const OVER_LINKS = { pages: '/pages', domains: '/domains', users: '/users' } as const;

function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation('billing');
  return (
    <dl className="quote" data-testid="quote">
      <div><dt>{t('quote.period', { title: quote.title, count: quote.months })}</dt><dd>{formatPrice(quote.full)}</dd></div>
      {quote.discount > 0 && <div><dt>{t('quote.discount')}</dt><dd>{formatPrice(-quote.discount)}</dd></div>}
      {quote.credit > 0 && <div data-testid="quote-credit"><dt>{t('quote.credit', { count: quote.credit_days })}</dt><dd>{formatPrice(-Math.min(quote.credit, quote.full - quote.discount))}</dd></div>}
      <div className="quote__total"><dt>{t('quote.total')}</dt><dd data-testid="quote-amount">{formatPrice(quote.amount)}</dd></div>
      <div className="quote__note"><dt>{t('quote.payedTill')}</dt><dd>{formatDate(quote.payed_till)}</dd></div>
      {quote.extra_days > 0 && <p className="subtle">{t('quote.extraDays', { count: quote.extra_days })}</p>}
      {quote.renewal && <p className="subtle">{t('quote.renewalNote')}</p>}
    </dl>
  );
}

export default function PayTariff() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [params, setParams] = useSearchParams();
  const account = useAccount();
  const tariffs = useTariffs();
  // Without a tariff in the address: prolong the current one (the banner's and the limit dialog's "pay").
  const current = account.data?.tarif;
  const tarif = params.get('tarif') ?? (current === 'trial' ? undefined : current);
  const months = periodFrom(params.get('months'));
  const quote = useQuote(tarif, months);
  const q = quote.data?.quote;

  const confirm = useMutation({
    mutationFn: () => endpoints.account.changeTariff({ body: { tarif: tarif ?? '', months } }),
    onSuccess: ({ bill }) => {
      invalidate();
      if (bill.status === 'paid') {
        toasts.show('success', t('quote.applied', { title: q?.title ?? '' }));
        navigate('/billing');
      } else navigate(`/billing/pay/bill/${bill.id}`);
    },
  });

  // A trial account has nothing to prolong: it chooses a tariff first.
  if (account.data && tarif === undefined) {
    return (
      <section className="card empty">
        <h2>{t('quote.chooseFirst')}</h2>
        <p>{t('quote.chooseFirstText')}</p>
        <Link to="/billing/tariffs" className="btn">{t('overview.choose')}</Link>
      </section>
    );
  }
  if (quote.isError) return <ErrorState onRetry={() => void quote.refetch()} />;
  return (
    <div className="stack page--narrow" style={{ margin: 0 }}>
      <Link to="/billing/tariffs" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('tabs.tariffs')}</Link>
      <section className="card stack" data-testid="pay-tariff">
        <div className="row-between">
          <h2 className="card__title">{q ? t(q.renewal ? 'quote.renewTitle' : 'quote.changeTitle', { title: q.title }) : t('quote.loading')}</h2>
          {tariffs.data && <PeriodSwitch periods={tariffs.data.periods} value={months} onChange={(m) => setParams({ ...(tarif ? { tarif } : {}), months: String(m) }, { replace: true })} />}
        </div>
        {!q ? <ListSkeleton rows={4} height={18} /> : (
          <>
            <QuoteLines quote={q} />
            {q.over.length > 0 && (
              <div className="alert alert--danger" role="alert" data-testid="quote-over">
                <AlertTriangle size={18} aria-hidden="true" />
                <div className="stack-sm">
                  <strong>{t('quote.overTitle')}</strong>
                  {q.over.map((o) => (
                    <div key={o.type}>
                      {t(`quote.over.${o.type}`, { used: o.used, limit: o.limit })} <Link to={OVER_LINKS[o.type]}>{t(`quote.overLink.${o.type}`)}</Link>
                    </div>
                  ))}
                </div>
              </div>
            )}
            <div className="form-actions">
              <Button isDisabled={q.over.length > 0} pending={confirm.isPending} onPress={() => confirm.mutate()} data-testid="quote-confirm">
                {q.amount > 0 ? t('quote.toPayment', { price: formatPrice(q.amount) }) : t('quote.applyFree')}
              </Button>
            </div>
            <p className="subtle">{t('quote.afterPay')}</p>
          </>
        )}
      </section>
    </div>
  );
}
