// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, setupI18n } from '../../../testing/render';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { folderView } from '../../../testing/fixtures';
import { FolderDialog } from './FolderDialog';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const onClose = vi.fn();

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  onClose.mockReset();
});
afterEach(cleanup);

describe('folder dialog', () => {
  it('needs a name', async () => {
    renderScreen(<FolderDialog folder={null} projectId={1} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле')).toBeTruthy();
    expect(fake.folders.create).not.toHaveBeenCalled();
  });

  it('creates a folder with the chosen colour in the project', async () => {
    fake.folders.create.mockResolvedValue(folderView());
    renderScreen(<FolderDialog folder={null} projectId={1} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Название папки'), { target: { value: 'Рассылки' } });
    fireEvent.click(screen.getByRole('radio', { name: '#dc2626' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.folders.create).toHaveBeenCalledWith({ body: { title: 'Рассылки', color: '#dc2626', project_id: 1 } });
  });

  it('renames an existing folder', async () => {
    fake.folders.update.mockResolvedValue(folderView({ title: 'Новое' }));
    renderScreen(<FolderDialog folder={{ id: 10, title: 'Старое', color: '#16a34a', sort: 1, pagesTotal: 3 }} projectId={1} onClose={onClose} />);
    fireEvent.change(await screen.findByDisplayValue('Старое'), { target: { value: 'Новое' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.folders.update).toHaveBeenCalledWith({ params: { folderId: 10 }, body: { title: 'Новое', color: '#16a34a' } }));
  });
});
