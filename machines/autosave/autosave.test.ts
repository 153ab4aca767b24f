import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flush } from '../testing/modelTesting';
import { AUTOSAVE_DELAY, autosaveLabel, autosaveMachine, flushAutosave, isSaveConflict, retryDelay, type SaveInput } from './autosaveMachine';

/** A save actor the test settles by hand; records each payload. */
function manualSave() {
  const saves: Array<{ payload: unknown; force: boolean; resolve: () => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<unknown, SaveInput>(
    ({ input }) => new Promise((resolve, reject) => saves.push({ ...input, resolve: () => resolve(null), reject })),
  );
  return { saves, logic };
}

function start() {
  const clock = new SimulatedClock();
  const doc = { revision: 0 };
  const save = manualSave();
  const actor = createActor(autosaveMachine.provide({ actors: { save: save.logic } }), { clock, input: { getPayload: () => doc.revision } }).start();
  const change = () => {
    doc.revision += 1;
    actor.send({ type: 'CHANGE' });
  };
  return { clock, actor, saves: save.saves, change, doc };
}

describe('autosave', () => {
  it('saves 3000 ms after the last change (later changes reschedule)', () => {
    const { clock, actor, saves, change } = start();
    change();
    clock.increment(AUTOSAVE_DELAY - 500);
    change();
    clock.increment(AUTOSAVE_DELAY - 1);
    expect(saves).toHaveLength(0);
    clock.increment(1);
    expect(saves).toHaveLength(1);
    expect(saves[0].payload).toBe(2);
    expect(autosaveLabel(actor.getSnapshot())).toBe('autosave.saving');
  });

  it('a change made while a save is in flight is never lost', async () => {
    const { clock, actor, saves, change } = start();
    change();
    clock.increment(AUTOSAVE_DELAY);
    change(); // revision 2 while revision 1 is being saved
    saves[0].resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('dirty');
    clock.increment(AUTOSAVE_DELAY);
    expect(saves[1].payload).toBe(2);
    saves[1].resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('flush saves at once and waits for changes made during the flush', async () => {
    const { actor, saves, change } = start();
    change();
    const result = flushAutosave(actor);
    expect(saves).toHaveLength(1);
    change();
    saves[0].resolve();
    await flush();
    // Saved again immediately (no 3 s wait) because a flush is pending.
    expect(saves).toHaveLength(2);
    expect(saves[1].payload).toBe(2);
    saves[1].resolve();
    await expect(result).resolves.toBe('saved');
  });

  it('flush when nothing is unsaved resolves at once', async () => {
    const { actor, saves } = start();
    await expect(flushAutosave(actor)).resolves.toBe('saved');
    expect(saves).toHaveLength(0);
  });

  it('failure → error, then retries with backoff while the changes wait', async () => {
    const { clock, actor, saves, change } = start();
    change();
    clock.increment(AUTOSAVE_DELAY);
    saves[0].reject({ status: 500 });
    await flush();
    expect(autosaveLabel(actor.getSnapshot())).toBe('autosave.notSaved');
    change(); // waits for the retry; does not restart a 3 s timer
    clock.increment(retryDelay(1) - 1);
    expect(saves).toHaveLength(1);
    clock.increment(1);
    expect(saves).toHaveLength(2);
    expect(saves[1].payload).toBe(2);
    saves[1].reject({ status: 500 });
    await flush();
    clock.increment(retryDelay(2));
    expect(saves).toHaveLength(3);
  });

  it('backoff: 2 s, 4 s, 8 s, 16 s, then capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('a conflict is its own state: no retry loop; FORCE_SAVE overwrites, LOAD resets', async () => {
    const { clock, actor, saves, change } = start();
    change();
    clock.increment(AUTOSAVE_DELAY);
    saves[0].reject({ status: 409, code: 'conflict' });
    await flush();
    expect(actor.getSnapshot().value).toBe('conflict');
    change();
    clock.increment(60_000);
    expect(saves).toHaveLength(1);
    await expect(flushAutosave(actor)).resolves.toBe('conflict');
    actor.send({ type: 'FORCE_SAVE' });
    expect(saves[1]).toMatchObject({ payload: 2, force: true });
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('conflict detection reads status 409 or the conflict code', () => {
    expect(isSaveConflict({ status: 409 })).toBe(true);
    expect(isSaveConflict({ body: { code: 'conflict', status: 409 } })).toBe(true);
    expect(isSaveConflict({ status: 500 })).toBe(false);
    expect(isSaveConflict(new Error('x'))).toBe(false);
  });

  it('loading a page during a save resets to saved and ignores the old save', async () => {
    const { clock, actor, saves, change } = start();
    change();
    clock.increment(AUTOSAVE_DELAY);
    actor.send({ type: 'LOAD' });
    saves[0].reject({ status: 500 });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
  });
});

describe('autosave revision', () => {
  it('each save builds on the revision the last one answered; a load sets it', async () => {
    const bases: unknown[] = [];
    let next = 10;
    const clock = new SimulatedClock();
    const actor = createActor(autosaveMachine.provide({
      actors: { save: fromPromise<unknown, SaveInput>(async ({ input }) => { bases.push(input.revision); return ++next; }) },
    }), { clock, input: { revision: 7 } }).start();
    actor.send({ type: 'CHANGE' });
    expect(await flushAutosave(actor)).toBe('saved');
    actor.send({ type: 'CHANGE' });
    expect(await flushAutosave(actor)).toBe('saved');
    expect(bases).toEqual([7, 11]);
    expect(actor.getSnapshot().context.revision).toBe(12);
    // Reloaded after a conflict: the loaded page's revision.
    actor.send({ type: 'LOAD', revision: 30 });
    actor.send({ type: 'CHANGE' });
    await flushAutosave(actor);
    expect(bases).toEqual([7, 11, 30]);
  });
});
