// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInput, afterPaintSettled, SETTLE_MS } from './openSettle';

describe('the work an open holds until the person first acts', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }); });
  afterEach(() => { vi.useRealTimers(); });

  it('runs once SETTLE_MS have passed without an input, and only once', () => {
    const fn = vi.fn();
    afterFirstInput(fn);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each(['click', 'keydown', 'wheel', 'dragstart'])('runs after a first %s, once its answer has painted, not again at the timeout', (type) => {
    const fn = vi.fn();
    afterFirstInput(fn);
    vi.advanceTimersByTime(10);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(fn).not.toHaveBeenCalled(); // the input is answered (and painted) first
    vi.advanceTimersByTime(40); // a frame, then a task
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a scroll of any element counts (it does not bubble: heard in the capture phase)', () => {
    const fn = vi.fn();
    const el = document.createElement('div');
    document.body.append(el);
    afterFirstInput(fn);
    el.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(40);
    expect(fn).toHaveBeenCalledTimes(1);
    el.remove();
  });

  it('cancelled, it never runs and stops listening', () => {
    const fn = vi.fn();
    const cancel = afterFirstInput(fn);
    cancel();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(fn).not.toHaveBeenCalled();
  });

  it('afterPaintSettled: an input made before the paint lets the work in right after the paint', () => {
    const painted = vi.fn();
    const fn = vi.fn();
    afterPaintSettled(fn, painted);
    window.dispatchEvent(new Event('click'));
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(painted).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('afterPaintSettled: painted after the frame, the work after the first input from then on', () => {
    const painted = vi.fn();
    const fn = vi.fn();
    afterPaintSettled(fn, painted);
    expect(painted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(painted).toHaveBeenCalledTimes(1);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(40);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
