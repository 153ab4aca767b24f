// The shell's banner when the paid period is over (api/billing.ts states): during the grace period
// everything works and the banner says until when; after it, adding pages, domains and users is
// blocked — and nothing is deleted. The owner gets the way to pay; members learn whom to ask.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useCurrentUser } from '../app/useSession';
import { useOwnerAccount } from '../lib/useAccount';
import { formatDate } from '../lib/dates';

export function BillingBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The owner's account query is refetched after paying; members read the state of their session.
  const live = useOwnerAccount();
  const account = live ?? user?.account;
  if (!user || !account || account.state === 'active') return null;
  const isOwner = user.permissions.account.is_owner;
  const expired = account.state === 'expired';
  // The trial is not renewed: its end leads to choosing a tariff.
  const trial = account.tarif === 'trial';
  return (
    <div className={`alert ${expired ? 'alert--danger' : 'alert--warning'} billing-banner`} role="status" data-testid="billing-banner" data-state={account.state}>
      <AlertTriangle size={18} aria-hidden="true" />
      <div className="grow">
        {expired
          ? t(trial ? 'banner.expiredTrial' : 'banner.expired')
          : t(trial ? 'banner.graceTrial' : 'banner.grace', { date: formatDate(account.payed_till), graceDate: formatDate(account.grace_till) })}
        {!isOwner && <> {t('banner.askOwner')}</>}
      </div>
      {isOwner && (trial
        ? <Link className="btn btn--sm" to="/billing/tariffs">{t('banner.choose')}</Link>
        : <Link className="btn btn--sm" to="/billing/pay/tariff">{t('banner.renew')}</Link>)}
    </div>
  );
}
