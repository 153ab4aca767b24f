// @vitest-environment happy-dom
// A page's favicon and share image through the one field: each kind refuses its own wrong type and
// size before anything is sent, uploads and removes through its own call, puts the server's page in
// the cache, and shows a server refusal in the catalogue's words.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../adapters/index';
import { renderScreen, setupI18n } from '../../../testing/render';
import { pageView } from '../../../testing/fixtures';
import { pageKey } from '../../../lib/queryKeys';
import { removeFavicon, removeShareImage, uploadFavicon, uploadShareImage } from '../data/page';
import { PageImageField } from './PageImageField';

vi.mock('../data/page', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadFavicon: vi.fn(), removeFavicon: vi.fn(), uploadShareImage: vi.fn(), removeShareImage: vi.fn(),
}));

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const choose = (testId: string, f: File) => fireEvent.change(screen.getByTestId(testId), { target: { files: [f] } });

beforeAll(setupI18n);
beforeEach(() => {
  vi.mocked(uploadFavicon).mockReset();
  vi.mocked(removeFavicon).mockReset();
  vi.mocked(uploadShareImage).mockReset();
  vi.mocked(removeShareImage).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
});
afterEach(cleanup);

describe('the favicon', () => {
  it('refuses a WebP and a file over 500 KB without sending; a PNG is uploaded and the page in the cache becomes the answer', async () => {
    const { client } = renderScreen(<PageImageField page={pageView({ id: 7, favicon: false })} kind="favicon" />);
    expect(screen.getByText('Фавикон не загружен')).toBeTruthy();
    choose('favicon-input', file('a.webp', 'image/webp', 10));
    expect(screen.getByRole('alert').textContent).toBe('Поддерживаются только ICO, GIF, JPEG и PNG');
    choose('favicon-input', file('a.png', 'image/png', 500 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Файл слишком большой: фавикон должен быть не больше 500 КБ');
    expect(uploadFavicon).not.toHaveBeenCalled();

    vi.mocked(uploadFavicon).mockResolvedValue(pageView({ id: 7, favicon: true }));
    const png = file('a.png', 'image/png', 1000);
    choose('favicon-input', png);
    await waitFor(() => expect(client.getQueryData(pageKey(7))).toMatchObject({ favicon: true }));
    expect(uploadFavicon).toHaveBeenCalledWith(7, png);
    expect(uploadShareImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server refusal shows the catalogue text of its code; a set favicon is removed through its own call', async () => {
    vi.mocked(uploadFavicon).mockRejectedValue(new ApiError(422, { error: 'favicon.type', code: 'favicon.type', message: 'type', status: 422 }, 'Unprocessable Entity'));
    renderScreen(<PageImageField page={pageView({ id: 7, favicon: true })} kind="favicon" />);
    choose('favicon-input', file('a.ico', 'image/x-icon', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('Фавикон должен быть в формате ICO, GIF, JPEG или PNG');

    vi.mocked(removeFavicon).mockResolvedValue(pageView({ id: 7, favicon: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(removeFavicon).toHaveBeenCalledWith(7));
    expect(removeShareImage).not.toHaveBeenCalled();
  });
});

describe('the share image', () => {
  it('takes a WebP the favicon refuses, refuses a PDF and a file over 10 MB, and uploads through its own call', async () => {
    const { client } = renderScreen(<PageImageField page={pageView({ id: 3, share_image: null })} kind="share" />);
    expect(screen.getByText('Картинки нет — мессенджер покажет только текст')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    choose('share-image-input', file('a.pdf', 'application/pdf', 10));
    expect(screen.getByRole('alert').textContent).toBe('Выберите изображение: JPEG, PNG, WebP, GIF или AVIF');
    choose('share-image-input', file('a.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Файл слишком большой: картинка должна быть не больше 10 МБ');

    vi.mocked(uploadShareImage).mockResolvedValue(pageView({ id: 3, share_image: 'k2' }));
    const webp = file('a.webp', 'image/webp', 2000);
    choose('share-image-input', webp);
    await waitFor(() => expect(client.getQueryData(pageKey(3))).toMatchObject({ share_image: 'k2' }));
    expect(uploadShareImage).toHaveBeenCalledWith(3, webp);
    expect(uploadFavicon).not.toHaveBeenCalled();
  });
});
