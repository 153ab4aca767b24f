import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import Info from 'lucide-react/icons/info';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, endpoints, reportLimit } from '../../../adapters/index';
import { permissionsPatch, reapplyEdits, staleProjects, type PermissionsMap } from '../../../api/permissions';
import { Button } from '../../components/Button';
import { ErrorState, PageHeader } from '../../components/States';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LimitNotice } from '../../components/UsageMeter';
import { StaleAlert } from '../../components/StaleAlert';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { email, required } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { errorText } from '../../i18n/index';
import { PermissionsEditor } from './PermissionsEditor';

/** /users/create and /users/:id/edit (permissions settings). */
export default function UserForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const editing = id !== undefined;
  const user = useQuery({ queryKey: ['users', id], queryFn: () => endpoints.access.get({ params: { id: id ?? '' } }), enabled: editing });
  const form = useForm({ name: '', email: '', password: '' }, { name: required, email: editing ? undefined : email, password: (v) => (v && v.length < 7 ? 'password.hint' : null) });
  const [permissions, setPermissions] = useState<PermissionsMap>({});
  // The member's rights as read: a save sends only the projects changed since, each with what was
  // read, so another owner's save of other projects is kept and one of the same project is noticed.
  const [read, setRead] = useState<PermissionsMap | null>(null);
  // A refused save (409): the projects another owner saved meanwhile, until «Обновить».
  const [stale, setStale] = useState<ReadonlySet<string> | null>(null);
  // After «Обновить»: the projects whose edits gave way to what another owner saved (marked in the list).
  const [replaced, setReplaced] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    // Filled once when the member arrives: a refetch in the background never replaces the edits.
    if (user.data && read === null) {
      form.reset({ name: user.data.name, email: user.data.email, password: '' });
      setPermissions(user.data.permissions);
      setRead(user.data.permissions);
    }
    // form.reset is stable enough for a one-time fill when the user arrives.
  }, [user.data]);

  /**
   * After a 409: the rights as stored now, with the owner's edits put back in every project the 409
   * does not name (still unsaved, so the next save sends them); the named ones show what the other
   * owner saved. The name typed stays.
   */
  const reload = useMutation({
    mutationFn: () => endpoints.access.get({ params: { id: id ?? '' } }),
    onSuccess: (fresh) => {
      const conflicting = stale ?? new Set<string>();
      setPermissions(reapplyEdits(fresh.permissions, read ?? {}, permissions, conflicting));
      setRead(fresh.permissions);
      setReplaced(conflicting);
      setStale(null);
      qc.setQueryData(['users', id], fresh);
    },
  });

  const save = useMutation({
    mutationFn: async () => {
      if (!editing) {
        return endpoints.access.create({
          body: { name: form.values.name.trim(), email: form.values.email.trim(), password: form.values.password || undefined, permissions },
          suppressErrors: true,
        });
      }
      const changed = permissionsPatch(read ?? {}, permissions);
      if (Object.keys(changed).length > 0) {
        await endpoints.access.permissions({ params: { id }, body: { projects: changed }, suppressErrors: true });
        // Stored now: should the rename fail, saving again sends nothing twice (and is not stale).
        setRead(permissions);
      }
      const name = form.values.name.trim();
      if (name !== user.data?.name) await endpoints.access.update({ params: { id }, body: { name }, suppressErrors: true });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['users'] });
      toasts.show('success', editing ? t('users.saved') : t('users.created'));
      navigate('/users');
    },
    onError: (err) => {
      if (reportLimit(err)) return;
      const code = err instanceof ApiError ? err.code : null;
      if (code === 'access.permissions_stale') setStale(staleProjects((err as ApiError).body?.params));
      else if (code === 'user.exists' || code === 'email.invalid') form.setErrors({ email: errorText(code) ?? '' });
      else toasts.show('danger', (code && errorText(code, { 0: t('users.limitWhat') })) || (err as Error).message);
    },
  });

  if (editing && user.isError) return <div className="page"><ErrorState onRetry={() => void user.refetch()} /></div>;
  return (
    <div className="page page--narrow">
      <PageHeader title={editing ? t('users.editTitle') : t('users.createTitle')} text={editing ? user.data?.email : t('users.createLead')} />
      {!editing && <LimitNotice kind="users" />}
      {/* The form holds the fields only: the rights editor below has its own search box, where Enter
          must not save the user (the buttons reach the form by its id). */}
      <Form
        id="user-form"
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validate()) save.mutate();
        }}
      >
        <section className="card stack">
          <TextField label={t('fields.name')} field={form.field('name')} />
          {!editing && (
            <div className="form-grid">
              <TextField label={t('fields.email')} field={form.field('email')} type="email" />
              <TextField label={t('users.password')} field={form.field('password')} type="password" autoComplete="new-password" helper={t('users.passwordHelp')} />
            </div>
          )}
        </section>
      </Form>
      <div>
        <h2>{t('users.permissionsTitle')}</h2>
        <p className="muted">{t('users.permissionsText')}</p>
      </div>
      {/* Until the member's rights arrive there is nothing to edit, and saving would send an empty map
          in place of them. */}
      {editing && read === null ? <section className="card"><ListSkeleton rows={4} /></section> : <PermissionsEditor value={permissions} onChange={setPermissions} replaced={replaced} />}
      {/* Beside the buttons: where the owner is looking when the save is refused. */}
      {stale !== null && <StaleAlert message={errorText('access.permissions_stale') ?? ''} pending={reload.isPending} onReload={() => reload.mutate()} />}
      {stale === null && replaced.size > 0 && <div className="alert" role="note" data-testid="rights-replaced-note"><Info size={18} aria-hidden="true" /><span>{t('users.replacedNote')}</span></div>}
      <div className="row">
        <Button type="submit" form="user-form" pending={save.isPending} isDisabled={(editing && read === null) || stale !== null}>{editing ? t('common.save') : t('users.create')}</Button>
        <Button variant="ghost" onPress={() => navigate('/users')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
