// SPEC §6: a tariff limit blocks adding pages, domains or users — 'Ваш тариф не позволяет добавить
// еще …' with the advice to upgrade the tariff or add an extension package. Shown before a form is
// filled, not after it is sent; the owner gets the way out (a bigger tariff, a packet), a member is
// told the owner decides (billing is the owner's).
import { Link } from 'react-router';
import Gauge from 'lucide-react/icons/gauge';
import { useTranslation } from 'react-i18next';
import type { LimitKind } from '../../api/billing';
import { useIsOwner } from '../app/useSession';
import { errorText } from '../i18n/index';

export function TariffLimitAlert({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  return (
    <div className="alert alert--warning" role="status" data-testid="tariff-limit" data-limit={kind}>
      <Gauge size={18} aria-hidden="true" />
      <div className="stack-sm grow">
        <strong>{errorText(`tariff.limit.${kind}`)}</strong>
        <span className="muted">{t(isOwner ? 'limits.advice' : 'limits.adviceMember')}</span>
        {isOwner && (
          <div className="row">
            <Link className="btn btn--sm" to="/billing/tariffs">{t('limits.upgrade')}</Link>
            <Link className="btn btn--sm btn--secondary" to={`/billing?packet=${kind}`}>{t('limits.buyPacket')}</Link>
          </div>
        )}
      </div>
    </div>
  );
}
