// How to reach a person from any screen that shows their phone or email: the phone as a tel: link
// (its E.164 form when known, so a phone or a softphone dials it; else the digits as written) and
// the email as a mailto: link, each with an icon and a label that says what a click does. Leads,
// orders, the person card, the persons list and webinar sign-ups all show contacts this one way.
import { useTranslation } from 'react-i18next';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';

/** The tel: address of a phone number: its E.164 form when the server read one, else the digits and plus as written. */
export const telHref = (phone: string, e164?: string | null): string => `tel:${e164 ?? phone.replace(/[^\d+]/g, '')}`;

export function PhoneLink({ phone, e164, testId }: { phone: string; e164?: string | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <a className="contact-link contact-link--phone" href={telHref(phone, e164)} aria-label={t('common.callTo', { phone })} title={phone} data-testid={testId}>
      <Phone size={14} aria-hidden="true" /><span className="contact-link__text">{phone}</span>
    </a>
  );
}

export function EmailLink({ email, testId }: { email: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <a className="contact-link" href={`mailto:${email}`} aria-label={t('common.writeTo', { email })} title={email} data-testid={testId}>
      <Mail size={14} aria-hidden="true" /><span className="contact-link__text">{email}</span>
    </a>
  );
}

/** A person's email and phone, one under the other, as links; a dash when there is neither. */
export function ContactStack({ email, phone }: { email?: string | null; phone?: string | null }) {
  if (!email && !phone) return <span className="muted">—</span>;
  return (
    <span className="contact-stack">
      {email && <EmailLink email={email} />}
      {phone && <PhoneLink phone={phone} />}
    </span>
  );
}
