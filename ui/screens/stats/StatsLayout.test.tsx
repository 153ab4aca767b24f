// @vitest-environment happy-dom
// The statistics page selector is a searchable combobox over GET /pages/short (ui/components/PagePicker):
// an account with more pages than one answer holds still finds and keeps any of them.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { saveFile } from '../../lib/saveFile';
import { setDisplayTimezone } from '../../lib/dates';
import StatsLayout, { useStatsOutlet } from './StatsLayout';
import Visits from './Visits';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/useSession', async () => {
  const { owner } = await import('../../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});
vi.mock('../../lib/saveFile', () => ({ saveFile: vi.fn() }));

const fake = fakeEndpoints;
/** 150 pages, newest change first (the highest id), as the server answers GET /pages/short. */
const all = Array.from({ length: 150 }, (_, i) => ({ id: 150 - i, title: `Страница ${150 - i}`, name: '', project_id: 1, status: 'published' as const }));
function short({ query }: { query: { search?: string; ids?: string; limit?: number } }) {
  const ids = query.ids?.split(',').map(Number);
  const hits = all.filter((p) => (!query.search || p.title.toLowerCase().includes(query.search.toLowerCase())) && (!ids || ids.includes(p.id)));
  const limit = query.limit ?? hits.length;
  return Promise.resolve({ items: hits.slice(0, limit), more: hits.length > limit });
}

/** What the statistics tabs receive: the scope's page. */
function ScopeProbe() {
  const { scope } = useStatsOutlet();
  return <p data-testid="scope-page">{scope.page_id ?? 'all'}</p>;
}

const show = () => renderScreen(<ScopeProbe />, { route: '/statistic', parent: { path: '/statistic', element: <StatsLayout /> } });
const options = () => screen.getByRole('listbox');

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.pages.short.mockImplementation(short);
});
afterEach(cleanup);

describe('statistics page selector', () => {
  it('asks the server for one batch, searches it for the rest, and keeps a page outside the first batch by its title', async () => {
    show();
    const input = await screen.findByRole('combobox', { name: 'Страница' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Все страницы'));
    expect(fake.pages.short).toHaveBeenCalledWith({ query: { limit: 30 } });

    // The keyboard opens the list: «all pages», then the first 30 pages and a note that there are more.
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(within(options()).getAllByRole('option')).toHaveLength(32));
    expect(within(options()).getByRole('option', { name: 'Все страницы' })).toBeTruthy();
    expect(within(options()).queryByRole('option', { name: 'Страница 12' })).toBeNull();
    expect(within(options()).getByText('Показаны первые 30 — уточните поиск')).toBeTruthy();

    // Page 12 is not in the first batch: typing asks the server.
    fireEvent.change(input, { target: { value: 'страница 12' } });
    const found = await within(options()).findByRole('option', { name: 'Страница 12' }, { timeout: 3000 });
    expect(fake.pages.short).toHaveBeenLastCalledWith({ query: { search: 'страница 12', limit: 30 } });
    expect(within(options()).queryByRole('option', { name: 'Все страницы' })).toBeNull();
    fireEvent.click(found);
    await waitFor(() => expect(screen.getByTestId('scope-page').textContent).toBe('12'));

    // The search is cleared (the first batch again, without page 12): the input still names it,
    // and it heads the list when the list opens.
    await waitFor(() => expect(fake.pages.short).toHaveBeenCalledWith({ query: { ids: '12', limit: 1 } }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Страница 12'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const rows = await within(options()).findAllByRole('option');
    expect(rows.slice(0, 3).map((r) => r.textContent)).toEqual(['Все страницы', 'Страница 12', 'Страница 150']);

    // The list opened on the chosen page; back to all pages by the keyboard: up one, Enter.
    expect(input.getAttribute('aria-activedescendant')).toBe(rows[1].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(rows[0].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('scope-page').textContent).toBe('all'));
    expect((input as HTMLInputElement).value).toBe('Все страницы');
  });

  it('says «Ничего не найдено» when the search matches no page, and leaving the field puts the chosen page back', async () => {
    show();
    const input = await screen.findByRole('combobox', { name: 'Страница' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Все страницы'));
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'вебинар' } });
    expect(await within(options()).findByText('Ничего не найдено', undefined, { timeout: 3000 })).toBeTruthy();
    expect(fake.pages.short).toHaveBeenLastCalledWith({ query: { search: 'вебинар', limit: 30 } });
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Все страницы'));
    expect(screen.getByTestId('scope-page').textContent).toBe('all');
  });
});

describe('statistics export', () => {
  afterEach(() => vi.useRealTimers());

  it('names the file by today in the user\'s zone: at 00:30 in Moscow it is already the 25th, though UTC says the 24th', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T21:30:00Z'));
    const file = new Blob(['date;page']);
    fake.stats.exportStats.mockResolvedValue(file);
    show();
    const button = await screen.findByRole('button', { name: 'Экспорт' });
    await waitFor(() => expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(false));
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (таблица)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, 'stats-2026-11-25.csv'));
  });
});

describe('statistics table', () => {
  afterEach(() => setDisplayTimezone(null));

  it('shows each row\'s day as the date it is, in a zone ahead of UTC+12 too (Auckland in summer, UTC+13)', async () => {
    // The row's date is already the user's local day: read again as noon UTC in Auckland it was the 25th.
    setDisplayTimezone('Pacific/Auckland');
    fake.stats.table.mockResolvedValue({ items: [{ date: '2026-11-24', page: { id: 7, title: 'Курсы' }, visits: 5, visitors: 3, leads: 1, conversion: 1 / 3 }], total_items: 1, current: 1, total_pages: 1 });
    renderScreen(<Visits />, { route: '/statistic', parent: { path: '/statistic', element: <StatsLayout /> } });
    const row = await screen.findByTestId('stats-row');
    expect(row.querySelector('td')?.textContent).toBe('24.11.2026');
  });
});
