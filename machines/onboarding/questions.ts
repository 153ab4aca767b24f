// Pure rules of the qualification questionnaire (SPEC §3 "Qualification questions", §4 "Onboarding").

export const QUALIFY_QUESTIONS = ['phone', 'name', 'target', 'area', 'companySize', 'site', 'experience', 'sitesCount'] as const;
export type QualifyQuestion = (typeof QUALIFY_QUESTIONS)[number];

/** The area answer that brings in the companySize and site questions. */
export const DIGITAL_AREA = 'digital';
const DIGITAL_ONLY: readonly QualifyQuestion[] = ['companySize', 'site'];

export type Answers = Record<string, string>;
export type Flags = Record<string, boolean>;

/** Questions that apply to these answers, in order. */
export function applicableQuestions(answers: Answers): QualifyQuestion[] {
  const digital = answers.area === DIGITAL_AREA;
  return QUALIFY_QUESTIONS.filter((q) => digital || !DIGITAL_ONLY.includes(q));
}

/** Where a question stands in the counter ('Вопрос 4 из 6'). */
export interface QuestionPosition {
  /** 1-based number among the questions every user is asked. */
  index: number;
  total: number;
  /** A digital-only question: a follow-up of the area question, under its number. */
  followUp: boolean;
}

/**
 * The counter is stable: it counts the questions every user gets (SPEC §3 order without the
 * digital-only ones), so the total never changes while answering; companySize and site, asked only
 * when the area is digital, are follow-ups of the area question and keep its number.
 */
export function questionPosition(question: QualifyQuestion): QuestionPosition {
  const core = QUALIFY_QUESTIONS.filter((q) => !DIGITAL_ONLY.includes(q));
  const followUp = DIGITAL_ONLY.includes(question);
  const index = core.indexOf(followUp ? 'area' : question) + 1;
  return { index, total: core.length, followUp };
}

/** The current question is the first unanswered one; null when all are answered. */
export function currentQuestion(answers: Answers): QualifyQuestion | null {
  return applicableQuestions(answers).find((q) => !answers[q]) ?? null;
}

/**
 * Sets or deletes by key: a falsy value removes the key (SPEC §4). Returns a new object; the same
 * object when nothing changes, so callers can skip a needless save.
 */
export function setByKey<V extends string | boolean>(record: Record<string, V>, key: string, value: V | null | undefined): Record<string, V> {
  if (value) {
    if (record[key] === value) return record;
    return { ...record, [key]: value };
  }
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
}

/**
 * Flags that mark an onboarding step still to do: shouldCreate, shouldPublish, shouldDomain … (SPEC §3
 * says shouldCreate / shouldPublish are cleared after the first page create / publish).
 */
export function isPendingStepFlag(key: string): boolean {
  return key.startsWith('should');
}

/** The steps an owner ticks off on the home checklist after the questionnaire, each a pending flag. */
export const ONBOARDING_STEP_FLAGS = ['shouldCreate', 'shouldPublish', 'shouldDomain'] as const;
export type OnboardingStepFlag = (typeof ONBOARDING_STEP_FLAGS)[number];
export type OnboardingStep = 'questionnaire' | OnboardingStepFlag;

/**
 * The home checklist: the questionnaire (done once every question that applies is answered), then
 * each step, done while its pending flag is not set (the flag is cleared when the step is done).
 */
export function onboardingSteps(answers: Answers, flags: Flags): { step: OnboardingStep; done: boolean }[] {
  return [
    { step: 'questionnaire', done: currentQuestion(answers) === null },
    ...ONBOARDING_STEP_FLAGS.map((flag) => ({ step: flag, done: flags[flag] !== true })),
  ];
}

/**
 * Progress in percent: the share of the checklist's steps that are done, so it reads 0 % with
 * nothing ticked and 100 % with everything ticked — what the person sees beside it. (SPEC §4's
 * "7 steps minus the open ones" counted three steps nobody can see as done: 43 % with nothing ticked.)
 */
export function onboardingProgress(answers: Answers, flags: Flags): number {
  const steps = onboardingSteps(answers, flags);
  return Math.round((steps.filter((s) => s.done).length / steps.length) * 100);
}
