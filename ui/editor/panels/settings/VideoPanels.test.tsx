// @vitest-environment happy-dom
// The video panel and a section's background-video panel: a clip picked in the media manager goes
// in with its poster and size as one undo step; an image picked instead is named and not used.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n/index';
import { pget, type Widget } from '../../engine';
import { MediaPickerContext } from '../../dialogs/mediaPicker';
import type { MediaItem } from '../../data/port';
import { makeServices, Wrap } from '../../testing/fixtures';
import { RightPanel } from '../RightPanel';

type S = ReturnType<typeof makeServices>;
const widget = (s: S, id: number): Widget | undefined => pget(s.editor.getState().doc.page.widgets, id);

const CLIP: MediaItem = { id: 7, url: '/media-files/1/202611/abc.webm', title: 'promo.webm', kind: 'video', poster: '/media-files/1/202611/abc-poster.jpg', width: 320, height: 240 };
const PHOTO: MediaItem = { id: 8, url: '/media-files/1/202611/p.png', title: 'p.png', kind: 'image' };

function open(s: S, key: string, picks: MediaItem[]): number {
  const id = s.editor.getState().doc.nextId;
  s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: key }, lang: 'ru' });
  render(
    <MediaPickerContext.Provider value={() => Promise.resolve(picks.shift() ?? null)}>
      <Wrap services={s}><RightPanel /></Wrap>
    </MediaPickerContext.Provider>,
  );
  act(() => void s.run({ type: 'selection.set', ids: [id] }));
  fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
  return id;
}

const click = async (name: string) => { await act(async () => { fireEvent.click(screen.getByRole('button', { name })); }); };

describe('video panels', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('an image is refused as a clip; a clip goes in with its poster and size in one undo step, and out again', async () => {
    const s = makeServices();
    const id = open(s, 'video', [PHOTO, CLIP]);
    await click('Загрузить или выбрать клип');
    expect(screen.getByRole('alert').textContent).toBe('Это не видео: выберите клип MP4 или WebM');
    expect(widget(s, id)?.cfg.src).toBeUndefined();
    await click('Загрузить или выбрать клип');
    expect(widget(s, id)?.cfg).toMatchObject({ src: CLIP.url, poster: CLIP.poster, width: 320, height: 240, clipName: 'promo.webm' });
    expect(screen.getByText('Клип: promo.webm')).toBeTruthy();
    // The link field gives way to the clip (the clip wins when published).
    expect(screen.queryByLabelText('Ссылка на видео')).toBeNull();
    act(() => s.undo());
    expect(widget(s, id)?.cfg.src).toBeUndefined();
    expect(widget(s, id)?.cfg.poster).toBeUndefined();
    act(() => s.redo());
    await click('Убрать клип');
    expect(widget(s, id)?.cfg.src).toBeUndefined();
    expect(screen.getByLabelText('Ссылка на видео')).toBeTruthy();
  });

  it('takes a Rutube link and refuses a foreign one with the SPEC message', () => {
    const s = makeServices();
    const id = open(s, 'video', []);
    const box = screen.getByLabelText('Ссылка на видео');
    fireEvent.change(box, { target: { value: 'https://example.com/clip' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка, ссылка не корректна');
    expect(widget(s, id)?.cfg.url).toBe('');
    fireEvent.change(box, { target: { value: 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/' } });
    fireEvent.blur(box);
    expect(widget(s, id)?.cfg.url).toBe('https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/');
  });

  it('a section takes a background clip with its poster, and gives it back', async () => {
    const s = makeServices();
    const id = open(s, 'container', [CLIP]);
    await click('Выбрать фоновый клип');
    expect(widget(s, id)?.cfg).toMatchObject({ bgVideo: CLIP.url, bgPoster: CLIP.poster });
    await click('Убрать фоновое видео');
    expect(widget(s, id)?.cfg.bgVideo).toBeUndefined();
    expect(widget(s, id)?.cfg.bgPoster).toBeUndefined();
  });
});
