// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { initI18n } from '../../i18n/index';
import { LeaveGuard } from './LeaveGuard';

function setup(dirty: boolean, flush = vi.fn(() => Promise.resolve('saved'))) {
  const router = createMemoryRouter([
    { path: '/editor/1', element: <><Link to="/pages">away</Link><LeaveGuard dirty={dirty} flush={flush} /></> },
    { path: '/pages', element: <p>pages list</p> },
  ], { initialEntries: ['/editor/1'] });
  render(<RouterProvider router={router} />);
  return { router, flush };
}

describe('leave guard', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('lets a saved editor go without asking', async () => {
    const { router } = setup(false);
    await act(async () => fireEvent.click(screen.getByText('away')));
    expect(router.state.location.pathname).toBe('/pages');
  });

  it('asks before leaving with unsaved changes; Stay keeps the editor', async () => {
    const { router } = setup(true);
    await act(async () => fireEvent.click(screen.getByText('away')));
    expect(screen.getByText('Вы хотите уйти? У вас есть несохранённые изменения!')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Остаться' })));
    expect(router.state.location.pathname).toBe('/editor/1');
  });

  it('Leave flushes the save and then leaves', async () => {
    const { router, flush } = setup(true);
    await act(async () => fireEvent.click(screen.getByText('away')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Уйти' })));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/pages');
  });

  it('asks the browser before the tab closes with unsaved changes', () => {
    setup(true);
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
  });
});
