// @vitest-environment happy-dom
// Phone fields: a page with one carries the small phone part, which loads the phone mask (AsYouType
// with its account country's plan) as a file of its own when a visitor starts on a phone field; the
// mask formats the number as it is typed and refuses one its country cannot have, with the server's
// message; the server's own check (validateLead) judges every country. A page without a phone
// field carries none of it.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { FIELD_MESSAGES, formsOf, validateLead } from '../forms';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';
import { SCRIPT_FILES, SCRIPT_PARTS } from './script/compiled.generated';
import { PAGE_SCRIPT_URL, pageScriptFile, phoneFile } from './phone-file';
import { runRequestedScriptFiles } from './script/files-fixture';

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
  it('carry only a small loader inline, pointing at the phone file with the account country\'s plan only', () => {
    const without = renderPage(formPage(false).doc, { leadUrl: '/__lead' }).js;
    const withPhone = renderPage(formPage(true).doc, { leadUrl: '/__lead', country: 'DE' }).js;
    expect(without).not.toContain(SCRIPT_PARTS.phone);
    // The inline cost of a phone field: the loader, well under a kilobyte gzipped (the mask inline was ~13 KB).
    const gz = (t: string) => gzipSync(t, { level: 9 }).length;
    expect(gz(withPhone) - gz(without)).toBeLessThan(600);
    expect(withPhone).not.toContain(SCRIPT_FILES.phone.slice(0, 200));
    const file = phoneFile('DE');
    expect(file.name).toMatch(/^phone-de\.[0-9a-f]{16}\.js$/);
    expect(withPhone).toContain(`"src":"${PAGE_SCRIPT_URL}${file.name}"`);
    expect(gz(file.text)).toBeGreaterThan(8000);
    // Germany's plan, not the world's: Russia's is not in it.
    expect(file.text).toContain('"country":"DE"');
    expect(file.text).toContain('"DE":[');
    expect(file.text).not.toContain('"RU":[');
  });

  it('answer only the names of files they build: another hash or a made-up country is none', () => {
    const ru = phoneFile('RU');
    expect(pageScriptFile(ru.name)).toBe(ru);
    expect(pageScriptFile(ru.name.replace(/\.[0-9a-f]{16}\./, '.0000000000000000.'))).toBeNull();
    expect(pageScriptFile('phone-zz.0000000000000000.js')).toBeNull();
    expect(pageScriptFile('../phone-ru.js')).toBeNull();
    // An unknown or unset country is Russia's plan, under Russia's name.
    expect(phoneFile('').name).toBe(ru.name);
  });

  it('load the mask on the first focus of a phone field, then format the number as it is typed, in the country\'s way, and refuse one the country cannot have', async () => {
    const { doc, rules } = formPage(true);
    const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 3, country: 'RU' });
    document.body.innerHTML = html;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_u: string, init: { body: string }) => { sent.push(init.body); return new Response('{"ok":true}'); });
    new Function(js)();
    const form = document.querySelector('form') as HTMLFormElement;
    const phone = form.querySelector('input[name=phone]') as HTMLInputElement;
    const loads = () => [...document.querySelectorAll('script[src]')].map((x) => x.getAttribute('src'));
    expect(loads()).toEqual([]);
    (form.querySelector('input[name=name]') as HTMLInputElement).focus();
    expect(loads()).toEqual([]);
    phone.focus();
    const src = `${PAGE_SCRIPT_URL}${phoneFile('RU').name}`;
    expect(loads()).toEqual([src]);
    // Typed before the file has run: a plain tel input; formatted (and checked: too short so far)
    // the moment the file runs, the caret still at the end, and typing goes on from there.
    type(phone, '8900');
    expect(phone.value).toBe('8900');
    expect(runRequestedScriptFiles()).toEqual([src]);
    expect(phone.value).toBe('8 (900)');
    expect(phone.selectionStart).toBe(phone.value.length);
    expect(phone.hasAttribute('data-phone-bad')).toBe(true);
    type(phone, '1');
    expect(phone.value).toBe('8 (900) 1');
    phone.blur();
    phone.focus();
    expect(loads()).toEqual([src]);
    expect(runRequestedScriptFiles()).toEqual([]);
    phone.value = '';
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

  it('format a number typed or autofilled before the mask arrived, in every phone field, the caret after the same digit', () => {
    let { doc } = formPage(true);
    const formId = childIds(doc.page, null)[0];
    doc = apply(doc, addInside(formId, 'input-phone', { cfg: { inputType: 'phone', label: 'Второй', name: 'phone2', required: false } })).doc;
    const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 3, country: 'RU' });
    document.body.innerHTML = html;
    new Function(js)();
    const phone = document.querySelector('input[name=phone]') as HTMLInputElement;
    const other = document.querySelector('input[name=phone2]') as HTMLInputElement;
    const name = document.querySelector('input[name=name]') as HTMLInputElement;
    // A fast typist's whole number, then a correction in its middle; the other field autofilled.
    phone.focus();
    type(phone, '89001234567');
    other.value = '+79001234567';
    phone.setSelectionRange(5, 5); // after «8900 1»'s «1»: five digits before the caret
    name.value = '89001234567'; // not a phone field: never touched
    runRequestedScriptFiles();
    expect(phone.value).toBe('8 (900) 123-45-67');
    expect(phone.selectionStart).toBe('8 (900) 1'.length);
    expect(other.value).toBe('+7 900 123 45 67');
    expect(name.value).toBe('89001234567');
    // A whole number Russia can have: not marked.
    expect(phone.hasAttribute('data-phone-bad')).toBe(false);
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
