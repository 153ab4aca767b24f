import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedPage } from './port';
import { PREFETCH_FRESH_MS, prefetchPage, takePrefetched } from './prefetch';

const answer = (title: string): LoadedPage => ({ title, content: {}, revision: 3 });

describe('the editor page asked for when the route matches', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken once, by the page it was asked for', async () => {
    const load = vi.fn((id: string) => Promise.resolve(answer(`page ${id}`)));
    prefetchPage('7', load);
    expect(load).toHaveBeenCalledWith('7');
    expect(await takePrefetched('7')).toEqual(answer('page 7'));
    // Taken: the next open (a reload after a conflict) reads the server again.
    expect(await takePrefetched('7')).toBeNull();
    prefetchPage('7', load);
    expect(await takePrefetched('8')).toBeNull();
    expect(await takePrefetched('7')).toBeNull();
  });

  it('a second ask for the same page while the first is fresh reuses it (the entry and the route both ask)', async () => {
    const load = vi.fn((id: string) => Promise.resolve(answer(`page ${id}`)));
    prefetchPage('4', load);
    prefetchPage('4', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await takePrefetched('4')).toEqual(answer('page 4'));
    // Another page is a new ask.
    prefetchPage('4', load);
    prefetchPage('6', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await takePrefetched('6')).toEqual(answer('page 6'));
  });

  it('a failed early answer is dropped (the editor asks again and shows the error as always)', async () => {
    prefetchPage('5', () => Promise.reject(new Error('401')));
    expect(await takePrefetched('5')).toBeNull();
  });

  it('an early answer older than PREFETCH_FRESH_MS is not used', async () => {
    vi.useFakeTimers();
    prefetchPage('9', (id) => Promise.resolve(answer(id)));
    vi.advanceTimersByTime(PREFETCH_FRESH_MS + 1);
    expect(await takePrefetched('9')).toBeNull();
  });
});
