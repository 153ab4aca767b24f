import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, MailWarning, PartyPopper } from 'lucide-react';
import { onboardingMachine, selectProgress } from '../../../machines/index';
import { endpoints } from '../../../adapters/index';
import { ProgressBar } from '../../components/ProgressBar';
import { PageHeader } from '../../components/States';
import { useCurrentUser } from '../../app/useSession';
import { Questionnaire } from './Questionnaire';
import { changesByKey, isEmptyChange } from './changesByKey';

const STEP_FLAGS = ['shouldCreate', 'shouldPublish', 'shouldDomain'] as const;

export default function Home() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => endpoints.profile.get() });
  // What the server holds as far as this screen knows: the machine gives whole maps, the server
  // takes changes by key (a removed key must be sent as null, see changesByKey).
  const saved = useRef({ answers: user?.qualify.answers ?? {}, flags: user?.flags ?? {} });
  const actor = useActorRef(
    onboardingMachine.provide({
      actions: {
        persistAnswers: (_args, params) => {
          const answers = changesByKey(saved.current.answers, params.answers);
          saved.current = { ...saved.current, answers: params.answers };
          if (!isEmptyChange(answers)) void endpoints.profile.answers({ body: { answers } }).catch(() => undefined);
        },
        persistFlags: (_args, params) => {
          const flags = changesByKey(saved.current.flags, params.flags);
          saved.current = { ...saved.current, flags: params.flags };
          if (!isEmptyChange(flags)) void endpoints.session.flags({ body: { flags } }).catch(() => undefined);
        },
      },
    }),
    { input: { answers: user?.qualify.answers ?? {}, flags: user?.flags ?? {} } },
  );
  const progress = useSelector(actor, selectProgress);
  const done = useSelector(actor, (s) => s.matches('answered'));
  const flags = useSelector(actor, (s) => s.context.flags);

  // A reloaded current user (another tab answered) replaces the machine's copy.
  useEffect(() => {
    if (!user) return;
    saved.current = { answers: user.qualify.answers, flags: user.flags };
    actor.send({ type: 'RESET', answers: user.qualify.answers, flags: user.flags });
  }, [actor, user]);

  const name = user?.user.name || user?.user.email || '';
  return (
    <div className="page">
      <PageHeader title={t('home.title', { name })} text={t('home.lead')} />
      {profile.data && !profile.data.email_confirmed && (
        <div className="alert alert--warning" role="status">
          <MailWarning size={18} aria-hidden="true" />
          <div className="grow">{t('home.confirmEmail', { email: profile.data.email })}</div>
          <Link to={`/confirm-email?email=${encodeURIComponent(profile.data.email)}`}>{t('home.confirmEmailAction')}</Link>
        </div>
      )}
      <div className="home-grid">
        <div className="stack">
          {done ? (
            <section className="card empty" data-testid="questionnaire-done">
              <div className="empty__icon" aria-hidden="true"><PartyPopper size={26} /></div>
              <h2>{t('onboarding.doneTitle')}</h2>
              <p>{t('onboarding.doneText')}</p>
            </section>
          ) : (
            <Questionnaire actor={actor} defaultName={user?.user.name ?? ''} />
          )}
        </div>
        <aside className="card stack">
          <ProgressBar label={t('onboarding.progress')} value={progress} />
          <ul className="checklist">
            <li data-done={done}>{done ? <CheckCircle2 size={18} /> : <Circle size={18} />}{t('onboarding.steps.questionnaire')}</li>
            {STEP_FLAGS.map((flag) => (
              <li key={flag} data-done={!flags[flag]}>
                {!flags[flag] ? <CheckCircle2 size={18} /> : <Circle size={18} />}
                {t(`onboarding.steps.${flag}`)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
