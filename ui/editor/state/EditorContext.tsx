// The editor instance, its view store and the page id, shared by every part of the editor screen.
import { createContext, useContext, type ReactNode } from 'react';
import type { EditorScreenActor } from '../../../machines/editorScreen/editorScreenMachine';
import type { Editor, EngineEvent, Lang } from '../engine';
import type { EditorDataPort } from '../data/port';
import type { ViewStore } from './viewStore';
import type { WidgetSubscriptions } from './widgetSubscriptions';

export interface EditorServices {
  readonly editor: Editor;
  readonly view: ViewStore;
  /** The screen mode's owner (machines/editorScreen): read with useScreen, change with SET_SCREEN. */
  readonly screen: EditorScreenActor;
  readonly widgets: WidgetSubscriptions;
  readonly pageId: string;
  /**
   * The page's language (pages.lang): the default words of every widget the editor adds — what the
   * page's visitors read. Not the interface language (useLang), which names things for the person.
   * Read when the page is opened: a language changed in page settings meanwhile applies after a reload.
   */
  readonly contentLang: Lang;
  readonly port: EditorDataPort;
  /** Dispatches an engine event; an EngineError becomes a toast instead of a crash. */
  readonly run: (event: EngineEvent) => boolean;
  /** Undo / redo that report a stale stored history instead of throwing. */
  readonly undo: () => void;
  readonly redo: () => void;
}

const Ctx = createContext<EditorServices | null>(null);

export function EditorProvider({ value, children }: { value: EditorServices; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useEditorServices(): EditorServices {
  const v = useContext(Ctx);
  if (v === null) throw new Error('useEditorServices outside EditorProvider');
  return v;
}
