// @vitest-environment happy-dom
// SearchPicker (the header's project picker, the stats page picker, the domain pickers, the person
// picker): focus alone leaves the options closed, so Tab passes over the field and the page stays
// readable; typing, ArrowDown, a click in the field or on its chevron opens them, Escape closes.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setupI18n } from '../testing/render';
import { SearchPicker, type PickOption } from './SearchPicker';

const projects: PickOption[] = [{ id: 1, label: 'Мой проект' }, { id: 2, label: 'Второй проект' }];

beforeAll(setupI18n);
afterEach(cleanup);

function show() {
  const find = vi.fn(async (search: string) => ({ items: projects.filter((p) => p.label.toLowerCase().includes(search.toLowerCase())), more: false }));
  renderScreen(
    <>
      <button type="button">До</button>
      <SearchPicker label="Текущий проект" value={1} onChange={vi.fn()} testId="picker" placeholder="Проект" noneText="Проектов пока нет"
        queryKey={['test-picker']} find={find} get={async (id) => projects.find((p) => p.id === id) ?? null} />
      <button type="button">После</button>
    </>,
  );
  return find;
}

const input = async () => {
  const field = await screen.findByRole('combobox', { name: 'Текущий проект' }) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('Мой проект'));
  return field;
};
const closed = (field: HTMLElement) => {
  expect(field.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
};

describe('SearchPicker', () => {
  it('stays closed when focus arrives by the keyboard; ArrowDown opens the options and Escape closes them', async () => {
    show();
    const field = await input();
    act(() => field.focus());
    expect(document.activeElement).toBe(field);
    closed(field);
    // The rest of the page stays readable (an open popover hides it from screen readers) …
    expect(screen.getByRole('button', { name: 'До' })).toBeTruthy();
    // … and Tab goes on past the field with nothing opened on the way.
    act(() => screen.getByRole('button', { name: 'После' }).focus());
    closed(field);

    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Мой проект', 'Второй проект']));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => closed(field));
    expect(field.value).toBe('Мой проект');
  });

  it('typing opens the found options; a click in the field or on the chevron opens them too', async () => {
    const find = show();
    let field = await input();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'втор' } });
    await waitFor(() => expect(find).toHaveBeenCalledWith('втор', 30), { timeout: 3000 });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Второй проект']));
    cleanup();

    // A mouse user clicks the field to see the list.
    show();
    field = await input();
    closed(field);
    fireEvent.click(field);
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => closed(field));

    const chevron = screen.getByRole('button', { name: /Показать варианты/ });
    // The chevron is not a Tab stop of its own.
    expect(chevron.getAttribute('tabindex')).toBe('-1');
    fireEvent.pointerDown(chevron, { pointerType: 'mouse' });
    fireEvent.pointerUp(chevron, { pointerType: 'mouse' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
  });
});
