// @vitest-environment happy-dom
// Phone fields: a page with one carries the phone part (AsYouType with its account country's plan),
// formats the number as it is typed and refuses one its country cannot have, with the server's
// message; the server's own check (validateLead) judges every country. A page without a phone
// field carries none of it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { FIELD_MESSAGES, formsOf, validateLead } from '../forms';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';
import { SCRIPT_PARTS } from './script/compiled.generated';

function formPage(withPhone: boolean) {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Звонок' } }));
  const formId = childIds(doc.page, null)[0];
  for (const id of childIds(doc.page, formId)) doc = apply(doc, { type: 'widget.delete', id }).doc;
  doc = apply(doc, addInside(formId, 'input-text', { cfg: { inputType: 'text', label: 'Имя', name: 'name', required: false } })).doc;
  if (withPhone) doc = apply(doc, addInside(formId, 'input-phone', { cfg: { inputType: 'phone', label: 'Телефон', name: 'phone', required: true } })).doc;
  return { doc, rules: formsOf(doc, 'ru').forms[String(formId)] };
}

/** Types `text` into the field a character at a time, as a keyboard does (an input event after each). */
function type(x: HTMLInputElement, text: string) {
  for (const ch of text) {
    x.value += ch;
    x.setSelectionRange(x.value.length, x.value.length);
    x.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ch }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('phone fields', () => {
  it('carry the phone part only on pages that have one, with the account country\'s plan only', () => {
    const without = renderPage(formPage(false).doc, { leadUrl: '/__lead' }).js;
    const withPhone = renderPage(formPage(true).doc, { leadUrl: '/__lead', country: 'DE' }).js;
    expect(without).not.toContain(SCRIPT_PARTS.phone.slice(0, 200));
    expect(withPhone.length - without.length).toBeGreaterThan(SCRIPT_PARTS.phone.length - 2000);
    expect(withPhone).toContain('"country":"DE"');
    // Germany's plan, not the world's: Russia's is not in it.
    expect(withPhone).toContain('"DE":[');
    expect(withPhone).not.toContain('"RU":[');
  });

  it('format the number as it is typed, in the country\'s way, and refuse one the country cannot have', async () => {
    const { doc, rules } = formPage(true);
    const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 3, country: 'RU' });
    document.body.innerHTML = html;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_u: string, init: { body: string }) => { sent.push(init.body); return new Response('{"ok":true}'); });
    new Function(js)();
    const form = document.querySelector('form') as HTMLFormElement;
    const phone = form.querySelector('input[name=phone]') as HTMLInputElement;
    type(phone, '89001234567');
    expect(phone.value).toBe('8 (900) 123-45-67');
    phone.value = '';
    type(phone, '+79001234567');
    expect(phone.value).toBe('+7 900 123 45 67');
    // Too short for Russia, though 7 digits pass the shape rule alone.
    phone.value = '';
    type(phone, '+7900123');
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.closest('label')?.querySelector('._fe')?.textContent).toBe(FIELD_MESSAGES.ru.phone);
    expect(sent).toHaveLength(0);
    expect(validateLead(rules, { phone: phone.value }, 'RU')).toEqual({ phone: 'phone' });
  });

  it('are judged by the server in the account\'s country, and another country\'s number by its own plan', () => {
    const { rules } = formPage(true);
    expect(validateLead(rules, { phone: '8 900 123-45-67' }, 'RU')).toEqual({});
    expect(validateLead(rules, { phone: '+7 900 123' }, 'RU')).toEqual({ phone: 'phone' });
    expect(validateLead(rules, { phone: '+49 30 1234567' }, 'RU')).toEqual({});
    // Eight digits without a code are read as a Russian number: too few for one.
    expect(validateLead(rules, { phone: '900 123 45' }, 'RU')).toEqual({ phone: 'phone' });
  });
});
