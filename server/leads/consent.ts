// The consents a lead keeps (0531_lead_consents.sql; one consent in 0490_lead_consent.sql's columns
// on leads stored before): written by the intake from the published form's boxes (engine/consent.ts
// takeConsents), shown in the lead's detail and exported beside its answers — for each box the
// text as shown, its version, whether it was required and ticked, and the time.
import { sql, type SQL } from 'drizzle-orm';
import type { LeadConsent } from '../../engine/index';
import { leads } from '../db/schema-leads';

/** The value of the consents column in the INSERT: the boxes' answers, or NULL when the form asked none. */
export const consentValues = (c: readonly LeadConsent[]): SQL => (c.length === 0 ? sql`NULL::jsonb` : sql`${JSON.stringify(c)}::jsonb`);

type ConsentColumns = { consents: unknown[] | null; consentText: string | null; consentVersion: string | null; consentAt: Date | null };

/** A consent as the API gives it (api/routes/leads.ts); `required` is null on a lead stored before it was kept. */
export interface ConsentView { text: string; version: string; at: string; required: boolean | null; given: boolean }

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The lead's consents in its form's order: the stored list, or the one consent an older lead kept (given, as only a given one was stored). */
export function consentsView(l: ConsentColumns): ConsentView[] {
  if (Array.isArray(l.consents)) {
    return l.consents.filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null).map((c) => ({
      text: str(c.text), version: str(c.version), at: new Date(str(c.at)).toISOString(),
      required: typeof c.required === 'boolean' ? c.required : null, given: c.given === true,
    }));
  }
  if (l.consentAt === null || l.consentText === null) return [];
  return [{ text: l.consentText, version: l.consentVersion ?? '', at: l.consentAt.toISOString(), required: null, given: true }];
}

/** The export's consent columns: what it selects, its headings, and a row's cells (one line per box). */
export const CONSENT_EXPORT_COLUMNS = { consents: leads.consents, consentText: leads.consentText, consentVersion: leads.consentVersion, consentAt: leads.consentAt };
export const CONSENT_HEADERS: Readonly<Record<'ru' | 'en', readonly string[]>> = {
  ru: ['Согласие на обработку данных', 'Версия согласия', 'Время согласия', 'Согласие дано'],
  en: ['Consent to data processing', 'Consent version', 'Consent time', 'Consent given'],
};
/** `words`: the export's own yes and no (the words its ticked checkbox answers read as). */
export function consentCells(l: ConsentColumns, when: (d: Date) => string, words: { readonly yes: string; readonly no: string }): string[] {
  const all = consentsView(l);
  const lines = (f: (c: ConsentView) => string) => all.map(f).join('\n');
  return [lines((c) => c.text), lines((c) => c.version), lines((c) => when(new Date(c.at))), lines((c) => (c.given ? words.yes : words.no))];
}
