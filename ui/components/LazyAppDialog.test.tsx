// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen, setupI18n } from '../screens/pages/testing/render';
import { LazyAppDialog, preloadAppDialog } from './LazyAppDialog';
import { UpdatedAppModal } from '../app/UpdatedAppModal';

beforeAll(setupI18n);
afterEach(cleanup);

describe('the app-wide dialog, loaded on first show (issue 16)', () => {
  it('shows AppDialog itself once its chunk is in: title, text, actions, tone as role', async () => {
    renderScreen(
      <LazyAppDialog isOpen tone="danger" title="Удалить страницу?" testId="confirm-dialog" actions={<button type="button">Удалить</button>}>
        <p>Страница уйдёт в корзину.</p>
      </LazyAppDialog>,
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain('Удалить страницу?');
    expect(dialog.textContent).toContain('Страница уйдёт в корзину.');
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });

  it('loads the chunk once, however often it is asked for', async () => {
    const [a, b] = await Promise.all([preloadAppDialog(), preloadAppDialog()]);
    expect(a).toBe(b);
    expect(typeof a.AppDialog).toBe('function');
  });
});

describe('the updated-app modal (no chunk needed: it shows when chunks fail to load)', () => {
  it('is a labelled alert dialog with the reload focused, at once', () => {
    renderScreen(<UpdatedAppModal />);
    const dialog = screen.getByTestId('app-updated');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('alertdialog', { name: 'Приложение обновилось' })).toBe(dialog);
    const reload = screen.getByRole('button', { name: 'Перезагрузить' });
    expect(document.activeElement).toBe(reload);
  });
});
