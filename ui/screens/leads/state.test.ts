import { describe, expect, it } from 'vitest';
import { initialPeriod, PERIOD_KEY } from './state';

const memory = (init: Record<string, string> = {}) => {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the leads screen remembers the period preset', () => {
  it('opens on the remembered preset with today\'s dates, else on all time; a custom range is not kept', () => {
    const now = new Date('2024-03-01T22:30:00Z');
    expect(initialPeriod(memory({ [PERIOD_KEY]: 'week' }), 'Europe/Moscow', now)).toEqual({ preset: 'week', from: '2024-02-25', to: '2024-03-02' });
    expect(initialPeriod(memory({ [PERIOD_KEY]: 'custom' }), 'Europe/Moscow', now)).toEqual({ preset: null, from: null, to: null });
    expect(initialPeriod(memory(), 'Europe/Moscow', now)).toEqual({ preset: null, from: null, to: null });
  });
});
