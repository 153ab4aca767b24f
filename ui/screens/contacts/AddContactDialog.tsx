// A dialog that adds a contact (email, name), optionally attached to one page; the server mails the
// confirmation link at once.
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { email } from '../../lib/validators';
import { contactsKey } from './data';

export function AddContactDialog({ isOpen, onClose, pageId }: { isOpen: boolean; onClose: () => void; pageId?: number }) {
  const { t } = useTranslation('contacts');
  const qc = useQueryClient();
  const form = useForm({ email: '', name: '' }, { email });
  const add = useMutation({
    mutationFn: () => endpoints.contacts.create({ body: { email: form.values.email, name: form.values.name, ...(pageId && { pages: [pageId] }) }, suppressErrors: true }),
    onSuccess: (c) => {
      toasts.show('success', t('added', { email: c.email }));
      void qc.invalidateQueries({ queryKey: contactsKey });
      form.reset();
      onClose();
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? err.fields : {};
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, errorText(m) ?? m])));
    },
  });
  const submit = () => { if (form.validate()) add.mutate(); };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('add')} testId="add-contact"
      actions={<>
        <Button variant="secondary" onPress={onClose}>{t('cancel')}</Button>
        <Button pending={add.isPending} onPress={submit}>{t('save')}</Button>
      </>}>
      {/* Enter in a field submits too. */}
      <Form className="stack" aria-label={t('add')} onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <TextField label={t('email')} type="email" field={form.field('email')} autoFocus autoComplete="off" />
        <TextField label={t('name')} field={form.field('name')} helper={t('nameHelp')} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </AppDialog>
  );
}
