// One dialog for a title and a description: a process and a step of it are both written so.
// The server's field errors come back under the fields.
import { FormDialog } from '../../components/FormDialog';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { showSubmitError } from '../../lib/submitError';
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
  const form = useForm({ ...initial }, { title: required });
  const submit = () => {
    if (!form.validate()) return;
    onSubmit({ title: form.values.title.trim(), description: form.values.description.trim() }).then(onClose, (err: unknown) => showSubmitError(err, form.setErrors));
  };
  return (
    <FormDialog wide title={title} testId={testId} submitLabel={submitLabel} pending={pending} onSubmit={submit} onClose={onClose}>
      <TextField label={labels.title} field={form.field('title')} autoFocus maxLength={200} />
      <TextArea label={labels.description} field={form.field('description')} />
    </FormDialog>
  );
}
