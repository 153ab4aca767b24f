// The canvas: the current store's tree (the page, or the open modal) at the chosen screen width.
// Clicks, double clicks and drag-and-drop are delegated here, so widgets carry no handlers.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import { canvasStylesheet, inlineTextKey, styleEnv, type Screen } from '../engine';
import { addWidget } from '../state/addWidget';
import { useEditorServices } from '../state/EditorContext';
import { currentTree, useChildIds, useEditorSelector, useScreen, useSelection, useStore, useView } from '../state/hooks';
import { DRAG_ADD, DRAG_MOVE, dropPosition, widgetElement, type DropGuess } from './dropTarget';
import { CanvasEnvContext } from './canvasEnv';
import { panelClick, showSelected } from './panelControls';
import { rootOf, useProgressiveRoots } from './progressive';
import { SelectionFrame } from './SelectionFrame';
import { createShownPanels, type ShownPanels } from './shownPanels';
import { WidgetView } from './WidgetView';
import { markOpen } from '../openMarks';
import { afterPaintSettled } from '../openSettle';
import { FONTS_CSS } from '../data/prefetch';


/** SPEC §9 modal defaults: max width 380, width 90%. */
const MODAL_WIDTH = 380;

export const SCREEN_WIDTH: Readonly<Record<Screen, number>> = { desktop: 1200, laptop: 992, tablet: 768, mobile: 375 };

/** A widget selected inside another tab panel or slide (from the layers, say) brings its panel into view. */
function PanelFollower({ panels }: { panels: ShownPanels }) {
  const { editor } = useEditorServices();
  const selection = useSelection();
  useEffect(() => showSelected(editor.getState(), panels), [selection, editor, panels]);
  return null;
}

/** The page's top-level widgets; a large page's lower sections come in after its top (progressive.ts). */
function Roots() {
  const { editor } = useEditorServices();
  const ids = useChildIds(null);
  const selected = useEditorSelector((s) => (s.selection.length === 0 ? null : rootOf(currentTree(s), s.selection[s.selection.length - 1])));
  const shown = useProgressiveRoots(ids, () => currentTree(editor.getState()), selected);
  return <>{shown.map((id) => <WidgetView key={id} id={id} />)}</>;
}

