// The consent to personal-data processing a lead keeps (0490_lead_consent.sql): written by the
// intake from the published form's rule (engine/consent.ts takeConsent), shown in the lead's detail
// and exported beside its answers, the same three facts everywhere: text, version, time.
import { sql, type SQL } from 'drizzle-orm';
import type { LeadConsent } from '../../engine/index';
import { leads } from '../db/schema-leads';

/** The values of the consent columns, in their INSERT order (consent_text, consent_version, consent_at). */
export const consentValues = (c: LeadConsent | null): SQL =>
  c === null ? sql`NULL, NULL, NULL::timestamptz` : sql`${c.text}, ${c.version}, ${c.at}::timestamptz`;

type ConsentColumns = { consentText: string | null; consentVersion: string | null; consentAt: Date | null };

/** The consent as the API gives it (api/routes/leads.ts), or null when none was given. */
export function consentView(l: ConsentColumns): { text: string; version: string; at: string } | null {
  if (l.consentAt === null || l.consentText === null) return null;
  return { text: l.consentText, version: l.consentVersion ?? '', at: l.consentAt.toISOString() };
}

/** The export's consent columns: what it selects, its headings, and a row's cells. */
export const CONSENT_EXPORT_COLUMNS = { consentText: leads.consentText, consentVersion: leads.consentVersion, consentAt: leads.consentAt };
export const CONSENT_HEADERS: Readonly<Record<'ru' | 'en', readonly string[]>> = {
  ru: ['Согласие на обработку данных', 'Версия согласия', 'Время согласия'],
  en: ['Consent to data processing', 'Consent version', 'Consent time'],
};
export const consentCells = (l: ConsentColumns, when: (d: Date) => string): string[] =>
  l.consentAt === null ? ['', '', ''] : [l.consentText ?? '', l.consentVersion ?? '', when(l.consentAt)];
