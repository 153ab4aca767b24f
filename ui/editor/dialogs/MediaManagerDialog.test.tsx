// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import type { EditorDataPort, MediaCollection, MediaItem } from '../data/port';
import { createServices } from '../state/createServices';
import { memoryPort, samplePage, Wrap } from '../testing/fixtures';
import { MediaManagerDialog } from './MediaManagerDialog';

const collections: MediaCollection[] = [
  { id: 1, title: 'Природа', count: 3, account_id: null },
  { id: 7, title: 'Мои картинки', count: 2, account_id: 5 },
];
const item = (id: number): MediaItem => ({ id, url: `/m/${id}.png`, title: `file ${id}`, kind: 'image' });

let n = 0;
function setup(overrides: Partial<EditorDataPort> = {}) {
  const mediaItems = vi.fn<EditorDataPort['mediaItems']>(({ collectionId, page }) =>
    Promise.resolve({ items: [item(collectionId * 100 + page)], last: page >= 2 }));
  const port = memoryPort({ mediaCollections: () => Promise.resolve(collections), mediaItems, ...overrides });
  const services = createServices(samplePage(), `media-${++n}`, port);
  const onClose = vi.fn<(m: MediaItem | null) => void>();
  render(<Wrap services={services}><MediaManagerDialog onClose={onClose} /></Wrap>);
  return { mediaItems, onClose };
}

const option = (title: string) => screen.findByRole('option', { name: title });

describe('media manager dialog (machines/mediaManager)', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('opens on my files, pages by 30 with "show more", and a collection change resets the search', async () => {
    const { mediaItems } = setup();
    await option('file 701');
    expect(mediaItems).toHaveBeenLastCalledWith({ collectionId: 7, page: 1, search: '', limit: 30 });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await option('file 702');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull(); // last page

    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'кот' } });
    await waitFor(() => expect(mediaItems).toHaveBeenLastCalledWith({ collectionId: 7, page: 1, search: 'кот', limit: 30 }));
    fireEvent.click(screen.getByRole('button', { name: /Природа/ }));
    await option('file 101');
    expect(mediaItems).toHaveBeenLastCalledWith({ collectionId: 1, page: 1, search: '', limit: 30 });
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('');
  });

  it('resolves with the chosen item on close, and with null on cancel', async () => {
    const { onClose } = setup();
    fireEvent.click(await option('file 701'));
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(item(701)));

    cleanup();
    const other = setup();
    await option('file 701');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(other.onClose).toHaveBeenCalledWith(null));
  });

  it('moves the progress bar with the upload and selects the uploaded file', async () => {
    let progress: (p: number) => void = () => undefined;
    let finish: (items: MediaItem[]) => void = () => undefined;
    setup({
      upload: (_f, onProgress) => new Promise((resolve) => { progress = onProgress; finish = resolve; }),
    });
    await option('file 701');
    const input = screen.getByTestId('media-upload-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    act(() => progress(0.9));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90');
    await act(async () => finish([item(999)]));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((await option('file 999')).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a created folder', async () => {
    const { mediaItems } = setup({ createFolder: (title) => Promise.resolve({ id: 12, title, count: 0, account_id: 5 }) });
    await option('file 701');
    fireEvent.click(screen.getByRole('button', { name: /Новая папка/ }));
    const name = screen.getByLabelText('Название папки');
    fireEvent.change(name, { target: { value: 'Отпуск' } });
    fireEvent.submit(name);
    await option('file 1201');
    expect(mediaItems).toHaveBeenLastCalledWith({ collectionId: 12, page: 1, search: '', limit: 30 });
    expect(screen.getByRole('button', { name: /Отпуск/ }).getAttribute('aria-current')).toBe('true');
  });

  it('searches and pages the photo stock and icons, and a stock pick resolves like a file', async () => {
    const stock = (source: string, page: number): MediaItem => ({ id: `${source}-${page}`, url: `https://stock.test/${source}/${page}.jpg`, title: `${source} ${page}`, kind: 'image' });
    const stockItems = vi.fn<EditorDataPort['stockItems']>(({ source, page }) => Promise.resolve({ items: [stock(source, page)], last: page >= 2 }));
    const { onClose } = setup({ stockItems });
    await option('file 701');
    fireEvent.click(screen.getByRole('button', { name: 'Фотостоки' }));
    await option('unsplash 1');
    expect(stockItems).toHaveBeenLastCalledWith({ source: 'unsplash', page: 1, search: '', limit: 30 });
    expect(screen.getByRole('button', { name: 'Фотостоки' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /Мои картинки/ }).getAttribute('aria-current')).toBe('false');
    expect(screen.queryByRole('button', { name: /Загрузить/ })).toBeNull(); // stocks take no uploads

    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'море' } });
    await waitFor(() => expect(stockItems).toHaveBeenLastCalledWith({ source: 'unsplash', page: 1, search: 'море', limit: 30 }));
    await option('unsplash 1');
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await option('unsplash 2');
    expect(stockItems).toHaveBeenLastCalledWith({ source: 'unsplash', page: 2, search: 'море', limit: 30 });

    fireEvent.click(screen.getByRole('button', { name: 'Иконки' }));
    await option('icons8 1');
    expect(stockItems).toHaveBeenLastCalledWith({ source: 'icons8', page: 1, search: '', limit: 30 });
    fireEvent.doubleClick(await option('icons8 1'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(stock('icons8', 1)));
  });
});
