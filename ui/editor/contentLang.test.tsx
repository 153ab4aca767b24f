// @vitest-environment happy-dom
// A widget added in the editor speaks the page's language (what its visitors read), whatever language
// the person's interface is in; its name (layers, leads) stays in the interface language. The page's
// language comes from the page record the editor loads (data/loadPage.ts), as in the app.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale, initI18n } from '../i18n/index';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { listOf, pageView } from '../testing/fixtures';
import { loadPage } from './data/loadPage';
import type { EditorDataPort } from './data/port';
import { childIds, exportContent, importContent, pforEach, pget, type Widget } from './engine';
import { EditorLoader } from './EditorScreen';
import { RightPanel } from './panels/RightPanel';
import { ModalsFlyout } from './rail/ModalsFlyout';
import { makeServices, memoryPort, samplePage, Wrap } from './testing/fixtures';

vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));


let n = 0;
/** Opens the editor on a page in `lang` read through the real loadPage; answers what autosave stores. */
async function openPage(lang: 'ru' | 'en') {
  const content = exportContent(samplePage());
  fakeEndpoints.pages.get.mockResolvedValue(pageView({ id: 7, lang }));
  fakeEndpoints.pages.content.mockResolvedValue({ data: content, globals: content.globals, revision: 3 });
  for (const list of ['stylesList', 'palettesList', 'fontPresetsList']) fakeEndpoints.design[list].mockResolvedValue(listOf([]));
  const saveDraft = vi.fn<EditorDataPort['saveDraft']>((_id, _content, base) => Promise.resolve(Number(base) + 1));
  const port = memoryPort({ loadPage: (id) => loadPage(id, false), saveDraft });
  const router = createMemoryRouter([{ path: '/editor', element: <EditorLoader pageId={`lang-${++n}`} port={port} signedIn /> }], { initialEntries: ['/editor'] });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={qc}><RouterProvider router={router} /></QueryClientProvider>);
  await screen.findByTestId('editor');
  /** Saves now and answers the widgets of the stored content, read back as the editor reads it. */
  const saved = async (): Promise<Widget[]> => {
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('dirty'));
    await act(async () => fireEvent.click(screen.getByTestId('save-state')));
    await waitFor(() => expect(saveDraft).toHaveBeenCalled());
    const widgets: Widget[] = [];
    pforEach(importContent(saveDraft.mock.calls.at(-1)?.[1]).page.widgets, (w) => void widgets.push(w));
    return widgets;
  };
  return { saved };
}

/** Adds a catalogue widget from the rail's add flyout. */
async function add(key: string) {
  if (screen.getByTestId('rail-add').getAttribute('aria-pressed') !== 'true') fireEvent.click(screen.getByTestId('rail-add'));
  fireEvent.click(await screen.findByTestId(`add-${key}`));
}

const ofType = (widgets: Widget[], type: string) => widgets.filter((w) => w.type === type);
const canvasText = () => screen.getByTestId('canvas').textContent ?? '';

describe('widgets added in the editor take the page language, names the interface language', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(() => { cleanup(); resetFakeEndpoints(); });
  afterAll(async () => { await changeLocale('ru'); });

  it('in the Russian interface an English page gets an English form and consent, named in Russian', async () => {
    const { saved } = await openPage('en');
    await add('form');
    await waitFor(() => expect(canvasText()).toContain('I agree to the processing of my personal data'));
    const canvas = within(screen.getByTestId('canvas'));
    expect(canvas.getByText('Name')).toBeTruthy();
    expect(canvas.getByText('Phone')).toBeTruthy();
    expect(canvasText()).not.toMatch(/Имя|Телефон|согласие|Отправить/);

    const widgets = await saved();
    const [form] = ofType(widgets, 'widget-form');
    expect(form.name).toBe('Форма');
    expect(ofType(widgets, 'widget-consent').map((w) => [w.name, w.cfg.text])).toEqual([['Согласие на обработку данных', 'I agree to the processing of my personal data in accordance with the']]);
    expect(ofType(widgets, 'widget-input').map((w) => w.cfg.label)).toEqual(['Name', 'Phone']);
  });

  it('in the English interface a Russian page gets a Russian form, named in English', async () => {
    await changeLocale('en');
    const { saved } = await openPage('ru');
    await add('form');
    await waitFor(() => expect(canvasText()).toContain('Я даю согласие на обработку моих персональных данных'));
    expect(within(screen.getByTestId('canvas')).getByText('Телефон')).toBeTruthy();
    expect(canvasText()).not.toMatch(/\b(Name|Phone|I agree|Send)\b/);

    const widgets = await saved();
    expect(ofType(widgets, 'widget-form').map((w) => w.name)).toEqual(['Form']);
    expect(ofType(widgets, 'widget-input').map((w) => w.cfg.label)).toEqual(['Имя', 'Телефон']);
    expect(ofType(widgets, 'widget-consent').map((w) => w.name)).toEqual(['Consent checkbox']);
  });
});

describe('items added in the settings panels take the page language', () => {
  beforeAll(async () => { await changeLocale('ru'); });
  afterEach(cleanup);

  /** An English page in the Russian interface, with a catalogue widget added the editor's way and its settings open. */
  function openSettings(key: string) {
    const s = makeServices(samplePage(), { contentLang: 'en' });
    const id = s.editor.getState().doc.nextId;
    s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: key }, lang: 'en' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [id] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
    const cfg = (at = id) => pget(s.editor.getState().doc.page.widgets, at)?.cfg ?? {};
    return { s, id, cfg };
  }

  it('a menu item, a tab, an option, a cookie button and a burger\'s menu', () => {
    let w = openSettings('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    expect((w.cfg().items as { title: string }[]).map((i) => i.title)).toEqual(['Home', 'About', 'Contacts', 'Item 4']);
    cleanup();

    w = openSettings('tab');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вкладку' }));
    expect(w.cfg().tabs).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    cleanup();

    w = openSettings('input-dropdown');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    expect(w.cfg().options).toEqual(['Option 1', 'Option 2', 'Option 3']);
    cleanup();

    // A cookie notice and a burger whose button or menu was deleted get a new one from their panel.
    for (const [key, label, content] of [['cookie', 'Добавить кнопку согласия', { text: 'OK' }], ['burger', 'Добавить меню', { items: [{ title: 'Home', href: '#', newWindow: false }, { title: 'About', href: '#about', newWindow: false }, { title: 'Contacts', href: '#contacts', newWindow: false }] }]] as const) {
      w = openSettings(key);
      const [child] = childIds(w.s.editor.getState().doc.page, w.id);
      act(() => void w.s.run({ type: 'widget.delete', id: child }));
      fireEvent.click(screen.getByRole('button', { name: label }));
      const [added] = childIds(w.s.editor.getState().doc.page, w.id);
      expect(w.cfg(added), key).toMatchObject(content);
      cleanup();
    }
  });

  it('a popup: its title (the dialog\'s name visitors hear) in the page\'s language', () => {
    const s = makeServices(samplePage(), { contentLang: 'en' });
    render(<Wrap services={s}><ModalsFlyout /></Wrap>);
    fireEvent.click(screen.getByRole('button', { name: 'Создать модальное окно' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать модальное окно' }));
    expect(s.editor.getState().doc.fragments.map((f) => f.title)).toEqual(['Modal 1', 'Modal 2']);
    expect(s.editor.getState().store).toBe(s.editor.getState().doc.fragments[1].id);
  });
});
