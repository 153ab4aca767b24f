// @vitest-environment happy-dom
// A published form whose fields are named like an object's own members (constructor, toString):
// when the server refuses another field, the page script marks only that one — the refusal is read
// by own key, so `constructor` is never "refused" with the text of Object's constructor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the form script with fields named like object members', () => {
  it('marks only the field the server refused', async () => {
    let doc = docWith(addRoot('form', { cfg: { formName: 'Заявка' } }));
    const formId = childIds(doc.page, null)[0];
    doc = apply(doc, addInside(formId, 'input-text', { cfg: { inputType: 'text', label: 'Модель', name: 'constructor', required: false } })).doc;
    doc = apply(doc, addInside(formId, 'input-text', { cfg: { inputType: 'text', label: 'Комментарий', name: 'toString', required: false } })).doc;
    const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 7 });
    document.body.innerHTML = html;
    let answered!: () => void;
    const done = new Promise<void>((r) => { answered = r; });
    vi.stubGlobal('fetch', () => {
      setTimeout(answered, 0);
      return Promise.resolve(new Response(JSON.stringify({ ok: false, fields: { phone: 'Номер не подходит' } }), { status: 422 }));
    });
    new Function(js)();
    const form = document.querySelector('form') as HTMLFormElement;
    const set = (name: string, value: string) => { (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value; };
    set('name', 'Анна');
    set('phone', '+7 900 123-45-67');
    set('constructor', 'Модель 3');
    // The catalogue's form asks for consent.
    form.querySelectorAll('input[data-consent]').forEach((c) => { (c as HTMLInputElement).checked = true; });
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await done;
    await new Promise((r) => setTimeout(r, 0));
    const marked = Object.fromEntries(Array.from(form.querySelectorAll('[aria-invalid=true]')).map((c) => [
      (c as HTMLInputElement).name, c.closest('label')?.querySelector('._fe')?.textContent,
    ]));
    expect(marked).toEqual({ phone: 'Номер не подходит' });
    expect(document.activeElement?.getAttribute('name')).toBe('phone');
  });
});
