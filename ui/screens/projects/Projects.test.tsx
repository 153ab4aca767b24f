// @vitest-environment happy-dom
// The projects screen pages, searches and sorts on the server (GET /projects on the list contract).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import Projects from './Projects';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', async () => {
  const { owner } = await import('../../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});

const fake = fakeEndpoints;
/** 25 projects «Проект 1…25», created in that order. */
const all = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `Проект ${i + 1}`, liked: false, created: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z` }));
function list({ query }: { query: { page?: number; limit?: number; search?: string; id?: number } }) {
  const hits = all.filter((p) => (!query.search || p.title.toLowerCase().includes(query.search.toLowerCase())) && (query.id === undefined || p.id === query.id));
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  return Promise.resolve({ items: hits.slice((page - 1) * limit, page * limit), total_items: hits.length, current: page, total_pages: Math.ceil(hits.length / limit) });
}

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockImplementation(list);
});
afterEach(cleanup);

describe('projects screen', () => {
  it('shows one page of projects from the server, pages on, and searches on the server', async () => {
    renderScreen(<Projects />);
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(10));
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { page: 1, limit: 10, 'sort[liked]': 'desc' } });
    // The first project is the current one (the switcher's batch, no remembered choice).
    expect(within(screen.getAllByTestId('project-row')[0]).getByText('Текущий')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(screen.getAllByTestId('project-row')[0].textContent).toContain('Проект 11'));
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { page: 2, limit: 10, 'sort[liked]': 'desc' } });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'проект 2' } });
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(7), { timeout: 3000 });
    expect(fake.projects.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 10, 'sort[liked]': 'desc', search: 'проект 2' } });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'вебинар' } });
    expect(await screen.findByText('Ничего не найдено', undefined, { timeout: 3000 })).toBeTruthy();
  });
});
