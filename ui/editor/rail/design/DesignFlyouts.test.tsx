// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../../i18n/index';
import { exportContent, importContent, pget, type Design, type Palette } from '../../engine';
import type { EditorDataPort } from '../../data/port';
import { createServices } from '../../state/createServices';
import { memoryPort, samplePage, Wrap } from '../../testing/fixtures';
import { DesignFlyout } from './DesignFlyout';
import { PaletteFlyout } from './PaletteFlyout';
import { TextStylesFlyout } from './TextStylesFlyout';

const PALETTE: Palette = { id: 11, title: 'Синяя', colors: [{ value: '#1d4ed8', title: 'Основной' }, { value: '#ffffff', title: 'Фон' }], childrenPalettes: [] };
const DESIGN: Design = {
  id: 21, title: 'Базовый', parent_id: null, classes: [
    { id: 1, name: 'Кнопка', parentId: null, order: 0, type: 'widget-button', hideInAddingWidgets: false, style: { desktop: { color: '#fff' } } },
    { id: 2, name: 'Кнопка на тёмном', parentId: 1, order: 0, type: 'widget-button', hideInAddingWidgets: false, style: {} },
    { id: 3, name: 'Текст', parentId: null, order: 1, type: 'widget-text', hideInAddingWidgets: false, style: {} },
  ],
};

let n = 0;
function services(port: Partial<EditorDataPort> = {}) {
  const doc = importContent(exportContent(samplePage()), { library: { designs: [DESIGN], palettes: [PALETTE], fontPresets: [] } });
  const s = createServices(doc, `flyouts-${++n}`, memoryPort(port));
  s.run({ type: 'widget.class.add', id: 3, className: 2 });
  return s;
}
const lib = (s: ReturnType<typeof services>) => s.editor.getState().doc.library;

describe('design flyouts edit the account’s library', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('palette: a colour changes the library; a copy is made on the server and becomes the page’s', async () => {
    const copy: Palette = { ...PALETTE, id: 77, title: 'Синяя (1)' };
    const createLibraryItem = vi.fn(() => Promise.resolve(copy)) as unknown as EditorDataPort['createLibraryItem'];
    const s = services({ createLibraryItem });
    render(<Wrap services={s}><PaletteFlyout /></Wrap>);
    const first = screen.getByRole('listitem', { name: 'Цвет 1 «Основной»' });
    const hex = within(first).getByLabelText(/Цвет 1/, { selector: 'input[type=text]' });
    fireEvent.change(hex, { target: { value: '#16a34a' } });
    fireEvent.blur(hex);
    expect(lib(s).palettes[0].colors[0]).toEqual({ value: '#16a34a', title: 'Основной' });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Копия' })); });
    expect(createLibraryItem).toHaveBeenCalledWith('palette', { clone_of: 11 });
    expect(lib(s).palettes.map((p) => p.id)).toEqual([11, 77]);
    expect(s.editor.getState().doc.globals.paletteId).toBe(77);
  });

  it('design: a child design from the server; classes added, moved under another type (leaving the widgets) and deleted with what is inside', async () => {
    const child: Design = { id: 88, title: 'Базовый — дочерний', parent_id: 21, classes: [] };
    const createLibraryItem = vi.fn(() => Promise.resolve(child)) as unknown as EditorDataPort['createLibraryItem'];
    const s = services({ createLibraryItem });
    s.run({ type: 'globals.set', patch: { designId: 21 } });
    render(<Wrap services={s}><DesignFlyout /></Wrap>);

    // Class 2 (a button class) is put under the text class: it leaves the button that used it.
    const card = screen.getAllByTestId('design-class').find((c) => c.textContent?.includes('Кнопка на тёмном')) as HTMLElement;
    fireEvent.change(within(card).getByLabelText('Вложен в'), { target: { value: '3' } });
    expect(lib(s).designs[0].classes.find((c) => c.id === 2)?.parentId).toBe(3);
    expect(pget(s.editor.getState().doc.page.widgets, 3)?.classes).toEqual([]);

    // Deleting the button class takes only it; deleting the text class takes the one inside it.
    const text = screen.getAllByTestId('design-class').find((c) => c.textContent?.startsWith('Текст')) as HTMLElement;
    fireEvent.click(within(text).getByRole('button', { name: 'Удалить класс и вложенные' }));
    expect(lib(s).designs[0].classes.map((c) => c.id)).toEqual([1]);

    fireEvent.change(screen.getByLabelText('Название нового класса'), { target: { value: 'Акцент' } });
    fireEvent.change(screen.getByLabelText('Для виджета'), { target: { value: 'widget-heading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить класс' }));
    expect(lib(s).designs[0].classes.at(-1)).toMatchObject({ id: 2, name: 'Акцент', type: 'widget-heading' });

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Дочерний дизайн' })); });
    expect(createLibraryItem).toHaveBeenCalledWith('style', { title: 'Базовый — дочерний', parent_id: 21, data: { classes: [] } });
    expect(s.editor.getState().doc.globals.designId).toBe(88);
    // The child shows its parent's classes as inherited.
    expect(screen.getAllByTestId('design-class').map((c) => c.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('из родительского дизайна')]));
  });

  it('text styles: created with a random code, their parameters edited and applied to the selected widget', () => {
    const s = services();
    s.run({ type: 'selection.set', ids: [4] });
    render(<Wrap services={s}><TextStylesFlyout /></Wrap>);
    fireEvent.click(screen.getByRole('button', { name: /Новый стиль текста/ }));
    const [style] = s.editor.getState().doc.globals.textStyles;
    expect(style.code).toBeGreaterThanOrEqual(1);
    expect(style.code).toBeLessThanOrEqual(10000);
    const card = screen.getByTestId('text-style');
    const size = within(card).getByLabelText('Размер шрифта');
    fireEvent.change(size, { target: { value: '24px' } });
    fireEvent.blur(size);
    expect(s.editor.getState().doc.globals.textStyles[0].params.fontSize).toBe('24px');
    fireEvent.click(within(card).getByRole('button', { name: 'Применить к выбранному виджету' }));
    expect(pget(s.editor.getState().doc.page.widgets, 4)?.cfg.textStyle).toBe(style.code);
    fireEvent.click(within(card).getByRole('button', { name: 'Удалить стиль' }));
    expect(s.editor.getState().doc.globals.textStyles).toEqual([]);
  });
});
