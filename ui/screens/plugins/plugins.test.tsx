// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { toasts } from '../../lib/toasts';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { owner, pageView, project } from '../../testing/fixtures';
import SettingsLayout from '../../components/page-settings/SettingsLayout';
import PluginsBoard from './PluginsBoard';
import PluginForm from './PluginForm';
import type { PluginView } from './types';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const plugin = (over: Partial<PluginView>): PluginView => ({
  id: 1, kind: 'yandex_metrika', name: 'Метрика', counter: '123', code: '', webvisor: true, location: 'end', cdn: false, version: '2.0',
  all_pages: false, enabled: true, position: 1, pages: [1], created: '2026-01-01T00:00:00.000Z', ...over,
});
const inSettings = (element: React.ReactElement, route: string, url: string) =>
  renderScreen(element, { route, url, parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> }, others: ['/pages/:pageId/settings/plugins'] });

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1 }));
  toasts.list().forEach((t) => toasts.dismiss(t.id));
});
afterEach(cleanup);

describe('plugins board', () => {
  beforeEach(() => {
    fake.plugins.list.mockResolvedValue({
      items: [plugin({ id: 1, name: 'Метрика' }), plugin({ id: 2, kind: 'vk_pixel', name: 'Пиксель', counter: 'VK-1', pages: [9] }), plugin({ id: 3, kind: 'gtm', name: 'Теги', all_pages: true, pages: [] })],
    });
  });

  it('the current-page tab shows the plugins of this page and of all pages; the list tab shows every plugin', async () => {
    inSettings(<PluginsBoard />, 'plugins', '/pages/1/settings/plugins');
    await screen.findByText('Метрика');
    expect(screen.getAllByTestId('plugin-card').map((c) => c.querySelector('h3')?.textContent)).toEqual(['Метрика', 'Теги']);
    fireEvent.click(screen.getByRole('tab', { name: 'Все плагины' }));
    expect(screen.getAllByTestId('plugin-card')).toHaveLength(3);
  });

  it('searches and shows "Плагины не найдены" with a way back', async () => {
    inSettings(<PluginsBoard />, 'plugins', '/pages/1/settings/plugins');
    await screen.findByText('Метрика');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('Плагины не найдены')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(screen.getAllByTestId('plugin-card')).toHaveLength(2);
  });

  it('opens the modal of pages using a plugin', async () => {
    fake.pages.short.mockResolvedValue({ items: [{ id: 1, title: 'T', name: 'Акция', project_id: 1, status: 'published' }], more: false });
    inSettings(<PluginsBoard />, 'plugins', '/pages/1/settings/plugins');
    fireEvent.click(await screen.findByRole('button', { name: 'На 1 странице' }));
    const modal = await screen.findByTestId('plugin-pages');
    expect(await within(modal).findByText('Акция')).toBeTruthy();
  });

  it('connects an existing plugin to this page', async () => {
    fake.plugins.update.mockResolvedValue(plugin({ id: 2, pages: [9, 1] }));
    inSettings(<PluginsBoard />, 'plugins', '/pages/1/settings/plugins');
    await screen.findByText('Метрика');
    fireEvent.click(screen.getByRole('tab', { name: 'Все плагины' }));
    fireEvent.click(screen.getByRole('button', { name: 'Подключить к странице' }));
    await waitFor(() => expect(fake.plugins.update).toHaveBeenCalledWith({ params: { pluginId: 2 }, body: { pages: [9, 1] }, suppressErrors: true }));
  });
});

describe('plugin connect form', () => {
  const create = () => inSettings(<PluginForm />, 'plugins/:pluginKind/create', '/pages/1/settings/plugins/yandex_metrika/create');

  it('has the SPEC fields: name, counter number, webvisor, location, alternative CDN, version', async () => {
    create();
    await screen.findByLabelText('Номер счётчика');
    expect(screen.getByLabelText('Название')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Вебвизор/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Альтернативный CDN/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'В начале <body>' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1.0' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2.0' })).toBeTruthy();
  });

  it('says "Заполните поле" for an empty counter number and does not send', async () => {
    create();
    fireEvent.click(await screen.findByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Заполните поле')).toBeTruthy();
    expect(fake.plugins.create).not.toHaveBeenCalled();
  });

  it('shows the server format message inline and "Произошла ошибка при создании" as a toast', async () => {
    fake.plugins.create.mockRejectedValue(
      new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { counter: 'Заполните поле в указанном формате' } }, 'x'),
    );
    create();
    fireEvent.change(await screen.findByLabelText('Номер счётчика'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Заполните поле в указанном формате')).toBeTruthy();
    expect(toasts.list().at(-1)).toMatchObject({ theme: 'danger', message: 'Произошла ошибка при создании' });
  });

  it('creates the plugin on this page with the chosen options', async () => {
    fake.plugins.create.mockResolvedValue(plugin({ id: 5 }));
    create();
    fireEvent.change(await screen.findByLabelText('Номер счётчика'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('radio', { name: 'В начале <body>' }));
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    await waitFor(() => expect(fake.plugins.create).toHaveBeenCalled());
    expect(fake.plugins.create.mock.calls[0][0].body).toMatchObject({ kind: 'yandex_metrika', counter: '98765', location: 'start', version: '2.0', pages: [1], all_pages: false });
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });

  it('an edit that fails says "Произошла ошибка при сохранении"', async () => {
    fake.plugins.get.mockResolvedValue(plugin({ id: 4 }));
    fake.plugins.update.mockRejectedValue(new ApiError(500, null, 'x'));
    inSettings(<PluginForm />, 'plugins/:pluginId', '/pages/1/settings/plugins/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts.list().at(-1)).toMatchObject({ theme: 'danger', message: 'Произошла ошибка при сохранении' }));
  });
});
