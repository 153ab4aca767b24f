/** Builders shared by the engine's tests (not part of the public surface). */
import { apply } from './apply';
import { emptyDocument } from './document';
import type { DocEvent } from './events';
import type { PageDocument } from './model';

export function docWith(...events: DocEvent[]): PageDocument {
  let doc = emptyDocument();
  for (const e of events) doc = apply(doc, e).doc;
  return doc;
}

export const addRoot = (type: string, extra: Record<string, unknown> = {}): DocEvent =>
  ({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type, ...extra } });

export const addInside = (target: number, type: string, extra: Record<string, unknown> = {}): DocEvent =>
  ({ type: 'widget.add', at: { where: 'inside', target }, widget: { type, ...extra } });

/** Catches an EngineError-like failure so tests can assert on its code and reasons. */
export function caught(fn: () => unknown): { code: string; reasons: readonly string[] } {
  try {
    fn();
  } catch (e) {
    const err = e as { code?: string; reasons?: readonly string[] };
    return { code: err.code ?? 'not an EngineError', reasons: err.reasons ?? [] };
  }
  throw new Error('expected the call to throw');
}
