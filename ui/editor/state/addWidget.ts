// Adding a catalogue widget the way every part of the editor does it (the add-widget flyout, a drop
// on the canvas, the media button): its words in the page's language and its name in the interface
// language (state/lang.ts), in the page's design (its class, palette and fonts, and room around it),
// selected at once so its panels open (the canvas then scrolls it into view). Without a position it goes at the selection, or after the section in view.
import type { Position, WidgetDraft } from '../engine';
import { railPosition } from '../rail/insertPosition';
import type { EditorServices } from './EditorContext';
import { addLangs } from './lang';

/** Adds a widget (a catalogue key or a draft) and selects it; answers its id, or null when refused. */
export function addWidget(services: Pick<EditorServices, 'editor' | 'run' | 'contentLang'>, widget: string | WidgetDraft, at?: Position): number | null {
  const { editor, run } = services;
  const before = editor.getState().doc;
  const draft: WidgetDraft = typeof widget === 'string' ? { type: widget } : widget;
  if (!run({ type: 'widget.add', at: at ?? railPosition(editor.getState()), widget: draft, ...addLangs(services), design: true })) return null;
  // The new id is the lowest one the engine handed out (the widget comes before its children).
  const id = before.nextId;
  run({ type: 'selection.set', ids: [id] });
  return id;
}
