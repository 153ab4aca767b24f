// A lead as a Telegram message (HTML parse mode), in the account owner's language and time zone:
// the page, the form, the time, the person's name, email and phone (the lead's stored contact,
// engine/contact.ts — the same rule as the inbox), every answer under its label, and a link to
// the lead in the app. The words are the lead mail's (lead-mail.ts); everything the visitor or the
// page wrote is escaped, so an answer like `<b>` or `&amp;` arrives as typed and can mark nothing up.
import type { Locale } from '../../api/errors';
import type { LeadData } from '../leads/index';
import { formatMailTime, leadMailTexts } from './lead-mail';

const texts = {
  ru: { title: 'Новая заявка', name: 'Имя', email: 'Email', phone: 'Телефон', answers: 'Ответы', test: 'Тестовое сообщение: уведомления о заявках будут приходить в этот чат.' },
  en: { title: 'New lead', name: 'Name', email: 'Email', phone: 'Phone', answers: 'Answers', test: 'A test message: lead notifications will arrive in this chat.' },
} as const;

/** Telegram's limit is 4096 characters of text; a long answer is cut, never the link to the lead. */
const MAX_VALUE = 600;
const MAX_TEXT = 3800;

/** Escapes the three characters Telegram's HTML mode reads (and quotes, for attribute values). */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const line = (label: string, value: string) => `${escapeHtml(label)}: ${escapeHtml(cut(value, MAX_VALUE))}`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export function renderLeadTelegram(lead: LeadData, opts: { locale: Locale; timeZone: string; publicUrl: string }): string {
  const mail = leadMailTexts[opts.locale];
  const t = texts[opts.locale];
  const pageTitle = lead.page?.title || (lead.page ? `#${lead.page.id}` : '');
  const head = [
    `<b>${escapeHtml(t.title)}</b>${lead.page ? ` · ${lead.page.url ? link(lead.page.url, pageTitle) : escapeHtml(pageTitle)}` : ''}`,
    ...(lead.form ? [line(mail.form, lead.form)] : []),
    line(mail.time, `${formatMailTime(lead.created, opts.timeZone)} (${opts.timeZone})`),
  ];
  const c = lead.contact;
  const person = [
    ...(c.name ? [line(t.name, c.name)] : []),
    ...(c.email ? [line(t.email, c.email)] : []),
    ...(c.phone ? [line(t.phone, c.phoneE164 ?? c.phone)] : []),
  ];
  const answers = lead.fields.map((f) => line(f.label, f.value.trim() === '' ? mail.empty : f.value));
  const source = [
    ...(lead.referrer ? [line(mail.referrer, lead.referrer)] : []),
    ...Object.entries(lead.utm).map(([tag, value]) => line(tag, value)),
  ];
  const open = link(`${opts.publicUrl}/leads?lead=${lead.id}`, mail.open);
  const blocks = [head, person, answers.length > 0 ? [`<b>${escapeHtml(t.answers)}</b>`, ...answers] : [], source].filter((b) => b.length > 0);
  let text = blocks.map((b) => b.join('\n')).join('\n\n');
  // Whole lines are dropped from the end (never a cut inside a tag or an entity) until the link fits.
  while (text.length + open.length + 2 > MAX_TEXT) text = text.slice(0, text.lastIndexOf('\n'));
  return `${text}\n\n${open}`;
}

/** The «Отправить тест» message. */
export const renderTestTelegram = (locale: Locale) => `<b>${escapeHtml(texts[locale].title)}</b>\n${escapeHtml(texts[locale].test)}`;
