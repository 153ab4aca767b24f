import { useTranslation } from 'react-i18next';
import type { WebinarState } from '../../../api/cdp';

const TONE: Record<WebinarState, string> = { upcoming: 'badge--primary', live: 'badge--success', ended: '' };

/** A webinar's state (from its time): upcoming, live now, or over. */
export function WebinarStateBadge({ state }: { state: WebinarState }) {
  const { t } = useTranslation('webinars');
  return <span className={`badge ${TONE[state]}`} data-testid="webinar-state">{t(`state.${state}`)}</span>;
}
