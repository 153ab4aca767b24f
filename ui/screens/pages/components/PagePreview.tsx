import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import EyeOff from 'lucide-react/icons/eye-off';
import FileX2 from 'lucide-react/icons/file-x-corner';
import { endpoints } from '../../../../adapters/index';
import { previewOf } from '../../../lib/previewHtml';
import type { PageLang } from '../../../../engine/index';

export interface PreviewTarget {
  id: number;
  title: string;
  published: boolean;
  /** The language the page is published in: the preview is drawn in it too. */
  lang?: PageLang;
}

function Tile({ kind, icon, text, large }: { kind: string; icon: React.ReactNode; text: string; large: boolean }) {
  return (
    <div className={large ? 'preview preview--large' : 'preview'} data-preview={kind}>
      <div className="preview__state">{icon}{text}</div>
    </div>
  );
}

/**
 * SPEC §2 preview states: not published, blank, loading, error. A published page is drawn from its
 * content by the engine into a sandboxed frame (no scripts), scaled down from a 1280 px desktop.
 */
export function PagePreview({ page, large = false }: { page: PreviewTarget; large?: boolean }) {
  const { t } = useTranslation('pages');
  const preview = useQuery({
    queryKey: ['page-preview', page.id, page.lang],
    queryFn: async () => previewOf(await endpoints.pages.content({ params: { pageId: page.id }, suppressErrors: true }), page.title, page.lang),
    enabled: page.published,
    staleTime: 60_000,
  });
  if (!page.published) return <Tile kind="notPublished" large={large} icon={<EyeOff size={16} aria-hidden="true" />} text={t('preview.notPublished')} />;
  if (preview.isError) return <Tile kind="error" large={large} icon={<AlertTriangle size={16} aria-hidden="true" />} text={t('preview.error')} />;
  if (!preview.data) {
    return (
      <div className={large ? 'preview preview--large' : 'preview'} data-preview="loading" aria-busy="true">
        <div className="skeleton" style={{ position: 'absolute', inset: 0, height: 'auto', borderRadius: 0 }} />
        <span className="visually-hidden">{t('preview.loading')}</span>
      </div>
    );
  }
  if (preview.data.kind === 'blank') return <Tile kind="blank" large={large} icon={<FileX2 size={16} aria-hidden="true" />} text={t('preview.blank')} />;
  const scale = large ? 0.3 : 96 / 1280;
  return (
    <div className={large ? 'preview preview--large' : 'preview'} data-preview="ready">
      <iframe srcDoc={preview.data.html} title={t('preview.title')} tabIndex={-1} sandbox="" loading="lazy" style={{ transform: `scale(${scale})` }} />
    </div>
  );
}
