// @vitest-environment happy-dom
// A form with steps and a conditional field as a published page runs it: the compiled script
// parts (conditions, steps, form) with the server's own rules. Steps and conditions are carried
// only by pages whose forms use them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { FIELD_MESSAGES, formsOf, validateLead } from '../forms';
import type { DocEvent } from '../events';
import type { PageDocument } from '../model';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { SCRIPT_PARTS } from './script/compiled.generated';
import { runRequestedScriptFiles } from './script/files-fixture';
import { renderPage } from '.';

const set = (id: number, path: string, value: unknown): DocEvent => ({ type: 'widget.param.set', id, path, value });

/**
 * The catalogue's form (name 2, phone 3, consent 4, button 5) with a second step starting at «Как
 * получить» (6), and an address (7) asked only for delivery.
 */
function twoStepPage(): PageDocument {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Заказ' } }));
  doc = apply(doc, addInside(1, 'input-dropdown', { cfg: { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, stepStart: true } })).doc;
  doc = apply(doc, set(6, 'options', ['Самовывоз', 'Доставка'])).doc;
  doc = apply(doc, addInside(1, 'input-text', { cfg: { inputType: 'text', name: 'address', label: 'Адрес', required: true, showIf: { field: 'how', value: 'Доставка' } } })).doc;
  return doc;
}

function mount(doc: PageDocument) {
  const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 7 });
  document.body.innerHTML = html;
  const sent: URLSearchParams[] = [];
  vi.stubGlobal('fetch', (_url: string, init: { body: string }) => {
    sent.push(new URLSearchParams(init.body));
    return Promise.resolve(new Response('{"ok":true,"stored":true}', { status: 200 }));
  });
  new Function(js)();
  const form = document.querySelector('form') as HTMLFormElement;
  const control = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
  const box = (name: string) => control(name).closest('label') as HTMLElement;
  const shown = (name: string) => box(name).style.display !== 'none';
  const type = (name: string, value: string) => {
    const c = control(name);
    if (c.type === 'checkbox') c.checked = value !== '';
    else c.value = value;
    c.dispatchEvent(new Event(c.tagName === 'SELECT' || c.type === 'checkbox' ? 'change' : 'input', { bubbles: true }));
  };
  const button = (text: string) => Array.from(form.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;
  const submitButton = form.querySelector('[type=submit]') as HTMLElement;
  const progress = () => (form.querySelector('[aria-live=polite]') as HTMLElement).textContent;
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  const message = (name: string) => box(name).querySelector('._fe')?.textContent ?? '';
  return { form, control, shown, type, button, submitButton, progress, submit, message, sent };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a form with steps and a condition on a published page', () => {
  it('carries the steps and conditions parts only when its forms use them', () => {
    const plain = renderPage(docWith(addRoot('form'))).js;
    expect(plain).toContain('data-form');
    expect(plain).not.toContain(SCRIPT_PARTS.steps.slice(0, 60));
    expect(plain).not.toContain(SCRIPT_PARTS.conditions.slice(0, 60));
    const stepped = renderPage(twoStepPage()).js;
    expect(stepped).toContain('Шаг {n} из {total}');
    expect(stepped).toContain(SCRIPT_PARTS.conditions.slice(0, 60));
  });

  it('checks each step before the next, keeps answers going back, hides the unmet field and sends only what the server takes', async () => {
    const ui = mount(twoStepPage());
    expect(ui.progress()).toBe('Шаг 1 из 2');
    expect([ui.shown('name'), ui.shown('phone'), ui.shown('how'), ui.shown('consent')]).toEqual([true, true, false, false]);
    expect(ui.submitButton.style.display).toBe('none');
    expect(ui.button('Назад').style.display).toBe('none');

    ui.button('Далее').click();
    expect(ui.progress()).toBe('Шаг 1 из 2');
    expect(ui.message('name')).toBe(FIELD_MESSAGES.ru.required);

    ui.type('name', 'Анна');
    ui.control('phone').focus();
    runRequestedScriptFiles(); // the phone mask, loaded once the visitor is on the field
    ui.type('phone', '+7 900 123-45-67');
    ui.submit(); // Enter on the first step moves on, and sends nothing
    await flush();
    expect(ui.sent).toHaveLength(0);
    expect(ui.progress()).toBe('Шаг 2 из 2');
    expect([ui.shown('name'), ui.shown('how'), ui.shown('address'), ui.shown('consent')]).toEqual([false, true, false, true]);
    expect(ui.control('address').disabled).toBe(true);
    expect(ui.submitButton.style.display).toBe('');

    ui.type('how', 'Доставка');
    expect(ui.shown('address')).toBe(true);
    expect(ui.control('address').disabled).toBe(false);
    ui.type('address', 'Тверская, 1');
    ui.button('Назад').click();
    expect(ui.progress()).toBe('Шаг 1 из 2');
    expect(ui.control('name').value).toBe('Анна');
    ui.button('Далее').click();
    expect(ui.control('address').value).toBe('Тверская, 1');

    ui.type('how', 'Самовывоз');
    expect(ui.shown('address')).toBe(false);
    ui.submit();
    await flush();
    expect(ui.sent).toHaveLength(0);
    expect(ui.message('consent')).toBe(FIELD_MESSAGES.ru.consent);

    ui.type('consent', 'yes');
    ui.submit();
    await flush();
    expect(ui.sent).toHaveLength(1);
    const body = Object.fromEntries([...ui.sent[0].entries()].filter(([k]) => !k.startsWith('__') && !['form_name', 'form_id', 'page_id'].includes(k)));
    const rules = formsOf(twoStepPage(), 'ru').forms['1'];
    // The phone part masks the number the country's way as it is typed.
    expect(body).toEqual({ name: 'Анна', phone: '+7 900 123 45 67', how: 'Самовывоз', consent: rules.consents?.[0].version });
    expect(validateLead(rules, body)).toEqual({});
  });
});
