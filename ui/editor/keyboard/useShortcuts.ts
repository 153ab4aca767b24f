// Editor keyboard shortcuts: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redo, Delete removes the
// selection, Ctrl/Cmd+C / V copy and paste, Ctrl/Cmd+D duplicates, Escape clears the selection.
// On the canvas (or with nothing focused) the arrows move the selection (navigation.ts), Shift+Enter
// selects the parent and Enter edits the selected widget's text in place. Keys typed into fields and
// inline text, and arrows inside a list or tree of their own (the layers panel), are left alone.
import { useEffect } from 'react';
import { editorTraits, pget, type Editor, type EngineEvent } from '../engine';
import { insertPosition } from '../rail/insertPosition';
import { currentTree } from '../state/currentTree';
import type { EditorServices } from '../state/EditorContext';
import { moveSelection, type SelectionMove } from './navigation';

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

/** Where arrows are the canvas's: the page itself, or nothing focused. */
function onCanvas(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return true;
  return target === document.body || target.closest('[data-testid=canvas]') !== null;
}

const ARROWS: Readonly<Record<string, SelectionMove>> = { ArrowUp: 'previous', ArrowDown: 'next', ArrowLeft: 'parent', ArrowRight: 'firstChild' };

/** What a key press does; 'undo' / 'redo' go to the editor, 'edit' starts in-place editing, the rest are engine events. */
export function shortcutFor(e: KeyLike, editor: Editor): EngineEvent | 'undo' | 'redo' | { edit: number } | null {
  if (typingInto(e.target) || e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  const s = editor.getState();
  const sel = s.selection[0];
  if (!mod && onCanvas(e.target)) {
    const tree = currentTree(s);
    const parentOf = (id: number) => pget(tree.widgets, id)?.parentId;
    const move = e.key === 'Enter' && e.shiftKey ? 'parent' : ARROWS[e.key];
    if (move !== undefined) {
      const next = moveSelection(tree, parentOf, sel, move);
      return next === undefined ? null : { type: 'selection.set', ids: [next] };
    }
    const w = sel === undefined ? undefined : pget(tree.widgets, sel);
    if (e.key === 'Enter' && w !== undefined && editorTraits(w.type).inlineText !== null) return { edit: w.id };
  }
  if (mod && key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod && key === 'c') return sel === undefined ? null : { type: 'widget.copy', id: sel };
  if (mod && key === 'v') return s.clipboard === null ? null : { type: 'widget.paste', at: insertPosition(s), clipboard: s.clipboard };
  if (mod && key === 'd') return sel === undefined ? null : { type: 'widget.clone', id: sel };
  if (!mod && (e.key === 'Delete' || e.key === 'Backspace')) return sel === undefined ? null : { type: 'widget.delete', id: sel };
  if (!mod && e.key === 'Escape') return s.selection.length === 0 ? null : { type: 'selection.set', ids: [] };
  return null;
}

export function useShortcuts({ editor, run, undo, redo, view }: Pick<EditorServices, 'editor' | 'run' | 'undo' | 'redo' | 'view'>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e, editor);
      if (action === null) return;
      e.preventDefault();
      if (action === 'undo') undo();
      else if (action === 'redo') redo();
      else if ('edit' in action) view.set({ editing: action.edit });
      else run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, run, undo, redo, view]);
}
