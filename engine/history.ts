/**
 * Undo/redo stacks, one pair per store (the page, and each modal fragment). An entry is the list
 * of events that reverts one user action; applying it yields the entry for the opposite stack.
 * Stacks are plain JSON so the UI can persist them per page (local storage) and restore them.
 */
import * as v from 'valibot';
import { HISTORY_LIMIT } from './constants';
import { EngineError } from './errors';
import type { DocEvent } from './events';
import type { StoreId } from './model';

export type HistoryEntry = readonly DocEvent[];

export interface StoreHistory {
  readonly undo: readonly HistoryEntry[];
  readonly redo: readonly HistoryEntry[];
}

export interface SerializedHistory {
  readonly version: 1;
  /** Keyed by 'page' or a fragment id. */
  readonly stores: Readonly<Record<string, StoreHistory>>;
}

export const EMPTY_STORE: StoreHistory = { undo: [], redo: [] };

export const storeKey = (store: StoreId): string => String(store);

/** A new action: append (dropping the oldest beyond the limit) and clear redo. */
export function record(h: StoreHistory, entry: HistoryEntry, limit = HISTORY_LIMIT): StoreHistory {
  if (entry.length === 0) return h;
  const undo = h.undo.length >= limit ? h.undo.slice(h.undo.length - limit + 1) : h.undo.slice();
  undo.push(entry);
  return { undo, redo: [] };
}

const entrySchema = v.array(v.looseObject({ type: v.string() }));
const historySchema = v.object({
  version: v.literal(1),
  stores: v.record(v.string(), v.object({ undo: v.array(entrySchema), redo: v.array(entrySchema) })),
});

/** Validates persisted history (it comes back from local storage, so it may be stale or edited). */
export function parseHistory(input: unknown, limit = HISTORY_LIMIT): Map<string, StoreHistory> {
  const parsed = v.safeParse(historySchema, input);
  if (!parsed.success) throw new EngineError('history.invalid', parsed.issues.map((i) => i.message));
  const out = new Map<string, StoreHistory>();
  for (const [key, h] of Object.entries(parsed.output.stores)) {
    if (key !== 'page' && !/^\d+$/.test(key)) throw new EngineError('history.invalid', `Unknown history store '${key}'`);
    out.set(key, { undo: (h.undo as unknown as HistoryEntry[]).slice(-limit), redo: (h.redo as unknown as HistoryEntry[]).slice(-limit) });
  }
  return out;
}
