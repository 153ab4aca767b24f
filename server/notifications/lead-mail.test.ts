// The lead notification mail in both languages: the page, form, time in the owner's zone (SPEC §9),
// every answer under its label, the visit's source, and the link to the lead in the inbox.
import { describe, expect, it } from 'vitest';
import { renderLeadMail } from './lead-mail';
import type { LeadData } from '../leads/index';

const lead: LeadData = {
  id: 42, accountId: 1, status: 1, form: 'Заявка', formId: 1,
  fields: [{ name: 'name', label: 'Имя', value: 'Мария' }, { name: 'comment', label: 'Комментарий', value: ' ' }],
  contact: { name: 'Мария', email: null, phone: null, phoneE164: null }, title: 'Мария',
  utm: { utm_source: 'ya' },
  page: { id: 7, title: 'Курсы', url: 'https://site.example.com/kursy' },
  referrer: 'https://ya.ru/',
  created: new Date('2026-03-01T21:30:00Z'),
};

describe('renderLeadMail', () => {
  it('writes the Russian mail in the owner\'s time zone with every answer and the inbox link', () => {
    const mail = renderLeadMail(lead, { locale: 'ru', timeZone: 'Europe/Moscow', publicUrl: 'https://app.example.com' });
    expect(mail.subject).toBe('Новая заявка: Курсы');
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining([
      'Новая заявка со страницы «Курсы».', 'Страница: https://site.example.com/kursy', 'Форма: Заявка',
      'Время: 02.03.2026 00:30 (Europe/Moscow)', 'Имя: Мария', 'Комментарий: (пусто)', 'Источник: https://ya.ru/',
      'utm_source: ya', 'Открыть заявку: https://app.example.com/leads?lead=42',
    ]));
  });

  it('writes the English mail with the same content, and says when the page is gone', () => {
    const mail = renderLeadMail(lead, { locale: 'en', timeZone: 'America/New_York', publicUrl: 'https://app.example.com' });
    expect(mail.subject).toBe('New lead: Курсы');
    expect(mail.text).toContain('A new lead from the page "Курсы".');
    expect(mail.text).toContain('Time: 01.03.2026 16:30 (America/New_York)');
    expect(mail.text).toContain('Комментарий: (empty)');
    expect(mail.text).toContain('Open the lead: https://app.example.com/leads?lead=42');
    // Only the page's own words (its title, the form's labels) stay Russian.
    expect(mail.text).not.toMatch(/Новая|Страница|Время|Открыть/);
    const orphan = renderLeadMail({ ...lead, page: null }, { locale: 'en', timeZone: 'UTC', publicUrl: 'https://app.example.com' });
    expect(orphan.text.startsWith('A new lead (the page was deleted).')).toBe(true);
  });
});
