/**
 * Who a lead is from — their name, email and phone — and what a phone is, as one rule. The intake
 * works the contact out once with `leadContact` and stores it on the lead; the inbox, the export,
 * the person match, mails, webhooks and CRM payloads read what was stored. Searches normalise a
 * phone-like query with the same `phoneE164`, so every way of typing a number finds it.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { FIELD_PATTERNS, type FormFieldRule, type FormRules } from './forms';
import { ownValue } from './own';

/** The region a number typed without its country code is read in when the account names none. */
export const DEFAULT_PHONE_REGION: CountryCode = 'RU';

/** The account's country (ISO 3166 alpha-2, any case) as a phone region; Russia when unset or unknown. */
export function phoneRegion(country: string | null | undefined): CountryCode {
  const code = (country ?? '').trim().toUpperCase();
  return code !== '' && isSupportedCountry(code) ? code : DEFAULT_PHONE_REGION;
}

/**
 * A number in E.164 ("+79007778899"), read in `region` when typed without its country code (so
 * "8 900 777-88-99" and "900 777 88 99" are Russian numbers by default); null when it cannot be a
 * phone number at all (wrong length for its country, letters, an order number).
 */
export function phoneE164(raw: string | null | undefined, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  const text = (raw ?? '').trim();
  if (text === '' || !PHONE.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isPossible() ? parsed.number : null;
}

/** Whether a value is, by its shape alone, a real number of its country (not merely 7+ digits). */
const isRealPhone = (value: string, region: CountryCode): boolean =>
  PHONE.test(value) && parsePhoneNumberFromString(value, region)?.isValid() === true;

/**
 * What a search term looks for when it is a phone: the digits of its E.164 form when it is a
 * whole number ("8 900 777-88-99" → "79007778899"), else its own digits (a partial number, the
 * last 4 or more digits); null when the term is not phone-like (letters, fewer than 4 digits).
 * Stored search texts carry the same digits (`contactSearchText`).
 */
export function phoneSearchDigits(term: string, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  const text = term.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return phoneE164(text, region)?.slice(1) ?? digits;
}

/** A search term as a phone-aware search matches it: a phone's digits, else the term lower-cased. */
export const searchTermOf = (term: string, region: CountryCode = DEFAULT_PHONE_REGION): string =>
  phoneSearchDigits(term, region) ?? term.trim().toLowerCase();

/**
 * The digits a stored text adds for phone searches: for every phone-like value, its own digits and
 * its E.164 digits, so a number is found however it is typed in the query.
 */
export function phoneSearchText(values: Iterable<string>, region: CountryCode = DEFAULT_PHONE_REGION): string {
  const out = new Set<string>();
  for (const value of values) {
    const digits = phoneSearchDigits(value, region);
    if (digits === null) continue;
    out.add(value.replace(/\D/g, ''));
    out.add(digits);
  }
  return [...out].join(' ');
}

const EMAIL = new RegExp(FIELD_PATTERNS.email);
const PHONE = new RegExp(FIELD_PATTERNS.phone);
const NAME_HINT = /name|имя|фио|fio|client|клиент/i;
const EMAIL_HINT = /e-?mail|почт/i;
const PHONE_HINT = /phone|tel|телефон|моб/i;

/** A lead's person in the usual fields (null when the form did not ask or it was left empty). */
export interface LeadContact {
  name: string | null;
  email: string | null;
  /** As the visitor typed it. */
  phone: string | null;
  /** The same number in E.164; null when it cannot be read as a phone number. */
  phoneE164: string | null;
}

/** The contact and the client in one line (the inbox's «Клиент» column, its sort, a CRM deal's title). */
export interface LeadClient extends LeadContact {
  /** The name, else the email, else the phone, else the first answer. */
  title: string;
}

/** The rule's version: leads whose stored contact was worked out by an older rule are worked out again. */
export const CONTACT_RULE_VERSION = 1;

/**
 * The name, email and phone among a lead's answers, by one rule: the field's kind first (an email
 * or phone field), then a hint in the field's name or label («Мобильный», `who` labelled «Имя»),
 * then the value's shape (an address; a number that is a real phone of its country, so an order
 * number is never taken). A value of the wrong shape is never taken. Answers the form does not know
 * (a hand-made POST) are read after its fields, by name (their label from `labels`).
 */
export function leadContact(
  form: FormRules | undefined,
  values: Readonly<Record<string, string>>,
  labels: readonly { name: string; label: string }[] = [],
  region: CountryCode = DEFAULT_PHONE_REGION,
): LeadClient {
  const labelOf = new Map(labels.map((l) => [l.name, l.label]));
  const known = new Set((form?.fields ?? []).map((f) => f.name));
  const fields: FormFieldRule[] = [
    ...(form?.fields ?? []),
    ...Object.keys(values).filter((name) => !known.has(name)).map((name): FormFieldRule => ({ name, label: labelOf.get(name) ?? name, kind: 'text', required: false, options: [] })),
  ];
  const seen = new Set<string>();
  const answered = fields.filter((f) => !seen.has(f.name) && seen.add(f.name))
    .map((f) => ({ f, value: (ownValue(values, f.name) ?? '').trim() })).filter((x) => x.value !== '');
  const hinted = (hint: RegExp) => (f: FormFieldRule) => hint.test(f.name) || hint.test(f.label);
  const first = (...tests: ((f: FormFieldRule, value: string) => boolean)[]) => {
    for (const test of tests) {
      const hit = answered.find((x) => test(x.f, x.value));
      if (hit) return hit;
    }
    return undefined;
  };
  const email = first(
    (f, v) => f.kind === 'email' && EMAIL.test(v),
    (f, v) => hinted(EMAIL_HINT)(f) && EMAIL.test(v),
    (f, v) => f.kind === 'text' && EMAIL.test(v),
  );
  const phone = first(
    (f, v) => f.kind === 'phone' && PHONE.test(v),
    (f, v) => f.kind !== 'email' && hinted(PHONE_HINT)(f) && PHONE.test(v),
    (f, v) => f.kind === 'text' && !hinted(NAME_HINT)(f) && isRealPhone(v, region),
  );
  const name = first((f) => f.kind === 'text' && hinted(NAME_HINT)(f) && f !== email?.f && f !== phone?.f);
  const contact: LeadContact = {
    name: name?.value.slice(0, 200) ?? null,
    email: email?.value.slice(0, 254) ?? null,
    phone: phone?.value.slice(0, 40) ?? null,
    phoneE164: phone ? phoneE164(phone.value, region) : null,
  };
  const title = contact.name ?? contact.email ?? contact.phone ?? answered[0]?.value ?? '';
  return { ...contact, title: title.slice(0, 200) };
}

/** One answer of a lead with the label the visitor read, and its field's kind when the form said it (engine/constants.ts INPUT_TYPES). */
export interface LeadAnswer { name: string; label: string; value: string; kind?: string }

/**
 * A lead's answers as every reader shows them (the drawer, a person's leads, mails, webhooks): in
 * form order with the labels the visitor read ('' for a field of the form that was not sent),
 * then answers the form did not name, labelled by their name.
 */
export function leadAnswers(labels: readonly { name: string; label: string; kind?: string }[], values: Readonly<Record<string, string>>): LeadAnswer[] {
  const seen = new Set<string>();
  const out: LeadAnswer[] = [];
  for (const { name, label, kind } of labels) {
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name, label: label || name, value: ownValue(values, name) ?? '', ...(kind === undefined ? {} : { kind }) });
  }
  for (const [name, value] of Object.entries(values)) if (!seen.has(name)) out.push({ name, label: name, value });
  return out;
}
