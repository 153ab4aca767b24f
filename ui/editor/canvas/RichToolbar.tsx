// The small floating toolbar of rich-text editing: marks, a link (address, new window) and lists.
// Its buttons keep the caret in the text (mousedown does not take focus); the link field does take
// focus, so the selection is kept and put back when the link is applied. Positioned over the text
// being edited, in a portal so the page's own boxes never clip it.
import Bold from 'lucide-react/icons/bold';
import Italic from 'lucide-react/icons/italic';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Strikethrough from 'lucide-react/icons/strikethrough';
import Underline from 'lucide-react/icons/underline';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { linkHref } from '../engine';

export type RichCommand = 'bold' | 'italic' | 'underline' | 'strikeThrough' | 'insertUnorderedList' | 'insertOrderedList';

interface Props {
  anchor: RefObject<HTMLSpanElement | null>;
  kind: 'inline' | 'block';
  linkOpen: boolean;
  onLinkOpen(open: boolean): void;
  onCommand(name: RichCommand): void;
  /** The text changed outside a command (a link set or removed): commit it. */
  onChanged(): void;
}

const BUTTONS: readonly { cmd: RichCommand; label: string; Icon: ComponentType<{ size?: number }>; block?: boolean }[] = [
  { cmd: 'bold', label: 'richText.bold', Icon: Bold },
  { cmd: 'italic', label: 'richText.italic', Icon: Italic },
  { cmd: 'underline', label: 'richText.underline', Icon: Underline },
  { cmd: 'strikeThrough', label: 'richText.strike', Icon: Strikethrough },
  { cmd: 'insertUnorderedList', label: 'richText.bulleted', Icon: List, block: true },
  { cmd: 'insertOrderedList', label: 'richText.numbered', Icon: ListOrdered, block: true },
];

const pressed = (cmd: RichCommand): boolean => {
  try {
    return document.queryCommandState(cmd);
  } catch {
    return false;
  }
};

/** The link around the selection's start inside the edited text, if any. */
function linkAtSelection(root: HTMLElement | null): HTMLAnchorElement | null {
  const node = window.getSelection()?.anchorNode ?? null;
  const start = node instanceof Element ? node : node?.parentElement ?? null;
  const a = start?.closest('a') ?? null;
  return a !== null && root?.contains(a) === true ? a : null;
}

export const RichToolbar = forwardRef<HTMLDivElement, Props>(function RichToolbar({ anchor, kind, linkOpen, onLinkOpen, onCommand, onChanged }, ref) {
  const { t } = useTranslation('editor');
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const saved = useRef<Range | null>(null);
  const [url, setUrl] = useState('');
  const [blank, setBlank] = useState(false);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const place = () => {
      const r = anchor.current?.getBoundingClientRect();
      if (r !== undefined) setPos({ top: Math.max(4, r.top - 44), left: Math.max(4, Math.min(r.left, window.innerWidth - 340)) });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor]);

  useEffect(() => {
    if (!linkOpen) return;
    const sel = window.getSelection();
    saved.current = sel !== null && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
    const current = linkAtSelection(anchor.current);
    setUrl(current?.getAttribute('href') ?? '');
    setBlank(current?.getAttribute('target') === '_blank');
    setError(false);
    input.current?.focus();
  }, [linkOpen, anchor]);

  const restore = (): void => {
    anchor.current?.focus();
    const sel = window.getSelection();
    if (saved.current !== null && sel !== null) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };

  const close = (): void => {
    onLinkOpen(false);
    restore();
  };

  const apply = (): void => {
    const href = linkHref(url);
    if (href === null) {
      setError(true);
      return;
    }
    restore();
    const sel = window.getSelection();
    const existing = linkAtSelection(anchor.current);
    if (existing !== null && sel?.isCollapsed === true) existing.setAttribute('href', href);
    else document.execCommand('createLink', false, href);
    // The new window is the link's own attribute: set it on every link the command touched.
    for (const a of Array.from(anchor.current?.querySelectorAll('a') ?? [])) {
      if (a.getAttribute('href') !== href || (sel !== null && !sel.containsNode(a, true))) continue;
      if (blank) a.setAttribute('target', '_blank');
      else a.removeAttribute('target');
    }
    onLinkOpen(false);
    onChanged();
  };

  const unlink = (): void => {
    restore();
    const a = linkAtSelection(anchor.current);
    if (a !== null && window.getSelection()?.isCollapsed === true) {
      const range = document.createRange();
      range.selectNodeContents(a);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
    document.execCommand('unlink');
    onLinkOpen(false);
    onChanged();
  };

  if (pos === null) return null;
  return createPortal(
    <div ref={ref} className="ed-rt" role="toolbar" aria-label={t('richText.toolbar')} style={{ top: pos.top, left: pos.left }}
      onMouseDown={(e) => {
        // Buttons must not take the caret out of the text; the link field may.
        if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
      }}>
      {!linkOpen && (
        <>
          {BUTTONS.filter((b) => kind === 'block' || b.block !== true).map(({ cmd, label, Icon }) => (
            <button key={cmd} type="button" className="ed-rt__btn" aria-label={t(label)} title={t(label)} aria-pressed={pressed(cmd)} tabIndex={-1}
              onClick={() => onCommand(cmd)}>
              <Icon size={16} />
            </button>
          ))}
          <button type="button" className="ed-rt__btn" aria-label={t('richText.link')} title={t('richText.link')} tabIndex={-1}
            aria-pressed={linkAtSelection(anchor.current) !== null} onClick={() => onLinkOpen(true)}>
            <Link size={16} />
          </button>
        </>
      )}
      {linkOpen && (
        <form className="ed-rt__link" onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}>
          <input ref={input} className="ed-rt__url" type="text" inputMode="url" value={url} placeholder="https://" aria-label={t('richText.url')}
            aria-invalid={error} aria-describedby={error ? 'ed-rt-error' : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(false);
            }}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              }
            }}
            onBlur={(e) => {
              // Leaving the link field for anything outside the toolbar ends editing like a click away.
              const to = e.relatedTarget;
              if (!(to instanceof Node && e.currentTarget.form?.parentElement?.contains(to) === true) && to !== anchor.current) close();
            }} />
          <label className="ed-rt__check">
            <input type="checkbox" checked={blank} onChange={(e) => setBlank(e.target.checked)} onKeyDown={(e) => e.stopPropagation()} />
            {t('richText.newWindow')}
          </label>
          <button type="submit" className="ed-rt__apply">{t('richText.apply')}</button>
          <button type="button" className="ed-rt__btn" aria-label={t('richText.unlink')} title={t('richText.unlink')} onClick={unlink}>×</button>
          {error && <p id="ed-rt-error" className="ed-rt__error" role="alert">{t('richText.badUrl')}</p>}
        </form>
      )}
    </div>,
    document.body,
  );
});
