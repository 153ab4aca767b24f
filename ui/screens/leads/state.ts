// Screen state of the leads inbox that outlives a visit: the period preset is remembered (SPEC §4
// "lead period presets"), its dates recomputed for today; a custom range lasts the visit.
import { useEffect, useState } from 'react';
import { ALL_TIME, isPeriodPreset, presetPeriod, type Period } from '../../../api/lead-period';
import { SEARCH_DELAY_MS } from '../../lib/useListState';

export const PERIOD_KEY = 'leads.period';

interface KeyValue { getItem(key: string): string | null; setItem(key: string, value: string): void }

export function initialPeriod(storage: KeyValue, zone: string, now = new Date()): Period {
  const stored = storage.getItem(PERIOD_KEY);
  return isPeriodPreset(stored) ? presetPeriod(stored, now, zone) : ALL_TIME;
}

export function usePeriod(storage: KeyValue, zone: string): [Period, (p: Period) => void] {
  const [period, setPeriod] = useState<Period>(() => initialPeriod(storage, zone));
  return [period, (p) => {
    setPeriod(p);
    storage.setItem(PERIOD_KEY, p.preset ?? (p.from || p.to ? 'custom' : 'all'));
  }];
}

/** The value once typing pauses (the client filter asks the server after the pause, like the search). */
export function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value.trim() === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
