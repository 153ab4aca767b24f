// @vitest-environment happy-dom
// Goals on a published page: each counter its plugins configure hears a form's goal once the
// server STORED the lead (never for a repeat or a refusal), and a goal button's on click; a page
// without counters carries no goal script at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../apply';
import type { GoalCounters } from '../goals';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { renderPage } from '.';

type Call = readonly unknown[];

function page(formCfg: Record<string, unknown> = {}) {
  let doc = docWith({ type: 'fragment.create', id: 5, title: 'Подарок' }, addRoot('form', { cfg: { formName: 'Заявка', submitText: 'Спасибо', ...formCfg } }));
  const formId = childIds(doc.page, null)[0];
  doc = apply(doc, addInside(formId, 'input-text', { cfg: { inputType: 'text', label: 'Имя', name: 'name', required: true } })).doc;
  doc = apply(doc, addRoot('button', { cfg: { text: 'Позвонить', target: 'link', link: { value: 'tel:+79001234567' }, isGoal: true, goal: 'call' } })).doc;
  return doc;
}

/** Mounts the page with recording stand-ins for every counter; `answer` is the server's reply to the lead. */
function mount(counters: GoalCounters | undefined, answer: () => Response, formCfg?: Record<string, unknown>) {
  const { html, js } = renderPage(page(formCfg), { leadUrl: '/__lead', pageId: 7, counters });
  document.body.innerHTML = html;
  const calls: Record<string, Call[]> = { ym: [], gtag: [], dataLayer: [], vk: [], fbq: [] };
  const w = window as unknown as Record<string, unknown>;
  w.ym = (...a: unknown[]) => { calls.ym.push(a); };
  w.gtag = (...a: unknown[]) => { calls.gtag.push(a); };
  w.dataLayer = { push: (...a: unknown[]) => { calls.dataLayer.push(a); } };
  w.VK = { Goal: (...a: unknown[]) => { calls.vk.push(a); } };
  w.fbq = (...a: unknown[]) => { calls.fbq.push(a); };
  vi.stubGlobal('fetch', async () => answer());
  // The script listens on the document; each test takes its listeners away again (afterEach).
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject | null) => {
    if (fn === null) return;
    listeners.push([type, fn]);
    add(type, fn);
  });
  new Function(js)();
  const form = document.querySelector('form') as HTMLFormElement;
  const submit = async () => {
    // Every name field (a field added with a taken name is given a free one: name2).
    form.querySelectorAll('input[name^=name]').forEach((c) => { (c as HTMLInputElement).value = 'Иван'; });
    form.querySelectorAll('input[type=tel]').forEach((c) => { (c as HTMLInputElement).value = '+79001234567'; });
    // The catalogue's form asks for consent.
    form.querySelectorAll('input[data-consent]').forEach((c) => { (c as HTMLInputElement).checked = true; });
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { js, calls, form, submit };
}

const ALL: GoalCounters = { ym: [12345678, 87654321], ga: true, gtm: true, vk: true, fb: true };
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

const listeners: [string, EventListenerOrEventListenerObject][] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, fn] of listeners.splice(0)) document.removeEventListener(type, fn);
  vi.unstubAllGlobals();
  for (const k of ['ym', 'gtag', 'dataLayer', 'VK', 'fbq']) delete (window as unknown as Record<string, unknown>)[k];
  document.body.innerHTML = '';
});

describe('goals on a published page', () => {
  it('tells every configured counter once when the lead is stored', async () => {
    const ui = mount(ALL, json({ ok: true, stored: true }));
    await ui.submit();
    expect(ui.calls.ym).toEqual([[12345678, 'reachGoal', 'lead'], [87654321, 'reachGoal', 'lead']]);
    expect(ui.calls.gtag).toEqual([['event', 'generate_lead']]);
    expect(ui.calls.dataLayer).toEqual([[{ event: 'lead' }]]);
    expect(ui.calls.vk).toEqual([['lead']]);
    expect(ui.calls.fbq).toEqual([['track', 'Lead']]);
    expect((ui.form.querySelector('[role=status]') as HTMLElement).textContent).toBe('Спасибо');
  });

  it('sends a form’s own goal name (GA gets it as the event name)', async () => {
    const ui = mount({ ym: [1234], ga: true }, json({ ok: true, stored: true }), { goal: 'trial_request' });
    await ui.submit();
    expect(ui.calls.ym).toEqual([[1234, 'reachGoal', 'trial_request']]);
    expect(ui.calls.gtag).toEqual([['event', 'trial_request']]);
  });

  it('tells only the counters the plugins configure', async () => {
    const ui = mount({ ym: [1234] }, json({ ok: true, stored: true }));
    await ui.submit();
    expect(ui.calls.ym).toHaveLength(1);
    expect([ui.calls.gtag, ui.calls.dataLayer, ui.calls.vk, ui.calls.fbq]).toEqual([[], [], [], []]);
  });

  for (const [what, answer] of [
    ['a repeat of a stored submission', json({ ok: true })],
    ['fields the server refused', json({ ok: false, fields: { name: 'Обязательное поле' } }, 422)],
    ['too many submissions', json({ ok: false, error: 'rate_limited' }, 429)],
  ] as const) {
    it(`reports no goal for ${what}`, async () => {
      const ui = mount(ALL, answer);
      await ui.submit();
      expect(Object.values(ui.calls).flat()).toEqual([]);
    });
  }

  it('reports a goal button’s goal on click, and a plain link nothing', () => {
    const ui = mount(ALL, json({ ok: true, stored: true }));
    (document.querySelector('a[data-goal]') as HTMLElement).click();
    expect(ui.calls.ym).toEqual([[12345678, 'reachGoal', 'call'], [87654321, 'reachGoal', 'call']]);
    expect(ui.calls.gtag).toEqual([['event', 'call']]);
    (document.querySelector('[role=status]') as HTMLElement).click();
    expect(ui.calls.ym).toHaveLength(2);
  });

  it('carries no goal script without counters', () => {
    const { js } = renderPage(page(), { leadUrl: '/__lead', pageId: 7 });
    expect(js).not.toContain('reachGoal');
    expect(renderPage(page(), { leadUrl: '/__lead', pageId: 7, counters: { ym: [] } }).js).not.toContain('reachGoal');
    expect(renderPage(page(), { leadUrl: '/__lead', pageId: 7, counters: { gtm: true } }).js).toContain('reachGoal');
  });

  it('opens the form’s popup instead of the text once the lead is stored', async () => {
    const ui = mount(undefined, json({ ok: true, stored: true }), { afterSubmit: 'popup', afterModal: 5 });
    const dialog = document.getElementById('modal-5') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    await ui.submit();
    expect(dialog.open).toBe(true);
    expect((ui.form.querySelector('[role=status]') as HTMLElement).hidden).toBe(true);
  });
});
