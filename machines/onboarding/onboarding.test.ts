import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { onboardingMachine, selectCurrentQuestion, selectProgress } from './onboardingMachine';
import { applicableQuestions, currentQuestion, onboardingProgress, onboardingSteps, questionPosition, setByKey } from './questions';

describe('qualification questions', () => {
  it('ask companySize and site only when the area is digital, in SPEC order', () => {
    expect(applicableQuestions({})).toEqual(['phone', 'name', 'target', 'area', 'experience', 'sitesCount']);
    expect(applicableQuestions({ area: 'digital' })).toEqual(['phone', 'name', 'target', 'area', 'companySize', 'site', 'experience', 'sitesCount']);
  });

  it('the counter never changes its total: digital follow-ups keep the area question\'s number', () => {
    const digital = { phone: '1', name: 'n', target: 't', area: 'digital' };
    const walk = (answers: Record<string, string>) => {
      const seen: string[] = [];
      let a = { ...answers };
      for (let q = currentQuestion(a); q !== null; q = currentQuestion(a)) {
        const p = questionPosition(q);
        seen.push(`${p.index}/${p.total}${p.followUp ? '+' : ''}`);
        a = { ...a, [q]: 'x' };
      }
      return seen;
    };
    expect(walk({})).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    expect(walk(digital)).toEqual(['4/6+', '4/6+', '5/6', '6/6']);
    // Answering area 'digital' from question 4: the next label is a follow-up of 4, never "5 из 8".
    expect(questionPosition('area')).toEqual({ index: 4, total: 6, followUp: false });
    expect(questionPosition('companySize')).toEqual({ index: 4, total: 6, followUp: true });
    expect(questionPosition('experience')).toEqual({ index: 5, total: 6, followUp: false });
  });

  it('the current question is the first unanswered one, even with later answers present', () => {
    expect(currentQuestion({})).toBe('phone');
    expect(currentQuestion({ phone: '1', target: 'x' })).toBe('name');
    expect(currentQuestion({ phone: '1', name: 'n', target: 't', area: 'digital' })).toBe('companySize');
    expect(currentQuestion({ phone: '1', name: 'n', target: 't', area: 'retail' })).toBe('experience');
    expect(currentQuestion({ phone: '1', name: 'n', target: 't', area: 'retail', experience: 'e', sitesCount: '2' })).toBeNull();
  });

  it('setByKey: a falsy value removes the key; no change gives the same object', () => {
    const base = { a: 'x' };
    expect(setByKey(base, 'b', 'y')).toEqual({ a: 'x', b: 'y' });
    expect(setByKey(base, 'a', '')).toEqual({});
    expect(setByKey(base, 'a', null)).toEqual({});
    expect(setByKey(base, 'a', 'x')).toBe(base);
    expect(setByKey(base, 'zzz', '')).toBe(base);
    expect(setByKey<boolean>({ f: true }, 'f', false)).toEqual({});
  });
});

describe('onboarding progress', () => {
  const allFlags = { shouldCreate: true, shouldPublish: true, shouldDomain: true };
  const answered = { phone: '+7', name: 'Ann', target: 't', area: 'retail', experience: 'e', sitesCount: '1' };

  it('is the share of checklist steps done: 0 % with nothing ticked, 100 % with everything ticked', () => {
    expect(onboardingProgress({}, allFlags)).toBe(0);
    expect(onboardingProgress(answered, allFlags)).toBe(25);
    expect(onboardingProgress(answered, { shouldDomain: true })).toBe(75);
    expect(onboardingProgress(answered, {})).toBe(100);
  });

  it('counts the questionnaire done only when every question that applies is answered', () => {
    expect(onboardingProgress({ sitesCount: '1' }, allFlags)).toBe(0);
    expect(onboardingSteps({ ...answered, area: 'digital' }, {})[0]).toEqual({ step: 'questionnaire', done: false });
  });

  it('ignores flags that are not steps, and flags set to false', () => {
    expect(onboardingProgress(answered, { useCdp: true, shouldCreate: false })).toBe(100);
    expect(onboardingSteps(answered, { shouldPublish: true }).map((s) => s.done)).toEqual([true, true, false, true]);
  });
});

describe('onboarding machine', () => {
  it('clears shouldCreate / shouldPublish after the first create / publish and persists the flags once', () => {
    const saved: Array<Record<string, boolean>> = [];
    const machine = onboardingMachine.provide({ actions: { persistFlags: (_a, p) => saved.push(p.flags) } });
    const actor = createActor(machine, { input: { flags: { shouldCreate: true, shouldPublish: true, useCdp: true } } }).start();
    actor.send({ type: 'PAGE_CREATED' });
    actor.send({ type: 'PAGE_CREATED' });
    actor.send({ type: 'PAGE_PUBLISHED' });
    actor.send({ type: 'PAGE_PUBLISHED' });
    expect(actor.getSnapshot().context.flags).toEqual({ useCdp: true });
    expect(saved).toEqual([{ shouldPublish: true, useCdp: true }, { useCdp: true }]);
  });

  it('answering walks the questions and ends answered; removing one goes back to it', () => {
    const actor = createActor(onboardingMachine, { input: {} }).start();
    for (const [q, v] of [['phone', '+7'], ['name', 'Ann'], ['target', 't'], ['area', 'retail'], ['experience', 'e'], ['sitesCount', '1']]) {
      expect(selectCurrentQuestion(actor.getSnapshot())).toBe(q);
      actor.send({ type: 'ANSWER', question: q, value: v });
    }
    expect(actor.getSnapshot().matches('answered')).toBe(true);
    expect(selectProgress(actor.getSnapshot())).toBe(100);
    actor.send({ type: 'ANSWER', question: 'name', value: null });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(selectCurrentQuestion(actor.getSnapshot())).toBe('name');
  });

  it('an answer that changes nothing is not persisted again', () => {
    let saves = 0;
    const machine = onboardingMachine.provide({ actions: { persistAnswers: () => { saves += 1; } } });
    const actor = createActor(machine, { input: { answers: { phone: '1' } } }).start();
    actor.send({ type: 'ANSWER', question: 'phone', value: '1' });
    actor.send({ type: 'ANSWER', question: 'name', value: '' });
    expect(saves).toBe(0);
    actor.send({ type: 'ANSWER', question: 'name', value: 'Bob' });
    expect(saves).toBe(1);
  });
});
