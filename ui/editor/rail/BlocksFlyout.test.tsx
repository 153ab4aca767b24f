// @vitest-environment happy-dom
// The ready-blocks panel lists covers and titles only; a block's content is fetched from the port
// when it is clicked, in the page's language, and inserted as one undo entry.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { childIds } from '../engine';
import type { EditorDataPort } from '../data/port';
import { createServices } from '../state/createServices';
import { memoryPort, samplePage, Wrap } from '../testing/fixtures';
import { toasts } from '../../lib/toasts';
import { BlocksFlyout } from './BlocksFlyout';

const block = {
  version: '0.2',
  widgets: {
    7: { id: 7, type: 'widget-container', name: 'Hero', cfg: { columns: 1 }, classes: [], style: {}, parentId: null, v: '0.1' },
    8: { id: 8, type: 'widget-heading', name: 'Title', cfg: { text: 'Launch tonight', level: 1 }, classes: [], style: {}, parentId: 7, v: '0.1' },
  },
  tree: [{ id: 7, type: 'widget-container', parentId: null, cd: [{ id: 8, type: 'widget-heading', parentId: 7, cd: [] }] }],
};

/** A promise the test settles when it chooses: the pending state is seen before the answer. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

let n = 0;
function setup(blockContent: EditorDataPort['blockContent']) {
  const port = memoryPort({
    blockCollections: () => Promise.resolve([{ id: 1, title: 'Базовая' }]),
    blocks: () => Promise.resolve([
      { id: 1001, title: 'Первый экран', category: 'first_screen', cover: '' },
      { id: 1002, title: 'Подвал', category: 'footer', cover: '' },
    ]),
    blockContent,
  });
  const s = createServices(samplePage(), `blocks-${++n}`, port, { contentLang: 'en' });
  render(<Wrap services={s}><BlocksFlyout onSaveBlock={() => undefined} /></Wrap>);
  const topLevel = () => childIds(s.editor.getState().doc.page, null);
  return { s, topLevel };
}

describe('the ready-blocks panel', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('fetches a clicked block\'s content in the page\'s language, waits meanwhile, inserts it once, and fetches it once', async () => {
    const answer = deferred<unknown>();
    const blockContent = vi.fn<EditorDataPort['blockContent']>(() => answer.promise);
    const { s, topLevel } = setup(blockContent);
    const [hero, footer] = await screen.findAllByTestId('ready-block');
    const before = topLevel();

    fireEvent.click(hero);
    expect(blockContent).toHaveBeenCalledWith(1001, 'en');
    // Pending: every block waits, so a second click cannot insert a second copy.
    await waitFor(() => expect(hero.getAttribute('aria-busy')).toBe('true'));
    expect((footer as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(hero);
    expect(topLevel()).toEqual(before);

    await act(async () => answer.resolve(block));
    await waitFor(() => expect(topLevel()).toHaveLength(before.length + 1));
    expect(JSON.stringify(s.editor.getState().doc.page.widgets)).toContain('Launch tonight');
    expect((hero as HTMLButtonElement).disabled).toBe(false);
    // One undo entry takes the whole block away.
    s.undo();
    expect(topLevel()).toEqual(before);

    // The content is kept per block: a second insert of it asks the server nothing.
    fireEvent.click(hero);
    await waitFor(() => expect(topLevel()).toHaveLength(before.length + 1));
    expect(blockContent).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch says so in a toast and inserts nothing', async () => {
    const blockContent = vi.fn<EditorDataPort['blockContent']>(() => Promise.reject(new Error('offline')));
    const { topLevel } = setup(blockContent);
    const [hero] = await screen.findAllByTestId('ready-block');
    const before = topLevel();
    fireEvent.click(hero);
    await waitFor(() => expect(toasts.list().some((t) => t.theme === 'danger' && t.message === 'Не удалось вставить блок')).toBe(true));
    expect(topLevel()).toEqual(before);
    // The panel is usable again: a retry asks again.
    await waitFor(() => expect((hero as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(hero);
    await waitFor(() => expect(blockContent).toHaveBeenCalledTimes(2));
  });
});
