// The harness itself: the derived model keeps the machine's transitions, and the coverage check
// notices a transition no path takes.
import { createActor, fromPromise, getNextSnapshot, setup, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFakeEffects, getModelPaths, runModelPath, toTestableMachine, transitionCoverage } from './modelTesting';

const toy = setup({
  actors: { work: fromPromise<number, void>(async () => 1) },
}).createMachine({
  id: 'toy',
  initial: 'idle',
  states: {
    idle: { on: { GO: 'working' } },
    working: { invoke: { id: 'work', src: 'work', onDone: 'waiting', onError: 'idle' } },
    waiting: { after: { 500: 'idle' } },
  },
});

describe('model testing harness', () => {
  it('turns invoke and after into events of the same transitions', () => {
    const model = toTestableMachine(toy);
    const working = model.resolveState({ value: 'working', context: {} });
    expect(getNextSnapshot(model, working, { type: 'xstate.done.actor.work', output: 1 } as never).value).toBe('waiting');
    const waiting = model.resolveState({ value: 'waiting', context: {} });
    expect(getNextSnapshot(model, waiting, { type: 'xstate.after.500.toy.waiting' } as never).value).toBe('idle');
  });

  it('reports a transition no path takes', () => {
    const paths = getModelPaths(toy, { events: () => [{ type: 'GO' }, { type: 'xstate.done.actor.work', output: 1 }] as never });
    const coverage = transitionCoverage(toy, paths);
    expect(coverage.missing).toEqual(['toy.working --xstate.error.actor.work#0--> toy.idle']);
  });

  it('replays a path on the real actor and fails when the real machine differs', async () => {
    const paths = getModelPaths(toy, { events: () => [{ type: 'GO' }, { type: 'xstate.done.actor.work', output: 1 }] as never });
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    const start = (machine: typeof toy) => () => {
      const effects = createFakeEffects();
      const clock = new SimulatedClock();
      return { actor: createActor(machine.provide({ actors: { work: effects.actor() } }), { clock }).start(), clock, effects };
    };
    const assertEqual = (real: unknown, model: unknown) => expect(real).toEqual(model);
    await expect(runModelPath(longest, { machine: toy, start: start(toy), states: { idle: () => {}, working: () => {}, waiting: () => {} }, assertEqual })).resolves.toBeGreaterThan(0);
    // A "real" machine whose timer is longer than the model's: the timer step leaves it waiting.
    const slower = setup({ actors: { work: fromPromise<number, void>(async () => 1) } }).createMachine({
      id: 'toy',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'working' } },
        working: { invoke: { id: 'work', src: 'work', onDone: 'waiting', onError: 'idle' } },
        waiting: { after: { 900: 'idle' } },
      },
    });
    await expect(runModelPath(longest, { machine: toy, start: start(slower as unknown as typeof toy), states: {}, assertEqual })).rejects.toThrow();
  });
});
