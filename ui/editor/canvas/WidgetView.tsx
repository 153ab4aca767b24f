// One widget on the canvas. Subscribes to its own widget record and children list only, and is
// memoised by id, so an edit re-renders the widgets it touched and nothing else (bench target).
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canHaveChildren, isHiddenOn } from '../engine';
import { useChildIds, useView, useWidget } from '../state/hooks';
import { useCanvasEnv } from './canvasEnv';
import { renderWidgetContent, type RootProps } from './widgetContent';
import { widgetStyle } from './widgetStyle';

function Placeholder({ kind }: { kind: string }) {
  const { t } = useTranslation('editor');
  return <span className="ed-placeholder">{t(`canvas.placeholder.${kind}`)}</span>;
}

export const WidgetView = memo(function WidgetView({ id }: { id: number }) {
  const w = useWidget(id);
  const ids = useChildIds(id);
  const { screen, design, textStyles } = useCanvasEnv();
  const editing = useView((v) => v.editing === id);
  const style = useMemo(() => (w === undefined ? {} : widgetStyle(w, screen, design, textStyles)), [w, screen, design, textStyles]);
  if (w === undefined) return null;

  const box = canHaveChildren(w.type);
  const hidden = isHiddenOn(w.cfg, screen);
  const cls = ['ed-w', box && 'ed-w--box', hidden && 'ed-w--hidden', ...w.classes.filter((c): c is string => typeof c === 'string')].filter(Boolean).join(' ');
  const p: RootProps = {
    style,
    className: cls,
    'data-wid': id,
    'data-wtype': w.type,
    draggable: !editing,
    ...(box && ids.length === 0 ? { 'data-empty': '' } : {}),
  };
  const children: ReactNode = ids.map((c) => <WidgetView key={c} id={c} />);
  return renderWidgetContent({ w, p, children, editing, placeholder: (kind) => <Placeholder kind={kind} /> });
});
