// /billing — the current tariff with its paid-till date and state, the usage of every limit, the
// extension packets, and what waits for the owner (unpaid bills, the promo deal).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import Package from 'lucide-react/icons/package';
import Receipt from 'lucide-react/icons/receipt';
import { endpoints } from '../../../adapters/index';
import { limitKinds, type LimitKind } from '../../../api/billing';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/States';
import { SelectField } from '../../components/SelectField';
import { UsageMeter } from '../../components/UsageMeter';
import { useAccount } from '../../lib/useAccount';
import { formatDate } from '../../lib/dates';
import { formatPrice } from '../../../api/format';
import { ListSkeleton } from '../../components/ListSkeleton';
import { StateBadge } from './StateBadge';
import { useBills, useCurrentTariff, useInvalidateBilling, usePromo, useTariffs } from './data';

function PacketCard({ kind, size, price, highlighted }: { kind: LimitKind; size: number; price: number; highlighted: boolean }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [count, setCount] = useState('1');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const buy = useMutation({
    mutationFn: () => endpoints.billing.billsCreate({ body: { kind: 'packet', packet: kind, count: Number(count) } }),
    onSuccess: (bill) => {
      invalidate();
      navigate(`/billing/pay/bill/${bill.id}`);
    },
  });
  return (
    <article ref={ref} className={`packet${highlighted ? ' packet--highlighted' : ''}`} data-testid={`packet-${kind}`}>
      <div className="packet__title">{t(`packets.${kind}`, { count: size })}</div>
      <div className="muted">{t('packets.price', { price: formatPrice(price) })}</div>
      <div className="row packet__actions">
        <div style={{ width: 96 }}>
          <SelectField label={t('packets.count')} value={count} onChange={setCount} options={[1, 2, 3, 4, 5].map((n) => ({ id: String(n), label: `× ${n}` }))} />
        </div>
        <Button variant="secondary" pending={buy.isPending} onPress={() => buy.mutate()}>{t('packets.buy')}</Button>
      </div>
    </article>
  );
}

export default function Overview() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const account = useAccount();
  const current = useCurrentTariff();
  const tariffs = useTariffs();
  const unpaid = useBills('unpaid', { page: 1, limit: 10 });
  const promo = usePromo();
  const highlighted = params.get('packet');

  if (account.isError || current.isError) return <ErrorState onRetry={() => { void account.refetch(); void current.refetch(); }} />;
  const a = account.data;
  const tariff = current.data?.tariff;
  const isTrial = a?.tarif === 'trial';
  const offer = promo.data?.offer;
  const unpaidCount = unpaid.data?.total_items ?? 0;

  return (
    <div className="stack billing-overview">
      {unpaidCount > 0 && (
        <div className="alert alert--warning" role="status" data-testid="unpaid-alert">
          <Receipt size={18} aria-hidden="true" />
          <div className="grow">{t('overview.unpaid', { count: unpaidCount })}</div>
          <Link to="/billing/bills" className="btn btn--sm btn--secondary">{t('overview.showBills')}</Link>
        </div>
      )}
      {offer && (
        <div className="alert promo-strip" data-testid="promo-strip">
          <Gift size={18} aria-hidden="true" />
          <div className="grow">{t('overview.promo', { discount: offer.discount, title: offer.title, date: formatDate(offer.until) })}</div>
          <Link to="/billing/promo" className="btn btn--sm">{t('overview.promoOpen')}</Link>
        </div>
      )}
      <div className="grid-2">
        <section className="card stack" data-testid="current-tariff">
          <div className="row-between">
            <h2 className="card__title">{t('overview.current')}</h2>
            {a && <StateBadge state={a.state} trial={isTrial} />}
          </div>
          {!a || !tariff ? <ListSkeleton rows={3} height={18} /> : (
            <>
              <div className="tariff-name">
                <strong data-testid="current-tariff-title">{tariff.title}</strong>
                {tariff.price > 0 && <span className="muted">{t('perMonth', { price: formatPrice(tariff.price) })}</span>}
              </div>
              <p className="muted" data-testid="payed-till">
                {a.payed_till
                  ? t(a.state === 'active' ? (isTrial ? 'overview.trialTill' : 'overview.paidTill') : (isTrial ? 'overview.trialEnded' : 'overview.endedOn'), { date: formatDate(a.payed_till) })
                  : t('overview.noEnd')}
              </p>
              {a.state === 'grace' && <p className="muted">{t('overview.graceTill', { date: formatDate(a.grace_till) })}</p>}
              <div className="row">
                <Link to="/billing/tariffs" className="btn">{t(isTrial ? 'overview.choose' : 'overview.change')}</Link>
                {!isTrial && <Link to="/billing/pay/tariff" className="btn btn--secondary">{t('overview.renew')}</Link>}
              </div>
            </>
          )}
        </section>
        <section className="card stack" data-testid="usage">
          <h2 className="card__title">{t('overview.usage')}</h2>
          {!a ? <ListSkeleton rows={3} height={18} /> : limitKinds.map((k) => <UsageMeter key={k} kind={k} used={a.usage[k]} limit={a.limits[k]} />)}
          {a && (a.packets.pages > 0 || a.packets.domains > 0 || a.packets.users > 0) && (
            <p className="subtle">{t('overview.packetsHeld', { pages: a.packets.pages, domains: a.packets.domains, users: a.packets.users })}</p>
          )}
        </section>
      </div>
      <section className="card stack">
        <div className="row">
          <Package size={18} aria-hidden="true" />
          <h2 className="card__title">{t('packets.title')}</h2>
        </div>
        <p className="muted">{t('packets.lead')}</p>
        {a && a.state !== 'active' ? <p className="muted">{t('packets.needsPaid')}</p> : (
          <div className="packet-grid">
            {(tariffs.data?.packets ?? []).map((p) => <PacketCard key={p.kind} {...p} highlighted={highlighted === p.kind} />)}
          </div>
        )}
      </section>
    </div>
  );
}
