// SPEC §6 when a limit is met: the server's message, the advice, and a direct way out — a bigger
// tariff or an extension packet (or paying, when the paid period is over). Members are told the
// owner can do it (billing is the owner's).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LimitReason } from '../../adapters/index';
import { AppDialog } from '../components/AppDialog';
import { Button } from '../components/Button';
import { useCurrentUser, useIsOwner } from './useSession';

export interface LimitShown { reason: LimitReason; limit: number | null; used: number | null; message: string }

export function LimitDialog({ shown, onClose }: { shown: LimitShown; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOwner = useIsOwner();
  const trial = useCurrentUser()?.account.tarif === 'trial';
  const expired = shown.reason === 'expired';
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const actions = !isOwner ? (
    <Button onPress={onClose}>{t('dialogs.understood')}</Button>
  ) : expired ? (
    <>
      <Button variant="secondary" onPress={onClose}>{t('common.close')}</Button>
      {/* A trial is not renewed: its end leads to choosing a tariff. */}
      {trial
        ? <Button onPress={() => go('/billing/tariffs')}>{t('banner.choose')}</Button>
        : <Button onPress={() => go('/billing/pay/tariff')}>{t('limits.pay')}</Button>}
    </>
  ) : (
    <>
      <Button variant="secondary" onPress={() => go(`/billing?packet=${shown.reason}`)}>{t('limits.buyPacket')}</Button>
      <Button onPress={() => go('/billing/tariffs')}>{t('limits.upgrade')}</Button>
    </>
  );
  return (
    <AppDialog isOpen onClose={onClose} tone="warning" title={t(expired ? 'limits.expiredTitle' : 'limits.title')} testId="limit-dialog" actions={actions}>
      <p>{shown.message}</p>
      {!expired && shown.limit !== null && shown.used !== null && (
        <p className="muted">{t('limits.usedNow', { kind: t(`limits.kinds.${shown.reason}`), used: shown.used, limit: shown.limit })}</p>
      )}
      {/* The expired message already says what to do; a limit gets SPEC §6's advice. */}
      {(!expired || !isOwner) && <p className="muted">{t(isOwner ? 'limits.advice' : 'limits.adviceMember')}</p>}
    </AppDialog>
  );
}
