/**
 * The phone mask of the published page's script, for pages with a phone field (`data-phone`):
 * a file of its own (engine/render/phone-file.ts) that the inline phone part (./phone-load.ts)
 * loads when a visitor starts on a phone field, so pages publish without its weight. It formats the number as the visitor types it, in the way of the account's
 * country (libphonenumber's AsYouType: "+7 900 123-45-67", "8 (900) 123-45-67"), and marks a number
 * that country cannot have (`data-phone-bad`), which the form part then refuses with the server's
 * message. A number with another country's code is left to the server, which knows every country.
 */
import { AsYouType, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';

export interface PhoneScriptConfig {
  readonly country: CountryCode;
  /** The numbering plans of the country and those sharing its calling code (engine/phone-rule.ts phoneMetadataFor). */
  readonly metadata: MetadataJson;
}

interface TypedInput extends InputEvent {
  inputType: string;
}

export function run(c: PhoneScriptConfig): void {
  const codes = (c.metadata as unknown as { country_calling_codes: Record<string, unknown> }).country_calling_codes;
  /** Marks a number the country cannot have, and formats it unless `keep` (a deletion, or what was there before this file ran). */
  const mask = (x: HTMLInputElement, keep: boolean): void => {
    const typed = new AsYouType(c.country, c.metadata);
    let shown = x.value;
    try {
      shown = typed.input(x.value);
    } catch { /* an input the formatter cannot read: left as typed */ }
    const code = typed.getCallingCode();
    const known = !typed.isInternational() || (code !== undefined && codes[code] !== undefined);
    if (known && /\d{4}/.test(x.value.replace(/\D/g, '')) && !typed.isPossible()) x.setAttribute('data-phone-bad', '');
    else x.removeAttribute('data-phone-bad');
    // Formatted only while typing at the end: a deletion, or an edit in the middle, keeps what the visitor did and where.
    if (known && !keep && shown && shown !== x.value && x.selectionStart === x.value.length) x.value = shown;
  };
  [].forEach.call(document.querySelectorAll('input[data-phone]'), (x: HTMLInputElement) => {
    x.addEventListener('input', (e) => mask(x, ((e as TypedInput).inputType || '').indexOf('delete') === 0));
    // What was typed while this file was on its way is checked but left as it is (never changed under
    // the visitor, or while the form is being sent); the next keystroke formats the whole number.
    if (x.value) mask(x, true);
  });
}
