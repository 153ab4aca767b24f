import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { confirmDialogMachine, type ConfirmDialogEmitted, type ConfirmDialogEvent } from './confirmDialogMachine';

const events: ConfirmDialogEvent[] = [{ type: 'OPEN', options: { title: 'Delete?', variant: 'danger' } }, { type: 'CONFIRM' }, { type: 'CANCEL' }];

// Answers emitted by the real actor, per actor.
const answers = new WeakMap<object, ConfirmDialogEmitted[]>();

modelSuite('confirmDialog machine', {
  machine: confirmDialogMachine,
  events: () => events,
  // The request id only grows; beyond 2 it tells nothing new (a replaced request vs a fresh one).
  projectContext: (c) => ({ id: Math.min(c.requestId, 2), view: c.view }),
  start: () => {
    const clock = new SimulatedClock();
    const actor = createActor(confirmDialogMachine, { clock });
    const log: ConfirmDialogEmitted[] = [];
    actor.on('resolved', (e) => log.push(e));
    answers.set(actor, log);
    actor.start();
    return { actor, clock, effects: createFakeEffects() };
  },
  states: {
    closed: (s, { actor }) => {
      expect(s.context.view).toBeNull();
      // Every request shown so far has been answered exactly once.
      expect(answers.get(actor)?.map((a) => a.requestId)).toEqual(Array.from({ length: s.context.requestId }, (_v, i) => i + 1));
    },
    open: (s, { actor }) => {
      expect(s.context.view).toMatchObject({ title: 'Delete?', variant: 'danger', confirmLabel: 'confirm.ok', cancelLabel: 'confirm.cancel', showCancel: true });
      // All earlier requests were answered (a replaced one with false); the shown one is not yet.
      const log = answers.get(actor) ?? [];
      expect(log.map((a) => a.requestId)).toEqual(Array.from({ length: s.context.requestId - 1 }, (_v, i) => i + 1));
      expect(log.every((a) => a.result === false || a.requestId < s.context.requestId)).toBe(true);
    },
  },
});
