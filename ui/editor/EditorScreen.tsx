// Route component of /editor/:pageId (auth). The page is loaded and opened by the editor session
// machine (machines/editorSession): its loadPage actor fetches through the data port, openDocument
// imports the content through the engine into an editor (with the persisted undo history), and its
// autosave child gets every document change. A reload (after a save conflict) is the machine's RELOAD.
import { useMemo, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginRedirect } from '../../machines/index';
import { editorSessionMachine, selectAutosave } from '../../machines/editorSession/editorSessionMachine';
import { UNSUPPORTED_DEVICE_MAX_WIDTH } from '../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { ErrorState } from '../components/States';
import { useSessionStatus } from '../app/useSession';
import { httpPort } from './data/httpPort';
import type { EditorDataPort, LoadedPage } from './data/port';
import { importContent, isEngineError, type Editor } from './engine';
import { EditorWorkspace } from './EditorWorkspace';
import { autosaveFor, type SaveTarget } from './save/useAutosave';
import { editorWithHistory, engineErrorText } from './state/createServices';
import './editor.css';

function Status({ text }: { text: string }) {
  return <div className="ed-status" role="status"><span className="spinner" aria-hidden="true" /><span>{text}</span></div>;
}

/** A refusal of the engine on import, with its reasons translated; other failures stay as they are. */
class OpenError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
  }
}

export function EditorLoader({ pageId, port }: { pageId: string; port: EditorDataPort }) {
  const { t } = useTranslation('editor');
  // What the effects share: the page as loaded, the editor the machine holds, the revision saves build on.
  const loaded = useRef<LoadedPage | null>(null);
  const target = useRef<SaveTarget>({ editor: null, revision: 0 }).current;
  const opened = useRef(0);
  const machine = useMemo(() => editorSessionMachine.provide({
    actors: {
      loadPage: fromPromise<unknown, { pageId: number | string }>(async () => {
        loaded.current = await port.loadPage(pageId);
        return loaded.current;
      }),
      autosave: autosaveFor(port, pageId, target),
    },
  }), [port, pageId, target]);
  const openDocument = (): Editor => {
    const page = loaded.current;
    if (page === null) throw new OpenError([t('errors.generic')]);
    let editor: Editor;
    try {
      editor = editorWithHistory(importContent(page.content, { library: page.library }), pageId);
    } catch (err) {
      throw new OpenError([isEngineError(err) ? engineErrorText(err) : t('errors.generic')]);
    }
    target.editor = editor;
    target.revision = page.revision;
    opened.current += 1;
    return editor;
  };
  // A phone-sized screen is a mobile device (the width the unsupported-device check uses): mobile screen only.
  const session = useActorRef(machine, { input: { pageId, openDocument, isMobileDevice: window.innerWidth <= UNSUPPORTED_DEVICE_MAX_WIDTH } });
  const state = useSelector(session, (s) => (s.matches('editing') ? 'editing' : s.matches('failed') ? 'failed' : 'loading'));
  const editor = useSelector(session, (s) => s.context.editor);
  const loadErrors = useSelector(session, (s) => s.context.loadErrors);
  const autosave = useSelector(session, selectAutosave);

  if (state === 'failed') {
    // The page could not be read: a retry; it was read but not opened: the engine's reasons.
    if (loaded.current === null) return <div className="ed-status"><ErrorState onRetry={() => session.send({ type: 'RETRY' })} /></div>;
    return <div className="ed-status" role="alert"><p>{t('loadFailed')}</p><p className="ed-muted">{loadErrors.join('; ')}</p></div>;
  }
  const page = loaded.current;
  if (state !== 'editing' || editor === null || autosave === undefined || page === null || editor !== target.editor) return <Status text={t('loading')} />;
  return (
    <EditorWorkspace key={opened.current} pageId={pageId} title={page.title} editor={target.editor} page={page.page} port={port} autosaveActor={autosave} session={session}
      onReload={() => { loaded.current = null; session.send({ type: 'RELOAD' }); }} />
  );
}

export default function EditorScreen() {
  const { t } = useTranslation('editor');
  const { pageId = '' } = useParams();
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loggedOut') return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  if (status !== 'loggedIn') return <Status text={t('loading')} />;
  return <EditorLoader key={pageId} pageId={pageId} port={httpPort} />;
}
