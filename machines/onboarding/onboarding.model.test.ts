import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { onboardingMachine, selectCurrentQuestion, selectProgress, type OnboardingEvent, type OnboardingSnapshot } from './onboardingMachine';
import { applicableQuestions, currentQuestion as selectCurrentQuestionOf, QUALIFY_QUESTIONS } from './questions';

const input = { answers: {}, flags: { shouldCreate: true, shouldPublish: true } };

// What a user does: answer the current question (area either digital or not). At the start and at
// the end (not at every question, which would only multiply paths) also: create or publish a page,
// set or clear a flag, clear the area answer, reload the user.
function events(snapshot: OnboardingSnapshot): OnboardingEvent[] {
  const current = selectCurrentQuestion(snapshot);
  const list: OnboardingEvent[] = [];
  if (current === 'area') list.push({ type: 'ANSWER', question: 'area', value: 'digital' }, { type: 'ANSWER', question: 'area', value: 'retail' });
  else if (current) list.push({ type: 'ANSWER', question: current, value: `${current}-answer` });
  if (current === 'phone' || current === null) {
    list.push({ type: 'PAGE_CREATED' }, { type: 'PAGE_PUBLISHED' });
    list.push({ type: 'SET_FLAG', key: 'shouldDomain', value: !snapshot.context.flags.shouldDomain });
  }
  if (current === null) list.push({ type: 'ANSWER', question: 'area', value: '' }, { type: 'RESET', answers: {}, flags: {} });
  return list;
}

// The rule restated independently: the share of the four checklist steps done.
function expectedProgress(s: OnboardingSnapshot): number {
  const done = ['shouldCreate', 'shouldPublish', 'shouldDomain'].filter((k) => !s.context.flags[k]).length + (s.matches('answered') ? 1 : 0);
  return Math.round((done / 4) * 100);
}

modelSuite('onboarding machine', {
  machine: onboardingMachine,
  input,
  events,
  // What decides behaviour: the answers' position in the questionnaire and the flags.
  projectContext: (c) => ({ current: selectCurrentQuestionOf(c.answers), digital: c.answers.area === 'digital', sitesCount: Boolean(c.answers.sitesCount), flags: c.flags }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const machine = onboardingMachine.provide({
      actions: {
        persistAnswers: (_args, params) => effects.calls.push({ id: 'persistAnswers', input: params.answers }),
        persistFlags: (_args, params) => effects.calls.push({ id: 'persistFlags', input: params.flags }),
      },
    });
    return { actor: createActor(machine, { clock, input }).start(), clock, effects };
  },
  states: {
    asking: (s) => {
      const current = selectCurrentQuestion(s);
      expect(current).not.toBeNull();
      const order = applicableQuestions(s.context.answers);
      const before = order.slice(0, order.indexOf(current ?? 'phone'));
      expect(before.every((q) => Boolean(s.context.answers[q]))).toBe(true);
      expect(s.context.answers[current ?? 'phone']).toBeFalsy();
      expect(selectProgress(s)).toBe(expectedProgress(s));
    },
    answered: (s, { effects }) => {
      expect(selectCurrentQuestion(s)).toBeNull();
      expect(s.context.answers.sitesCount).toBeTruthy();
      expect(selectProgress(s)).toBe(expectedProgress(s));
      // The answers reached this state through the caller: the last persisted answers are these.
      const saved = effects.callsOf('persistAnswers');
      if (saved.length > 0) expect(saved[saved.length - 1]).toEqual(s.context.answers);
      expect(Object.keys(s.context.answers).every((k) => (QUALIFY_QUESTIONS as readonly string[]).includes(k))).toBe(true);
    },
  },
});
