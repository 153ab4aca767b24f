// Lead notifications in Telegram, on /contacts under the owner's lead mail: the owner pastes the
// bot's token from @BotFather and the chat's id, chooses whose leads come (every project's or the
// chosen projects'), saves, and sends a test; Telegram's answer to the test is shown in words
// (a wrong token, a chat the bot is not in). The stored token is never shown again: leaving the
// field empty keeps it.
import './telegram.css';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Send from 'lucide-react/icons/send';
import * as v from 'valibot';
import { MAX_PAGE_SIZE } from '../../../api/list';
import { TELEGRAM_CHAT_RE, TELEGRAM_TOKEN_RE, type TelegramProblem, type TelegramView } from '../../../api/routes/telegram';
import { ApiError, endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ListSkeleton } from '../../components/ListSkeleton';
import { RadioChoice } from '../../components/RadioChoice';
import { ErrorState } from '../../components/States';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useForm, type Validator } from '../../lib/useForm';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { contactsKey } from './data';

const telegramKey = [...contactsKey, 'telegram'] as const;

type Values = { token: string; chat_id: string; scope: string };

/** The token may stay empty when one is stored (it is kept) or in the sandbox. */
const tokenRule = (optional: boolean): Validator<Values> => (value) =>
  !value.trim() ? (optional ? null : 'errors:telegram.token_required') : v.is(v.pipe(v.string(), v.trim(), v.regex(TELEGRAM_TOKEN_RE)), value) ? null : 'errors:telegram.token_invalid';
const chatRule: Validator<Values> = (value) =>
  !value.trim() ? 'errors:field.required' : TELEGRAM_CHAT_RE.test(value.trim()) ? null : 'errors:telegram.chat_invalid';

function ProjectChoice({ chosen, onChange }: { chosen: ReadonlySet<number>; onChange: (next: Set<number>) => void }) {
  const { t } = useTranslation('contacts');
  const q = useQuery({ queryKey: ['projects', 'telegram-choice'], queryFn: () => endpoints.projects.list({ query: { limit: MAX_PAGE_SIZE, 'sort[title]': 'asc' } }) });
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <ListSkeleton rows={2} />;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id); else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="telegram-projects" data-testid="telegram-projects">
      <legend className="field__label">{t('telegram.projects')}</legend>
      {q.data.items.map((p) => (
        <Checkbox key={p.id} isSelected={chosen.has(p.id)} onChange={(on) => toggle(p.id, on)}>{p.title}</Checkbox>
      ))}
      {q.data.total_items > q.data.items.length && <p className="muted">{t('telegram.projectsMore', { count: q.data.items.length })}</p>}
    </fieldset>
  );
}

