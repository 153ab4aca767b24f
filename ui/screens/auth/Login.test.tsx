// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen, setupI18n } from '../../testing/render';
import Login from './Login';

const sent = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ loggedIn: false }));
vi.mock('../../app/services', () => ({ sessionActor: { send: sent } }));
vi.mock('./useSessionForm', () => ({
  useSessionForm: () => ({ busy: false, loggedIn: session.loggedIn, failureCode: null, failureText: null }),
  safeRedirect: (value: string | null) => value ?? '/',
}));
vi.mock('../../app/useSession', async () => {
  const { owner } = await import('../../testing/fixtures');
  return { useCurrentUser: () => (session.loggedIn ? owner : null) };
});

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  session.loggedIn = false;
  sent.mockClear();
});

const errors = () => [...document.querySelectorAll('.field__error')].map((e) => e.textContent);

describe('login', () => {
  it('leaving the autofocused, untouched email for "Забыли пароль?" shows no error, so the link stays put and navigates', async () => {
    renderScreen(<Login />, { route: '/login', others: ['/recovery'] });
    const emailInput = await screen.findByLabelText('Email');
    const link = screen.getByRole('link', { name: 'Забыли пароль?' });
    emailInput.focus();
    const before = link.parentElement?.previousElementSibling;
    // What a pointer press on the link does first: focus leaves the field.
    act(() => {
      fireEvent.blur(emailInput);
      link.focus();
    });
    expect(errors()).toEqual([]);
    // Nothing was inserted above the link between the press and the release.
    expect(link.parentElement?.previousElementSibling).toBe(before);
    fireEvent.click(link);
    expect((await screen.findByTestId('navigated')).textContent).toBe('/recovery');
  });

  it('still validates eagerly: a changed field shows its error once left, submit shows every error', async () => {
    renderScreen(<Login />, { route: '/login' });
    const emailInput = await screen.findByLabelText('Email');
    fireEvent.change(emailInput, { target: { value: 'not-an-email' } });
    expect(errors()).toEqual([]);
    fireEvent.blur(emailInput);
    expect(errors()).toEqual(['Некорректный email']);
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(errors()).toEqual(['Некорректный email', 'Обязательное поле']);
    expect(sent).not.toHaveBeenCalled();
  });

  it('signed in already, /login stays and adds another account (it redirected away)', async () => {
    session.loggedIn = true;
    renderScreen(<Login />, { route: '/login', others: ['/'] });
    expect((await screen.findByTestId('signed-in-as')).textContent).toContain('Вы вошли как Анна (a@x.ru)');
    expect(screen.getByRole('heading').textContent).toBe('Вход в другой аккаунт');
    expect(screen.queryByTestId('navigated')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'second@example.ru' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'Secret12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(sent).toHaveBeenCalledWith({ type: 'LOGIN', credentials: { email: 'second@example.ru', password: 'Secret12345' } });
  });
});
