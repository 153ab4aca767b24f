// How to reach a lead's client, as the intake stored it: the phone as a tel: link (its E.164 form
// when the number was read, so a phone or a softphone dials it; else the digits as typed) and the
// email as a mailto: link. Shown in the inbox's rows and in the lead's detail.
import { useTranslation } from 'react-i18next';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { LeadContactView } from '../../../api/routes/leads';

const telHref = (c: LeadContactView): string => `tel:${c.phone_e164 ?? (c.phone ?? '').replace(/[^\d+]/g, '')}`;

export function ContactLinks({ contact, layout = 'stack' }: { contact: LeadContactView; layout?: 'stack' | 'list' }) {
  const { t } = useTranslation('leads');
  if (!contact.phone && !contact.email) return <span className="muted">—</span>;
  const phone = contact.phone && (
    <a className="lead-contact__link" href={telHref(contact)} aria-label={t('contact.call', { phone: contact.phone })} title={contact.phone} data-testid="lead-phone">
      <Phone size={14} aria-hidden="true" /><span className="lead-contact__text">{contact.phone}</span>
    </a>
  );
  const email = contact.email && (
    <a className="lead-contact__link" href={`mailto:${contact.email}`} aria-label={t('contact.write', { email: contact.email })} title={contact.email} data-testid="lead-email">
      <Mail size={14} aria-hidden="true" /><span className="lead-contact__text">{contact.email}</span>
    </a>
  );
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
