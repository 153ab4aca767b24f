// @vitest-environment happy-dom
// An open paints the canvas first: the right panel and the open flyout hold their place until the
// canvas has painted its first screen (ViewState.canvasReady), then come in; what the person does in
// between is kept.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n/index';
import { Canvas } from './canvas/Canvas';
import { RightPanel } from './panels/RightPanel';
import { LeftRail } from './rail/LeftRail';
import { makeServices, Wrap } from './testing/fixtures';
import { SETTLE_MS } from './openSettle';

function openEditor(opening: boolean) {
  const s = makeServices(undefined, { opening });
  const view = render(
    <MemoryRouter>
      <Wrap services={s}><LeftRail onSaveBlock={() => undefined} /><main><Canvas /></main><RightPanel /></Wrap>
    </MemoryRouter>,
  );
  return { s, container: view.container };
}

const flyoutBusy = (c: HTMLElement) => c.querySelector('.ed-fly [aria-busy=true]');

describe('opening the editor: the canvas first, the panels after its first paint', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('shows the page at once and the panels once the canvas has painted; a widget clicked in between is the panel\'s', async () => {
    const { s, container } = openEditor(true);
    // The canvas's widgets are in with the first render; the panels are placeholders without controls.
    expect(container.querySelector('[data-testid=canvas] [data-wid="2"]')?.textContent).toBe('Hello');
    expect(screen.getByTestId('right-panel-placeholder').textContent).toContain('Выберите виджет');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(flyoutBusy(container)).not.toBeNull();
    expect(screen.queryByTestId('add-text')).toBeNull();
    expect(s.view.get().canvasReady).toBe(false);

    // A click on the canvas before the panels are in selects, and the panel shows that widget when it comes.
    fireEvent.click(container.querySelector('[data-wid="2"]') as HTMLElement);
    expect(s.editor.getState().selection).toEqual([2]);
    // The panels' mount (React Aria's tabs, the add panel's tiles) takes seconds on a loaded 2-core machine.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Стиль' })).toBeTruthy(), { timeout: 5_000 });
    expect(s.view.get().canvasReady).toBe(true);
    expect(screen.queryByTestId('right-panel-placeholder')).toBeNull();
    expect(container.querySelector('.ed-right__head strong')?.textContent).toBe('heading 2');
    expect(screen.getByTestId('add-text')).toBeTruthy();
    expect(flyoutBusy(container)).toBeNull();
  });

  it('after the paint the panels wait for the person\'s first input (a key here) or SETTLE_MS, whichever is first', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      const first = openEditor(true);
      tick(40); // painted
      tick(SETTLE_MS - 60);
      expect(first.s.view.get().canvasReady).toBe(false);
      fireEvent.keyDown(window, { key: 'Shift' });
      tick(40);
      expect(first.s.view.get().canvasReady).toBe(true);
      cleanup();

      const second = openEditor(true);
      tick(40);
      tick(SETTLE_MS - 60);
      expect(second.s.view.get().canvasReady).toBe(false);
      tick(60);
      expect(second.s.view.get().canvasReady).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rail item picked before the canvas has painted opens its flyout at once', () => {
    const { s, container } = openEditor(true);
    fireEvent.click(screen.getByTestId('rail-modals'));
    expect(s.view.get().canvasReady).toBe(false);
    expect(flyoutBusy(container)).toBeNull();
    expect(screen.getByRole('button', { name: /Создать/ })).toBeTruthy();
    // An edit made meanwhile is on the canvas and in the document.
    act(() => void s.run({ type: 'widget.delete', id: 4 }));
    expect(container.querySelector('[data-wid="4"]')).toBeNull();
    expect(screen.getByTestId('right-panel-placeholder')).toBeTruthy();
  });

  it('a click on the open item while its content waits shows the content instead of closing the flyout', () => {
    const { s, container } = openEditor(true);
    expect(flyoutBusy(container)).not.toBeNull();
    fireEvent.click(screen.getByTestId('rail-add'));
    expect(s.view.get().canvasReady).toBe(false);
    expect(screen.getByTestId('add-text')).toBeTruthy();
    // Once shown, the same click closes it as always.
    fireEvent.click(screen.getByTestId('rail-add'));
    expect(screen.queryByTestId('add-text')).toBeNull();
    expect(container.querySelector('.ed-fly')).toBeNull();
  });

  it('services made for a part alone (not an open) show the panels at once', () => {
    const { container } = openEditor(false);
    expect(screen.getByRole('tab', { name: 'Стиль' })).toBeTruthy();
    expect(screen.getByTestId('add-text')).toBeTruthy();
    expect(flyoutBusy(container)).toBeNull();
  });
});
