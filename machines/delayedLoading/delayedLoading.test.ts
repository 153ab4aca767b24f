import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { delayedLoadingMachine, isDelayedLoading, isLoading, LOADING_INDICATOR_DELAY, trackLoading } from './delayedLoadingMachine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(delayedLoadingMachine, { clock }).start();
  return { clock, actor };
}

describe('delayed loading flag', () => {
  it('shows the visible flag only after 300 ms', () => {
    const { clock, actor } = start();
    actor.send({ type: 'START' });
    expect(isDelayedLoading(actor.getSnapshot())).toBe(true);
    clock.increment(LOADING_INDICATOR_DELAY - 1);
    expect(isLoading(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(isLoading(actor.getSnapshot())).toBe(true);
  });

  it('a quick task never shows the indicator, even after its timer would have fired', () => {
    const { clock, actor } = start();
    actor.send({ type: 'START' });
    actor.send({ type: 'END' });
    clock.increment(1000);
    expect(isDelayedLoading(actor.getSnapshot())).toBe(false);
    expect(isLoading(actor.getSnapshot())).toBe(false);
  });

  it('overlapping tasks: the end of one does not hide the other', () => {
    const { clock, actor } = start();
    actor.send({ type: 'START' });
    clock.increment(100);
    actor.send({ type: 'START' });
    clock.increment(200);
    expect(isLoading(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'END' });
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.active).toBe(1);
    actor.send({ type: 'END' });
    expect(isDelayedLoading(actor.getSnapshot())).toBe(false);
  });

  it('a second task does not restart the 300 ms of the first', () => {
    const { clock, actor } = start();
    actor.send({ type: 'START' });
    clock.increment(250);
    actor.send({ type: 'START' });
    clock.increment(50);
    expect(isLoading(actor.getSnapshot())).toBe(true);
  });

  it('an extra END never makes the count negative', () => {
    const { actor } = start();
    actor.send({ type: 'END' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.active).toBe(1);
  });

  it('trackLoading clears the flags on failure too', async () => {
    const { actor } = start();
    await expect(trackLoading(actor, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(isDelayedLoading(actor.getSnapshot())).toBe(false);
    await expect(trackLoading(actor, () => Promise.resolve(42))).resolves.toBe(42);
    expect(isDelayedLoading(actor.getSnapshot())).toBe(false);
  });
});
