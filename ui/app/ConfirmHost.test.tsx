// @vitest-environment happy-dom
// The confirm dialog's machine is created on the first confirm, not when the app starts
// (start-up cost); the dialog then works as before: confirm resolves true, cancel false.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, setupI18n } from '../testing/render';
import { ConfirmHost } from './ConfirmHost';
import { confirm, currentConfirmActor, startServices } from './services';

beforeAll(setupI18n);
afterEach(cleanup);

describe('the confirm dialog (SPEC §4)', () => {
  it('has no machine after start-up; the first confirm creates it and shows the dialog', async () => {
    startServices();
    renderScreen(<ConfirmHost />);
    expect(currentConfirmActor()).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ message: 'Удалить страницу?', variant: 'danger' });
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(currentConfirmActor()).not.toBeNull();
    expect(dialog.textContent).toContain('Удалить страницу?');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('keeps one machine: a second confirm reuses it and cancel resolves false', async () => {
    const actor = currentConfirmActor();
    renderScreen(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ message: 'Выйти без сохранения?' });
    });
    await screen.findByTestId('confirm-dialog');
    expect(currentConfirmActor()).toBe(actor);
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(answer).resolves.toBe(false);
  });
});
