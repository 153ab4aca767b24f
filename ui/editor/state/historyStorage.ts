// Undo history persisted locally per page (SPEC §4 "History is persisted locally per page").
// The engine serialises and validates it; this file only chooses the key and when to write.
import { storage } from '../../../adapters/index';
import type { Editor } from '../engine';

const key = (pageId: string): string => `editor.history.${pageId}`;

export function loadHistory(pageId: string): unknown {
  const raw = storage.getItem(key(pageId));
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes the history after each change, batched to one write per animation-free tick. */
export function persistHistory(editor: Editor, pageId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = editor.getState().doc;
  const sub = editor.subscribe((s) => {
    if (s.doc === last) return;
    last = s.doc;
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      storage.setJson(key(pageId), editor.history());
    }, 250);
  });
  return () => {
    sub.unsubscribe();
    if (timer !== null) {
      clearTimeout(timer);
      storage.setJson(key(pageId), editor.history());
    }
  };
}

export function clearHistory(pageId: string): void {
  storage.removeItem(key(pageId));
}
