import { useTranslation } from 'react-i18next';
import type { BillingState } from '../../../api/billing';

const tone: Record<BillingState, string> = { active: 'badge--success', grace: 'badge--warning', expired: 'badge--danger' };

/** The account's billing state: active (or trial), grace period, not paid. */
export function StateBadge({ state, trial }: { state: BillingState; trial?: boolean }) {
  const { t } = useTranslation('billing');
  return <span className={`badge ${tone[state]}`} data-testid="billing-state" data-state={state}>{t(trial && state === 'active' ? 'state.trial' : `state.${state}`)}</span>;
}

const billTone = { unpaid: 'badge--warning', paid: 'badge--success', canceled: '', expired: '' } as const;

export function BillStatusBadge({ status }: { status: keyof typeof billTone }) {
  const { t } = useTranslation('billing');
  return <span className={`badge ${billTone[status]}`} data-status={status}>{t(`billStatus.${status}`)}</span>;
}

const paymentTone = { pending: 'badge--warning', succeeded: 'badge--success', failed: 'badge--danger' } as const;

export function PaymentStatusBadge({ status }: { status: keyof typeof paymentTone }) {
  const { t } = useTranslation('billing');
  return <span className={`badge ${paymentTone[status]}`} data-status={status}>{t(`paymentStatus.${status}`)}</span>;
}
