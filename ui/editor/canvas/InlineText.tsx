// In-place text editing: a contentEditable span in the description's text slot, whose result is
// committed as ONE engine event (widget.param.set on the slot's cfg key) when editing ends — Enter,
// Escape or a click away all keep what was typed (Undo takes it back); Shift+Enter adds a line.
import { useLayoutEffect, useRef } from 'react';
import { useEditorServices } from '../state/EditorContext';

export function InlineText({ id, path, value }: { id: number; path: string; value: string }) {
  const { run, view } = useEditorServices();
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
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
    if (el === null) return;
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
        // Escape leaves editing like Enter: what was typed is never dropped silently.
        if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Escape') {
          e.preventDefault();
          ref.current?.blur();
        }
      }}
    />
  );
}
