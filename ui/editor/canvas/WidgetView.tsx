// One widget on the canvas: the engine's description of it (mode 'edit') painted as React elements.
// Subscribes to its own widget record and children list only, and is memoised by id, so an edit
// re-renders the widgets it touched and nothing else (bench target).
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canHaveChildren, canvasOwnStyle, describe, editorTraits, isHiddenOn, widgetClasses, type PlaceholderNode, type TextNode, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { currentTree, useChildIds, useView, useWidget } from '../state/hooks';
import { useCanvasEnv } from './canvasEnv';
import { InlineText } from './InlineText';
import { RichInlineText } from './RichInlineText';
import { paintElement, type Slots } from './paint';
import { toReactStyle } from './reactStyle';
import { useShown } from './shownPanels';

function Placeholder({ node }: { node: PlaceholderNode }) {
  const { t } = useTranslation('editor');
  return <span className="ed-placeholder">{t(`canvas.placeholder.${node.placeholder}`)}</span>;
}

/** Tabs and sliders show one panel; a slider's dots show which (their slider's). */
const panelOwner = (w: Widget | undefined): number | null => {
  if (w === undefined) return null;
  if (w.type === 'widget-tab' || w.type === 'widget-slider') return w.id;
  return w.type === 'widget-slider-pagination' ? w.parentId : null;
};

export const WidgetView = memo(function WidgetView({ id, hidden = false }: { id: number; hidden?: boolean }) {
  const { editor } = useEditorServices();
  const w = useWidget(id);
  const ids = useChildIds(id);
  const { screen, style: env, panels } = useCanvasEnv();
  const editing = useView((v) => v.editing === id);
  const owner = panelOwner(w);
  const shown = useShown(panels, owner);
  // The children list is part of the description: it changes with `ids`.
  const description = useMemo(
    () => (w === undefined ? null : describe(w, { tree: currentTree(editor.getState()), shown: (x) => (x === owner ? shown : 0) }, 'edit')),
    [w, ids, owner, shown, editor],
  );
  const style = useMemo(() => (w === undefined ? {} : toReactStyle(canvasOwnStyle(w, env, screen))), [w, env, screen]);
  if (w === undefined || description === null) return null;

  const box = canHaveChildren(w.type);
  const cls = ['ed-w', box && 'ed-w--box', isHiddenOn(w.cfg, screen) && 'ed-w--hidden', ...widgetClasses(w, env, 'edit')].filter(Boolean).join(' ');
  const slots: Slots = {
    child: (node) => <WidgetView key={node.child} id={node.child} hidden={node.hidden} />,
    editor: (node: TextNode): ReactNode | null => {
      if (!editing || node.edit === undefined) return null;
      const rich = editorTraits(w.type).richText;
      return rich === null ? <InlineText id={id} path={node.edit} value={node.text} /> : <RichInlineText id={id} path={node.edit} value={w.cfg[node.edit]} kind={rich} />;
    },
    placeholder: (node) => <Placeholder node={node} />,
  };
  return paintElement(description, {
    className: cls,
    style,
    ...(hidden ? { hidden: true } : {}),
    'data-wid': id,
    'data-wtype': w.type,
    draggable: !editing,
    ...(box && ids.length === 0 ? { 'data-empty': '' } : {}),
  }, slots);
});
