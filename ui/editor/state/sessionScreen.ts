// The screen mode belongs to the editor session machine (machines/editorSession: SET_SCREEN, and a
// mobile device keeps the mobile screen). The view store keeps remembering it locally and is what
// the panels and the canvas read; this bridge keeps the two equal, the machine deciding.
import type { EditorSessionActor } from '../../../machines/editorSession/editorSessionMachine';
import type { ViewStore } from './viewStore';

export function bridgeScreen(view: ViewStore, session: EditorSessionActor): () => void {
  const fromMachine = (): void => {
    const screen = session.getSnapshot().context.screen;
    if (view.get().screen !== screen) view.set({ screen });
  };
  // A screen picked in the UI (or remembered from the last visit) is asked of the machine; what it
  // keeps is shown.
  const toMachine = (): void => {
    const wanted = view.get().screen;
    if (session.getSnapshot().context.screen !== wanted) session.send({ type: 'SET_SCREEN', screen: wanted });
    fromMachine();
  };
  const sub = session.subscribe(fromMachine);
  const unsubscribe = view.subscribe(toMachine);
  toMachine();
  return () => {
    sub.unsubscribe();
    unsubscribe();
  };
}
