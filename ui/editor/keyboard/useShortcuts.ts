// Editor keyboard shortcuts: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redo, Delete removes the
// selection, Ctrl/Cmd+C / V copy and paste, Ctrl/Cmd+D duplicates, Escape clears the selection.
// Keys typed into fields and inline text are left alone.
import { useEffect } from 'react';
import type { Editor, EngineEvent } from '../engine';
import { insertPosition } from '../rail/insertPosition';

export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What a key press does; 'undo' / 'redo' go to the editor, the rest are engine events. */
export function shortcutFor(e: KeyLike, editor: Editor): EngineEvent | 'undo' | 'redo' | null {
  if (typingInto(e.target) || e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  const s = editor.getState();
  const sel = s.selection[0];
  if (mod && key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod && key === 'c') return sel === undefined ? null : { type: 'widget.copy', id: sel };
  if (mod && key === 'v') return s.clipboard === null ? null : { type: 'widget.paste', at: insertPosition(s), clipboard: s.clipboard };
  if (mod && key === 'd') return sel === undefined ? null : { type: 'widget.clone', id: sel };
  if (!mod && (e.key === 'Delete' || e.key === 'Backspace')) return sel === undefined ? null : { type: 'widget.delete', id: sel };
  if (!mod && e.key === 'Escape') return s.selection.length === 0 ? null : { type: 'selection.set', ids: [] };
  return null;
}

export function useShortcuts({ editor, run, undo, redo }: { editor: Editor; run: (e: EngineEvent) => boolean; undo: () => void; redo: () => void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e, editor);
      if (action === null) return;
      e.preventDefault();
      if (action === 'undo') undo();
      else if (action === 'redo') redo();
      else run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, run, undo, redo]);
}