export function Canvas() {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { editor, run, view } = services;
  const screen = useScreen();
  const toggles = useView((v) => v.toggles);
  const store = useStore();
  const fragmentTitle = useEditorSelector((s) => (s.store === 'page' ? null : s.doc.fragments.find((f) => f.id === s.store)?.title ?? ''));
  const empty = useChildIds(null).length === 0;
  const globals = useEditorSelector((s) => s.doc.globals);
  const library = useEditorSelector((s) => s.doc.library);
  // The page stylesheet of the engine (palette and font variables, design classes, text styles,
  // element rules), scoped to the page and resolved for this screen mode.
  const sheet = useMemo(() => canvasStylesheet(globals, library, { screen, scope: '.ed-page' }), [globals, library, screen]);
  const [panels] = useState(createShownPanels);
  const style = useMemo(() => styleEnv(globals, library), [globals, library]);
  const env = useMemo(() => ({ screen, style, panels }), [screen, style, panels]);
  const pageRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [drop, setDrop] = useState<DropGuess | null>(null);
  // The free width, null until measured: the widgets mount once it is known (see below).
  const [avail, setAvail] = useState<number | null>(null);

  // The first screen is painted; the panels that waited for it come in (ViewState.canvasReady) at the
  // person's first input or a moment later (openSettle.ts), so a first click has the thread to itself.
  useEffect(() => afterPaintSettled(() => {
    if (view.get().canvasReady) return;
    markOpen('editor:panels');
    view.set({ canvasReady: true });
  }, () => markOpen('editor:canvas:painted')), [view]);

  // A screen wider than the free space is zoomed out to fit, as a person sees the whole page at once.
  // The width is measured before the widgets mount (an empty canvas lays out in no time; a forced
  // layout of the first screen's widgets, then another for the zoom, cost an open ~40 ms), and the
  // re-render with the widgets follows in the same task, before the first paint.
  useLayoutEffect(() => {
    const el = canvasRef.current;
    if (el === null) return;
    const measure = () => setAvail(el.clientWidth - 48);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const root = () => pageRef.current as HTMLDivElement;

  const onClick = (e: MouseEvent) => {
    const el = widgetElement(e.target, root());
    // Links and buttons of the page never act in the editor; clicking selects.
    if (el !== null) e.preventDefault();
    if (view.get().editing !== null) return;
    panelClick(e.target, root(), editor.getState(), panels);
    run({ type: 'selection.set', ids: el === null ? [] : [Number(el.dataset.wid)] });
  };

  const onDoubleClick = (e: MouseEvent) => {
    const el = widgetElement(e.target, root());
    if (el === null) return;
    const id = Number(el.dataset.wid);
    if (inlineTextKey(el.dataset.wtype ?? '') !== undefined) view.set({ editing: id });
  };

  const onDragStart = (e: DragEvent) => {
    const el = widgetElement(e.target, root());
    if (el === null) return;
    e.stopPropagation();
    e.dataTransfer.setData(DRAG_MOVE, el.dataset.wid ?? '');
    e.dataTransfer.effectAllowed = 'move';
  };

  const onDragOver = (e: DragEvent) => {
    const types = e.dataTransfer.types;
    if (!types.includes(DRAG_ADD) && !types.includes(DRAG_MOVE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = types.includes(DRAG_MOVE) ? 'move' : 'copy';
    setDrop(dropPosition(widgetElement(e.target, root()), e.clientY));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const guess = dropPosition(widgetElement(e.target, root()), e.clientY);
    setDrop(null);
    const at = guess?.at ?? { where: 'inside' as const, target: null };
    const add = e.dataTransfer.getData(DRAG_ADD);
    const move = e.dataTransfer.getData(DRAG_MOVE);
    if (add !== '') addWidget(services, add, at);
    else if (move !== '' && !(at.where !== 'inside' && at.target === Number(move))) run({ type: 'widget.move', id: Number(move), at });
  };

  const width = store === 'page' ? SCREEN_WIDTH[screen] : Math.min(MODAL_WIDTH, Math.round(SCREEN_WIDTH[screen] * 0.9));
  const scale = avail !== null && avail > 0 ? Math.min(1, avail / width) : 1;
  // Read only while dragging: a layout read in every render of the canvas is a forced layout of the page.
  const stageRect = drop === null ? undefined : stageRef.current?.getBoundingClientRect();
  const pageStyle = { width, zoom: scale === 1 ? undefined : scale, '--ed-empty-text': JSON.stringify(t('canvas.dropHere')) } as CSSProperties;

  return (
    <div ref={canvasRef} className="ed-canvas" onClick={(e) => e.target === e.currentTarget && run({ type: 'selection.set', ids: [] })}>
      <link rel="stylesheet" href={FONTS_CSS} />
      <style>{sheet}</style>
      {store !== 'page' && (
        <div className="ed-modal-bar" role="status">
          <span>{t('modals.editing', { title: fragmentTitle })}</span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => run({ type: 'fragment.close' })}>
            <X size={14} /> {t('modals.close')}
          </button>
        </div>
      )}
      <div ref={stageRef} className="ed-stage" style={{ width: width * scale }}>
      <div
        ref={pageRef}
        className={`ed-page ed-page--${screen}${store !== 'page' ? ' ed-page--modal' : ''}`}
        style={pageStyle}
        data-frames={toggles.frame}
        data-containers={toggles.container}
        data-invisible={toggles.invisible}
        data-indent={toggles.indent}
        data-testid="canvas"
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragLeave={(e) => e.currentTarget === e.target && setDrop(null)}
        onDrop={onDrop}
      >
        {avail !== null && <CanvasEnvContext.Provider value={env}><Roots /></CanvasEnvContext.Provider>}
        <PanelFollower panels={panels} />
        {empty && <div className="ed-page__empty">{t(store === 'page' ? 'canvas.emptyPage' : 'canvas.emptyModal')}</div>}
      </div>
        {/* Overlays sit outside the zoomed page, in screen pixels. */}
        <SelectionFrame stageRef={stageRef} />
        {drop !== null && stageRect !== undefined && (
          <div
            className={drop.line.inside ? 'ed-drop ed-drop--inside' : 'ed-drop'}
            style={{ top: drop.line.top - stageRect.top, left: drop.line.left - stageRect.left, width: drop.line.width, height: drop.line.inside ? drop.line.height : undefined }}
          />
        )}
      </div>
    </div>
  );
}
