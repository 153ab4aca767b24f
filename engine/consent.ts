/**
 * Consent to the processing of personal data (152-FZ): a form's consent checkbox, as a rule. The
 * visitor reads a text (and a link to the site's policy); a lead keeps exactly that text, its
 * version and when it was given. The version is a hash of the text as shown, so two leads with
 * the same version agreed to the same words, and an edited text gets a new version.
 * A form may carry several boxes (personal data, required; marketing mail, optional): every
 * required one must be ticked, and the lead keeps each box's answer.
 * The server judges a lead with `consentProblem` (through validateLead) and the published page's
 * script asks the same of each box before it sends.
 */
import type { Lang } from './lang';
import type { Widget } from './model';

/** The name the checkbox posts under unless the owner renames it. */
export const CONSENT_NAME = 'consent';

/** The catalogue's wording, in each interface language (the owner edits it per form). */
export const CONSENT_DEFAULTS: Readonly<Record<Lang, { text: string; linkText: string }>> = {
  ru: { text: 'Я даю согласие на обработку моих персональных данных в соответствии с', linkText: 'политикой конфиденциальности' },
  en: { text: 'I agree to the processing of my personal data in accordance with the', linkText: 'privacy policy' },
};

/** How a page without script names the missing consent among the answers to correct. */
export const CONSENT_LABELS: Readonly<Record<Lang, string>> = {
  ru: 'Согласие на обработку персональных данных',
  en: 'Consent to the processing of personal data',
};

/** What a form's consent checkbox asks, as the page was published. */
export interface ConsentRule {
  readonly name: string;
  /** The text as the visitor reads it, the link's words included. */
  readonly text: string;
  readonly version: string;
  readonly required: boolean;
}

/** What a lead keeps of one consent box: what it said, and whether the visitor ticked it. */
export interface LeadConsent {
  /** The name the box posted under. */
  readonly name: string;
  readonly text: string;
  readonly version: string;
  /** Whether the form required it (a required box is always given: a lead without it is refused). */
  readonly required: boolean;
  /** Ticked: the consent given. An optional box left unticked is kept as refused. */
  readonly given: boolean;
  /** ISO time of the answer (the lead's arrival). */
  readonly at: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The policy address a consent checkbox links to: an https URL, or a page of the same site
 * ('/policy'); anything else (http, javascript:, a bare word) is no link.
 */
export function consentPolicyUrl(value: unknown): string | null {
  const url = str(value).trim();
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  return /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#][^\s]*)?$/i.test(url) ? url : null;
}

/** The words the visitor reads: the text, then the link's words (linked or, without a policy address, as plain text). */
export function consentTextOf(w: Widget): string {
  const text = str(w.cfg.text).trim();
  const link = str(w.cfg.linkText).trim();
  return link === '' ? text : `${text} ${link}`;
}

/** A short stable hash of the text (53 bits, hex): its version. Not a secret, only an identity of the wording. */
export function consentVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export const consentNameOf = (w: Widget): string => str(w.cfg.name).trim() || CONSENT_NAME;

/** The rule of a consent widget. Required unless the owner unticked «Обязательное». */
export function consentRule(w: Widget): ConsentRule {
  const text = consentTextOf(w);
  return { name: consentNameOf(w), text, version: consentVersion(text), required: w.cfg.required !== false };
}

/** Whether a posted value is consent given: the checkbox was ticked (a ticked box posts its value). */
export const consentGiven = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/** 'consent' when a required consent box is left unticked, else null: the server's and the page script's one rule. */
export function consentProblem(rule: Pick<ConsentRule, 'required'>, value: string | undefined): 'consent' | null {
  return rule.required && !consentGiven(value) ? 'consent' : null;
}

/**
 * The answers without the consent boxes (they are no answers to show among the fields), and what
 * the lead keeps of each box, in the form's order: the published text, its version, whether it
 * was required and ticked, at `at`. Empty when the form asks none.
 */
export function takeConsents(rules: readonly ConsentRule[], answers: Readonly<Record<string, string>>, at: Date): { answers: Record<string, string>; consents: LeadConsent[] } {
  const rest: Record<string, string> = { ...answers };
  const consents = rules.map((rule) => {
    const value = Object.prototype.hasOwnProperty.call(rest, rule.name) ? rest[rule.name] : undefined;
    delete rest[rule.name];
    return { name: rule.name, text: rule.text, version: rule.version, required: rule.required, given: consentGiven(value), at: at.toISOString() };
  });
  return { answers: rest, consents };
}
