// Builds the editor services for one loaded page: the engine editor (with the page's persisted undo
// history), the view store, and a dispatch that turns engine refusals into toasts.
import i18next from 'i18next';
import { createActor } from 'xstate';
import { storage } from '../../../adapters/index';
import { editorScreenMachine } from '../../../machines/editorScreen/editorScreenMachine';
import { UNSUPPORTED_DEVICE_MAX_WIDTH } from '../../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { toasts } from '../../lib/toasts';
import { createEditor, isEngineError, type Editor, type Lang, type PageDocument } from '../engine';
import type { EditorDataPort } from '../data/port';
import type { EditorServices } from './EditorContext';
import { clearHistory, loadHistory } from './historyStorage';
import { createViewStore } from './viewStore';
import { createWidgetSubscriptions } from './widgetSubscriptions';

export function engineErrorText(err: unknown): string {
  if (!isEngineError(err)) return i18next.t('editor:errors.generic');
  return i18next.t(`editor:errors.${err.code}`, { defaultValue: err.reasons.join('; ') || err.code });
}

/** The engine editor for a page, with the page's persisted undo history when it still parses. */
export function editorWithHistory(doc: PageDocument, pageId: string): Editor {
  try {
    return createEditor(doc, { history: loadHistory(pageId) });
  } catch {
    // A stored history that no longer parses is dropped, never a reason not to open the page.
    clearHistory(pageId);
    return createEditor(doc);
  }
}

export function createServices(doc: PageDocument, pageId: string, port: EditorDataPort, options?: ServiceOptions): EditorServices {
  return servicesFor(editorWithHistory(doc, pageId), pageId, port, options);
}

/** The screen mode, remembered per browser; a phone-sized window shows mobile only (SPEC §4). */
function startScreen() {
  const actor = createActor(editorScreenMachine, { input: { storage } }).start();
  if (typeof window !== 'undefined') actor.send({ type: 'DEVICE', mobile: isPhoneSized() });
  return actor;
}

/** The width the unsupported-device check uses. */
export const isPhoneSized = (): boolean => window.innerWidth <= UNSUPPORTED_DEVICE_MAX_WIDTH;

export interface ServiceOptions {
  /** The editor screen is opening the page: the panels wait for the canvas's first paint. */
  readonly opening?: boolean;
  /** The page's language (see EditorServices.contentLang); absent: Russian, a page's default language. */
  readonly contentLang?: Lang;
}

/** Services around an editor that is already open (the editor session machine opened it). */
export function servicesFor(editor: Editor, pageId: string, port: EditorDataPort, { opening = false, contentLang = 'ru' }: ServiceOptions = {}): EditorServices {
  const guard = (fn: () => unknown): boolean => {
    try {
      fn();
      return true;
    } catch (err) {
      toasts.show('danger', engineErrorText(err));
      return false;
    }
  };
  return {
    editor,
    pageId,
    contentLang,
    port,
    view: createViewStore(opening ? { canvasReady: false } : undefined),
    screen: startScreen(),
    widgets: createWidgetSubscriptions(editor),
    run: (event) => guard(() => editor.dispatch(event)),
    undo: () => void guard(() => editor.undo()),
    redo: () => void guard(() => editor.redo()),
  };
}
