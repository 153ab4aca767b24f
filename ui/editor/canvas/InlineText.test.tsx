// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { makeServices, Wrap } from '../testing/fixtures';
import { Canvas } from './Canvas';

/** Opens in-place editing on the sample page's text (id 4) and types `text` into it. */
function typeInPlace(text: string) {
  const s = makeServices();
  const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
  fireEvent.doubleClick(container.querySelector('[data-wid="4"]') as HTMLElement);
  const box = container.querySelector('[data-wid="4"] [contenteditable]') as HTMLElement;
  expect(box).not.toBeNull();
  box.innerText = text;
  return { s, container, box };
}

describe('in-place text editing keeps what was typed however it ends', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('Escape commits the text and leaves editing; Undo takes it back in one step', () => {
    const { s, container, box } = typeInPlace('Новый текст');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(container.querySelector('[data-wid="4"] [contenteditable]')).toBeNull();
    expect(container.querySelector('[data-wid="4"]')?.textContent).toBe('Новый текст');
    expect(s.view.get().editing).toBeNull();
    act(() => void s.editor.undo());
    expect(container.querySelector('[data-wid="4"]')?.textContent).toBe('Body');
    expect(s.editor.canUndo()).toBe(false);
  });

  it('Enter commits the same way; Shift+Enter does not end editing', () => {
    const { container, box } = typeInPlace('Строка');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(container.querySelector('[data-wid="4"] [contenteditable]')).not.toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(container.querySelector('[data-wid="4"]')?.textContent).toBe('Строка');
  });
});
