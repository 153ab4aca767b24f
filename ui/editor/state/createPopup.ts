// A new popup (a modal fragment), opened for editing. Its title is the dialog's accessible name on
// the published page, so it is numbered in the page's language, as every default word the editor
// adds is; the marketer renames it in the popups list.
import { newItemTitle } from '../engine';
import type { EditorServices } from './EditorContext';

/** Creates the next popup and opens it; false when the engine refused. */
export function createPopup({ editor, run, contentLang }: Pick<EditorServices, 'editor' | 'run' | 'contentLang'>): boolean {
  const n = editor.getState().doc.fragments.length + 1;
  if (!run({ type: 'fragment.create', title: newItemTitle('popup', n, contentLang) })) return false;
  run({ type: 'fragment.open', id: Math.max(...editor.getState().doc.fragments.map((f) => f.id)) });
  return true;
}
