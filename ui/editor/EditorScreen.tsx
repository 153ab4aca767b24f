// Route component of /editor/:pageId (auth). Loads the page content, imports it through the engine
// and hands it to the workspace; a reload (after a save conflict) fetches and mounts a fresh editor.
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '../../machines/index';
import { ErrorState } from '../components/States';
import { useSessionStatus } from '../app/useSession';
import { httpPort } from './data/httpPort';
import type { EditorDataPort } from './data/port';
import { importContent, isEngineError } from './engine';
import { EditorWorkspace } from './EditorWorkspace';
import { engineErrorText } from './state/createServices';
import './editor.css';

function Status({ text }: { text: string }) {
  return <div className="ed-status" role="status"><span className="spinner" aria-hidden="true" /><span>{text}</span></div>;
}

export function EditorLoader({ pageId, port }: { pageId: string; port: EditorDataPort }) {
  const { t } = useTranslation('editor');
  const [generation, setGeneration] = useState(0);
  const page = useQuery({ queryKey: ['editor', 'page', pageId, generation], queryFn: () => port.loadPage(pageId), staleTime: Infinity, gcTime: 0, retry: 1 });
  const imported = useMemo(() => {
    if (page.data === undefined) return null;
    try {
      return { doc: importContent(page.data.content, { library: page.data.library }), error: null };
    } catch (err) {
      return { doc: null, error: isEngineError(err) ? engineErrorText(err) : t('errors.generic') };
    }
  }, [page.data, t]);

  if (page.isError) return <div className="ed-status"><ErrorState onRetry={() => void page.refetch()} /></div>;
  if (page.data === undefined || imported === null) return <Status text={t('loading')} />;
  if (imported.doc === null) return <div className="ed-status" role="alert"><p>{t('loadFailed')}</p><p className="ed-muted">{imported.error}</p></div>;
  return (
    <EditorWorkspace key={generation} pageId={pageId} title={page.data.title} doc={imported.doc} revision={page.data.revision} page={page.data.page} port={port}
      onReload={() => setGeneration((g) => g + 1)} />
  );
}

export default function EditorScreen() {
  const { t } = useTranslation('editor');
  const { pageId = '' } = useParams();
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loggedOut') return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  if (status !== 'loggedIn') return <Status text={t('loading')} />;
  return <EditorLoader pageId={pageId} port={httpPort} />;
}
