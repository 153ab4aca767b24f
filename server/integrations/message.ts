// The JSON every integration receives for a lead — the Standard Webhooks envelope
// `{ type, timestamp, data }` with the lead in `data` — and the sample lead of «Отправить тест».
// Built once per delivery and stored as sent (integration_deliveries.body).
import { randomBytes } from 'node:crypto';
import { leadContact, type LeadContact } from '../../engine/index';
import type { LeadData } from '../leads/index';

export interface LeadPayload {
  id: number;
  status: number;
  form: string;
  page: { id: number; title: string; url: string | null } | null;
  /** The answers in form order, with the labels the visitor read. */
  fields: { name: string; label: string; value: string }[];
  /**
   * The person in the usual fields, as the intake worked them out (engine/contact.ts leadContact);
   * null when the form did not ask. The phone as typed, and in E.164 when it is a number.
   */
  contact: { name: string | null; email: string | null; phone: string | null; phone_e164: string | null };
  /** The visit's UTM tags. */
  utm: Record<string, string>;
  referrer: string | null;
  created: string;
  test?: true;
}

export interface Envelope { type: 'lead.created'; timestamp: string; data: LeadPayload }

/** A webhook-id: unique per message, the same on each of its attempts. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

const contactView = (c: LeadContact): LeadPayload['contact'] => ({ name: c.name, email: c.email, phone: c.phone, phone_e164: c.phoneE164 });

export function leadPayload(lead: LeadData): LeadPayload {
  return {
    id: lead.id, status: lead.status, form: lead.form, page: lead.page, fields: lead.fields, contact: contactView(lead.contact),
    utm: lead.utm, referrer: lead.referrer, created: lead.created.toISOString(),
  };
}

export function samplePayload(lang: 'ru' | 'en', at: Date): LeadPayload {
  const fields = lang === 'ru'
    ? [{ name: 'name', label: 'Имя', value: 'Иван Петров' }, { name: 'email', label: 'Email', value: 'ivan@example.com' }, { name: 'phone', label: 'Телефон', value: '+7 900 123-45-67' }]
    : [{ name: 'name', label: 'Name', value: 'John Smith' }, { name: 'email', label: 'Email', value: 'john@example.com' }, { name: 'phone', label: 'Phone', value: '+1 555 123 4567' }];
  return {
    // The sample's contact comes from the same rule a real lead's does.
    id: 0, status: 1, form: lang === 'ru' ? 'Тестовая форма' : 'Test form', page: null, fields,
    contact: contactView(leadContact(undefined, Object.fromEntries(fields.map((f) => [f.name, f.value])), fields, lang === 'ru' ? 'RU' : 'US')),
    utm: { utm_source: 'test' }, referrer: null, created: at.toISOString(), test: true,
  };
}

export function envelope(data: LeadPayload, at: Date): string {
  const e: Envelope = { type: 'lead.created', timestamp: at.toISOString(), data };
  return JSON.stringify(e);
}
