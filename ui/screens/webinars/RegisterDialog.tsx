// Registers a person for a webinar: the marketer looks the person up by name, email or phone (the
// persons list's search) and presses «Зарегистрировать» on the right one. Someone already registered
// is told so and nothing changes.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Webinar } from '../../../api/routes/sales';
import { ApiError, endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { SearchBox } from '../../components/SearchBox';
import { ErrorState } from '../../components/States';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { personName } from './names';
import { useRegistrations, useSignupActions } from './data';

export function RegisterDialog({ webinar, onClose }: { webinar: Webinar; onClose: () => void }) {
  const { t } = useTranslation('webinars');
  const { t: common } = useTranslation();
  // The persons list's search, debounced the same way; the ten best matches, newest first.
  const list = useListState<'created'>('register-person', { sort: { by: 'created', dir: 'desc' }, limit: 10 });
  const search = list.query.search ?? '';
  const persons = useQuery({
    queryKey: ['persons', 'pick', list.query],
    queryFn: () => endpoints.cdp.personsList({ query: { ...list.query, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
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
  const items = persons.data?.items ?? [];
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
        <SearchBox label={t('registrations.findPerson')} value={list.search} onChange={list.setSearch} />
        {problem && <p role="alert" className="field__error" data-testid="register-problem">{problem}</p>}
        {persons.isError ? <ErrorState onRetry={() => void persons.refetch()} />
          : !persons.data ? <ListSkeleton rows={3} />
            : items.length === 0 ? <p className="muted">{search ? t('registrations.noMatch') : t('registrations.noPersons')}</p>
              : (
                <ul className="register-dialog__results" aria-label={t('registrations.found')}>
                  {items.map((p) => {
                    const name = personName(p, t('noName'));
                    return (
                      <li key={p.id} data-testid="register-candidate">
                        <div className="register-dialog__who">
                          <strong>{name}</strong>
                          <span>{[p.email, p.phone].filter(Boolean).join(' · ')}</span>
                        </div>
                        {registered.has(p.id) ? <span className="badge badge--success">{t('registrations.already')}</span> : (
                          <Button size="sm" aria-label={t('registrations.registerOne', { name })} onPress={() => pick(p.id, name)}
                            pending={register.isPending && register.variables.personId === p.id}>
                            {t('registrations.register')}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
      </div>
    </AppDialog>
  );
}
