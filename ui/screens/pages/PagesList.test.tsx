// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { folderView, listOf, owner, pageView, project } from '../../testing/fixtures';
import PagesList from './PagesList';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;

function answer(items: ReturnType<typeof pageView>[], folders: ReturnType<typeof folderView>[] = []) {
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.domains.list.mockResolvedValue(listOf([{ id: 5, name: 'shop.ru', project_id: 1, parent_id: null, ssl: true, dns_ok: true, checked_at: null, pages_total: 1, registration: null, created: '2026-01-01T00:00:00.000Z' }], { can_add: true }));
  fake.folders.list.mockResolvedValue({ items: folders });
  // The server pages, searches and filters (server/pages/pages-list.test.ts); this stand-in answers
  // the folder and search of the query so the screen's states can be seen.
  fake.pages.list.mockImplementation(async ({ query }: { query: { search?: string; folder?: number } }) => {
    const found = items.filter((p) => (!query.search || p.name.toLowerCase().includes(query.search)) && (query.folder === undefined || p.folder === query.folder));
    return { items: found.map((p) => ({ ...p, week: null })), total_items: found.length, current: 1, total_pages: 1 };
  });
}

const show = (url = '/pages') => renderScreen(<PagesList />, { route: '/pages/folders?/:folderId?', url, others: ['/pages/new', '/editor/:pageId', '/pages/:pageId/settings/other'] });

