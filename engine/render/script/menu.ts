/**
 * The burger (page-css.ts MENU_CSS): opens and closes the panel, keeps Tab inside it while open,
 * Escape and a chosen link close it, the body does not scroll under it, and a window wider than the
 * mobile breakpoint closes it.
 */
export interface MenuScriptConfig {
  /** The widest window the menu collapses in (constants.ts BREAKPOINTS.xs). */
  readonly breakpoint: number;
}

/** The colour behind the menu: the first painted background from it up (the panel takes it). */
function background(from: Element | null): string {
  for (let e = from; e && e.nodeType === 1; e = e.parentNode as Element | null) {
    const c = getComputedStyle(e).backgroundColor;
    if (c && c !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(c)) return c;
  }
  return '#fff';
}

export function run(c: MenuScriptConfig): void {
  document.querySelectorAll<HTMLElement>('[data-menu]').forEach((n) => {
    const b = n.querySelector<HTMLElement>('._mb');
    const u = n.querySelector('._mu');
    if (!b || !u) return;
    const open = (): boolean => n.hasAttribute('data-open');
    const set = (o: boolean): void => {
      if (o) {
        n.style.setProperty('--_mbg', background(n));
        n.setAttribute('data-open', '');
      } else n.removeAttribute('data-open');
      b.setAttribute('aria-expanded', String(o));
      b.textContent = o ? '\u2715' : '\u2630';
      document.body.style.overflow = o ? 'hidden' : '';
    };
    b.addEventListener('click', () => set(!open()));
    u.addEventListener('click', (e) => { if ((e.target as HTMLElement).closest('a')) set(false); });
    window.addEventListener('resize', () => { if (open() && window.innerWidth > c.breakpoint) set(false); });
    n.addEventListener('keydown', (e) => {
      if (!open()) return;
      if (e.key === 'Escape') { set(false); b.focus(); return; }
      if (e.key !== 'Tab') return;
      const links = u.querySelectorAll<HTMLElement>('a');
      const last = links[links.length - 1] || b;
      const active = document.activeElement;
      if (e.shiftKey && active === b) { e.preventDefault(); last.focus(); } else if (!e.shiftKey && active === last) { e.preventDefault(); b.focus(); }
    });
  });
}
