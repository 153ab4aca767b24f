// In-place text editing: a contentEditable span whose result is committed as ONE engine event
// (widget.param.set on 'text') on blur or Enter; Escape drops the change. Shift+Enter adds a line.
import { useLayoutEffect, useRef } from 'react';
import { useEditorServices } from '../state/EditorContext';

export function InlineText({ id, value, editing }: { id: number; value: string; editing: boolean }) {
  const { run, view } = useEditorServices();
  const ref = useRef<HTMLSpanElement>(null);
  const cancelled = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!editing || el === null) return;
    cancelled.current = false;
    el.textContent = value;
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    // Only on entering edit mode: later renders must not overwrite what is being typed.
  }, [editing]);

  // Line breaks show as the published page has them (engine escapeText: a newline is a <br>).
  if (!editing) return <>{value.split(/\r?\n/).map((line, i) => (i === 0 ? line : [<br key={i} />, line]))}</>;

  const finish = () => {
    const el = ref.current;
    view.set({ editing: null });
    if (el === null || cancelled.current) return;
    const next = el.innerText.replace(/\n$/, '');
    if (next !== value) run({ type: 'widget.param.set', id, path: 'text', value: next });
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
