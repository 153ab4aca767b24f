// @vitest-environment happy-dom
// The collapsed sidebar is a rail of icons: each entry keeps its name as its accessible name and shows it
// as a hint on keyboard focus and on hover — from the first mouse move, even right after keyboard use.
// Expanded, the names are on screen and no hint repeats them.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { Sidebar } from './Sidebar';

vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../app/useSession', async () => {
  const { owner } = await import('../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});

function Toggling() {
  const [collapsed, setCollapsed] = useState(false);
  return <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />;
}

const show = (collapsed: boolean) => renderScreen(<Sidebar collapsed={collapsed} onToggle={() => undefined} />, { route: '/pages' });

/** Keyboard use first (React Aria's page-wide modality becomes «keyboard»), then the mouse lands on `el`. */
function mouseEntersAfterTyping(el: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  fireEvent.pointerOver(el, { pointerType: 'mouse', relatedTarget: document.body });
  fireEvent.pointerEnter(el, { pointerType: 'mouse', relatedTarget: document.body });
}

beforeAll(setupI18n);
beforeEach(() => resetFakeEndpoints());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('sidebar hints', () => {
  it('collapsed: an entry is named and shows its name on keyboard focus', () => {
    show(true);
    const leads = screen.getByRole('link', { name: 'Заявки' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => leads.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Заявки');
    expect(leads.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('collapsed: the first mouse move onto an entry shows its name after the hover delay', () => {
    vi.useFakeTimers();
    show(true);
    mouseEntersAfterTyping(screen.getByRole('link', { name: 'Главная' }));
    act(() => vi.advanceTimersByTime(450));
    expect(screen.getByRole('tooltip').textContent).toBe('Главная');
    // Leaving closes it.
    fireEvent.pointerLeave(screen.getByRole('link', { name: 'Главная' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('collapsed: «Развернуть меню» is named by its hint too', () => {
    show(true);
    const toggle = screen.getByRole('button', { name: 'Развернуть меню' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => toggle.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Развернуть меню');
  });

  it('«Свернуть меню» pressed by the keyboard keeps focus on the same button, now «Развернуть меню»', () => {
    renderScreen(<Toggling />, { route: '/pages' });
    const toggle = screen.getByRole('button', { name: 'Свернуть меню' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => toggle.focus());
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.keyUp(toggle, { key: 'Enter' });
    const expand = screen.getByRole('button', { name: 'Развернуть меню' });
    expect(expand).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
  });

  it('expanded: names are visible, no hint on focus or hover', () => {
    vi.useFakeTimers();
    show(false);
    const leads = screen.getByRole('link', { name: 'Заявки' });
    expect(leads.textContent).toBe('Заявки');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => leads.focus());
    mouseEntersAfterTyping(screen.getByRole('link', { name: 'Главная' }));
    act(() => vi.advanceTimersByTime(450));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
