// "3 из 5": how much of a tariff limit is used, shown before the limit is met (pages list, domains,
// users) and on the billing screen. UsageMeter only draws; AccountUsage reads the owner's account.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LimitKind } from '../../api/billing';
import { useOwnerAccount } from '../lib/useAccount';
import { TariffLimitAlert } from './TariffLimitAlert';

export function UsageMeter({ kind, used, limit, compact }: { kind: LimitKind; used: number; limit: number | null; compact?: boolean }) {
  const { t } = useTranslation();
  const full = limit !== null && used >= limit;
  const near = limit !== null && !full && used >= limit * 0.8;
  const percent = limit === null ? 0 : limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  const value = limit === null ? t('limits.unlimited', { used }) : t('limits.usedOf', { used, limit });
  return (
    <div className={`usage${compact ? ' usage--compact' : ''}`} data-testid={`usage-${kind}`} data-state={full ? 'full' : near ? 'near' : 'ok'}
      title={compact ? t('limits.usageTitle', { kind: t(`limits.kinds.${kind}`), value }) : undefined}>
      <div className="usage__head">
        <span className="usage__label">{t(`limits.kinds.${kind}`)}</span>
        <span className="usage__value">{value}</span>
      </div>
      {limit !== null && (
        <div className="usage__bar" role="meter" aria-label={t(`limits.kinds.${kind}`)} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={Math.min(used, limit)} aria-valuetext={value}>
          <div className="usage__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

/** The owner's usage of one limit with a way to raise it once it is full; nothing for members. */
export function AccountUsage({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation();
  const account = useOwnerAccount();
  if (!account) return null;
  const limit = account.limits[kind];
  const used = account.usage[kind];
  return (
    <div className="row usage-inline">
      <UsageMeter kind={kind} used={used} limit={limit} compact />
      {limit !== null && used >= limit && <Link to="/billing/tariffs" className="usage-inline__link">{t('limits.raise')}</Link>}
    </div>
  );
}

/**
 * Before a form that adds (a page, a user): once the owner's limit is full, SPEC §6's message with
 * its way out, so nobody fills a form the server will refuse. An account whose paid period is over
 * has the shell's banner instead. (The domain forms ask the domains list, which members read too.)
 */
export function LimitNotice({ kind }: { kind: LimitKind }) {
  const account = useOwnerAccount();
  if (!account) return null;
  const limit = account.limits[kind];
  if (account.state === 'expired' || limit === null || account.usage[kind] < limit) return null;
  return <TariffLimitAlert kind={kind} />;
}
