// @vitest-environment happy-dom
// A published form with two consent boxes (personal data, required; news by mail, optional): the
// page script asks for the required one before anything is sent, never for the optional one, and
// posts each ticked box under its own name — what the server's rule (validateLead) then accepts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { consentsOf, FIELD_MESSAGES, formsOf, validateLead } from '../forms';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the form script with two consent boxes', () => {
  it('needs the required box, lets the optional one be, and sends each ticked box under its own name', async () => {
    let doc = docWith(addRoot('form', { cfg: { formName: 'Заявка' } }));
    const formId = childIds(doc.page, null)[0];
    doc = apply(doc, addInside(formId, 'consent', { cfg: { name: 'consent', required: false, policyUrl: '' }, content: { text: 'Хочу получать новости', linkText: '' } })).doc;
    const rules = formsOf(doc, 'ru').forms[String(formId)];
    const [mail, data] = consentsOf(rules);
    expect([mail.name, mail.required, data.name, data.required]).toEqual(['consent2', false, 'consent', true]);
    const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 7 });
    document.body.innerHTML = html;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_u: string, init: { body: string }) => { sent.push(init.body); return new Response('{"ok":true,"stored":true}'); });
    new Function(js)();
    const form = document.querySelector('form') as HTMLFormElement;
    const box = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    (form.querySelector('[name="name"]') as HTMLInputElement).value = 'Анна';
    (form.querySelector('[name="phone"]') as HTMLInputElement).value = '+7 900 123-45-67';
    const submit = async () => {
      form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    };
    // Only the optional box ticked: the required one is asked for, nothing is sent.
    box('consent2').checked = true;
    await submit();
    expect(sent).toHaveLength(0);
    expect(box('consent').getAttribute('aria-invalid')).toBe('true');
    expect(box('consent').closest('label')?.querySelector('._fe')?.textContent).toBe(FIELD_MESSAGES.ru.consent);
    expect(box('consent2').getAttribute('aria-invalid')).not.toBe('true');
    // The required one ticked, the optional one left: sent, the server's rule agreeing.
    box('consent2').checked = false;
    box('consent').checked = true;
    await submit();
    expect(sent).toHaveLength(1);
    const posted = Object.fromEntries(new URLSearchParams(sent[0]));
    expect(posted.consent).toBe(data.version);
    expect(posted.consent2).toBeUndefined();
    expect(validateLead(rules, posted)).toEqual({});
  });
});