// The lists of 100–150 rows render slowly on a loaded machine: wait for them longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('PagesList', () => {
  it('shows skeleton rows while the list loads', () => {
    fake.projects.list.mockResolvedValue({ items: [project] });
    show();
    expect(screen.getByTestId('pages-table').querySelectorAll('.skeleton').length).toBeGreaterThan(0);
  });

  it('shows the empty state with the create action when there are no pages', async () => {
    answer([]);
    show();
    expect(await screen.findByText('Здесь будут ваши страницы')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Создать страницу' })[1]);
    expect((await screen.findByTestId('navigated')).textContent).toBe('/pages/new');
  });

  it('groups pages by domain with the pages without a domain last, and shows status labels', async () => {
    answer([pageView({ id: 1, name: 'Без домена', status: 'stoped' }), pageView({ id: 2, name: 'Магазин', domain_id: 5, status: 'published', uri: 'sale', url: 'http://shop.ru/sale', domain_url: 'http://shop.ru/sale' })]);
    show();
    await screen.findByText('Магазин');
    const groups = screen.getAllByTestId('page-group').map((g) => g.textContent);
    expect(groups[0]).toContain('shop.ru');
    expect(groups[1]).toContain('Без домена');
    const rows = screen.getAllByTestId('page-row');
    expect(within(rows[0]).getByText('Опубликована')).toBeTruthy();
    expect(within(rows[0]).getByText('http://shop.ru/sale')).toBeTruthy();
    expect(within(rows[1]).getByText('Остановлена')).toBeTruthy();
    expect(rows[1].querySelector('[data-preview="notPublished"]')).toBeTruthy();
  });

  it('filters by search and offers to clear the filters when nothing matches', async () => {
    answer([pageView({ id: 1, name: 'Акция' }), pageView({ id: 2, name: 'Вебинар' })]);
    show();
    await screen.findByText('Вебинар');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'веб' } });
    await waitFor(() => expect(screen.getAllByTestId('page-row')).toHaveLength(1));
    expect(fake.pages.list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ search: 'веб', page: 1, limit: 25, project_id: 1 }) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'нет такой' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(screen.getAllByTestId('page-row')).toHaveLength(2));
  });

  it('lists folders with their counts and shows only the folder pages inside a folder', async () => {
    answer([pageView({ id: 1, name: 'В папке', folder: 10 }), pageView({ id: 2, name: 'Снаружи' })], [folderView({ pages_total: 1 })]);
    show('/pages/folders/10');
    await screen.findByText('В папке');
    expect(fake.pages.list).toHaveBeenCalledWith({ query: expect.objectContaining({ folder: 10 }) });
    expect(screen.queryByText('Снаружи')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Рассылки');
    expect(screen.getByTestId('folder-link').textContent).toContain('1');
  });

  it('a project of 150 folders: the column shows 100, «Показать ещё» the other 50; a page in folder 140 is grouped and titled by it; moves go to the server', async () => {
    const all = Array.from({ length: 150 }, (_, i) => folderView({ id: 1000 + i, title: `Папка ${i + 1}`, sort: i + 1 }));
    answer([pageView({ id: 1, name: 'В папке 140', folder: 1139 })]);
    // The server pages the folders (routes/folders-list.test.ts) and answers those asked by ids.
    fake.folders.list.mockImplementation(async ({ query }: { query: { page?: number; limit: number; ids?: string } }) => {
      if (query.ids) {
        const ids = query.ids.split(',').map(Number);
        const items = all.filter((f) => ids.includes(f.id));
        return { items, total_items: items.length, current: 1, total_pages: 1 };
      }
      const page = query.page ?? 1;
      return { items: all.slice((page - 1) * query.limit, page * query.limit), total_items: 150, current: page, total_pages: Math.ceil(150 / query.limit) };
    });
    fake.folders.move.mockResolvedValue({ ok: true });
    show('/pages/folders/1139');
    await screen.findByText('В папке 140');
    // The folder opened by its address is not among the first 100, yet the heading names it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Папка 140'));
    expect(fake.folders.list).toHaveBeenCalledWith({ query: { ids: '1139', limit: 100 } });
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(100));
    // The 100th can move down: its neighbour is on the server, not on screen.
    fireEvent.click(screen.getByRole('button', { name: 'Действия с папкой «Папка 100»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ниже' }));
    await waitFor(() => expect(fake.folders.move).toHaveBeenCalledWith({ params: { folderId: 1099 }, body: { to: 'down' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё (50)' }));
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(150));
    expect(fake.folders.list).toHaveBeenCalledWith({ query: { project_id: 1, limit: 100, page: 2 } });
    expect(screen.queryByTestId('folders-more')).toBeNull();
    // The last folder offers «Выше» only.
    fireEvent.click(screen.getByRole('button', { name: 'Действия с папкой «Папка 150»' }));
    expect(await screen.findByRole('menuitem', { name: 'Выше' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Ниже' })).toBeNull();
  });

  it('the folder column searches its folders on the server, offers no moves meanwhile, and says when none is found', async () => {
    const all = Array.from({ length: 150 }, (_, i) => folderView({ id: 1000 + i, title: `Папка ${i + 1}`, sort: i + 1 }));
    answer([pageView({ id: 1, name: 'Акция' })]);
    fake.folders.list.mockImplementation(async ({ query }: { query: { page?: number; limit: number; search?: string } }) => {
      const found = all.filter((f) => !query.search || f.title.toLowerCase().includes(query.search.toLowerCase()));
      const page = query.page ?? 1;
      return { items: found.slice((page - 1) * query.limit, page * query.limit), total_items: found.length, current: page, total_pages: Math.ceil(found.length / query.limit) };
    });
    show();
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(100));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск папки' }), { target: { value: 'папка 14' } });
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(11));
    expect(fake.folders.list).toHaveBeenLastCalledWith({ query: { project_id: 1, limit: 100, page: 1, search: 'папка 14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Действия с папкой «Папка 140»' }));
    expect(await screen.findByRole('menuitem', { name: 'Переименовать' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Выше' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Ниже' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск папки' }), { target: { value: 'нет такой' } });
    expect(await screen.findByRole('button', { name: 'Сбросить поиск' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(100));
  });

  it('the folder column says when its folders could not be loaded and retries', async () => {
    answer([pageView({ id: 1, name: 'Акция' })], [folderView()]);
    fake.folders.list.mockRejectedValueOnce(new Error('offline'));
    show();
    await screen.findByText('Не удалось загрузить папки');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Папки' })).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getAllByTestId('folder-link')).toHaveLength(1));
  });

  it('stops a published page after confirmation', async () => {
    answer([pageView({ id: 7, status: 'published' })]);
    fake.pages.stop.mockResolvedValue(pageView({ id: 7, status: 'stoped' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Остановить' }));
    await waitFor(() => expect(fake.pages.stop).toHaveBeenCalledWith({ params: { pageId: 7 } }));
  });

  it('a copy made from the list counts at once in the pages used beside it', async () => {
    answer([pageView({ id: 7, status: 'published' })]);
    let used = 1;
    fake.account.get.mockImplementation(async () => ({ limits: { pages: 30, domains: 1, users: 0 }, usage: { pages: used, domains: 0, users: 0 } }));
    fake.pages.clone.mockImplementation(async () => {
      used = 2;
      return pageView({ id: 8 });
    });
    show();
    await waitFor(() => expect(screen.getByTestId('usage-pages').textContent).toContain('1 из 30'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ещё действия со страницей «Акция»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Копировать' }));
    await waitFor(() => expect(fake.pages.clone).toHaveBeenCalledWith({ params: { pageId: 7 } }));
    await waitFor(() => expect(screen.getByTestId('usage-pages').textContent).toContain('2 из 30'));
  });

  it('previews a published page: blank without widgets, an error when its content fails, loading meanwhile', async () => {
    answer([pageView({ id: 1, name: 'Пустая', status: 'published' }), pageView({ id: 2, name: 'Сломанная', status: 'published' }), pageView({ id: 3, name: 'Грузится', status: 'published' })]);
    fake.pages.content.mockImplementation(async ({ params }: { params: { pageId: number } }) => {
      if (params.pageId === 1) return { id: 1, globals: {}, data: { version: '0.2', widgets: {}, tree: [] }, revision: 1 };
      if (params.pageId === 2) throw new Error('boom');
      return new Promise(() => undefined);
    });
    show();
    await screen.findByText('Грузится');
    const preview = (name: string) => screen.getByText(name).closest('tr')?.querySelector('[data-preview]')?.getAttribute('data-preview');
    await waitFor(() => expect(preview('Пустая')).toBe('blank'));
    await waitFor(() => expect(preview('Сломанная')).toBe('error'));
    expect(preview('Грузится')).toBe('loading');
  });

  it('groups by folder when asked, pages outside folders last', async () => {
    answer([pageView({ id: 1, name: 'В папке', folder: 10 }), pageView({ id: 2, name: 'Снаружи' })], [folderView({ pages_total: 1 })]);
    show();
    await screen.findByText('В папке');
    fireEvent.click(screen.getByRole('button', { name: /Группировка/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'По папкам' }));
    expect(screen.getAllByTestId('page-group').map((g) => g.textContent)).toEqual(['Рассылки1', 'Без папки1']);
  });

  it('asks the server for the sort of a clicked column header, newest change first before', async () => {
    answer([pageView({ id: 1, name: 'Вебинар' }), pageView({ id: 2, name: 'Акция' })]);
    show();
    await screen.findByText('Акция');
    expect(fake.pages.list).toHaveBeenCalledWith({ query: expect.objectContaining({ 'sort[updated]': 'desc' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Страница' }));
    await waitFor(() => expect(fake.pages.list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ 'sort[name]': 'asc', page: 1 }) }));
    expect(screen.getByRole('button', { name: 'Страница' }).closest('th')?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows the 7-day figures the server sends with each row, and none without the right', async () => {
    answer([]);
    fake.pages.list.mockResolvedValue({
      items: [{ ...pageView({ id: 1, name: 'С цифрами' }), week: { visitors: 1200, leads: 3 } }, { ...pageView({ id: 2, name: 'Без права' }), week: null }],
      total_items: 2, current: 1, total_pages: 1,
    });
    show();
    const row = (await screen.findByText('С цифрами')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('page-visitors').textContent).toContain('1');
    expect(within(row).getByTestId('page-leads').textContent).toContain('3');
    expect((screen.getByText('Без права').closest('tr') as HTMLElement).querySelector('[data-testid="page-visitors"]')).toBeNull();
  });

  it('pages through the server\'s list: the pager shows the total and asks for the next page', async () => {
    answer([]);
    fake.pages.list.mockImplementation(async ({ query }: { query: { page: number } }) => ({
      items: [{ ...pageView({ id: query.page, name: `Страница на ${query.page}` }), week: null }], total_items: 60, current: query.page, total_pages: 3,
    }));
    show();
    await screen.findByText('Страница на 1');
    expect(screen.getByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Страница на 2')).toBeTruthy();
  });

  it('opens the editor from a row', async () => {
    answer([pageView({ id: 3 })]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Редактировать «/ }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/editor/:pageId');
  });

  it('selecting rows shows the batch bar, and batch delete moves them to the trash', async () => {
    answer([pageView({ id: 1, name: 'Один' }), pageView({ id: 2, name: 'Два' })]);
    fake.pages.remove.mockResolvedValue({ ok: true });
    show();
    await screen.findByText('Два');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все страницы' }));
    const bar = await screen.findByTestId('batch-bar');
    expect(bar.textContent).toContain('Выбрано 2 страницы');
    fireEvent.click(within(bar).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(fake.pages.remove).toHaveBeenCalledTimes(2));
  });

  it('shows the error state with a retry when the list fails', async () => {
    fake.projects.list.mockResolvedValue({ items: [project] });
    fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
    fake.folders.list.mockResolvedValue({ items: [] });
    fake.pages.list.mockRejectedValue(new Error('boom'));
    show();
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
