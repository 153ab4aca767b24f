// How to reach a lead's client, as the intake stored it: the phone as a tel: link (its E.164 form
// when the number was read) and the email as a mailto: link (ui/components/ContactLink.tsx).
// Shown in the inbox's rows and in the lead's detail.
import { useTranslation } from 'react-i18next';
import type { LeadContactView } from '../../../api/routes/leads';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

export function ContactLinks({ contact, layout = 'stack' }: { contact: LeadContactView; layout?: 'stack' | 'list' }) {
  const { t } = useTranslation('leads');
  if (!contact.phone && !contact.email) return <span className="muted">—</span>;
  const phone = contact.phone && <PhoneLink phone={contact.phone} e164={contact.phone_e164} testId="lead-phone" />;
  const email = contact.email && <EmailLink email={contact.email} testId="lead-email" />;
  if (layout === 'list') {
    return (
      <dl className="lead-detail__list" data-testid="lead-contact">
        {contact.name && <div><dt>{t('contact.name')}</dt><dd>{contact.name}</dd></div>}
        {phone && <div><dt>{t('contact.phone')}</dt><dd>{phone}</dd></div>}
        {email && <div><dt>{t('contact.email')}</dt><dd>{email}</dd></div>}
      </dl>
    );
  }
  return <span className="lead-contact">{phone}{email}</span>;
}
