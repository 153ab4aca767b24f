// @vitest-environment happy-dom
// The published page's form script and the server's validateLead are one rule: for the same
// answers the script marks exactly the fields the server would refuse, with the same messages, and
// sends only what the server would accept — with an idempotency key that a retry keeps.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { FIELD_MESSAGES, FORM_META, formsOf, validateLead } from '../forms';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';

function page() {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Заявка', submitText: 'Спасибо, ждите звонка' } }));
  const formId = childIds(doc.page, null)[0];
  doc = apply(doc, addInside(formId, 'input-email', { cfg: { inputType: 'email', label: 'Почта', name: 'email', required: false } })).doc;
  doc = apply(doc, addInside(formId, 'input-dropdown', { cfg: { inputType: 'dropdown', label: 'Тариф', name: 'plan', required: false, options: ['Старт', 'Бизнес'] } })).doc;
  return { doc, rules: formsOf(doc, 'ru').forms[String(formId)] };
}

type Sent = { url: string; body: URLSearchParams };

function mount(fetchImpl: (url: string, init: { body: string }) => Promise<Response>) {
  const { doc, rules } = page();
  const { html, js } = renderPage(doc, { leadUrl: '/__lead', pageId: 7 });
  document.body.innerHTML = html;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    sent.push({ url, body: new URLSearchParams(init.body) });
    return fetchImpl(url, init);
  });
  new Function(js)();
  const form = document.querySelector('form') as HTMLFormElement;
  const set = (name: string, value: string) => {
    const c = form.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
    // A checkbox (the consent) is ticked by any value, as the server reads any posted value as ticked.
    if (c.type === 'checkbox') (c as HTMLInputElement).checked = value !== '';
    else c.value = value;
  };
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  const marked = () => Object.fromEntries(Array.from(form.querySelectorAll('[aria-invalid=true]')).map((c) => [
    (c as HTMLInputElement).name, c.closest('label')?.querySelector('._fe')?.textContent,
  ]));
  return { form, rules, set, submit, marked, sent };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the form script of a published page', () => {
  // A select can only hold one of its options, so 'option' is the server's alone (forms.test.ts).
  const cases: Record<string, string>[] = [
    { name: '', phone: '', email: '', plan: 'Старт', consent: '' },
    { name: 'Иван', phone: '12-34', email: 'ivan@', plan: 'Старт', consent: 'да' },
    { name: 'Иван', phone: '+7 (900) 123-45-67', email: 'a b@c.ru', plan: 'Бизнес', consent: 'да' },
    { name: '  ', phone: '8 900 123 45 67', email: 'ivan@mail.ru', plan: 'Бизнес', consent: 'да' },
    { name: 'Иван', phone: '+7 900 123 45 67', email: '', plan: 'Бизнес', consent: '' },
    { name: 'Иван', phone: '+7 900 123 45 67', email: '', plan: 'Бизнес', consent: 'да' },
  ];
  for (const values of cases) {
    it(`agrees with the server on ${JSON.stringify(values)}`, async () => {
      const ui = mount(async () => new Response('{"ok":true}', { status: 200 }));
      for (const [k, v] of Object.entries(values)) ui.set(k, v);
      ui.submit();
      await flush();
      const expected = Object.fromEntries(Object.entries(validateLead(ui.rules, values)).map(([k, e]) => [k, FIELD_MESSAGES.ru[e]]));
      expect(ui.marked()).toEqual(expected);
      expect(ui.sent).toHaveLength(Object.keys(expected).length === 0 ? 1 : 0);
    });
  }

  it('sends the key, the form id and the landing context, and shows the submit text only after the answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    const ui = mount(() => new Promise((resolve) => { answer = resolve; }));
    ui.set('name', 'Иван');
    ui.set('phone', '+79001234567');
    ui.set('consent', 'да');
    ui.submit();
    await flush();
    expect(ui.sent).toHaveLength(1);
    const body = ui.sent[0].body;
    expect(body.get(FORM_META.key)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.get(FORM_META.formId)).toBe(String(ui.rules.id));
    expect(body.get(FORM_META.pageId)).toBe('7');
    expect(body.has('__utm_source')).toBe(true);
    const status = ui.form.querySelector('[role=status]') as HTMLElement;
    expect(status.hidden).toBe(true);
    answer(new Response('{"ok":true}', { status: 200 }));
    await flush();
    await flush();
    expect(status.hidden).toBe(false);
    expect(status.textContent).toBe('Спасибо, ждите звонка');
  });

  it('retries a lost answer with backoff under the same key, and a new submission gets a new key', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const ui = mount(async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return new Response('{"ok":true}', { status: 200 });
    });
    ui.set('name', 'Иван');
    ui.set('phone', '+79001234567');
    ui.set('consent', 'да');
    ui.submit();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ui.sent).toHaveLength(3);
    const keys = new Set(ui.sent.map((s) => s.body.get(FORM_META.key)));
    expect(keys.size).toBe(1);
    expect((ui.form.querySelector('[role=status]') as HTMLElement).textContent).toBe('Спасибо, ждите звонка');
    ui.set('name', 'Пётр');
    ui.set('phone', '+79001234568');
    ui.set('consent', 'да');
    ui.submit();
    await vi.advanceTimersByTimeAsync(10);
    expect(ui.sent).toHaveLength(4);
    expect(ui.sent[3].body.get(FORM_META.key)).not.toBe(ui.sent[0].body.get(FORM_META.key));
  });

  it('marks the fields the server refused (422) and retries nothing', async () => {
    const ui = mount(async () => new Response(JSON.stringify({ ok: false, fields: { phone: 'Номер не подходит' } }), { status: 422 }));
    ui.set('name', 'Иван');
    ui.set('phone', '+79001234567');
    ui.set('consent', 'да');
    ui.submit();
    await flush();
    await flush();
    expect(ui.marked()).toEqual({ phone: 'Номер не подходит' });
    expect(ui.sent).toHaveLength(1);
  });
});
