// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setupI18n } from '../../testing/render';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { pageView, project } from '../../testing/fixtures';
import { changeLocale } from '../../i18n/index';
import NewPage from './NewPage';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const templates = [{ code: 'flat', title: 'Плоский', description: 'Яркий стиль', cover: '', collection_id: 2 }];
const show = () => renderScreen(<NewPage />, { route: '/pages/new', others: ['/editor/:pageId'] });

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.templates.pageTemplates.mockResolvedValue({ items: templates });
});
afterEach(cleanup);

describe('new page', () => {
  it('starts from scratch in the current project and opens the editor', async () => {
    fake.pages.create.mockResolvedValue(pageView({ id: 42 }));
    show();
    await waitFor(() => expect(fake.projects.list).toHaveBeenCalled());
    await screen.findByText('Плоский');
    fireEvent.click(within(screen.getByTestId('template-blank')).getByRole('button', { name: 'Создать' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/editor/:pageId');
    expect(fake.pages.create.mock.calls[0][0].body).toEqual({ name: 'Новая страница', project_id: 1 });
  });

  it('shows templates with a preview and creates a page from the chosen one', async () => {
    fake.pages.create.mockResolvedValue(pageView({ id: 43 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Посмотреть шаблон «Плоский»' }));
    const demo = await screen.findByTestId('template-demo');
    expect(demo.textContent).toContain('Яркий плоский стиль');
    fireEvent.click(within(demo).getByRole('button', { name: 'Выбрать' }));
    await waitFor(() => expect(fake.pages.create).toHaveBeenCalled());
    expect(fake.pages.create.mock.calls[0][0].body).toMatchObject({ name: 'Плоский', template: 'flat' });
  });

  it('names the shipped templates in English in the English interface (the server\'s names are Russian)', async () => {
    await changeLocale('en');
    try {
      fake.pages.create.mockResolvedValue(pageView({ id: 44 }));
      show();
      expect(await screen.findByText('Flat')).toBeTruthy();
      expect(screen.queryByText('Плоский')).toBeNull();
      expect(screen.getByText('A bright flat style without shadows, large headings')).toBeTruthy();
      fireEvent.click(within(screen.getAllByTestId('template-card')[0]).getByRole('button', { name: 'Use' }));
      await waitFor(() => expect(fake.pages.create).toHaveBeenCalled());
      expect(fake.pages.create.mock.calls[0][0].body).toMatchObject({ name: 'Flat', template: 'flat' });
    } finally {
      await changeLocale('ru');
    }
  });
});
