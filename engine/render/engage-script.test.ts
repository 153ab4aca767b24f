// @vitest-environment happy-dom
// The engage part of the page script, run on a rendered page: URL placeholders filled as text,
// popups opened by scroll or delay at most once per period, and a page that still works when the
// browser refuses storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_MAX } from '../engage/placeholders';
import type { PopupTrigger } from '../engage/popup-trigger';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { renderPage } from '.';

function mount(trigger: PopupTrigger | null, text = 'Окна {{utm_term|недорого}}') {
  const events = [addRoot('text', { cfg: { text } }), { type: 'fragment.create' as const, title: 'Скидка' }];
  const doc = docWith(...events, ...(trigger === null ? [] : [{ type: 'fragment.trigger.set' as const, id: 1, trigger }]));
  const { html, js } = renderPage(doc);
  document.body.innerHTML = html;
  new Function(js)();
  return { dialog: document.querySelector('dialog') as HTMLDialogElement, fill: document.querySelector('[data-fill]') as HTMLElement | null };
}

const scroll = () => window.dispatchEvent(new Event('scroll'));

beforeEach(() => { localStorage.clear(); sessionStorage.clear(); history.replaceState(null, '', '/'); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); document.body.innerHTML = ''; });

describe('URL placeholders on the page', () => {
  it('shows the fallback without the parameter, and the value as text with it', () => {
    expect(mount(null).fill?.textContent).toBe('недорого');
    history.replaceState(null, '', '/?utm_source=ya&utm_term=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E+окна');
    const { fill } = mount(null);
    expect(fill?.textContent).toBe('<img src=x onerror=alert(1)> окна');
    expect(fill?.querySelector('img')).toBeNull();
  });

  it('caps a long value and ignores a malformed one', () => {
    history.replaceState(null, '', `/?utm_term=${'я'.repeat(300)}`);
    expect(mount(null).fill?.textContent).toHaveLength(FILL_MAX);
    history.replaceState(null, '', '/?utm_term=%E0%A4%A');
    expect(mount(null).fill?.textContent).toBe('недорого');
  });
});

describe('URL placeholders in buttons and forms', () => {
  function mountForm() {
    const doc = docWith(
      addRoot('button', { cfg: { text: '{{utm_term|Купить}} сейчас' } }),
      addRoot('form', { cfg: { submitText: 'Спасибо, {{name|друг}}!' } }),
      addInside(2, 'input-text', { cfg: { placeholder: 'Ваш {{city|город}}', label: 'Город {{city|}}' } }),
    );
    const { html, js } = renderPage(doc);
    document.body.innerHTML = html;
    new Function(js)();
    const form = document.querySelector('form') as HTMLFormElement;
    return { button: document.querySelector('a') as HTMLElement, form, input: form.querySelector('input[placeholder]') as HTMLInputElement, label: form.querySelector('label span [data-fill]') as HTMLElement };
  }

  it('show their fallbacks without the parameters: the button\'s text, a field\'s label and placeholder, the thank-you text', () => {
    const { button, form, input, label } = mountForm();
    expect(button.textContent).toBe('Купить сейчас');
    expect(input.placeholder).toBe('Ваш город');
    expect(label.textContent).toBe('');
    expect(form.getAttribute('data-success')).toBe('Спасибо, друг!');
  });

  it('take the values from the URL as text, capped like any placeholder', () => {
    history.replaceState(null, '', `/?utm_term=%3Cb%3E${'я'.repeat(100)}&city=%22Тверь%22%20onfocus%3Dx&name=Анна`);
    const { button, form, input, label } = mountForm();
    expect(button.querySelector('b')).toBeNull();
    expect(button.textContent).toBe(`<b>${'я'.repeat(FILL_MAX - 3)} сейчас`);
    expect(input.placeholder).toBe('Ваш "Тверь" onfocus=x');
    expect(input.hasAttribute('onfocus')).toBe(false);
    expect(label.textContent).toBe('"Тверь" onfocus=x');
    expect(form.getAttribute('data-success')).toBe('Спасибо, Анна!');
  });
});

describe('a popup that opens by itself', () => {
  it('opens on scroll once, and not again within its period, then again after it', () => {
    const trigger: PopupTrigger = { kind: 'scroll', value: 50, once: 'day' };
    let { dialog } = mount(trigger);
    expect(dialog.open).toBe(false);
    scroll();
    expect(dialog.open).toBe(true);
    ({ dialog } = mount(trigger));
    scroll();
    expect(dialog.open).toBe(false);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 86_400_001);
    ({ dialog } = mount(trigger));
    scroll();
    expect(dialog.open).toBe(true);
  });

  it('opens after its delay; once per session is kept in sessionStorage, "always" is not remembered', () => {
    vi.useFakeTimers();
    let { dialog } = mount({ kind: 'delay', value: 3, once: 'session' });
    vi.advanceTimersByTime(2900);
    expect(dialog.open).toBe(false);
    vi.advanceTimersByTime(200);
    expect(dialog.open).toBe(true);
    expect(sessionStorage.getItem('popup-modal-1')).not.toBeNull();
    expect(localStorage.length).toBe(0);
    ({ dialog } = mount({ kind: 'delay', value: 3, once: 'session' }));
    vi.advanceTimersByTime(3000);
    expect(dialog.open).toBe(false);
    ({ dialog } = mount({ kind: 'delay', value: 1, once: 'always' }));
    vi.advanceTimersByTime(1000);
    expect(dialog.open).toBe(true);
    ({ dialog } = mount({ kind: 'delay', value: 1, once: 'always' }));
    vi.advanceTimersByTime(1000);
    expect(dialog.open).toBe(true);
  });

  it('opens on exit intent only with a fine pointer, when it leaves through the top', () => {
    const leave = (clientY: number) => document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));
    const pointer = vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q === '(pointer:fine)', media: q }) as MediaQueryList);
    let { dialog } = mount({ kind: 'exit', value: 0, once: 'always' });
    leave(300);
    expect(dialog.open).toBe(false);
    leave(-2);
    expect(dialog.open).toBe(true);
    pointer.mockImplementation((q) => ({ matches: false, media: q }) as MediaQueryList);
    ({ dialog } = mount({ kind: 'exit', value: 0, once: 'always' }));
    leave(-2);
    expect(dialog.open).toBe(false);
  });

  it('still opens (once per page view) when the browser refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new Error('SecurityError'); });
    const { dialog } = mount({ kind: 'scroll', value: 10, once: 'week' });
    scroll();
    expect(dialog.open).toBe(true);
    dialog.close();
    scroll();
    expect(dialog.open).toBe(false);
  });
});
