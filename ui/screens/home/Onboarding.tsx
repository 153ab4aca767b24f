// The owner's start: the qualification questionnaire (machines/onboarding) and the checklist of
// steps, each a link to where the step is done; once the questions are answered, the next step.
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import PartyPopper from 'lucide-react/icons/party-popper';
import { ONBOARDING_STEP_FLAGS, onboardingMachine, onboardingSteps, selectProgress, type OnboardingStepFlag } from '../../../machines/index';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ProgressBar } from '../../components/ProgressBar';
import { useCurrentUser } from '../../app/useSession';
import { Questionnaire } from './Questionnaire';
import { changesByKey, isEmptyChange } from './changesByKey';

/** Where each step is done. */
const STEP_PATH: Record<OnboardingStepFlag, string> = { shouldCreate: '/pages/new', shouldPublish: '/pages', shouldDomain: '/domains/create' };

export function Onboarding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const qc = useQueryClient();
  // What the server holds as far as this screen knows: the machine gives whole maps, the server
  // takes changes by key (a removed key must be sent as null, see changesByKey).
  const saved = useRef({ answers: user?.qualify.answers ?? {}, flags: user?.flags ?? {} });
  const actor = useActorRef(
    onboardingMachine.provide({
      actions: {
        persistAnswers: (_args, params) => {
          const answers = changesByKey(saved.current.answers, params.answers);
          saved.current = { ...saved.current, answers: params.answers };
          // The phone answer also becomes the profile's phone (the server does it): the profile is read again.
          if (!isEmptyChange(answers)) void endpoints.profile.answers({ body: { answers } }).then(() => { if ('phone' in answers) void qc.invalidateQueries({ queryKey: ['profile'] }); }, () => undefined);
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
  const answers = useSelector(actor, (s) => s.context.answers);
  // The checklist and the progress beside it come from one rule (machines/onboarding/questions.ts).
  const steps = onboardingSteps(answers, flags);

  // A reloaded current user (another tab answered) replaces the machine's copy.
  useEffect(() => {
    if (!user) return;
    saved.current = { answers: user.qualify.answers, flags: user.flags };
    actor.send({ type: 'RESET', answers: user.qualify.answers, flags: user.flags });
  }, [actor, user]);

  const next = ONBOARDING_STEP_FLAGS.find((f) => flags[f]);
  return (
    <div className="home-grid">
      <div className="stack">
        {done ? (
          <section className="card empty" data-testid="questionnaire-done">
            <div className="empty__icon" aria-hidden="true"><PartyPopper size={26} /></div>
            <h2>{t('onboarding.doneTitle')}</h2>
            <p>{next ? t(`onboarding.next_${next}`) : t('onboarding.allDone')}</p>
            <Button onPress={() => navigate(next ? STEP_PATH[next] : '/pages')}>{next ? t(`onboarding.steps.${next}`) : t('onboarding.openPages')}</Button>
          </section>
        ) : (
          <Questionnaire actor={actor} defaultName={user?.user.name ?? ''} />
        )}
      </div>
      <aside className="card stack">
        <ProgressBar label={t('onboarding.progress')} value={progress} />
        <ul className="checklist">
          {steps.map(({ step, done: ticked }) => (
            <li key={step} data-done={ticked}>
              {ticked ? <CheckCircle2 size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
              {step === 'questionnaire'
                ? (ticked ? t('onboarding.steps.questionnaire') : <a href="#questionnaire">{t('onboarding.steps.questionnaire')}</a>)
                : <Link to={STEP_PATH[step]}>{t(`onboarding.steps.${step}`)}</Link>}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