function ChatForm({ data }: { data: TelegramView }) {
  const { t } = useTranslation('contacts');
  const qc = useQueryClient();
  const when = useRelativeDate();
  const form = useForm<Values>(
    { token: '', chat_id: data.chat_id, scope: data.all_projects ? 'all' : 'chosen' },
    { token: tokenRule(data.token_set || data.sandbox), chat_id: chatRule },
  );
  const [projects, setProjects] = useState<Set<number>>(() => new Set(data.projects));
  const [projectsError, setProjectsError] = useState(false);
  const [result, setResult] = useState<{ sent: boolean; problem: TelegramProblem | null } | null>(null);
  const [disconnecting, setDisconnecting] = useState(false);
  const all = form.values.scope === 'all';

  const save = useMutation({
    mutationFn: () => endpoints.telegram.save({
      body: { ...(form.values.token.trim() && { token: form.values.token.trim() }), chat_id: form.values.chat_id.trim(), all_projects: all, projects: all ? [] : [...projects] },
      suppressErrors: true,
    }),
    onSuccess: (next) => {
      qc.setQueryData(telegramKey, next);
      setResult(null);
      toasts.show('success', t(data.connected ? 'telegram.saved' : 'telegram.connected'));
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? err.fields : {};
      if (Object.keys(fields).length === 0) { toasts.show('danger', err instanceof ApiError ? err.message : errorText('generic') ?? ''); return; }
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, errorText(m) ?? m])));
    },
  });
  const test = useMutation({
    mutationFn: () => endpoints.telegram.test(),
    onSuccess: (answer) => { setResult(answer); qc.setQueryData(telegramKey, answer.settings); },
  });
  const remove = useMutation({
    mutationFn: () => endpoints.telegram.remove(),
    onSuccess: () => { setDisconnecting(false); toasts.show('success', t('telegram.disconnected')); void qc.invalidateQueries({ queryKey: telegramKey }); },
  });
  const submit = () => {
    const chosenOk = all || projects.size > 0;
    setProjectsError(!chosenOk);
    if (form.validate() && chosenOk) save.mutate();
  };

  let tokenHelp = t('telegram.tokenHelp');
  if (data.token_set) tokenHelp = t('telegram.tokenKept', { bot: data.bot_id ?? '' });
  else if (data.sandbox) tokenHelp = `${t('telegram.tokenHelp')} ${t('telegram.sandbox')}`;

  return (
    <>
      <Form className="stack" aria-label={t('telegram.title')} validationBehavior="aria" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <TextField label={t('telegram.token')} type="password" field={form.field('token')} helper={tokenHelp} autoComplete="off"
          placeholder={data.token_set ? t('telegram.tokenPlaceholderKept') : '123456789:AA…'} />
        <TextField label={t('telegram.chat')} field={form.field('chat_id')} helper={t('telegram.chatHelp')} autoComplete="off" placeholder="-1001234567890" />
        <RadioChoice label={t('telegram.scope')} value={form.values.scope} onChange={(s) => form.set('scope', s)}
          options={[{ id: 'all', label: t('telegram.scopeAll') }, { id: 'chosen', label: t('telegram.scopeChosen') }]} />
        {!all && <ProjectChoice chosen={projects} onChange={(next) => { setProjects(next); if (next.size > 0) setProjectsError(false); }} />}
        {!all && projectsError && <p className="field__error" role="alert">{t('telegram.projectsRequired')}</p>}
        <div className="row telegram-actions">
          <Button type="submit" pending={save.isPending}>{t(data.connected ? 'telegram.save' : 'telegram.connect')}</Button>
          {data.connected && (
            <Button variant="secondary" pending={test.isPending} onPress={() => test.mutate()}><Send size={16} aria-hidden="true" />{t('telegram.test')}</Button>
          )}
          {data.connected && <Button variant="ghost" onPress={() => setDisconnecting(true)}>{t('telegram.disconnect')}</Button>}
        </div>
      </Form>
      {result && (
        <p className={result.sent ? 'telegram-result telegram-result--ok' : 'field__error'} role="status" data-testid="telegram-test-result">
          {result.sent ? t('telegram.testSent') : t(`telegram.problem.${result.problem ?? 'rejected'}`)}
        </p>
      )}
      {data.connected && !result && (
        <p className="muted" data-testid="telegram-state">{data.tested_at ? t('telegram.testedAt', { date: when(data.tested_at) }) : t('telegram.notTested')}</p>
      )}
      <AppDialog isOpen={disconnecting} onClose={() => setDisconnecting(false)} title={t('telegram.disconnectTitle')} tone="danger"
        actions={<>
          <Button variant="secondary" onPress={() => setDisconnecting(false)}>{t('cancel')}</Button>
          <Button variant="danger" pending={remove.isPending} onPress={() => remove.mutate()}>{t('telegram.disconnect')}</Button>
        </>}>
        <p>{t('telegram.disconnectText')}</p>
      </AppDialog>
    </>
  );
}

export function TelegramChat() {
  const { t } = useTranslation('contacts');
  const q = useQuery({ queryKey: telegramKey, queryFn: () => endpoints.telegram.get() });
  return (
    <section className="card stack" aria-labelledby="telegram-chat" data-testid="telegram-chat">
      <h2 id="telegram-chat" className="card__title">{t('telegram.title')}</h2>
      <p className="muted">{t('telegram.lead')}</p>
      {q.isError ? <ErrorState onRetry={() => void q.refetch()} /> : !q.data ? <ListSkeleton rows={2} /> : (
        // A new form for what the server keeps now: after connecting, disconnecting, or another tab's save.
        <ChatForm key={`${q.data.connected}:${q.data.chat_id}:${q.data.bot_id}`} data={q.data} />
      )}
    </section>
  );
}
