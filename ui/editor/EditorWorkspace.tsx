// The editor for one loaded page: top bar, left rail, canvas, right panel, dialogs, autosave,
// shortcuts, leave guard and history persistence.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { toasts } from '../lib/toasts';
import { can } from '../app/access';
import { useCurrentUser } from '../app/useSession';
import { Canvas } from './canvas/Canvas';
import type { AutosaveActor } from '../../machines/autosave/autosaveMachine';
import type { DesignLibraryActor } from '../../machines/designLibrary/designLibraryMachine';
import type { EditorDataPort, PageInfo } from './data/port';
import { MediaPickerProvider } from './dialogs/mediaPicker';
import type { Editor } from './engine';
import { LeaveGuard } from './guard/LeaveGuard';
import { useCanvasFocus } from './keyboard/useCanvasFocus';
import { useShortcuts } from './keyboard/useShortcuts';
import { RightPanel } from './panels/RightPanel';
import { LeftRail } from './rail/LeftRail';
import { SaveContext } from './save/SaveContext';
import { useAutosaveActor } from './save/useAutosave';
import { isPhoneSized, servicesFor } from './state/createServices';
import { EditorProvider } from './state/EditorContext';
import { persistHistory } from './state/historyStorage';
import { TopBar } from './topbar/TopBar';
import { markOpen } from './openMarks';
import { loadNamespaces } from '../i18n/index';

// The dialogs a person opens now and then load with their first opening, not with the editor.
// The publish dialog speaks the pages screens' catalogue: it comes with the dialog, not with the editor.
const PublishDialog = lazy(() => Promise.all([import('../screens/pages/publish/PublishDialog'), loadNamespaces(['pages'])]).then(([m]) => ({ default: m.PublishDialog })));
const SaveBlockDialog = lazy(() => import('./dialogs/SaveBlockDialog').then((m) => ({ default: m.SaveBlockDialog })));

export interface WorkspaceProps {
  readonly pageId: string;
  readonly title: string;
  /** The editor the session machine opened. */
  readonly editor: Editor;
  /** The session machine's autosave child. */
  readonly autosaveActor: AutosaveActor;
  /** The session machine's design library saver. */
  readonly libraryActor: DesignLibraryActor;
  readonly page?: PageInfo;
  readonly port: EditorDataPort;
  readonly onReload: () => void;
  /** A strip under the top bar (the A/B test's variant switch). */
  readonly banner?: ReactNode;
}

export function EditorWorkspace({ pageId, title, editor, autosaveActor, libraryActor, page, port, onReload, banner }: WorkspaceProps) {
  const { t } = useTranslation('editor');
  const [services] = useState(() => servicesFor(editor, pageId, port, { opening: true, contentLang: page?.lang }));
  const autosave = useAutosaveActor(autosaveActor, libraryActor);
  const [saveBlock, setSaveBlock] = useState(false);
  const [preview, setPreview] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const user = useCurrentUser();
  // An in-memory port (no page info) keeps its save-and-say-so publish.
  const canPublish = page === undefined || can(user, page.projectId, 'page.publish');
  useLayoutEffect(() => markOpen('editor:workspace'), []);
  useShortcuts(services);
  useCanvasFocus(services.editor, useCallback((name: string) => t('canvas.widgetLabel', { name }), [t]));
  useEffect(() => persistHistory(services.editor, pageId), [services, pageId]);
  // A window resized to phone size shows the mobile screen only (machines/editorScreen).
  useEffect(() => {
    const onResize = () => services.screen.send({ type: 'DEVICE', mobile: isPhoneSized() });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [services]);

  // Publishing starts with a save (flush), so what goes live is what the person sees.
  const flushDraft = async (): Promise<void> => {
    const result = await autosave.flush();
    if (result !== 'saved') throw new Error(t('publish.saveFailed'));
  };
  const publish = async () => {
    if (page !== undefined) {
      setPublishing(true);
      return;
    }
    // No page address known (an in-memory port): save and say so.
    const result = await autosave.flush();
    toasts.show(result === 'saved' ? 'success' : 'danger', result === 'saved' ? t('publish.savedFirst') : t('publish.saveFailed'));
  };

  return (
    <EditorProvider value={services}>
      <SaveContext.Provider value={autosave}>
      <MediaPickerProvider>
        <div className={preview ? 'ed ed--preview' : 'ed'} data-testid="editor">
          <TopBar title={title} autosave={autosave} onPreview={() => setPreview(!preview)} onPublish={canPublish ? () => void publish() : undefined} preview={preview} />
          {autosave.status === 'conflict' && (
            <div className="ed-conflict" role="alert" data-testid="conflict">
              <AlertTriangle size={18} aria-hidden="true" />
              <span>{t('save.conflict')}</span>
              <button type="button" className="btn btn--sm" onClick={onReload}><RefreshCw size={14} /> {t('save.reload')}</button>
              <button type="button" className="btn btn--sm btn--secondary" onClick={autosave.keepMine}>{t('save.keepMine')}</button>
            </div>
          )}
          {banner}
          <div className="ed-body">
            {!preview && <LeftRail onSaveBlock={() => setSaveBlock(true)} />}
            <main className="ed-main"><Canvas /></main>
            {!preview && <RightPanel />}
          </div>
        </div>
        <Suspense fallback={null}>
          {saveBlock && <SaveBlockDialog onClose={() => setSaveBlock(false)} />}
          {publishing && page !== undefined && (
            <PublishDialog page={{ id: page.id, code: page.code, uri: page.uri, url: page.status === 'published' ? page.url : null, test_url: page.testUrl, domain_url: page.domainUrl }} flushDraft={flushDraft} onClose={() => setPublishing(false)} />
          )}
        </Suspense>
        <LeaveGuard dirty={(autosave.status !== 'saved' && autosave.status !== 'conflict') || autosave.library !== 'saved'} flush={autosave.flush} />
      </MediaPickerProvider>
      </SaveContext.Provider>
    </EditorProvider>
  );
}
