// Add widget: every entry of the engine's catalogue (its names in the interface language), grouped as
// SPEC §2 lists them. Click adds at the selection; drag drops anywhere on the canvas. 'Modals' creates
// a modal fragment and opens it.
import { useTranslation } from 'react-i18next';
import { WIDGET_CATALOGUE, type AddCategory, type CatalogueEntry } from '../engine';
import { DRAG_ADD } from '../canvas/dropTarget';
import { addWidget } from '../state/addWidget';
import { createPopup } from '../state/createPopup';
import { useEditorServices } from '../state/EditorContext';
import { useLang } from '../state/lang';
import AppWindow from 'lucide-react/icons/app-window';
import type { LucideIcon } from 'lucide-react';
import { entryIcon } from './widgetIcons';

const GROUPS: readonly (AddCategory | 'modals')[] = ['button', 'text', 'media', 'container', 'spacer', 'other', 'form', 'slider', 'modals', 'menu'];

function Icon({ of: C }: { of: LucideIcon }) {
  return <C size={18} aria-hidden="true" />;
}

export function AddWidgetFlyout() {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const lang = useLang();
  const add = (e: CatalogueEntry) => void addWidget(services, e.key);
  const createModal = () => void createPopup(services);
  return (
    <div className="ed-fly__scroll">
      {GROUPS.map((g) => (
        <section key={g} className="ed-fly__group">
          <h3 className="ed-fly__h">{t(`add.groups.${g}`)}</h3>
          <div className="ed-tiles">
            {g === 'modals' ? (
              <button type="button" className="ed-tile" onClick={createModal}><Icon of={AppWindow} /><span>{t('add.modal')}</span></button>
            ) : WIDGET_CATALOGUE.filter((e) => e.category === g).map((e) => (
              <button key={e.key} type="button" className="ed-tile" draggable data-testid={`add-${e.key}`}
                onDragStart={(ev) => { ev.dataTransfer.setData(DRAG_ADD, e.key); ev.dataTransfer.effectAllowed = 'copy'; }}
                onClick={() => add(e)}>
                <Icon of={entryIcon(e)} />
                <span>{e.titles[lang]}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
