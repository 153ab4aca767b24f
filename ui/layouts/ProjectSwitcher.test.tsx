// @vitest-environment happy-dom
// The header's project switcher is a searchable combobox over GET /projects (ui/components/ProjectPicker):
// an account with more projects than the switcher's first batch (and than useProjects' first 100) still
// finds any of them by typing, and the switcher then shows it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { fakeList, manyProjects } from '../testing/fakeList';
import { getCurrentProjectId } from '../lib/currentProject';
import { ProjectSwitcher } from './ProjectSwitcher';
import { Outlet } from 'react-router';

vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../app/useSession', async () => {
  const { owner } = await import('../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});

const fake = fakeEndpoints;
/** 150 projects, oldest first, as GET /projects answers by default. */
const list = fakeList(manyProjects(150), (p) => p.title);

/** The switcher in a shell (it stays when a switch sends the user to the root), on a project-unaware screen. */
const show = () =>
  renderScreen(<p>Страницы</p>, { route: 'pages', url: '/pages', parent: { path: '/', element: <><ProjectSwitcher /><Outlet /></> } });
const options = () => screen.getByRole('listbox');

beforeAll(setupI18n);
beforeEach(() => {
  localStorage.clear();
  resetFakeEndpoints();
  fake.projects.list.mockImplementation(list);
});
afterEach(cleanup);

describe('project switcher', () => {
  it('finds a project beyond the first 100 by typing, makes it current and shows it', async () => {
    const { router } = show();
    const input = await screen.findByRole('combobox', { name: 'Текущий проект' });
    // No remembered project: the first one is current.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Проект 1'));
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { limit: 25 } });

    // The keyboard opens one batch of 25 and a note that there are more; project 140 is not in it.
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(within(options()).getAllByRole('option')).toHaveLength(26));
    expect(within(options()).getByText('Показаны первые 25 — уточните поиск')).toBeTruthy();
    expect(within(options()).queryByRole('option', { name: 'Проект 140' })).toBeNull();

    // Typing asks the server; the keyboard chooses the found project.
    fireEvent.change(input, { target: { value: 'проект 140' } });
    await within(options()).findByRole('option', { name: 'Проект 140' }, { timeout: 3000 });
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { search: 'проект 140', limit: 25 } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });

    // It is the current project (remembered for the user), the switcher shows it, and the
    // project-unaware screen went to the root (SPEC §2).
    await waitFor(() => expect(getCurrentProjectId(1)).toBe(140));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Текущий проект' }) as HTMLInputElement).value).toBe('Проект 140'));
    // Beyond useProjects' first 100, the current project was asked for by id.
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { id: 140 } });
  });

  it('says «Ничего не найдено» for a search that matches no project and keeps the current one', async () => {
    show();
    const input = await screen.findByRole('combobox', { name: 'Текущий проект' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Проект 1'));
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'вебинар' } });
    expect(await within(options()).findByText('Ничего не найдено', undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Проект 1'));
    expect(getCurrentProjectId(1)).toBeNull();
  });

  it('says there are no projects yet when the account has none', async () => {
    fake.projects.list.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 1 });
    show();
    const input = await screen.findByRole('combobox', { name: 'Текущий проект' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await within(options()).findByText('Проектов пока нет')).toBeTruthy();
  });
});
