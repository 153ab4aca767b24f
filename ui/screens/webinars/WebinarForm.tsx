// /webinars/create and /webinars/{id}/edit (SPEC §2 "Webinars"): title, description, start (typed in
// the user's zone, stored as an instant), length in minutes and the room link. The fields are checked
// with the api/ schemas the server applies; the server's own answers come back as the fields' errors.
import './webinars.css';
import { useEffect } from 'react';
import * as v from 'valibot';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { webinarInput } from '../../../api/routes/sales';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState, PageHeader } from '../../components/States';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { localInputValue, zonedInstant } from '../../lib/dates';
import { useForm, type FieldBinding } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { useWebinar, useWebinarActions, type WebinarInput } from './data';

type Values = { title: string; description: string; starts: string; duration: string; room_url: string };
const EMPTY: Values = { title: '', description: '', starts: '', duration: '60', room_url: '' };

const validators = {
  title: (value: string) => (v.is(webinarInput.title, value) ? null : 'errors:field.required'),
  starts: (value: string) => (value === '' ? 'errors:field.required' : zonedInstant(value) === null ? 'webinars:form.startsInvalid' : null),
  duration: (value: string) => (!/^\d+$/.test(value.trim()) ? 'errors:field.whole_number' : v.is(webinarInput.duration_min, Number(value)) ? null : 'webinars:form.durationRange'),
  room_url: (value: string) => (v.is(webinarInput.room_url, value.trim()) ? null : 'webinars:form.urlInvalid'),
};

/** Server field names → the form's. */
const FORM_FIELD: Record<string, keyof Values> = { title: 'title', description: 'description', starts_at: 'starts', duration_min: 'duration', room_url: 'room_url' };

export default function WebinarForm() {
  const { t } = useTranslation('webinars');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.webinarId === undefined ? null : Number(params.webinarId);
  const webinar = useWebinar(id ?? 0);
  const { create, update } = useWebinarActions();
  const form = useForm<Values>(EMPTY, validators);
  const loaded = webinar.data;

  useEffect(() => {
    if (loaded) {
      form.reset({
        title: loaded.title, description: loaded.description, starts: localInputValue(loaded.starts_at),
        duration: String(loaded.duration_min), room_url: loaded.room_url ?? '',
      });
    }
    // Filled once when the webinar arrives (form.reset changes with every keystroke).
  }, [loaded]);

  const back = id === null ? '/webinars' : `/webinars/${id}`;
  const backLink = <p><Link to={back} className="row"><ArrowLeft size={16} aria-hidden="true" />{t(id === null ? 'card.back' : 'form.backToCard')}</Link></p>;
  if (id !== null && (webinar.isError || !(id > 0))) {
    const missing = !(id > 0) || (webinar.error instanceof ApiError && (webinar.error.status === 404 || webinar.error.status === 422));
    return <div className="page page--narrow">{backLink}{missing ? <p role="alert">{t('card.notFound')}</p> : <ErrorState onRetry={() => void webinar.refetch()} />}</div>;
  }
  if (id !== null && !loaded) return <div className="page page--narrow" aria-busy="true">{backLink}<ListSkeleton rows={4} height={56} /></div>;

  const pending = create.isPending || update.isPending;
  const submit = () => {
    if (!form.validate()) return;
    const body: WebinarInput = {
      title: form.values.title.trim(), description: form.values.description.trim(), starts_at: zonedInstant(form.values.starts) ?? '',
      duration_min: Number(form.values.duration), room_url: form.values.room_url.trim(),
    };
    const done = { onSuccess: (w: { id: number }) => { toasts.show('success', t(id === null ? 'form.created' : 'form.saved')); navigate(`/webinars/${w.id}`); }, onError: showErrors };
    if (id === null) create.mutate(body, done);
    else update.mutate({ id, body }, done);
  };
  function showErrors(err: Error) {
    const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
    const known = fields.filter(([name]) => name in FORM_FIELD);
    // The server's field messages come translated.
    if (known.length > 0) form.setErrors(Object.fromEntries(known.map(([name, message]) => [FORM_FIELD[name], message])));
    else toasts.show('danger', errorText(err instanceof ApiError ? err.code : null) ?? errorText('generic') ?? err.message);
  }

  return (
    <div className="page page--narrow" data-testid="webinar-form">
      {backLink}
      <PageHeader title={id === null ? t('form.createTitle') : t('form.editTitle')} text={t('form.lead')} />
      <Form className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <section className="card stack">
          <TextField label={t('form.title')} field={form.field('title')} maxLength={200} autoFocus={id === null} />
          <div className="webinar-form__when">
            <DateTimeField label={t('form.starts')} helper={t('form.startsHelp')} field={form.field('starts')} />
            <TextField label={t('form.duration')} field={form.field('duration')} inputMode="numeric" maxLength={4} helper={t('form.durationHelp')} />
          </div>
          <TextField label={t('form.roomUrl')} field={form.field('room_url')} placeholder="https://" helper={t('form.roomUrlHelp')} maxLength={2000} />
          <TextArea label={t('form.description')} field={form.field('description')} />
        </section>
        <div className="row">
          <Button type="submit" pending={pending}>{id === null ? t('form.create') : common('common.save')}</Button>
          <Button variant="ghost" onPress={() => navigate(back)}>{common('common.cancel')}</Button>
        </div>
      </Form>
    </div>
  );
}

/** A date and time picker (the browser's own) with the form's label, helper and error. */
function DateTimeField({ label, helper, field }: { label: string; helper: string; field: FieldBinding }) {
  const hint = `${field.name}-hint`;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input" type="datetime-local" name={field.name} value={field.value} aria-invalid={field.error ? true : undefined} data-invalid={field.error ? true : undefined} aria-describedby={hint}
        onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} data-testid="webinar-starts"
      />
      {field.error ? <span id={hint} className="field__error">{field.error}</span> : <span id={hint} className="field__help">{helper}</span>}
    </label>
  );
}
