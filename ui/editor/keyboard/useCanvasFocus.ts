// Keyboard access to the canvas: the page can be reached with Tab while nothing is selected, and the
// selected widget is focusable (tabindex 0, role and its name for assistive technology; a roving
// tab stop, so Tab does not walk a thousand widgets). When the selection changes while the focus is
// on the canvas — arrows, a click — the focus follows it, and the canvas scrolls it into view.
// Attributes are set on the element the canvas rendered, so selecting re-renders no widget.
import { useEffect } from 'react';
import { pget, type Editor } from '../engine';
import { currentTree } from '../state/currentTree';

const CANVAS = '[data-testid=canvas]';

export function useCanvasFocus(editor: Editor, label: (name: string) => string): void {
  useEffect(() => {
    let last: number | undefined;
    let marked: HTMLElement | null = null;
    const page = () => document.querySelector<HTMLElement>(CANVAS);
    const apply = () => {
      const s = editor.getState();
      const id = s.selection.length === 1 ? s.selection[0] : undefined;
      const root = page();
      if (root === null) return;
      if (root.tabIndex !== 0) root.tabIndex = 0;
      const el = id === undefined ? null : root.querySelector<HTMLElement>(`[data-wid="${id}"]`);
      if (el === marked && id === last) return;
      // Follow only a focus on the page or on a widget, never text being edited in place.
      const active = document.activeElement;
      const hadFocus = active === document.body || active === root || (active instanceof HTMLElement && active.hasAttribute('data-wid') && root.contains(active));
      if (marked !== null && marked !== el) {
        marked.removeAttribute('tabindex');
        marked.removeAttribute('role');
        marked.removeAttribute('aria-label');
      }
      marked = el;
      last = id;
      if (el === null || id === undefined) return;
      const w = pget(currentTree(s).widgets, id);
      el.tabIndex = 0;
      el.setAttribute('role', 'group');
      el.setAttribute('aria-label', label(w?.name ?? ''));
      if (hadFocus) el.focus({ preventScroll: true });
      el.scrollIntoView?.({ block: 'nearest' });
    };
    // After the frame that paints the new state (the widget may be new): the selection shows first,
    // focus and scrolling follow without weighing on that frame.
    let pending = false;
    const sub = editor.subscribe(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => setTimeout(() => {
        pending = false;
        apply();
      }, 0));
    });
    return () => sub.unsubscribe();
  }, [editor, label]);
}
