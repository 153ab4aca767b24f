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
  /**
   * Marks a number the country cannot have and formats it: while typing (`typed`), only at the end
   * of the field, so a deletion or an edit in the middle keeps what the visitor did and where; on
   * arrival of this file, whatever was typed or autofilled before it came, with the caret kept
   * after the same digit it followed.
   */
  const mask = (x: HTMLInputElement, how: 'typed' | 'deleted' | 'arrived'): void => {
    const typed = new AsYouType(c.country, c.metadata);
    let shown = x.value;
    try {
      shown = typed.input(x.value);
    } catch { /* an input the formatter cannot read: left as typed */ }
    const code = typed.getCallingCode();
    const known = !typed.isInternational() || (code !== undefined && codes[code] !== undefined);
    if (known && /\d{4}/.test(x.value.replace(/\D/g, '')) && !typed.isPossible()) x.setAttribute('data-phone-bad', '');
    else x.removeAttribute('data-phone-bad');
    if (!known || !shown || shown === x.value || how === 'deleted') return;
    if (how === 'typed') {
      if (x.selectionStart === x.value.length) x.value = shown;
      return;
    }
    const focused = document.activeElement === x;
    const at = x.selectionStart;
    const caret = !focused || at === null || at >= x.value.length ? shown.length : caretAfterDigits(shown, digitsBefore(x.value, at));
    x.value = shown;
    if (focused) x.setSelectionRange(caret, caret);
  };
  [].forEach.call(document.querySelectorAll('input[data-phone]'), (x: HTMLInputElement) => {
    x.addEventListener('input', (e) => mask(x, ((e as TypedInput).inputType || '').indexOf('delete') === 0 ? 'deleted' : 'typed'));
    // A number typed or autofilled while this file was on its way is formatted now, not at the next keystroke.
    if (x.value) mask(x, 'arrived');
  });
}

/** How many digits (and a leading +) come before position `at` of `text`. */
function digitsBefore(text: string, at: number): number {
  return text.slice(0, at).replace(/[^\d+]/g, '').length;
}

/** The position in `text` just after its `n`th digit (or +): where a caret that followed that digit goes once the number is formatted. */
function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d+]/.test(text.charAt(i)) && ++seen === n) return i + 1;
  }
  return text.length;
}
