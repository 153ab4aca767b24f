// A new person by hand: a name, an email or a phone (one of them is enough). The server's checks
// (uniqueness of the email and phone, the phone's shape) come back as the fields' errors.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { showSubmitError } from '../../lib/submitError';
import { useForm } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { usePersonActions } from './data';

export function PersonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cdp');
  const navigate = useNavigate();
  const { create } = usePersonActions();
  const form = useForm({ name: '', email: '', phone: '' }, {});
  const submit = () => {
    const body = { name: form.values.name.trim(), email: form.values.email.trim(), phone: form.values.phone.trim() };
    if (!body.name && !body.email && !body.phone) {
      form.setErrors({ name: t('dialog.needOne') });
      return;
    }
    create.mutate(body, {
      onSuccess: (p) => {
        toasts.show('success', t('persons.created'));
        onClose();
        navigate(`/persons/${p.id}`);
      },
      onError: (err) => showSubmitError(err, form.setErrors),
    });
  };
  return (
    <FormDialog title={t('dialog.title')} testId="person-dialog" submitLabel={t('dialog.submit')} pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <TextField label={t('dialog.name')} field={form.field('name')} autoFocus maxLength={200} />
      <TextField label={t('dialog.email')} field={form.field('email')} type="email" maxLength={254} />
      <TextField label={t('dialog.phone')} field={form.field('phone')} type="tel" inputMode="tel" helper={t('dialog.phoneHelp')} maxLength={40} />
    </FormDialog>
  );
}
