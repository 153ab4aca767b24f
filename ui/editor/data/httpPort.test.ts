import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/index';

const upload = vi.fn();
vi.mock('../../../adapters/index', async (original) => ({ ...(await original<typeof import('../../../adapters/index')>()), upload }));

describe('editor http port upload', () => {
  it('keeps an uploaded photo\'s small copy as the grid\'s thumb', async () => {
    const { httpPort } = await import('./httpPort');
    upload.mockImplementation(() => Promise.resolve([{ id: 4, url: '/u/b.jpg', thumb: '/u/b-480.webp', name: 'b.jpg', kind: 'image', size: 1, created: '2026-01-01' }]));
    expect(await httpPort.upload(new File(['x'], 'b.jpg', { type: 'image/jpeg' }), () => undefined))
      .toEqual([{ id: 4, url: '/u/b.jpg', thumb: '/u/b-480.webp', title: 'b.jpg', kind: 'image' }]);
    upload.mockReset();
  });

  it('sends the file through the progress-reporting adapter upload and passes the fraction on', async () => {
    const { httpPort } = await import('./httpPort');
    upload.mockImplementation((_route: unknown, _input: unknown, onProgress: (loaded: number, total: number) => void) => {
      onProgress(25, 100);
      onProgress(100, 100);
      return Promise.resolve([{ id: 3, url: '/u/a.png', thumb: '/u/a.png', name: 'a.png', kind: 'image', size: 1, created: '2026-01-01' }]);
    });
    const fractions: number[] = [];
    const items = await httpPort.upload(new File(['x'], 'a.png', { type: 'image/png' }), (f) => fractions.push(f));
    expect(fractions).toEqual([0.25, 1]);
    expect(items).toEqual([{ id: 3, url: '/u/a.png', title: 'a.png', kind: 'image' }]);
    const [route, input] = upload.mock.calls[0] as [unknown, { body: FormData }];
    expect(route).toBe(api.media.uploadImages);
    expect(input.body.get('files')).toBeInstanceOf(File);
    expect(input.body.get('collection_id')).toBeNull(); // no folder given: the account's default one
    await httpPort.upload(new File(['x'], 'v.mp4', { type: 'video/mp4' }), () => undefined, 42);
    expect(upload.mock.calls[1][0]).toBe(api.media.uploadVideo);
    expect((upload.mock.calls[1][1] as { body: FormData }).body.get('collection_id')).toBe('42');
  });

  it('stock photos and icons come from GET /media/unsplash and /media/icons8 as ordinary items', async () => {
    const { httpPort } = await import('./httpPort');
    const { endpoints } = await import('../../../adapters/index');
    const entry = { id: 'st-1', url: 'https://stock.test/1.jpg', thumb: 'https://stock.test/1s.jpg', width: 10, height: 10, name: 'Sea', mime: 'image/jpeg', provider: 'unsplash' };
    const photos = vi.spyOn(endpoints.media, 'unsplash').mockResolvedValue({ items: [entry], last: false });
    const icons = vi.spyOn(endpoints.media, 'icons8').mockResolvedValue({ items: [], last: true });
    await expect(httpPort.stockItems({ source: 'unsplash', page: 2, search: 'sea', limit: 30 }))
      .resolves.toEqual({ items: [{ id: 'st-1', url: 'https://stock.test/1.jpg', title: 'Sea', kind: 'image' }], last: false });
    expect(photos).toHaveBeenCalledWith({ query: { page: 2, search: 'sea', limit: 30 } });
    await expect(httpPort.stockItems({ source: 'icons8', page: 1, search: '', limit: 30 })).resolves.toEqual({ items: [], last: true });
    expect(icons).toHaveBeenCalledWith({ query: { page: 1, search: '', limit: 30 } });
  });
});

