// The Telegram message of a lead and the Bot API adapter's edges: English for an English-speaking
// owner, a long lead cut by whole lines so the link to the lead always fits, the sandbox printing
// instead of sending, and an unreachable Bot API's error without the token.
import { describe, expect, it } from 'vitest';
import type { LeadData } from '../leads/index';
import { renderLeadTelegram } from './lead-telegram';
import { redactToken, sendTelegram, TelegramError } from './telegram-api';

const lead: LeadData = {
  id: 42, accountId: 1, status: 1, form: 'Заявка', formId: 1,
  fields: [{ name: 'name', label: 'Имя', value: 'Мария' }, { name: 'phone', label: 'Телефон', value: '8 (900) 111-22-33' }, { name: 'comment', label: 'Комментарий', value: ' ' }],
  contact: { name: 'Мария', email: null, phone: '8 (900) 111-22-33', phoneE164: '+79001112233' }, title: 'Мария',
  utm: { utm_source: 'ya' },
  page: { id: 7, title: 'Курсы', url: 'https://site.example.com/kursy?a=1&b=2' },
  referrer: null,
  created: new Date('2026-03-01T21:30:00Z'),
};
const opts = { locale: 'en' as const, timeZone: 'America/New_York', publicUrl: 'https://app.example.com' };

describe('renderLeadTelegram', () => {
  it('writes the English message with the contact, every answer, the source and the link, the page\'s address escaped', () => {
    const text = renderLeadTelegram(lead, opts);
    expect(text.split('\n')).toEqual([
      '<b>New lead</b> · <a href="https://site.example.com/kursy?a=1&amp;b=2">Курсы</a>',
      'Form: Заявка',
      'Time: 01.03.2026 16:30 (America/New_York)',
      '',
      'Name: Мария',
      'Phone: +79001112233',
      '',
      '<b>Answers</b>',
      'Имя: Мария',
      'Телефон: 8 (900) 111-22-33',
      'Комментарий: (empty)',
      '',
      'utm_source: ya',
      '',
      '<a href="https://app.example.com/leads?lead=42">Open the lead</a>',
    ]);
  });

  it('keeps a long lead under Telegram\'s limit by whole lines, and the link to the lead', () => {
    const fields = Array.from({ length: 40 }, (_, i) => ({ name: `q${i}`, label: `Вопрос ${i}`, value: '<'.repeat(700) }));
    const text = renderLeadTelegram({ ...lead, fields }, opts);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text.endsWith('<a href="https://app.example.com/leads?lead=42">Open the lead</a>')).toBe(true);
    // Each kept answer is cut to its limit with an ellipsis, never inside an entity.
    expect(text).toMatch(/Вопрос 0: (&lt;){599}…\n/);
    expect(text).not.toMatch(/&l(\n|$)|&lt(\n|$)/);
  });
});

describe('sendTelegram', () => {
  it('prints the message in the sandbox (no token) and sends nothing', async () => {
    const printed: string[] = [];
    await sendTelegram('http://127.0.0.1:9', { token: null, chatId: '-100', html: '<b>Новая заявка</b>' }, (t) => printed.push(t));
    expect(printed).toEqual(['[telegram sandbox] chat -100\n<b>Новая заявка</b>']);
  });

  it('says an unreachable Bot API is worth retrying, without the token its address carries', async () => {
    const token = '123456789:AAHk-telegram_test_token_0123456789ab';
    const err = await sendTelegram('http://127.0.0.1:9', { token, chatId: '-100', html: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramError);
    expect((err as TelegramError).retryable).toBe(true);
    expect((err as TelegramError).message).not.toContain(token);
    expect(redactToken(`GET /bot${token}/sendMessage failed`, token)).toBe('GET /bot…/sendMessage failed');
  });
});
