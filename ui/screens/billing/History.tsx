// /billing/history — every payment attempt, newest first: what it paid for, the card, the amount,
// and how it ended (with the SPEC §8 reason of a failure).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History as HistoryIcon } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, SkeletonRows } from '../../components/States';
import { formatRelative } from '../../lib/dates';
import { formatPrice } from '../../lib/format';
import { Pagination } from '../pages/components/Pagination';
import { PaymentStatusBadge } from './StateBadge';
import { usePayments } from './data';

export default function History() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = usePayments(paging.page, paging.size);
  const items = list.data?.items ?? [];
  return (
    <ListCard
      query={list}
      isEmpty={items.length === 0}
      empty={<EmptyState icon={HistoryIcon} title={t('history.emptyTitle')} text={t('history.emptyText')} action={<Button onPress={() => navigate('/billing/tariffs')}>{t('tabs.tariffs')}</Button>} />}
    >
      <table className="table">
        <thead>
          <tr><th>{t('history.date')}</th><th>{t('history.what')}</th><th>{t('history.card')}</th><th className="num">{t('history.amount')}</th><th>{t('history.status')}</th></tr>
        </thead>
        <tbody>
          {list.isLoading ? <SkeletonRows cols={5} rows={3} /> : items.map((p) => (
            <tr key={p.id} data-testid="history-row" data-status={p.status}>
              <td className="muted nowrap">{formatRelative(p.created, { today: tc('dates.today'), yesterday: tc('dates.yesterday') })}</td>
              <td><Link to={`/billing/pay/bill/${p.bill_id}`}>{p.bill_title}</Link></td>
              <td className="muted nowrap">{p.card ? t('methods.card', { brand: t(`brands.${p.card.brand}`, { defaultValue: p.card.brand }), last4: p.card.last4 }) : '—'}</td>
              <td className="num">{formatPrice(p.amount)}</td>
              <td><PaymentStatusBadge status={p.status} />{p.message && <div className="subtle">{p.message}</div>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={paging.page} size={paging.size} total={list.data?.total_items ?? 0} onPage={(page) => setPaging((p) => ({ ...p, page }))} onSize={(size) => setPaging({ page: 1, size })} />
    </ListCard>
  );
}
