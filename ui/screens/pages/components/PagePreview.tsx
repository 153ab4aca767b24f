import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, EyeOff, FileX2 } from 'lucide-react';

export type PreviewSource =
  /** Never published or stopped: nothing to show. */
  | { kind: 'notPublished' }
  /** Published but without a single widget. */
  | { kind: 'blank' }
  | { kind: 'page'; url: string };

/**
 * SPEC §2 preview states: not published, blank, loading, error. A published page is shown live in a
 * scaled, inert iframe (published pages need no framework, so this is cheap and always current).
 */
export function PagePreview({ source, large = false }: { source: PreviewSource; large?: boolean }) {
  const { t } = useTranslation('pages');
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const cls = large ? 'preview preview--large' : 'preview';
  if (source.kind === 'notPublished') {
    return <div className={cls} data-preview="notPublished"><div className="preview__state"><EyeOff size={16} aria-hidden="true" />{t('preview.notPublished')}</div></div>;
  }
  if (source.kind === 'blank') {
    return <div className={cls} data-preview="blank"><div className="preview__state"><FileX2 size={16} aria-hidden="true" />{t('preview.blank')}</div></div>;
  }
  // The iframe renders a 1280 px wide desktop page; scale it to the box width.
  const scale = large ? 0.3 : 96 / 1280;
  return (
    <div className={cls} data-preview={state} aria-busy={state === 'loading'}>
      {state !== 'error' && (
        <iframe
          src={source.url}
          title={t('preview.title')}
          loading="lazy"
          tabIndex={-1}
          sandbox=""
          style={{ transform: `scale(${scale})`, opacity: state === 'ready' ? 1 : 0 }}
          onLoad={() => setState('ready')}
          onError={() => setState('error')}
        />
      )}
      {state === 'loading' && <div className="skeleton" style={{ position: 'absolute', inset: 0, height: 'auto', borderRadius: 0 }} aria-label={t('preview.loading')} />}
      {state === 'error' && <div className="preview__state"><AlertTriangle size={16} aria-hidden="true" />{t('preview.error')}</div>}
    </div>
  );
}
