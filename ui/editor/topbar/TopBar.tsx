// Top bar (UI.md): back to pages, page name, screen-mode switch, undo / redo, save state, preview, publish.
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import Laptop from 'lucide-react/icons/laptop';
import Monitor from 'lucide-react/icons/monitor';
import Redo2 from 'lucide-react/icons/redo-2';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import Undo2 from 'lucide-react/icons/undo-2';
import Rocket from 'lucide-react/icons/rocket';
import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';
import { SCREENS, type Screen } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector, useScreen } from '../state/hooks';
import type { Autosave } from '../save/useAutosave';
import { SaveState } from './SaveState';
import { ViewToggles } from './ViewToggles';

const SCREEN_ICON: Readonly<Record<Screen, typeof Monitor>> = { desktop: Monitor, laptop: Laptop, tablet: Tablet, mobile: Smartphone };

/**
 * `onPublish` is absent when the user may not publish this page (SPEC §6 page.publish): the reason
 * stands where the button would be, so nobody looks for it or asks the server in vain.
 */
export function TopBar({ title, autosave, onPreview, onPublish, preview }: { title: string; autosave: Autosave; onPreview: () => void; onPublish?: () => void; preview: boolean }) {
  const { t } = useTranslation('editor');
  const { editor, screen: screenMode, undo, redo } = useEditorServices();
  const screen = useScreen();
  // canUndo/canRedo change with the document and the current store.
  const canUndo = useEditorSelector((s) => (void s.doc, void s.store, editor.canUndo()));
  const canRedo = useEditorSelector((s) => (void s.doc, void s.store, editor.canRedo()));
  return (
    <header className="ed-top">
      <div className="ed-top__left">
        <Link to="/pages" className="btn btn--ghost btn--icon" aria-label={t('top.back')} title={t('top.back')}><ArrowLeft size={18} /></Link>
        <h1 className="ed-top__title" title={title}>{title || t('top.untitled')}</h1>
      </div>
      <div className="ed-top__center">
        <div className="ed-seg" role="radiogroup" aria-label={t('top.screen')}>
          {SCREENS.map((s) => {
            const Icon = SCREEN_ICON[s];
            return (
              <button key={s} type="button" role="radio" aria-checked={screen === s} className="ed-seg__btn" title={t(`screen.${s}`)} aria-label={t(`screen.${s}`)} onClick={() => screenMode.send({ type: 'SET_SCREEN', screen: s })}>
                <Icon size={16} />
              </button>
            );
          })}
        </div>
        <ViewToggles />
        <div className="ed-top__group">
          <button type="button" className="btn btn--ghost btn--icon" aria-label={t('top.undo')} title={`${t('top.undo')} (Ctrl+Z)`} disabled={!canUndo} onClick={undo}><Undo2 size={18} /></button>
          <button type="button" className="btn btn--ghost btn--icon" aria-label={t('top.redo')} title={`${t('top.redo')} (Ctrl+Shift+Z)`} disabled={!canRedo} onClick={redo}><Redo2 size={18} /></button>
        </div>
      </div>
      <div className="ed-top__right">
        <SaveState autosave={autosave} />
        <button type="button" className="btn btn--secondary" aria-pressed={preview} onClick={onPreview}><Eye size={16} /> {t(preview ? 'top.backToEdit' : 'top.preview')}</button>
        {onPublish ? <button type="button" className="btn" onClick={onPublish}><Rocket size={16} /> {t('top.publish')}</button> : (
          <span className="ed-top__reason" data-testid="publish-refused" title={t('top.publishRefusedWhy')}>
            <Lock size={14} aria-hidden="true" /> {t('top.publishRefused')}
            <span className="visually-hidden">. {t('top.publishRefusedWhy')}</span>
          </span>
        )}
      </div>
    </header>
  );
}
