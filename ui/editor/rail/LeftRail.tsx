// Left bar: a 48 px icon rail whose items open a 280 px flyout (UI.md), SPEC §2 "Editor left bar".
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import AppWindow from 'lucide-react/icons/app-window';
import BookOpen from 'lucide-react/icons/book-open';
import CirclePlus from 'lucide-react/icons/circle-plus';
import FlaskConical from 'lucide-react/icons/flask-conical';
import FolderOpen from 'lucide-react/icons/folder-open';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Image from 'lucide-react/icons/image';
import Layers from 'lucide-react/icons/layers';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Palette from 'lucide-react/icons/palette';
import PenTool from 'lucide-react/icons/pen-tool';
import Settings2 from 'lucide-react/icons/settings-2';
import Trash2 from 'lucide-react/icons/trash';
import Type from 'lucide-react/icons/type';
import X from 'lucide-react/icons/x';
import type { LucideIcon } from 'lucide-react';
import { useMediaPicker } from '../dialogs/mediaPicker';
import { pget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { currentTree, useCanvasReady } from '../state/hooks';
import { AddWidgetFlyout } from './AddWidgetFlyout';
import { BlocksFlyout } from './BlocksFlyout';
import { AbTestingFlyout } from './AbTestingFlyout';

// Flyouts a person opens now and then load with their first opening, not with the editor.
const LayersFlyout = lazy(() => import('../layers/LayersFlyout').then((m) => ({ default: m.LayersFlyout })));
const DesignFlyout = lazy(() => import('./design/DesignFlyout').then((m) => ({ default: m.DesignFlyout })));
const FontsFlyout = lazy(() => import('./design/FontsFlyout').then((m) => ({ default: m.FontsFlyout })));
const PaletteFlyout = lazy(() => import('./design/PaletteFlyout').then((m) => ({ default: m.PaletteFlyout })));
const TextStylesFlyout = lazy(() => import('./design/TextStylesFlyout').then((m) => ({ default: m.TextStylesFlyout })));
import { ModalsFlyout } from './ModalsFlyout';
import { addWidget } from '../state/addWidget';

type Item = 'add' | 'blocks' | 'layers' | 'modals' | 'design' | 'fonts' | 'textStyles' | 'palette' | 'settings' | 'abTesting';
const ITEMS: readonly { id: Item; icon: LucideIcon }[] = [
  { id: 'add', icon: CirclePlus }, { id: 'blocks', icon: LayoutTemplate }, { id: 'layers', icon: Layers }, { id: 'modals', icon: AppWindow },
  { id: 'design', icon: PenTool }, { id: 'fonts', icon: Type }, { id: 'textStyles', icon: BookOpen }, { id: 'palette', icon: Palette },
  { id: 'settings', icon: Settings2 }, { id: 'abTesting', icon: FlaskConical },
];

function SettingsFlyout() {
  // SPEC §2 "settings (fonts, colours)": the page's font pair and palette in one place.
  return <><FontsFlyout /><PaletteFlyout /></>;
}

export function LeftRail({ onSaveBlock }: { onSaveBlock: () => void }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { editor, run } = services;
  const pick = useMediaPicker();
  const [open, setOpen] = useState<Item | null>('add');
  // At an open the flyout's content (the add panel's forty tiles) mounts after the canvas has painted
  // its first screen, or at once when the person picks an item; its skeleton holds the place until then.
  const canvasReady = useCanvasReady();
  const [picked, setPicked] = useState(false);
  const skeleton = <div className="ed-fly__pad" aria-busy="true">{[1, 2, 3].map((i) => <div key={i} className="ed-block ed-skel" />)}</div>;
  // A click on an item opens its flyout, or closes it when it is open — unless its content is still
  // waiting for the canvas: then the click asks for it, and it shows at once.
  const choose = (id: Item) => {
    const waiting = !canvasReady && !picked;
    setPicked(true);
    if (!(waiting && open === id)) setOpen(open === id ? null : id);
  };

  const media = async () => {
    const m = await pick();
    if (m === null) return;
    const s = editor.getState();
    const selected = s.selection.length === 1 ? pget(currentTree(s).widgets, s.selection[0]) : undefined;
    // A picture widget is selected: replace its picture; otherwise add a new image with it.
    if (selected !== undefined && (selected.type === 'widget-image' || selected.type === 'widget-icon')) {
      run({ type: 'widget.param.set', id: selected.id, path: 'src', value: m.url });
      return;
    }
    addWidget(services, { type: 'image', cfg: { src: m.url, alt: m.title, width: 640, height: 360 } });
  };

  const body: Record<Item, ReactNode> = {
    add: <AddWidgetFlyout />, blocks: <BlocksFlyout onSaveBlock={onSaveBlock} />, layers: <LayersFlyout />, modals: <ModalsFlyout />, design: <DesignFlyout />,
    fonts: <FontsFlyout />, textStyles: <TextStylesFlyout />, palette: <PaletteFlyout />, settings: <SettingsFlyout />, abTesting: <AbTestingFlyout />,
  };

  return (
    <div className="ed-left">
      <nav className="ed-rail" aria-label={t('rail.title')}>
        {ITEMS.map(({ id, icon: Icon }) => (
          <button key={id} type="button" className="ed-rail__btn" aria-pressed={open === id} aria-label={t(`rail.${id}`)} title={t(`rail.${id}`)} data-testid={`rail-${id}`}
            onClick={() => choose(id)}><Icon size={20} /></button>
        ))}
        <span className="ed-rail__sep" />
        <button type="button" className="ed-rail__btn" aria-label={t('rail.media')} title={t('rail.media')} data-testid="rail-media" onClick={() => void media()}><Image size={20} /></button>
        <button type="button" className="ed-rail__btn" aria-label={t('rail.files')} title={t('rail.files')} onClick={() => void pick()}><FolderOpen size={20} /></button>
        <span className="ed-rail__grow" />
        <Link className="ed-rail__btn" to="/trash" aria-label={t('rail.trash')} title={t('rail.trash')}><Trash2 size={20} /></Link>
        <Link className="ed-rail__btn" to="/help" target="_blank" aria-label={t('rail.help')} title={t('rail.help')}><HelpCircle size={20} /></Link>
      </nav>
      {open !== null && (
        <section className="ed-fly" aria-label={t(`rail.${open}`)}>
          <header className="ed-fly__head">
            <h2>{t(`rail.${open}`)}</h2>
            <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('common.close')} onClick={() => setOpen(null)}><X size={16} /></button>
          </header>
          <Suspense fallback={skeleton}>{canvasReady || picked ? body[open] : skeleton}</Suspense>
        </section>
      )}
    </div>
  );
}
