// Mail texts in both languages. Every mail that carries a code puts it on its own line so the /dev
// outbox (and a person) can find it.
import type { Locale } from '../../../api/errors';

export type MailKind = 'confirm_email' | 'forgot' | 'change_email' | 'confirm_phone' | 'change_password' | 'invite' | 'receipt' | 'contact_approve';

const t: Record<MailKind, Record<Locale, { subject: string; body: string }>> = {
  confirm_email: {
    ru: { subject: 'Подтвердите email', body: 'Код подтверждения email: {code}\nИли откройте ссылку: {link}\nКод и ссылка действуют 15 минут.' },
    en: { subject: 'Confirm your email', body: 'Your email confirmation code: {code}\nOr open the link: {link}\nThe code and the link are valid for 15 minutes.' },
  },
  forgot: {
    ru: { subject: 'Восстановление пароля', body: 'Код для восстановления пароля: {code}\nКод действует 15 минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.' },
    en: { subject: 'Password recovery', body: 'Your password recovery code: {code}\nThe code is valid for 15 minutes. If you did not ask for it, ignore this mail.' },
  },
  change_email: {
    ru: { subject: 'Смена email', body: 'Код для смены email: {code}\nКод действует 15 минут.' },
    en: { subject: 'Email change', body: 'Your email change code: {code}\nThe code is valid for 15 minutes.' },
  },
  confirm_phone: {
    ru: { subject: 'Подтверждение телефона', body: 'Код подтверждения телефона {phone}: {code}\nКод действует 15 минут.' },
    en: { subject: 'Phone confirmation', body: 'Your code to confirm the phone {phone}: {code}\nThe code is valid for 15 minutes.' },
  },
  change_password: {
    ru: { subject: 'Смена пароля', body: 'Код для смены пароля: {code}\nКод действует 15 минут.' },
    en: { subject: 'Password change', body: 'Your password change code: {code}\nThe code is valid for 15 minutes.' },
  },
  receipt: {
    ru: { subject: 'Оплата получена', body: 'Мы получили оплату {amount} по счёту № {bill} от {date}: {title}.\nКарта: {card}.\nСпасибо, что вы с нами!' },
    en: { subject: 'Payment received', body: 'We received {amount} for bill No. {bill} of {date}: {title}.\nCard: {card}.\nThank you for staying with us!' },
  },
  invite: {
    ru: { subject: 'Приглашение в команду', body: '{inviter} приглашает вас в свой аккаунт.\nЧтобы задать пароль, откройте восстановление пароля и введите код: {code}\nКод действует 72 часа.' },
    en: { subject: 'Team invitation', body: '{inviter} invites you to their account.\nTo set a password, open password recovery and enter the code: {code}\nThe code is valid for 72 hours.' },
  },
  contact_approve: {
    ru: { subject: 'Подтвердите получение заявок', body: '{owner} хочет присылать на адрес {email} письма о новых заявках со своих страниц.\nЧтобы получать их, откройте ссылку:\n{link}\nСсылка действует 7 дней. Если вы не ждали этого письма, просто проигнорируйте его: без подтверждения письма о заявках не придут.' },
    en: { subject: 'Confirm receiving leads', body: '{owner} wants to send mail about new leads from their pages to {email}.\nTo receive them, open the link:\n{link}\nThe link is valid for 7 days. If you did not expect this mail, ignore it: without a confirmation no lead mail will come.' },
  },
};

export function renderMail(kind: MailKind, locale: Locale, vars: Record<string, string>): { subject: string; text: string } {
  const tpl = t[kind][locale];
  return { subject: tpl.subject, text: tpl.body.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '') };
}
