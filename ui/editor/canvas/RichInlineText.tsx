// In-place editing of rich text (text and heading widgets): a contentEditable span started from the
// engine's markup of the value (richEditHtml), read back through the engine's paste sanitiser
// (richFromHtml), so nothing but the model's marks, links and lists is ever stored. Every command —
// a mark, a link, a list, a paste — is committed at once as ONE widget.param.set, so Undo takes back
// exactly that command; what is typed is committed when editing ends (Enter, Escape, a click away).
// Ctrl/Cmd+Z while editing ends editing and undoes in the engine's history, so there is one history.
import { useLayoutEffect, useRef, useState } from 'react';
import { richEditHtml, richFromHtml, type RichValue } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { RichToolbar, type RichCommand } from './RichToolbar';

type Kind = 'inline' | 'block';

const insideList = (el: HTMLElement): boolean => {
  const node = window.getSelection()?.anchorNode ?? null;
  const start = node instanceof Element ? node : node?.parentElement ?? null;
  const li = start?.closest('li') ?? null;
  return li !== null && el.contains(li);
};

export function RichInlineText({ id, path, value, kind }: { id: number; path: string; value: unknown; kind: Kind }) {
  const { run, view, undo, redo } = useEditorServices();
  const ref = useRef<HTMLSpanElement>(null);
  const committed = useRef(JSON.stringify(value ?? ''));
  const toolbar = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [, setTick] = useState(0);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    el.innerHTML = richEditHtml(value, kind);
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    // The toolbar's pressed states follow the caret.
    const onSelection = () => setTick((n) => n + 1);
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
    // Only on entering edit mode: later renders must not overwrite what is being typed.
  }, []);

  const commit = (): void => {
    const el = ref.current;
    if (el === null) return;
    const next: RichValue = richFromHtml(el.innerHTML, { inline: kind === 'inline' });
    const json = JSON.stringify(next);
    if (json === committed.current) return;
    committed.current = json;
    run({ type: 'widget.param.set', id, path, value: next });
  };

  const finish = (): void => {
    commit();
    view.set({ editing: null });
  };

  const command = (name: RichCommand): void => {
    ref.current?.focus();
    document.execCommand(name);
    commit();
  };

  const history = (again: boolean): void => {
    finish();
    if (again) redo();
    else undo();
  };

  return (
    <>
      <span
        ref={ref}
        className="ed-inline"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        onBlur={(e) => {
          // Focus moving into the toolbar (the link field) is still editing.
          if (toolbar.current !== null && e.relatedTarget instanceof Node && toolbar.current.contains(e.relatedTarget)) return;
          finish();
        }}
        onPaste={(e) => {
          e.preventDefault();
          const html = e.clipboardData.getData('text/html');
          const text = e.clipboardData.getData('text/plain');
          if (html !== '') document.execCommand('insertHTML', false, richEditHtml(richFromHtml(html, { inline: kind === 'inline' }), kind));
          else document.execCommand('insertText', false, text);
          commit();
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          const mod = e.ctrlKey || e.metaKey;
          // e.code: the same keys on a Russian layout (Ctrl+И is Ctrl+B).
          if (mod && !e.altKey) {
            const mark: Partial<Record<string, RichCommand>> = { KeyB: 'bold', KeyI: 'italic', KeyU: 'underline' };
            if (mark[e.code] !== undefined && !e.shiftKey) {
              e.preventDefault();
              command(mark[e.code] as RichCommand);
              return;
            }
            if (e.code === 'KeyX' && e.shiftKey) {
              e.preventDefault();
              command('strikeThrough');
              return;
            }
            if (e.code === 'KeyK') {
              e.preventDefault();
              setLinkOpen(true);
              return;
            }
            if (e.code === 'KeyZ' || e.code === 'KeyY') {
              e.preventDefault();
              history(e.code === 'KeyY' || e.shiftKey);
              return;
            }
          }
          // Enter ends editing, except inside a list, where it starts the next item; Shift+Enter adds a line.
          if (e.key === 'Enter' && !e.shiftKey && !(kind === 'block' && ref.current !== null && insideList(ref.current))) {
            e.preventDefault();
            ref.current?.blur();
          } else if (e.key === 'Escape') {
            // Escape leaves editing like Enter: what was typed is never dropped silently.
            e.preventDefault();
            ref.current?.blur();
          }
        }}
      />
      <RichToolbar
        ref={toolbar}
        anchor={ref}
        kind={kind}
        linkOpen={linkOpen}
        onLinkOpen={setLinkOpen}
        onCommand={command}
        onChanged={commit}
      />
    </>
  );
}
