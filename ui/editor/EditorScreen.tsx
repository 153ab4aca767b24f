// Route component of /editor/:pageId (auth). The page is loaded and opened by the editor session
// machine (machines/editorSession): its loadPage actor fetches through the data port, openDocument
// imports the content through the engine into an editor (with the persisted undo history), and its
// children save: autosave the draft (on the revision it keeps), the design library the account's
// designs, palettes and fonts. A reload (after a save conflict) is the machine's RELOAD.
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginRedirect } from '../../machines/index';
import { editorSessionMachine, selectAutosave, selectLibrary } from '../../machines/editorSession/editorSessionMachine';
import { ErrorState } from '../components/States';
import { useSessionStatus } from '../app/useSession';
import { httpPort } from './data/httpPort';
import { takePrefetched } from './data/prefetch';
import { variantPort } from './data/variantPort';
import { VariantSwitch } from './VariantSwitch';
import type { EditorDataPort, LoadedPage } from './data/port';
import { importContent, isEngineError, type Editor } from './engine';
import { EditorWorkspace } from './EditorWorkspace';
import { markOpen } from './openMarks';
import { autosaveFor, librarySaverFor } from './save/useAutosave';
import { editorWithHistory, engineErrorText } from './state/createServices';
import './editor.css';

function Status({ text }: { text: string }) {
  return <div className="ed-status" role="status"><span className="spinner" aria-hidden="true" /><span>{text}</span></div>;
}

/** A key per opened editor: a new editor (after a reload) is a new workspace. */
const editorKeys = new WeakMap<Editor, string>();
function keyOf(editor: Editor): string {
  let key = editorKeys.get(editor);
  if (key === undefined) {
    key = String(++opened);
    editorKeys.set(editor, key);
  }
  return key;
}
let opened = 0;

/** A refusal of the engine on import, with its reasons translated; other failures stay as they are. */
class OpenError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
  }
}

/**
 * `historyKey`: where the undo history is kept (a campaign variant keeps its own). `signedIn`: the
 * session check has answered — until then the page is read and imported (in parallel with the
 * check) but the workspace, which needs the person's rights, is not shown.
 */
export function EditorLoader({ pageId, port, historyKey, signedIn = true, banner }: { pageId: string; port: EditorDataPort; historyKey?: string; signedIn?: boolean; banner?: ReactNode }) {
  const { t } = useTranslation('editor');
  const machine = useMemo(() => editorSessionMachine.provide({
    actors: {
      loadPage: fromPromise<unknown, { pageId: number | string }>(async () => {
        markOpen('editor:load:start');
        // The route asked for this page already (data/prefetch.ts); a variant's content is another.
        const early = await takePrefetched(pageId);
        const loaded = early !== null && port === httpPort ? early : await port.loadPage(pageId);
        markOpen('editor:load:end');
        return loaded;
      }),
      autosave: autosaveFor(port, pageId),
      library: librarySaverFor(port),
    },
  }), [port, pageId]);
  const openDocument = (loaded: unknown): Editor => {
    const page = loaded as LoadedPage;
    try {
      const editor = editorWithHistory(importContent(page.content, { library: page.library }), historyKey ?? pageId);
      markOpen('editor:import:end');
      return editor;
    } catch (err) {
      throw new OpenError([isEngineError(err) ? engineErrorText(err) : t('errors.generic')]);
    }
  };
  const session = useActorRef(machine, { input: { pageId, openDocument } });
  const state = useSelector(session, (s) => (s.matches('editing') ? 'editing' : s.matches('failed') ? 'failed' : 'loading'));
  const editor = useSelector(session, (s) => s.context.editor as Editor | null);
  const page = useSelector(session, (s) => s.context.loaded as LoadedPage | null);
  const loadErrors = useSelector(session, (s) => s.context.loadErrors);
  const autosave = useSelector(session, selectAutosave);
  const library = useSelector(session, selectLibrary);

  if (state === 'failed') {
    // The page could not be read: a retry; it was read but not opened: the engine's reasons.
    if (page === null) return <div className="ed-status"><ErrorState onRetry={() => session.send({ type: 'RETRY' })} /></div>;
    return <div className="ed-status" role="alert"><p>{t('loadFailed')}</p><p className="ed-muted">{loadErrors.join('; ')}</p></div>;
  }
  if (!signedIn || state !== 'editing' || editor === null || autosave === undefined || library === undefined || page === null) return <Status text={t('loading')} />;
  return (
 // A new editor (after a reload) is a new workspace: its services, history and view start fresh.
    <EditorWorkspace key={keyOf(editor)} pageId={pageId} title={page.title} editor={editor} page={page.page} port={port}
      autosaveActor={autosave} libraryActor={library} onReload={() => session.send({ type: 'RELOAD' })} banner={banner} />
  );
}

export default function EditorScreen() {
  const { t } = useTranslation('editor');
  const { pageId = '' } = useParams();
  const status = useSessionStatus();
  const location = useLocation();
  // A campaign variant is edited in the same editor; only its content target differs.
  const variant = Number(useSearchParams()[0].get('variant') ?? '');
  const variantId = Number.isSafeInteger(variant) && variant > 0 ? variant : null;
  const port = useMemo(() => (variantId === null ? httpPort : variantPort(httpPort, variantId)), [variantId]);
  if (status === 'loggedOut') return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  // While a stored token is being checked the page is already read (the server checks that token
  // too: a stale one is answered 401 and sends the person to the login like the check does).
  if (status !== 'loggedIn' && status !== 'checking') return <Status text={t('loading')} />;
  return (
    // The A/B switch is a strip of the editor's own layout, under its top bar: floating over the
    // canvas it covered the add-widget tiles at 1440×900.
    <EditorLoader key={`${pageId}:${variantId ?? ''}`} pageId={pageId} port={port} historyKey={variantId === null ? undefined : `${pageId}:v${variantId}`}
      signedIn={status === 'loggedIn'} banner={<VariantSwitch pageId={pageId} variantId={variantId} />} />
  );
}
