// Onboarding (SPEC §4): the qualification questionnaire and the step flags. The machine keeps the
// answers and flags, exposes the current question and the progress, and asks the caller to persist
// each change (the current-user endpoints are the caller's).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { currentQuestion, onboardingProgress, setByKey, type Answers, type Flags, type QualifyQuestion } from './questions';

export interface OnboardingInput {
  /** qualify.answers of the current user. */
  answers?: Answers;
  /** flags of the current user. */
  flags?: Flags;
}

export interface OnboardingContext {
  answers: Answers;
  flags: Flags;
}

export type OnboardingEvent =
  /** Sets an answer; a falsy value deletes it. */
  | { type: 'ANSWER'; question: string; value: string | null }
  /** Sets a flag; a falsy value deletes it. */
  | { type: 'SET_FLAG'; key: string; value: boolean | null }
  /** After any page was created: shouldCreate is cleared (only the first time it is set). */
  | { type: 'PAGE_CREATED' }
  /** After any page was published: shouldPublish is cleared. */
  | { type: 'PAGE_PUBLISHED' }
  /** The current user was reloaded: take its answers and flags. */
  | { type: 'RESET'; answers: Answers; flags: Flags };

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actions: {
    // Effects, provided by the caller. Default: nothing (headless use).
    /** Save qualify answers ("create answers": question qualify, values, update true). */
    persistAnswers: (_args, _params: { answers: Answers }) => {},
    /** Save user flags (SPEC §7 "Other": called after the first page create and first publish). */
    persistFlags: (_args, _params: { flags: Flags }) => {},
  },
  guards: {
    hasQuestion: ({ context }) => currentQuestion(context.answers) !== null,
    answerChanges: ({ context, event }) =>
      event.type === 'ANSWER' && setByKey(context.answers, event.question, event.value) !== context.answers,
    flagChanges: ({ context, event }) => event.type === 'SET_FLAG' && setByKey(context.flags, event.key, event.value) !== context.flags,
    shouldCreate: ({ context }) => Boolean(context.flags.shouldCreate),
    shouldPublish: ({ context }) => Boolean(context.flags.shouldPublish),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ answers: input.answers ?? {}, flags: input.flags ?? {} }),
  initial: 'asking',
  on: {
    ANSWER: {
      guard: 'answerChanges',
      actions: [
        assign({ answers: ({ context, event }) => setByKey(context.answers, event.question, event.value) }),
        { type: 'persistAnswers', params: ({ context }) => ({ answers: context.answers }) },
      ],
    },
    SET_FLAG: {
      guard: 'flagChanges',
      actions: [
        assign({ flags: ({ context, event }) => setByKey(context.flags, event.key, event.value) }),
        { type: 'persistFlags', params: ({ context }) => ({ flags: context.flags }) },
      ],
    },
    PAGE_CREATED: {
      guard: 'shouldCreate',
      actions: [
        assign({ flags: ({ context }) => setByKey<boolean>(context.flags, 'shouldCreate', null) }),
        { type: 'persistFlags', params: ({ context }) => ({ flags: context.flags }) },
      ],
    },
    PAGE_PUBLISHED: {
      guard: 'shouldPublish',
      actions: [
        assign({ flags: ({ context }) => setByKey<boolean>(context.flags, 'shouldPublish', null) }),
        { type: 'persistFlags', params: ({ context }) => ({ flags: context.flags }) },
      ],
    },
    RESET: { actions: assign(({ event }) => ({ answers: event.answers, flags: event.flags })) },
  },
  states: {
    // Which of the two states is a consequence of the answers; re-evaluated after every change.
    asking: { always: { guard: ({ context }) => currentQuestion(context.answers) === null, target: 'answered' } },
    answered: { always: { guard: 'hasQuestion', target: 'asking' } },
  },
});

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

export function selectCurrentQuestion(snapshot: OnboardingSnapshot): QualifyQuestion | null {
  return currentQuestion(snapshot.context.answers);
}

export function selectProgress(snapshot: OnboardingSnapshot): number {
  return onboardingProgress(snapshot.context.answers, snapshot.context.flags);
}
