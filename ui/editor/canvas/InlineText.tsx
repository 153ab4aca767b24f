// In-place text editing: a contentEditable span in the description's text slot, whose result is
// committed as ONE engine event (widget.param.set on the slot's cfg key) on blur or Enter; Escape
// drops the change. Shift+Enter adds a line.
import { useLayoutEffect, useRef } from 'react';
import { useEditorServices } from '../state/EditorContext';

export function InlineText({ id, path, value }: { id: number; path: string; value: string }) {
  const { run, view } = useEditorServices();
  const ref = useRef<HTMLSpanElement>(null);
  const cancelled = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    cancelled.current = false;
    el.textContent = value;
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    // Only on entering edit mode: later renders must not overwrite what is being typed.
  }, []);

  const finish = () => {
    const el = ref.current;
    view.set({ editing: null });
    if (el === null || cancelled.current) return;
    const next = el.innerText.replace(/\n$/, '');
    if (next !== value) run({ type: 'widget.param.set', id, path, value: next });
  };

  return (
    <span
      ref={ref}
      className="ed-inline"
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      onBlur={finish}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          ref.current?.blur();
        } else if (e.key === 'Escape') {
          cancelled.current = true;
          ref.current?.blur();
        }
      }}
    />
  );
}
