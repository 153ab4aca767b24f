/** The cookie notice: gone once accepted, and not shown again to this browser. */
const ACCEPTED = 'cookie-ok';

export function run(): void {
  const c = document.querySelector('[data-cookie]');
  if (!c) return;
  try {
    if (localStorage.getItem(ACCEPTED)) { c.remove(); return; }
  } catch { /* storage off: ask each time */ }
  c.addEventListener('click', (e) => {
    if (!(e.target as HTMLElement).closest('[data-cookie-accept]')) return;
    try { localStorage.setItem(ACCEPTED, '1'); } catch { /* storage off: gone for this page only */ }
    c.remove();
  });
}
