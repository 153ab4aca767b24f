// The JSON every integration receives for a lead — the Standard Webhooks envelope
// `{ type, timestamp, data }` with the lead in `data` — and the sample lead of «Отправить тест».
// Built once per delivery and stored as sent (integration_deliveries.body).
import { randomBytes } from 'node:crypto';
import type { LeadData } from '../services/lead-data';

export interface LeadPayload {
  id: number;
  status: number;
  form: string;
  page: { id: number; title: string; url: string | null } | null;
  /** The answers in form order, with the labels the visitor read. */
  fields: { name: string; label: string; value: string }[];
  /** The person in the usual three fields, when the form asked for them. */
  contact: { name: string | null; email: string | null; phone: string | null };
  /** The visit's UTM tags. */
  utm: Record<string, string>;
  referrer: string | null;
  created: string;
  test?: true;
}

export interface Envelope { type: 'lead.created'; timestamp: string; data: LeadPayload }

/** A webhook-id: unique per message, the same on each of its attempts. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** Name, email and phone among the answers: by the field's name first, then by the value's shape. */
export function contactOf(fields: readonly { name: string; value: string }[]): LeadPayload['contact'] {
  const by = (names: RegExp, shape?: RegExp) =>
    fields.find((f) => names.test(f.name) && f.value.trim() !== '')?.value.trim()
    ?? (shape ? fields.find((f) => shape.test(f.value.trim()))?.value.trim() : undefined) ?? null;
  return { name: by(/^(name|fio|first_?name|имя)$/i), email: by(/e-?mail/i, EMAIL), phone: by(/phone|tel/i, PHONE) };
}

export function leadPayload(lead: LeadData): LeadPayload {
  return {
    id: lead.id, status: lead.status, form: lead.form, page: lead.page, fields: lead.fields, contact: contactOf(lead.fields),
    utm: lead.utm, referrer: lead.referrer, created: lead.created.toISOString(),
  };
}

export function samplePayload(lang: 'ru' | 'en', at: Date): LeadPayload {
  const fields = lang === 'ru'
    ? [{ name: 'name', label: 'Имя', value: 'Иван Петров' }, { name: 'email', label: 'Email', value: 'ivan@example.com' }, { name: 'phone', label: 'Телефон', value: '+7 900 123-45-67' }]
    : [{ name: 'name', label: 'Name', value: 'John Smith' }, { name: 'email', label: 'Email', value: 'john@example.com' }, { name: 'phone', label: 'Phone', value: '+1 555 123 4567' }];
  return {
    id: 0, status: 1, form: lang === 'ru' ? 'Тестовая форма' : 'Test form', page: null, fields, contact: contactOf(fields),
    utm: { utm_source: 'test' }, referrer: null, created: at.toISOString(), test: true,
  };
}

export function envelope(data: LeadPayload, at: Date): string {
  const e: Envelope = { type: 'lead.created', timestamp: at.toISOString(), data };
  return JSON.stringify(e);
}
