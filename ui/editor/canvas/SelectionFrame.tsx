// The selected widget's solid frame with its name tag and quick actions (move up / down, duplicate,
// delete). It measures the widget's element, so selecting never re-renders the page itself.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Copy from 'lucide-react/icons/copy';
import Trash2 from 'lucide-react/icons/trash';
import { childIds, type Position } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { currentTree, useEditorSelector, useSelectedWidget, useScreen } from '../state/hooks';

interface Rect { top: number; left: number; width: number; height: number }

export function SelectionFrame({ stageRef }: { stageRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const w = useSelectedWidget();
  const doc = useEditorSelector((s) => s.doc);
  const screen = useScreen();
  const siblings = useEditorSelector((s) => (w === undefined ? null : childIds(currentTree(s), w.parentId)));
  const [rect, setRect] = useState<Rect | null>(null);

  useLayoutEffect(() => {
    const page = stageRef.current;
    if (w === undefined || page === null) {
      setRect(null);
      return;
    }
    const measure = () => {
      const el = page.querySelector<HTMLElement>(`[data-wid="${w.id}"]`);
      if (el === null) return setRect(null);
      const a = el.getBoundingClientRect();
      const b = page.getBoundingClientRect();
      setRect({ top: a.top - b.top, left: a.left - b.left, width: a.width, height: a.height });
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(page);
    return () => ro.disconnect();
  }, [w, doc, screen, stageRef]);

  if (w === undefined || rect === null || siblings === null) return null;
  const index = siblings.indexOf(w.id);
  const move = (at: Position) => run({ type: 'widget.move', id: w.id, at });

  return (
    <div className="ed-sel" style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }} data-testid="selection-frame">
      <div className="ed-sel__bar" style={rect.top < 28 ? { top: '100%', bottom: 'auto' } : undefined}>
        <span className="ed-sel__name">{w.name}</span>
        <button type="button" className="ed-sel__btn" aria-label={t('quick.up')} title={t('quick.up')} disabled={index <= 0}
          onClick={() => move({ where: 'before', target: siblings[index - 1] })}><ArrowUp size={14} /></button>
        <button type="button" className="ed-sel__btn" aria-label={t('quick.down')} title={t('quick.down')} disabled={index >= siblings.length - 1}
          onClick={() => move({ where: 'after', target: siblings[index + 1] })}><ArrowDown size={14} /></button>
        <button type="button" className="ed-sel__btn" aria-label={t('quick.duplicate')} title={t('quick.duplicate')}
          onClick={() => run({ type: 'widget.clone', id: w.id })}><Copy size={14} /></button>
        <button type="button" className="ed-sel__btn ed-sel__btn--danger" aria-label={t('quick.delete')} title={t('quick.delete')}
          onClick={() => run({ type: 'widget.delete', id: w.id })}><Trash2 size={14} /></button>
      </div>
    </div>
  );
}
