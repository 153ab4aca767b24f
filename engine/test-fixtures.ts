/** Builders shared by the engine's tests (not part of the public surface). */
import { apply } from './apply';
import { emptyDocument } from './document';
import { createEditor, type Editor } from './editor';
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

/** Bytes GrapesJS stores for the page `thousandTexts` builds: the size the stored page stays within. */
export const GRAPESJS_STORED_1K = 171_073;

/**
 * An editor holding 1,000 styled text widgets: the stored-size test's and the engine benchmark's page.
 * `rich`: the same words with a bold word and a link in each (rich text on every text widget).
 */
export function thousandTexts(rich = false): Editor {
  const editor = createEditor(emptyDocument());
  for (let i = 1; i <= 1000; i++) {
    const text = rich ? [[`Item ${i} `, { t: 'lorem', m: ['b'] }, ' ', { t: 'ipsum', href: '#form' }]] : `Item ${i} lorem ipsum`;
    editor.dispatch({
      type: 'widget.add',
      at: { where: 'inside', target: null },
      widget: { type: 'widget-text', cfg: { text }, style: { desktop: { color: '#333333', padding: '4px 8px', fontSize: `${12 + (i % 8)}px` } } },
    });
  }
  return editor;
}
