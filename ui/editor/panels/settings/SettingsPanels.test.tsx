// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../../i18n/index';
import { childIds, pget, type Widget } from '../../engine';
import { MediaPickerContext } from '../../dialogs/mediaPicker';
import type { MediaItem } from '../../data/port';
import { makeServices, Wrap } from '../../testing/fixtures';
import { RightPanel } from '../RightPanel';

type S = ReturnType<typeof makeServices>;
const widget = (s: S, id: number): Widget | undefined => pget(s.editor.getState().doc.page.widgets, id);

/** Adds a catalogue widget at the end of the page in Russian, selects it and opens the Settings tab. */
function open(s: S, key: string, pick?: () => Promise<MediaItem | null>): number {
  const id = s.editor.getState().doc.nextId;
  s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: key }, lang: 'ru' });
  render(
    <MediaPickerContext.Provider value={pick ?? (() => Promise.resolve(null))}>
      <Wrap services={s}><RightPanel /></Wrap>
    </MediaPickerContext.Provider>,
  );
  act(() => void s.run({ type: 'selection.set', ids: [id] }));
  fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
  return id;
}

function type(label: string | RegExp, value: string, within_?: HTMLElement) {
  const box = (within_ ? within(within_) : screen).getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

describe('Settings panels edit each type’s content', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('menu items: rename, add, move and remove, each one undo step', () => {
    const s = makeServices();
    const id = open(s, 'menu');
    const rows = () => screen.getByTestId('menu-items').querySelectorAll('li');
    expect(rows()).toHaveLength(3);
    type('Текст пункта', 'Цены', rows()[0] as HTMLElement);
    type('Ссылка', '#prices', rows()[0] as HTMLElement);
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('checkbox'));
    expect(widget(s, id)?.cfg.items).toEqual([
      { title: 'Цены', href: '#prices', newWindow: true }, { title: 'О нас', href: '#about', newWindow: false }, { title: 'Контакты', href: '#contacts', newWindow: false },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ниже: Пункт 1 «Цены»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Пункт 3 «Контакты»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    expect((widget(s, id)?.cfg.items as { title: string }[]).map((i) => i.title)).toEqual(['О нас', 'Цены', 'Пункт 3']);
    act(() => { s.undo(); s.undo(); });
    expect((widget(s, id)?.cfg.items as { title: string }[]).map((i) => i.title)).toEqual(['О нас', 'Цены', 'Контакты']);
  });

  it('a menu collapses into a burger on phones until the switch says not to, one undo step', () => {
    const s = makeServices();
    const id = open(s, 'menu');
    const box = screen.getByRole('checkbox', { name: 'Сворачивать в кнопку-бургер на телефоне' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(widget(s, id)?.cfg.collapse).toBe(false);
    expect((screen.getByTestId('menu-collapse') as HTMLInputElement).checked).toBe(false);
    act(() => { s.undo(); });
    expect(widget(s, id)?.cfg.collapse).toBeUndefined();
  });

  it('a burger widget offers no collapse switch for its own menu', () => {
    const s = makeServices();
    const id = open(s, 'burger');
    const menu = childIds(s.editor.getState().doc.page, id)[0];
    act(() => void s.run({ type: 'selection.set', ids: [menu] }));
    expect(screen.queryByTestId('menu-collapse')).toBeNull();
  });

  it('a navbar edits the items of the menu inside it', () => {
    const s = makeServices();
    const id = open(s, 'navbar');
    const menu = childIds(s.editor.getState().doc.page, id)[0];
    type('Текст пункта', 'Главная страница', screen.getByTestId('menu-items').querySelector('li') as HTMLElement);
    expect((widget(s, menu)?.cfg.items as { title: string }[])[0].title).toBe('Главная страница');
  });

  it('tabs: a rename names the tab; a move takes the panel along in one undo step', () => {
    const s = makeServices();
    const id = open(s, 'tab');
    const [a, b] = childIds(s.editor.getState().doc.page, id);
    type('Название вкладки 1', 'Тарифы');
    fireEvent.click(screen.getByRole('button', { name: 'Ниже: Вкладка 1 «Тарифы»' }));
    expect(widget(s, id)?.cfg.tabs).toEqual(['Вкладка 2', 'Тарифы']);
    expect(childIds(s.editor.getState().doc.page, id)).toEqual([b, a]);
    act(() => s.undo());
    expect(widget(s, id)?.cfg.tabs).toEqual(['Тарифы', 'Вкладка 2']);
    expect(childIds(s.editor.getState().doc.page, id)).toEqual([a, b]);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вкладку' }));
    expect(childIds(s.editor.getState().doc.page, id)).toHaveLength(3);
    expect(widget(s, id)?.cfg.tabs).toEqual(['Тарифы', 'Вкладка 2', 'Вкладка 3']);
  });

  it('social links: the network and the address are real fields', () => {
    const s = makeServices();
    const id = open(s, 'social-links');
    const first = screen.getByTestId('social-links').querySelector('li') as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Соцсеть'), { target: { value: 'youtube' } });
    type('Адрес', 'https://youtube.com/@shop', first);
    expect((widget(s, id)?.cfg.links as unknown[])[0]).toEqual({ network: 'youtube', href: 'https://youtube.com/@shop' });
  });

  it('counter: number, signs and the count-up time; a word instead of a number is refused in place', () => {
    const s = makeServices();
    const id = open(s, 'counter');
    type('Число', '1500');
    type('После числа', '+');
    type('Время отсчёта, с', '3');
    expect(widget(s, id)?.cfg).toMatchObject({ value: 1500, suffix: '+', duration: 3000 });
    type('Число', 'много');
    expect(screen.getByRole('alert').textContent).toBe('Введите число не меньше 0');
    expect(widget(s, id)?.cfg.value).toBe(1500);
  });

  it('dropdown options, spoiler, service, HTML and the cookie notice with its button', () => {
    const s = makeServices();
    const field = open(s, 'input-dropdown');
    type('Вариант 2', 'Доставка');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    expect(widget(s, field)?.cfg.options).toEqual(['Вариант 1', 'Доставка', 'Вариант 3']);
    cleanup();

    const spoiler = open(s, 'spoiler');
    type('Заголовок', 'Сколько стоит доставка?');
    type('Скрытый текст', 'Бесплатно от 3 000 ₽');
    fireEvent.click(screen.getByLabelText('Открыт при загрузке страницы'));
    expect(widget(s, spoiler)?.cfg).toMatchObject({ title: 'Сколько стоит доставка?', text: 'Бесплатно от 3 000 ₽', open: true });
    cleanup();

    const html = open(s, 'html');
    type('HTML-код', '<b>Акция</b>');
    expect(widget(s, html)?.cfg.html).toBe('<b>Акция</b>');
    cleanup();

    const cookie = open(s, 'cookie');
    const button = childIds(s.editor.getState().doc.page, cookie)[0];
    type('Текст уведомления', 'Мы храним cookie');
    type('Текст кнопки', 'Хорошо');
    expect(widget(s, cookie)?.cfg.text).toBe('Мы храним cookie');
    expect(widget(s, button)?.cfg.text).toBe('Хорошо');
  });

  it('gallery images come from the media manager, in the order the user sets', async () => {
    const s = makeServices();
    const files = [{ id: 1, url: '/media/a.png', title: 'a', kind: 'image' as const }, { id: 2, url: '/media/b.png', title: 'b', kind: 'image' as const }];
    let n = 0;
    const id = open(s, 'gallery', () => Promise.resolve(files[n++] ?? null));
    for (let i = 0; i < 2; i++) await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Добавить из медиатеки' })); });
    fireEvent.click(screen.getByRole('button', { name: 'Выше: Изображение 2' }));
    type('Альтернативный текст', 'Витрина', screen.getByTestId('images').querySelector('li') as HTMLElement);
    expect(widget(s, id)?.cfg.images).toEqual([{ src: '/media/b.png', alt: 'Витрина' }, { src: '/media/a.png', alt: 'a' }]);
  });

  it('slider: slides are added (also with a picture), reordered and it plays automatically', async () => {
    const s = makeServices();
    const id = open(s, 'slider', () => Promise.resolve({ id: 3, url: '/media/c.png', title: 'c', kind: 'image' }));
    const slides = () => childIds(s.editor.getState().doc.page, id).filter((c) => widget(s, c)?.type === 'widget-slide');
    expect(slides()).toHaveLength(2);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /Слайд с картинкой/ })); });
    const third = slides()[2];
    expect(widget(s, childIds(s.editor.getState().doc.page, third)[0])?.cfg.src).toBe('/media/c.png');
    fireEvent.click(screen.getByRole('button', { name: 'Выше: Слайд 3' }));
    expect(slides()[1]).toBe(third);
    // The dots and arrows stay after the slides.
    expect(widget(s, childIds(s.editor.getState().doc.page, id).at(-1) ?? 0)?.type).toBe('widget-slider-button-container');
    fireEvent.click(screen.getByLabelText('Листать автоматически'));
    type('Пауза между слайдами, с', '4');
    expect(widget(s, id)?.cfg).toMatchObject({ autoplay: true, interval: 4000 });
  });
});
