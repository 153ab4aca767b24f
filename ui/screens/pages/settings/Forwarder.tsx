// settings/forwarder («Пересылка заявок»): every lead of the page sent to the owner's own script as
// an HTML form would send it (api/forwarder.ts), its «Отправить тест» with the answer, and the log.
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import Send from 'lucide-react/icons/send';
import { FORWARD_FIXED_FIELDS, FORWARD_OPTIONAL_FIELDS, FORWARD_TEST_FIELD, type ForwardMethod } from '../../../../api/forwarder';
import type { ForwardDeliveryView, ForwarderView } from '../../../../api/routes/forwarder';
import { Button } from '../../../components/Button';
import { RadioChoice } from '../../../components/RadioChoice';
import { ErrorState } from '../../../components/States';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { useForm } from '../../../lib/useForm';
import { toasts } from '../../../lib/toasts';
import { forwardUrl } from '../../../lib/validators';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { ApiError } from '../../../../adapters/index';
import { errorText } from '../../../i18n/index';
import { fieldErrorsOf } from '../data/page';
import { useForwarder, useSaveForwarder, useTestForward } from '../data/forwarder';
import { ForwardAnswer, ForwardLog } from './ForwardLog';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

export default function Forwarder() {
  const page = useSettingsPage();
  const settings = useForwarder(page.id);
  return (
    <div className="stack">
      {settings.isError ? <section className="card"><ErrorState onRetry={() => void settings.refetch()} /></section>
        : !settings.data ? <section className="card" aria-busy="true" data-testid="forwarder-loading"><div className="skeleton" style={{ height: 220 }} /></section>
          : <ForwarderForm key={settings.data.updated ?? 'new'} pageId={page.id} saved={settings.data} />}
      <ForwardLog pageId={page.id} />
    </div>
  );
}

type Values = { enabled: 'on' | 'off'; url: string; method: ForwardMethod };
type TestSend = { url: string; method: ForwardMethod };

function ForwarderForm({ pageId, saved }: { pageId: number; saved: ForwarderView }) {
  const { t } = useTranslation('pages');
  const initial: Values = { enabled: saved.enabled ? 'on' : 'off', url: saved.url, method: saved.method };
  const form = useForm<Values>(initial, { url: forwardUrl });
  const save = useSaveForwarder(pageId);
  const test = useTestForward(pageId);
  const v = form.values;
  const dirty = v.enabled !== initial.enabled || v.url.trim() !== initial.url || v.method !== initial.method;
  useUnsavedGuard(dirty && !save.isPending);
  const showErrors = (err: unknown) => {
    const fields = fieldErrorsOf(err);
    form.setErrors(fields);
    // A known catalogue code says what happened («Слишком много попыток…» when tests come too often).
    if (Object.keys(fields).length === 0) toasts.show('danger', errorText(err instanceof ApiError ? err.code : null) ?? t('common.saveFailed'));
  };
  // The last test's answer and what it sent: «Повторить» sends exactly that again (the same route,
  // so the same rights check); the answer stays in view while it goes.
  const [answer, setAnswer] = useState<{ delivery: ForwardDeliveryView; sent: TestSend } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const send = (sent: TestSend, again: boolean) => {
    setRetrying(again);
    test.mutate(sent, { onSuccess: (delivery) => setAnswer({ delivery, sent }), onError: showErrors });
  };
  const sendTest = () => {
    // A test needs an address even while forwarding is off.
    const problem = forwardUrl(v.url, { enabled: 'on' });
    if (problem) return form.setErrors({ url: t(problem) });
    send({ url: v.url.trim(), method: v.method }, false);
  };
  const fixed = [...FORWARD_FIXED_FIELDS, ...FORWARD_OPTIONAL_FIELDS].join(', ');
  return (
    <section className="card">
      <Form
        className="stack"
        aria-label={t('settings.nav.forwarder')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.validate()) return;
          save.mutate({ enabled: v.enabled === 'on', url: v.url.trim(), method: v.method }, {
            onSuccess: () => toasts.show('success', t('common.saved')),
            onError: showErrors,
          });
        }}
      >
        <h2 className="card__title">{t('forwarder.title')}</h2>
        <p className="muted">{t('forwarder.lead')}</p>
        <Switch isSelected={v.enabled === 'on'} onChange={(on) => form.set('enabled', on ? 'on' : 'off')}>{t('forwarder.enabled')}</Switch>
        <TextField label={t('forwarder.url')} field={form.field('url')} placeholder="https://" helper={t('forwarder.urlHelp')} />
        <RadioChoice
          label={t('forwarder.method')}
          value={v.method}
          onChange={(m) => form.set('method', m as ForwardMethod)}
          options={[{ id: 'POST', label: t('forwarder.post') }, { id: 'GET', label: t('forwarder.get') }]}
        />
        <div className="forward-help" data-testid="forwarder-help">
          <p>{t('forwarder.fieldsHelp', { fixed, test: `${FORWARD_TEST_FIELD}=1` })}</p>
          <p>{t('forwarder.notWebhook')}</p>
        </div>
        <div className="form-actions">
          <Button type="submit" pending={save.isPending} isDisabled={!dirty}>{t('common.save')}</Button>
          <Button variant="secondary" pending={test.isPending && !retrying} isDisabled={test.isPending} onPress={sendTest}>
            <Send size={14} aria-hidden="true" />{t('forwarder.test')}
          </Button>
        </div>
        {answer && !(test.isPending && !retrying) && (
          <ForwardAnswer delivery={answer.delivery} sentTo={t('forwarder.sentTo', answer.sent)} retrying={test.isPending}
            onRetry={() => send(answer.sent, true)} />
        )}
      </Form>
    </section>
  );
}
