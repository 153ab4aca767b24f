// Registers a person for a webinar: the marketer looks the person up by name, email or phone (the
// persons list's search) and presses «Зарегистрировать» on the right one. Someone already registered
// is told so and nothing changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webinar } from '../../../api/routes/sales';
import { ApiError } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { PersonPicker } from '../../components/PersonPicker';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useRegistrations, useSignupActions } from './data';

export function RegisterDialog({ webinar, onClose }: { webinar: Webinar; onClose: () => void }) {
  const { t } = useTranslation('webinars');
  const { t: common } = useTranslation();
  const { register } = useSignupActions();
  // Who is registered already is marked (the first hundred; beyond them the server still refuses a second registration).
  const registered = new Set((useRegistrations(webinar.id, { limit: 100 }).data?.items ?? []).map((s) => s.person.id));
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (personId: number, name: string) => {
    setProblem(null);
    register.mutate({ webinarId: webinar.id, personId }, {
      onSuccess: () => { toasts.show('success', t('registrations.registered', { name })); onClose(); },
      onError: (err) => {
        // The server's field messages come translated ("already registered").
        const field = err instanceof ApiError ? err.fields.person_id : undefined;
        setProblem(field ?? errorText(err instanceof ApiError ? err.code : null) ?? errorText('generic') ?? err.message);
      },
    });
  };
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      wide
      title={t('registrations.dialogTitle', { title: webinar.title })}
      testId="register-dialog"
      actions={<Button variant="secondary" onPress={onClose}>{common('common.cancel')}</Button>}
    >
      <div className="stack">
        {problem && <p role="alert" className="field__error" data-testid="register-problem">{problem}</p>}
        <PersonPicker
          action={(p) => (registered.has(p.id) ? <span className="badge badge--success">{t('registrations.already')}</span> : (
            <Button size="sm" aria-label={t('registrations.registerOne', { name: p.name })} onPress={() => pick(p.id, p.name)}
              pending={register.isPending && register.variables.personId === p.id}>
              {t('registrations.register')}
            </Button>
          ))}
        />
      </div>
    </AppDialog>
  );
}
