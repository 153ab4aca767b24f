// Pure rules of the qualification questionnaire (SPEC §3 "Qualification questions", §4 "Onboarding").

export const QUALIFY_QUESTIONS = ['phone', 'name', 'target', 'area', 'companySize', 'site', 'experience', 'sitesCount'] as const;
export type QualifyQuestion = (typeof QUALIFY_QUESTIONS)[number];

/** The area answer that brings in the companySize and site questions. */
export const DIGITAL_AREA = 'digital';
const DIGITAL_ONLY: readonly QualifyQuestion[] = ['companySize', 'site'];

export const ONBOARDING_STEPS = 7;

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

/**
 * Progress in percent. SPEC §4: "a percentage over 7 steps minus completed flags (plus one if
 * sitesCount is unanswered)". Our reading: there are 7 steps; the steps still open are the pending
 * step flags that are set (shouldCreate, shouldPublish, shouldDomain …, each cleared when its step is
 * completed) plus one while the last question, sitesCount, is unanswered. Progress is
 * (7 − open) / 7, rounded to a whole percent and clamped to 0…100. So a fresh account with
 * shouldCreate + shouldPublish + shouldDomain and an unanswered questionnaire shows 43 %, and it
 * reaches 100 % once every step flag is cleared and the questionnaire is finished.
 */
export function onboardingProgress(answers: Answers, flags: Flags): number {
  const pendingFlags = Object.entries(flags).filter(([key, value]) => value && isPendingStepFlag(key)).length;
  const open = pendingFlags + (answers.sitesCount ? 0 : 1);
  const done = Math.min(ONBOARDING_STEPS, Math.max(0, ONBOARDING_STEPS - open));
  return Math.round((done / ONBOARDING_STEPS) * 100);
}
