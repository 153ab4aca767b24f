// What the visitor answered to each consent box of the form (152-FZ): the text exactly as shown on
// the page, whether it was given (an optional box may be left unticked), when, and the text's
// version — the proof an owner may be asked for. Leads whose form asked none say so.
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../api/routes/leads';
import { formatDate, formatTime } from '../../lib/dates';

export function LeadConsent({ consents }: { consents: LeadDetail['consents'] }) {
  const { t } = useTranslation('leads');
  return (
    <section>
      <h3 className="lead-detail__h">{t(consents.length > 1 ? 'detail.consents' : 'detail.consent')}</h3>
      {consents.length === 0 ? <p className="muted">{t('detail.noConsent')}</p> : consents.map((c, i) => (
        <dl key={i} className="lead-detail__list lead-consent" data-testid="lead-consent" data-given={c.given}>
          <div><dt>{t('detail.consentText')}</dt><dd className="lead-detail__wrap">{c.text}</dd></div>
          <div><dt>{t('detail.consentAnswer')}</dt><dd data-testid="lead-consent-answer">{t(c.given ? 'detail.consentGiven' : 'detail.consentRefused')}</dd></div>
          <div><dt>{t('detail.consentAt')}</dt><dd data-testid="lead-consent-at">{formatDate(c.at)} {formatTime(c.at)}</dd></div>
          <div><dt>{t('detail.consentVersion')}</dt><dd className="lead-detail__wrap">{c.version}</dd></div>
        </dl>
      ))}
    </section>
  );
}
