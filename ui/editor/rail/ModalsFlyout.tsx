// Modal fragments: create, open for editing (switches the engine's history store), rename, delete;
// the open one's auto-open trigger below the list.
import { useTranslation } from 'react-i18next';
import AppWindow from 'lucide-react/icons/app-window';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { createPopup } from '../state/createPopup';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector } from '../state/hooks';
import { PopupTriggerFields } from './PopupTriggerFields';

export function ModalsFlyout() {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { run } = services;
  const fragments = useEditorSelector((s) => s.doc.fragments);
  const store = useEditorSelector((s) => s.store);
  const create = () => void createPopup(services);
  return (
    <div className="ed-fly__scroll">
      <div className="ed-fly__pad">
        <button type="button" className="btn btn--sm btn--block" onClick={create}><Plus size={16} /> {t('modals.create')}</button>
      </div>
      {fragments.length === 0 ? <p className="ed-muted ed-fly__pad">{t('modals.none')}</p> : (
        <ul className="ed-list">
          {fragments.map((f) => (
            <li key={f.id} className="ed-list__item" aria-current={store === f.id}>
              <button type="button" className="ed-list__main" onClick={() => run(store === f.id ? { type: 'fragment.close' } : { type: 'fragment.open', id: f.id })}>
                <AppWindow size={16} aria-hidden="true" />
                <span>{f.title}</span>
                <span className="ed-muted">{store === f.id ? t('modals.opened') : t('modals.open')}</span>
              </button>
              <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('modals.rename')}
                onClick={() => { const title = window.prompt(t('modals.rename'), f.title); if (title) run({ type: 'fragment.rename', id: f.id, title }); }}><Pencil size={14} /></button>
              <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('modals.delete')}
                onClick={() => run({ type: 'fragment.delete', id: f.id })}><Trash2 size={14} /></button>
            </li>
          ))}
        </ul>
      )}
      {fragments.filter((f) => f.id === store).map((f) => <PopupTriggerFields key={f.id} fragmentId={f.id} config={f.config} />)}
    </div>
  );
}
