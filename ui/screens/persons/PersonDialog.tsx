// A new person by hand: a name, an email or a phone (one of them is enough). The server's checks
// (uniqueness of the email and phone, the phone's shape) come back as the fields' errors.
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { errorText } from '../../i18n/index';
import { usePersonActions } from './data';

export function PersonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cdp');
  const { t: common } = useTranslation();
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
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
        else toasts.show('danger', errorText(err instanceof ApiError ? err.code : null) ?? errorText('generic') ?? '');
      },
    });
  };
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={t('dialog.title')}
      testId="person-dialog"
      actions={(
        <>
          <Button variant="secondary" onPress={onClose}>{common('common.cancel')}</Button>
          <Button type="submit" form="person-form" pending={create.isPending}>{t('dialog.submit')}</Button>
        </>
      )}
    >
      <Form id="person-form" className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <TextField label={t('dialog.name')} field={form.field('name')} autoFocus maxLength={200} />
        <TextField label={t('dialog.email')} field={form.field('email')} type="email" maxLength={254} />
        <TextField label={t('dialog.phone')} field={form.field('phone')} type="tel" inputMode="tel" helper={t('dialog.phoneHelp')} maxLength={40} />
      </Form>
    </AppDialog>
  );
}
