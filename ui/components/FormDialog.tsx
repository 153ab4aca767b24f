// The dialog that holds a form: the title, the fields, a line for a problem of the whole form, and
// «Отмена» / the submit button (busy while the form is sent). Enter in a field submits, as the button does.
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';
import { Button } from './Button';

export interface FormDialogProps {
  title: string;
  /** Names the dialog for tests; the form's id is derived from it. */
  testId: string;
  submitLabel: string;
  /** The form is being sent: the submit button is busy. */
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  wide?: boolean;
  /** A problem of the whole form (not of one field), shown under the fields. */
  error?: string | null;
  submitTestId?: string;
  children: ReactNode;
}

export function FormDialog({ title, testId, submitLabel, pending, onSubmit, onClose, wide, error, submitTestId, children }: FormDialogProps) {
  const { t } = useTranslation();
  const formId = `${testId}-form`;
  return (
    <AppDialog
      isOpen
      wide={wide}
      onClose={onClose}
      title={title}
      testId={testId}
      actions={(
        <>
          <Button variant="secondary" onPress={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} pending={pending} data-testid={submitTestId}>{submitLabel}</Button>
        </>
      )}
    >
      <Form id={formId} className="stack" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        {children}
        {error && <p className="field__error" role="alert" data-testid={`${testId}-error`}>{error}</p>}
      </Form>
    </AppDialog>
  );
}
