// What the visitor agreed to with the lead (152-FZ): the consent text exactly as shown on the page,
// its version and when — the proof an owner may be asked for. Leads whose form asked none say so.
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../api/routes/leads';
import { formatDate, formatTime } from '../../lib/dates';

export function LeadConsent({ consent }: { consent: LeadDetail['consent'] }) {
  const { t } = useTranslation('leads');
  return (
    <section>
      <h3 className="lead-detail__h">{t('detail.consent')}</h3>
      {consent === null ? <p className="muted">{t('detail.noConsent')}</p> : (
        <dl className="lead-detail__list" data-testid="lead-consent">
          <div><dt>{t('detail.consentText')}</dt><dd className="lead-detail__wrap">{consent.text}</dd></div>
          <div><dt>{t('detail.consentAt')}</dt><dd data-testid="lead-consent-at">{formatDate(consent.at)} {formatTime(consent.at)}</dd></div>
          <div><dt>{t('detail.consentVersion')}</dt><dd className="lead-detail__wrap">{consent.version}</dd></div>
        </dl>
      )}
    </section>
  );
}
