// One dialog for a title and a description: a process and a step of it are both written so.
// The server's field errors come back under the fields.
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import type { ProcessInput } from './processData';

export function TitleDialog({ title, initial, labels, submitLabel, pending, onSubmit, onClose, testId }: {
  title: string;
  initial: ProcessInput;
  labels: { title: string; description: string };
  submitLabel: string;
  pending: boolean;
  /** Sends the values; resolves when saved (the dialog closes), rejects with the server's error. */
  onSubmit: (values: ProcessInput) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t: common } = useTranslation();
  const form = useForm({ ...initial }, { title: required });
  const submit = () => {
    if (!form.validate()) return;
    onSubmit({ title: form.values.title.trim(), description: form.values.description.trim() }).then(onClose, (err: unknown) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else toasts.show('danger', (err instanceof ApiError ? errorText(err.code) : null) ?? errorText('generic') ?? '');
    });
  };
  return (
    <AppDialog
      isOpen
      wide
      onClose={onClose}
      title={title}
      testId={testId}
      actions={(
        <>
          <Button variant="secondary" onPress={onClose}>{common('common.cancel')}</Button>
          <Button type="submit" form={`${testId}-form`} pending={pending}>{submitLabel}</Button>
        </>
      )}
    >
      <Form id={`${testId}-form`} className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <TextField label={labels.title} field={form.field('title')} autoFocus maxLength={200} />
        <TextArea label={labels.description} field={form.field('description')} />
      </Form>
    </AppDialog>
  );
}
