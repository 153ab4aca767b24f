// The notification mail about a lead, in the account owner's language and time zone: the page, the
// form, the time (SPEC §9 DD.MM.YYYY HH:mm), every answer with its label, and a link to the lead in
// the inbox. Plain text, as all product mail.
import type { Locale } from '../../api/errors';
import type { LeadData } from '../leads/index';

export const leadMailTexts = {
  ru: {
    subject: (page: string) => `Новая заявка: ${page}`,
    intro: (page: string) => `Новая заявка со страницы «${page}».`,
    noPage: 'Новая заявка (страница удалена).',
    page: 'Страница', form: 'Форма', time: 'Время', empty: '(пусто)', open: 'Открыть заявку', referrer: 'Источник',
    why: 'Вы получили это письмо, потому что ваш адрес указан для заявок этой страницы.',
  },
  en: {
    subject: (page: string) => `New lead: ${page}`,
    intro: (page: string) => `A new lead from the page "${page}".`,
    noPage: 'A new lead (the page was deleted).',
    page: 'Page', form: 'Form', time: 'Time', empty: '(empty)', open: 'Open the lead', referrer: 'Source',
    why: 'You get this mail because your address is set to receive the leads of this page.',
  },
} as const;

/** DD.MM.YYYY HH:mm in `timeZone` (SPEC §9), without a date library on the server. */
export function formatMailTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

export function renderLeadMail(lead: LeadData, opts: { locale: Locale; timeZone: string; publicUrl: string }): { subject: string; text: string } {
  const t = leadMailTexts[opts.locale];
  const pageTitle = lead.page?.title || (lead.page ? `#${lead.page.id}` : '');
  const lines = [
    lead.page ? t.intro(pageTitle) : t.noPage,
    '',
    ...(lead.page?.url ? [`${t.page}: ${lead.page.url}`] : []),
    ...(lead.form ? [`${t.form}: ${lead.form}`] : []),
    `${t.time}: ${formatMailTime(lead.created, opts.timeZone)} (${opts.timeZone})`,
    '',
    ...lead.fields.map((f) => `${f.label}: ${f.value.trim() === '' ? t.empty : f.value}`),
    ...(lead.referrer || Object.keys(lead.utm).length > 0 ? [''] : []),
    ...(lead.referrer ? [`${t.referrer}: ${lead.referrer}`] : []),
    ...Object.entries(lead.utm).map(([tag, value]) => `${tag}: ${value}`),
    '',
    `${t.open}: ${opts.publicUrl}/leads?lead=${lead.id}`,
    '',
    t.why,
  ];
  return { subject: t.subject(pageTitle || String(lead.id)), text: lines.join('\n') };
}
