// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../adapters/index';
import { renderScreen, setupI18n } from '../testing/render';
import { showSubmitError } from '../lib/submitError';
import { toasts } from '../lib/toasts';
import { FormDialog } from './FormDialog';
import { TextField } from './TextField';

beforeAll(setupI18n);
afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <FormDialog title="Новый клиент" testId="person-dialog" submitLabel="Создать" pending={false} onSubmit={onSubmit} onClose={onClose} {...props}>
      <TextField label="Имя" field={{ name: 'name', value: 'Анна', error: null, onChange: () => undefined, onBlur: () => undefined }} />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('holds the fields; the submit button and Enter in a field send the form once each, «Отмена» closes', () => {
    const { onSubmit, onClose } = renderDialog();
    const dialog = screen.getByTestId('person-dialog');
    expect(dialog.querySelector('h2, [slot="title"]')?.textContent).toBe('Новый клиент');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByLabelText('Имя').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is busy while the form is sent (no second submit) and shows a problem of the whole form', () => {
    const { onSubmit } = renderDialog({ pending: true, error: 'Количество — от 1 до 1000', submitTestId: 'send' });
    const send = screen.getByTestId('send');
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Количество — от 1 до 1000');
  });
});

describe('showSubmitError', () => {
  it('puts the server field messages under the fields and says anything else in a toast', () => {
    const setFields = vi.fn();
    showSubmitError(new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { email: 'Такой email уже есть' } }, 'x'), setFields);
    expect(setFields).toHaveBeenCalledWith({ email: 'Такой email уже есть' });
    const shown = vi.spyOn(toasts, 'show');
    showSubmitError(new Error('network'), setFields);
    expect(setFields).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('danger', expect.stringMatching(/\S/));
  });
});
