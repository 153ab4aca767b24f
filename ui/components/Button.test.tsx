// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

afterEach(cleanup);

/** Keyboard focus opens a tooltip at once (hover waits for its delay): Tab, then focus, as a keyboard user does. */
function focusByKeyboard(el: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => el.focus());
}

describe('Button tooltip', () => {
  it('an icon-only button shows its accessible name as its tooltip', () => {
    render(<Button variant="ghost" size="sm" icon aria-label="Удалить: Лендинг"><svg aria-hidden="true" /></Button>);
    const button = screen.getByRole('button', { name: 'Удалить: Лендинг' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    focusByKeyboard(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Удалить: Лендинг');
  });

  it('takes an explicit tooltip (a label hidden on narrow screens) and keeps the accessible name', () => {
    render(<Button variant="secondary" size="sm" tooltip="Опубликовать"><svg aria-hidden="true" /><span className="row-action__label">Опубликовать</span></Button>);
    const button = screen.getByRole('button', { name: 'Опубликовать' });
    focusByKeyboard(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Опубликовать');
  });

  it('a button with a visible label and no tooltip gets none', () => {
    render(<Button>Сохранить</Button>);
    focusByKeyboard(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Button tooltip on hover', () => {
  it('the first mouse move onto an icon button shows it, even right after keyboard use (React Aria needs a pointer move first)', () => {
    vi.useFakeTimers();
    try {
      render(<Button variant="ghost" icon aria-label="Настройки"><svg aria-hidden="true" /></Button>);
      const button = screen.getByRole('button', { name: 'Настройки' });
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.pointerOver(button, { pointerType: 'mouse', relatedTarget: document.body });
      fireEvent.pointerEnter(button, { pointerType: 'mouse', relatedTarget: document.body });
      act(() => vi.advanceTimersByTime(450));
      expect(screen.getByRole('tooltip').textContent).toBe('Настройки');
      // A press closes it and a move inside the button (over its icon) does not bring it back.
      fireEvent.pointerDown(button, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(450));
      fireEvent.pointerOver(button.querySelector('svg')!, { pointerType: 'mouse', relatedTarget: button });
      act(() => vi.advanceTimersByTime(450));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
