// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n/index';
import { ConflictError, type EditorDataPort } from './data/port';
import { exportContent } from './engine';
import { EditorLoader } from './EditorScreen';
import { memoryPort, samplePage } from './testing/fixtures';

const block = {
  version: '0.2',
  widgets: {
    7: { id: 7, type: 'widget-container', name: 'Hero', cfg: { columns: 1 }, classes: [], style: {}, parentId: null, v: '0.1' },
    8: { id: 8, type: 'widget-heading', name: 'Title', cfg: { text: 'Hi', level: 1 }, classes: [], style: {}, parentId: 7, v: '0.1' },
  },
  tree: [{ id: 7, type: 'widget-container', parentId: null, cd: [{ id: 8, type: 'widget-heading', parentId: 7, cd: [] }] }],
};

let n = 0;
function setup(overrides: Partial<EditorDataPort>, signedIn = true) {
  const port = memoryPort({
    blockCollections: () => Promise.resolve([{ id: 1, title: 'Base' }]),
    blocks: () => Promise.resolve([{ id: 1, title: 'Hero block', category: 'first_screen', cover: '' }]),
    blockContent: () => Promise.resolve(block),
    ...overrides,
  });
  const pageId = `session-${++n}`;
  // The session check's answer, given by the test (signIn) when it starts without one.
  const answer: { signIn: () => void } = { signIn: () => undefined };
  function Loader() {
    const [ready, setReady] = useState(signedIn);
    answer.signIn = () => setReady(true);
    return <EditorLoader pageId={pageId} port={port} signedIn={ready} />;
  }
  const router = createMemoryRouter([{ path: '/editor', element: <Loader /> }], { initialEntries: ['/editor'] });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={qc}><RouterProvider router={router} /></QueryClientProvider>);
  return { pageId, signIn: () => answer.signIn() };
}

describe('editor loading on machines/editorSession', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('loads the page through the session machine, and its autosave saves a change on the loaded revision', async () => {
    const saveDraft = vi.fn<EditorDataPort['saveDraft']>((_id, _content, base) => Promise.resolve(Number(base) + 1));
    const loadPage = vi.fn<EditorDataPort['loadPage']>(() => Promise.resolve({ title: 'Лендинг', content: exportContent(samplePage()), revision: 41 }));
    const { pageId } = setup({ loadPage, saveDraft });
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByTestId('editor');
    expect(loadPage).toHaveBeenCalledWith(pageId);
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved');

    fireEvent.click(screen.getByTestId('rail-blocks'));
    fireEvent.click(await screen.findByTestId('ready-block'));
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('dirty'));
    await act(async () => fireEvent.click(screen.getByTestId('save-state')));
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved'));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0][0]).toBe(pageId);
    expect(saveDraft.mock.calls[0][2]).toBe(41);
    expect(JSON.stringify(saveDraft.mock.calls[0][1])).toContain('"Hi"');

    // The screen mode's owner is machines/editorScreen: a pick in the top bar reaches it and shows.
    fireEvent.click(screen.getByRole('radio', { name: 'Планшет' }));
    expect(screen.getByRole('radio', { name: 'Планшет' }).getAttribute('aria-checked')).toBe('true');
  });

  it('reads the page while the session check is still out, and shows the workspace only once it answers', async () => {
    const loadPage = vi.fn<EditorDataPort['loadPage']>(() => Promise.resolve({ title: 'Лендинг', content: exportContent(samplePage()), revision: 5 }));
    const { pageId, signIn } = setup({ loadPage }, false);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(pageId));
    // Read already, but not shown: the person's rights are not known yet.
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByTestId('editor')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => signIn());
    await screen.findByTestId('editor');
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('a failed load offers a retry that loads again; content the engine refuses says why', async () => {
    let calls = 0;
    setup({ loadPage: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ title: 'T', content: exportContent(samplePage()), revision: 1 })) });
    const retry = await screen.findByRole('button', { name: /Повторить|Обновить|Попробовать/ });
    fireEvent.click(retry);
    await screen.findByTestId('editor');
    expect(calls).toBe(2);

    cleanup();
    setup({ loadPage: () => Promise.resolve({ title: 'T', content: { version: '9.9', widgets: {}, tree: [] }, revision: 1 }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось');
    expect(screen.queryByTestId('editor')).toBeNull();
  });

  it('after a save conflict, "reload" opens a fresh editor from the server with a fresh autosave', async () => {
    let revision = 5;
    const loadPage = vi.fn<EditorDataPort['loadPage']>(() => Promise.resolve({ title: 'T', content: exportContent(samplePage()), revision: ++revision }));
    const saveDraft = vi.fn<EditorDataPort['saveDraft']>(() => Promise.reject(new ConflictError('newer draft')));
    setup({ loadPage, saveDraft });
    await screen.findByTestId('editor');
    fireEvent.click(screen.getByTestId('rail-blocks'));
    fireEvent.click(await screen.findByTestId('ready-block'));
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('dirty'));
    await act(async () => fireEvent.click(screen.getByTestId('save-state')));
    await screen.findByTestId('conflict');
    expect(saveDraft.mock.calls[0][2]).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(2));
    await screen.findByTestId('editor');
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
  });

  it('on a phone-sized screen the mobile screen stays whatever is picked', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 500, configurable: true });
    try {
      setup({ loadPage: () => Promise.resolve({ title: 'T', content: exportContent(samplePage()), revision: 1 }) });
      await screen.findByTestId('editor');
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Телефон' }).getAttribute('aria-checked')).toBe('true'));
      fireEvent.click(screen.getByRole('radio', { name: 'Планшет' }));
      expect(screen.getByRole('radio', { name: 'Телефон' }).getAttribute('aria-checked')).toBe('true');
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });
});

