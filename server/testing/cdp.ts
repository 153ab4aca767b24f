// Test helpers of the customer-data area: an owner with a page, and leads stored exactly as the
// intake stores them (leads/intake.ts storeLead: the lead and its lead.created event in one
// transaction), so the person-matching job runs as it does in production.
import type { FormRules } from '../../engine/index';
import { api } from '../../api/index';
import { storeLead } from '../leads/index';
import type { Harness } from './harness';

export const CONTACT_FORM: FormRules = {
  id: 7,
  name: 'Заявка на курс',
  submitText: 'Спасибо!',
  fields: [
    { name: 'name', label: 'Имя', kind: 'text', required: false, options: [] },
    { name: 'email', label: 'Email', kind: 'email', required: false, options: [] },
    { name: 'phone', label: 'Телефон', kind: 'phone', required: false, options: [] },
    { name: 'comment', label: 'Комментарий', kind: 'text', required: false, options: [] },
  ],
};

export interface CdpOwner { token: string; email: string; accountId: number; page: { id: number; title: string; project_id: number | null } }

export async function accountIdOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

/** A new account owner with one page (where their leads come from). */
export async function cdpOwner(h: Harness, email?: string): Promise<CdpOwner> {
  const o = await h.signUp(email);
  const page = await h.ok(api.pages.create, { token: o.token, body: { title: 'Курсы английского' } });
  return { token: o.token, email: o.email, accountId: await accountIdOf(h, o.email), page };
}

/** A visitor's lead on the owner's page, stored as the intake stores it; returns the lead id. */
export async function sendLead(h: Harness, o: CdpOwner, answers: Record<string, string>, utm: Record<string, string> = {}, form: FormRules | undefined = CONTACT_FORM): Promise<number> {
  const target = { id: o.page.id, accountId: o.accountId, projectId: o.page.project_id, uri: '', forms: { lang: 'ru' as const, forms: form ? { [form.id]: form } : {} } };
  const id = await storeLead(h.database.db, target, form, form?.name ?? 'Заявка', answers, { utm, referrer: 'https://ya.ru/', key: null }, { ip: '127.0.0.1', userAgent: 'test' });
  if (id === null) throw new Error('lead not stored');
  return id;
}
