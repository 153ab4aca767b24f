// Second step of an email / phone / password change: the code mailed to the user.
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { code } from '../../lib/validators';
import { errorText } from '../../i18n/index';

export function CodeStep({ confirm, onDone, onCancel }: { confirm: (code: string) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ code: '' }, { code });
  const mutation = useMutation({
    mutationFn: () => confirm(form.values.code.trim()),
    onSuccess: onDone,
    onError: (err) => err instanceof ApiError && form.setErrors({ code: errorText(err.code) ?? err.message }),
  });
  return (
    <Form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validate()) mutation.mutate();
      }}
    >
      <div className="alert">{t('profile.codeSent')}</div>
      <TextField label={t('fields.code')} field={form.field('code')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
      <div className="row">
        <Button type="submit" pending={mutation.isPending}>{t('common.confirm')}</Button>
        <Button variant="ghost" onPress={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
