// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, setupI18n } from '../../testing/render';
import { toasts } from '../../lib/toasts';

const profile = vi.hoisted(() => ({ changePassword: vi.fn(), confirmPassword: vi.fn() }));
vi.mock('../../../adapters/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../adapters/index')>();
  return { ...original, endpoints: { ...original.endpoints, profile: { ...original.endpoints.profile, ...profile } } };
});

const { PasswordCard } = await import('./ChangeCards');

beforeAll(setupI18n);
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('profile change cards', () => {
  it('password: view → edit → a code is mailed → the code confirms, a toast says so, back to view', async () => {
    profile.changePassword.mockResolvedValue({ ok: true });
    profile.confirmPassword.mockResolvedValue({ ok: true });
    const shown = vi.spyOn(toasts, 'show');
    renderScreen(<PasswordCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить пароль' }));
    type('Текущий пароль', 'old-secret1');
    type('Новый пароль', 'newsecret42');
    type('Повторите пароль', 'newsecret42');
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(profile.changePassword).toHaveBeenCalledWith({ body: { password: 'old-secret1', new_password: 'newsecret42' }, suppressErrors: true }));
    await screen.findByLabelText('Код');
    type('Код', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(profile.confirmPassword).toHaveBeenCalledWith({ body: { code: '123456' }, suppressErrors: true }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('success', 'Пароль изменён. Остальные сеансы завершены.'));
    expect(await screen.findByRole('button', { name: 'Изменить пароль' })).toBeTruthy();
  });

  it('cancel in the edit step goes back to view without calling the server', async () => {
    profile.changePassword.mockClear();
    renderScreen(<PasswordCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить пароль' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('button', { name: 'Изменить пароль' })).toBeTruthy();
    expect(profile.changePassword).not.toHaveBeenCalled();
  });
});
