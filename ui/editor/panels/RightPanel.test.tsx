// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { canvasOwnStyle, pget, styleEnv } from '../engine';
import { renderPage } from '../../../engine/index';
import { makeServices, Wrap } from '../testing/fixtures';
import { RightPanel } from './RightPanel';

const widget = (s: ReturnType<typeof makeServices>, id: number) => pget(s.editor.getState().doc.page.widgets, id);

describe('right panel', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('warns until a widget is selected, then shows only the panels of its type', () => {
    const s = makeServices();
    render(<Wrap services={s}><RightPanel /></Wrap>);
    expect(screen.getByRole('note').textContent).toContain('Выберите виджет');
    act(() => void s.run({ type: 'selection.set', ids: [3] }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Типографика')).toBeTruthy();
    expect(screen.queryByText('Отступ', { selector: 'summary' })).toBeNull();
  });

  it('writes a style edit to the selected screen mode and leaves bigger screens alone', () => {
    const s = makeServices();
    s.screen.send({ type: 'SET_SCREEN', screen: 'mobile' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    const width = screen.getByLabelText(/Ширина/);
    fireEvent.change(width, { target: { value: '50%' } });
    fireEvent.blur(width);
    expect(widget(s, 4)?.style.mobile).toEqual({ width: '50%' });
    expect(widget(s, 4)?.style.desktop).toEqual({ color: '#111111' });

    act(() => s.screen.send({ type: 'SET_SCREEN', screen: 'desktop' }));
    fireEvent.change(screen.getByLabelText(/Ширина/), { target: { value: '80%' } });
    fireEvent.blur(screen.getByLabelText(/Ширина/));
    expect(widget(s, 4)?.style.desktop).toEqual({ color: '#111111', width: '80%' });
    expect(widget(s, 4)?.style.mobile).toEqual({ width: '50%' });
  });

  it('shows an inherited value as the placeholder, with the screen it comes from', () => {
    const s = makeServices();
    s.screen.send({ type: 'SET_SCREEN', screen: 'tablet' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    const color = screen.getByLabelText(/Цвет текста/, { selector: 'input[type=text]' }) as HTMLInputElement;
    expect(color.value).toBe('');
    expect(color.placeholder).toBe('#111111');
    expect(screen.getByText('Так на экране «Компьютер»')).toBeTruthy();
  });

  it('the font-size slider stands at the size the design class gives, and says so', () => {
    const s = makeServices();
    const design = { id: 3, title: 'Базовый', parent_id: null, classes: [
      { id: 1, name: 'Заголовок H1', type: 'widget-heading', parentId: null, order: 0, hideInAddingWidgets: false, style: { desktop: { fontSize: '52px' } } },
    ] };
    s.run({ type: 'design.create', design });
    s.run({ type: 'globals.set', patch: { designId: 3 } });
    s.run({ type: 'widget.class.add', id: 2, className: 1 });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [2] }));
    expect((screen.getByLabelText(/Размер шрифта/, { selector: 'input[type=range]' }) as HTMLInputElement).value).toBe('52');
    expect((screen.getByLabelText('Размер шрифта, px') as HTMLInputElement).placeholder).toBe('52px');
    expect(screen.getByText('Из класса «Заголовок H1»')).toBeTruthy();
    // Choices are named in words, the inherited one too.
    const display = screen.getByLabelText('Отображение') as HTMLSelectElement;
    expect([...display.options].map((o) => o.text)).toContain('В строку с текстом');
    expect([...display.options].map((o) => o.text).join(' ')).not.toMatch(/inline-block|flex-start/);
  });

  it('records a whole slider drag as one undo entry', () => {
    const s = makeServices();
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    const slider = screen.getByLabelText(/Размер шрифта/, { selector: 'input[type=range]' });
    fireEvent.pointerDown(slider);
    for (const v of ['20', '24', '28']) fireEvent.change(slider, { target: { value: v } });
    fireEvent.pointerUp(slider);
    expect(widget(s, 4)?.style.desktop?.fontSize).toBe('28px');
    expect(s.editor.undo()).toBe(true);
    expect(widget(s, 4)?.style.desktop?.fontSize).toBeUndefined();
    expect(s.editor.canUndo()).toBe(false);
  });

  it('records a colour-picker drag as one undo entry', () => {
    const s = makeServices();
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    const swatch = screen.getByLabelText('Выбрать цвет: Цвет фона');
    fireEvent.focus(swatch);
    for (const v of ['#111111', '#222222', '#333333']) fireEvent.change(swatch, { target: { value: v } });
    fireEvent.blur(swatch);
    expect(widget(s, 4)?.style.desktop?.backgroundColor).toBe('#333333');
    expect(s.editor.undo()).toBe(true);
    expect(widget(s, 4)?.style.desktop?.backgroundColor).toBeUndefined();
    expect(s.editor.canUndo()).toBe(false);
  });

  it('refuses a video link that is not YouTube, Vimeo, Rutube or VK Video (SPEC §5)', () => {
    const s = makeServices();
    const id = s.editor.getState().doc.nextId;
    s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'video' } });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [id] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
    const url = screen.getByLabelText('Ссылка на видео');
    fireEvent.change(url, { target: { value: 'https://example.com/video' } });
    fireEvent.blur(url);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка, ссылка не корректна');
    expect(widget(s, id)?.cfg.url).toBe('');
    fireEvent.change(url, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.blur(url);
    expect(widget(s, id)?.cfg.url).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('shows the 24 px side margins a video on the page has, and an edit of a side reaches the canvas and the published page', () => {
    const s = makeServices();
    const id = s.editor.getState().doc.nextId;
    s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'video' }, design: true, lang: 'ru' });
    s.run({ type: 'widget.param.set', id, path: 'url', value: 'https://youtu.be/dQw4w9WgXcQ' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [id] }));
    const side = (name: string) => screen.getByLabelText(`Внешний отступ: ${name}`) as HTMLInputElement;
    expect([side('Сверху').value, side('Справа').value, side('Снизу').value, side('Слева').value]).toEqual(['', '24px', '16px', '24px']);

    fireEvent.change(side('Слева'), { target: { value: '0px' } });
    fireEvent.blur(side('Слева'));
    const doc = s.editor.getState().doc;
    const video = widget(s, id);
    if (video === undefined) throw new Error('no video');
    expect(video.style.desktop).toMatchObject({ marginLeft: '0px', marginRight: '24px' });
    expect(canvasOwnStyle(video, styleEnv(doc.globals, doc.library), 'desktop')).toMatchObject({ marginLeft: '0px' });
    expect(renderPage(doc).css).toContain('margin-left:0px');
    expect(side('Слева').value).toBe('0px');
  });

  it('names an inherited choice by itself (its origin is the note under it) and gives a padding of two parts the whole row', () => {
    const s = makeServices();
    s.run({ type: 'widget.style.set', id: 4, screen: 'desktop', props: { display: 'inline-block', padding: '16px 24px' } });
    s.screen.send({ type: 'SET_SCREEN', screen: 'tablet' });
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [4] }));
    const display = screen.getByLabelText('Отображение') as HTMLSelectElement;
    // «Как унаследовано: В строку с текстом» was cut at the panel's width; it is the hint now.
    expect(display.selectedOptions[0]?.textContent).toBe('В строку с текстом');
    expect(display.className).toContain('ed-input--inherited');
    expect(display.title).toBe('Как унаследовано: В строку с текстом');
    const padding = screen.getByLabelText('Внутренний отступ, px') as HTMLInputElement;
    expect(padding.placeholder).toBe('16px 24px');
    expect(padding.closest('.ed-slider')?.className).toContain('ed-slider--wide');
    fireEvent.change(display, { target: { value: 'flex' } });
    expect(widget(s, 4)?.style.tablet).toEqual({ display: 'flex' });
    expect(display.className).not.toContain('ed-input--inherited');
  });
});

