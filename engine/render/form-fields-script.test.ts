// @vitest-environment happy-dom
// The page script on the newer field kinds: it reads a checkbox group, a radio group, a checkbox,
// a date and a number the way the server does (one rule, field-rules.ts), marks the group's
// fieldset, fills hidden fields from the visit, and what it sends is a lead the server accepts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import { answersByField, fieldMessage, FIELD_MESSAGES, formsOf, validateLead } from '../forms';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';

function mount() {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Запись', submitText: 'Ждём вас' } }));
  const formId = childIds(doc.page, null)[0];
  for (const id of childIds(doc.page, formId)) doc = apply(doc, { type: 'widget.delete', id }).doc;
  const add = (key: string, cfg: Record<string, unknown>) => { doc = apply(doc, addInside(formId, `input-${key}`, { cfg: { inputType: key, ...cfg } })).doc; };
  add('checkboxes', { label: 'Услуги', name: 'services', required: true, options: ['Стрижка', 'Окрашивание', 'Укладка'] });
  add('radio', { label: 'Мастер', name: 'master', required: true, options: ['Анна', 'Ольга'] });
  add('checkbox', { label: 'Перезвоните мне', name: 'call', required: false });
  add('date', { label: 'Дата', name: 'day', required: true });
  add('number', { label: 'Гостей', name: 'guests', required: false, min: 1, max: 10, step: 1 });
  add('hidden', { label: 'Кампания', name: 'campaign', source: 'utm_campaign' });
  add('hidden', { label: 'Промокод', name: 'promo', source: 'query', param: 'promo' });
  const rules = formsOf(doc, 'ru').forms[String(formId)];
  history.replaceState(null, '', '/?utm_campaign=spring&promo=SALE10');
  sessionStorage.clear();
  document.body.innerHTML = renderPage(doc, { leadUrl: '/__lead', pageId: 7 }).html;
  const sent: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    sent.push(new URLSearchParams(init.body));
    return new Response('{"ok":true}', { status: 200 });
  });
  new Function(renderPage(doc, { leadUrl: '/__lead', pageId: 7 }).js)();
  const form = document.querySelector('form') as HTMLFormElement;
  const tick = (name: string, value: string) => { (form.querySelector(`input[name="${name}"][value="${value}"]`) as HTMLInputElement).checked = true; };
  const set = (name: string, value: string) => { (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value; };
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  /** Each marked question's message: a group's in its fieldset, a field's in its label. */
  const marked = () => {
    const out: Record<string, string> = {};
    form.querySelectorAll('[aria-invalid=true]').forEach((c) => {
      const box = c.closest('fieldset') ?? c.closest('label');
      out[(c as HTMLInputElement).name] = box?.querySelector('._fe')?.textContent ?? '';
    });
    return out;
  };
  return { form, rules, tick, set, submit, marked, sent };
}

/** What the server says of the same answers, in the page's words. */
function serverSays(rules: ReturnType<typeof mount>['rules'], posted: Record<string, string[]>) {
  const { form, answers } = answersByField(rules, posted);
  return Object.fromEntries(Object.entries(validateLead(form, answers)).map(([k, e]) => [k, fieldMessage(FIELD_MESSAGES.ru[e], form.fields.find((f) => f.name === k) ?? {})]));
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the form script on choice, date, number and hidden fields', () => {
  it('marks what the server would refuse, with its messages, and sends nothing', async () => {
    const ui = mount();
    ui.set('guests', '12');
    ui.submit();
    await flush();
    expect(ui.marked()).toEqual(serverSays(ui.rules, { guests: ['12'] }));
    expect(ui.marked().guests).toBe('Введите число не больше 10');
    expect(ui.marked().services).toBe('Обязательное поле');
    // The group's message is said once, in its fieldset, not under each box.
    expect(ui.form.querySelectorAll('fieldset ._fe')).toHaveLength(2);
    expect(ui.sent).toHaveLength(0);
  });

  it('sends every ticked option, the checkbox, and the hidden fields filled from the visit: a lead the server accepts', async () => {
    const ui = mount();
    ui.tick('services', 'Стрижка');
    ui.tick('services', 'Укладка');
    ui.tick('master', 'Ольга');
    ui.tick('call', 'yes');
    ui.set('day', '2026-12-05');
    ui.set('guests', '2');
    ui.submit();
    await flush();
    expect(ui.marked()).toEqual({});
    expect(ui.sent).toHaveLength(1);
    const body = ui.sent[0];
    expect(body.getAll('services')).toEqual(['Стрижка', 'Укладка']);
    expect(body.get('campaign')).toBe('spring');
    expect(body.get('promo')).toBe('SALE10');
    const posted: Record<string, string[]> = {};
    body.forEach((v, k) => { (posted[k] ??= []).push(v); });
    expect(serverSays(ui.rules, posted)).toEqual({});
    expect(answersByField(ui.rules, posted).answers).toMatchObject({ services: 'Стрижка\nУкладка', master: 'Ольга', call: 'yes', day: '2026-12-05', guests: '2', campaign: 'spring', promo: 'SALE10' });
  });
});
