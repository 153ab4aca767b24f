// One undo entry for a continuous gesture (a colour picker being dragged, a slider): the engine
// transaction opens when the control gets focus or the pointer goes down and commits when it ends.
import { useEffect, useRef } from 'react';
import type { Editor } from '../engine';

export function useGesture(editor: Editor): { start: () => void; end: () => void } {
  const open = useRef(false);
  const start = () => {
    if (open.current) return;
    open.current = true;
    editor.begin();
  };
  const end = () => {
    if (!open.current) return;
    open.current = false;
    editor.commit();
  };
  // A control that goes away mid-gesture (selection changed) still closes its entry.
  useEffect(() => () => {
    if (open.current) {
      open.current = false;
      editor.commit();
    }
  }, [editor]);
  return { start, end };
}
