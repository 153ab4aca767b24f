/**
 * Engagement on a published page: URL placeholders filled from the query string, room kept for a
 * sticky bar (so it never covers the page's first or last lines), and popups that
 * open by themselves — after N seconds, at N % scrolled, or when the pointer leaves through the top
 * (desktop) — at most once per session, day or week (remembered in this browser's storage; when
 * storage is blocked the popup still opens, once per page view).
 */
import { FILL_ATTRS_ATTR, FILLABLE_ATTRS, fillValue, type FillPiece } from '../../engage/placeholders';

const DAY = 86400000;

/** `?name=value` read from the address (the first value; '' when absent or malformed). */
function param(name: string): string {
  const pairs = location.search.slice(1).split('&');
  for (let i = 0; i < pairs.length; i++) {
    const eq = pairs[i].indexOf('=');
    const key = eq < 0 ? pairs[i] : pairs[i].slice(0, eq);
    if (key !== name || eq < 0) continue;
    try { return decodeURIComponent(pairs[i].slice(eq + 1).replace(/\+/g, ' ')); } catch { return ''; }
  }
  return '';
}

function fill(): void {
  const spans = document.querySelectorAll('[data-fill]');
  for (let i = 0; i < spans.length; i++) {
    const v = fillValue(param(spans[i].getAttribute('data-fill') as string));
    // As text, never markup: a crafted link shows its words, nothing more.
    if (v) spans[i].textContent = v;
  }
}

/** Attributes the visitor reads (a field's placeholder, the thank-you text), filled the same way: as text. */
function fillAttrs(): void {
  const els = document.querySelectorAll('[' + FILL_ATTRS_ATTR + ']');
  for (let i = 0; i < els.length; i++) {
    let map: Record<string, FillPiece[]>;
    try { map = JSON.parse(els[i].getAttribute(FILL_ATTRS_ATTR) as string) as Record<string, FillPiece[]>; } catch { continue; }
    for (let a = 0; a < FILLABLE_ATTRS.length; a++) {
      const pieces = map[FILLABLE_ATTRS[a]];
      if (!pieces) continue;
      let text = '';
      let filled = false;
      for (let k = 0; k < pieces.length; k++) {
        const p = pieces[k];
        if (typeof p === 'string') { text += p; continue; }
        const v = fillValue(param(p[0]));
        if (v) filled = true;
        text += v || p[1];
      }
      if (filled) els[i].setAttribute(FILLABLE_ATTRS[a], text);
    }
  }
}

/** The body padded by the height of each fixed bar at its edge (a bar hidden on this screen has none). */
function pad(): void {
  const bars = document.querySelectorAll('[data-sticky]');
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < bars.length; i++) {
    const b = bars[i] as HTMLElement;
    const h = b.offsetHeight;
    if (!h || getComputedStyle(b).position !== 'fixed') continue;
    if (b.getBoundingClientRect().top < innerHeight / 2) top = Math.max(top, h);
    else bottom = Math.max(bottom, h);
  }
  document.body.style.paddingTop = top ? top + 'px' : '';
  document.body.style.paddingBottom = bottom ? bottom + 'px' : '';
}

/** The storage that remembers a period ('session' lives as long as the tab), or null when blocked. */
function store(once: string): Storage | null {
  try { return once === 'session' ? sessionStorage : localStorage; } catch { return null; }
}

function seen(key: string, once: string): boolean {
  if (once === 'always') return false;
  const s = store(once);
  try {
    const at = Number(s ? s.getItem(key) : 0);
    if (!at) return false;
    return once === 'session' || Date.now() - at < (once === 'week' ? 7 : 1) * DAY;
  } catch { return false; }
}

function remember(key: string, once: string): void {
  const s = store(once);
  try { if (s && once !== 'always') s.setItem(key, String(Date.now())); } catch { /* storage full or blocked: once per page view */ }
}

function arm(d: HTMLDialogElement): void {
  const kind = d.getAttribute('data-auto');
  const value = Number(d.getAttribute('data-at')) || 0;
  const once = d.getAttribute('data-once') || 'day';
  const key = 'popup-' + d.id;
  if (!d.showModal || seen(key, once)) return;
  let done = false;
  const open = (): void => {
    if (done) return;
    done = true;
    // Another popup already open: this one waits for the next visit rather than stacking on it.
    if (document.querySelector('dialog[open]')) return;
    remember(key, once);
    d.showModal();
  };
  if (kind === 'delay') setTimeout(open, value * 1000);
  else if (kind === 'scroll') {
    const check = (): void => {
      const room = document.documentElement.scrollHeight - innerHeight;
      if (room <= 0 || (pageYOffset / room) * 100 >= value) { removeEventListener('scroll', check); open(); }
    };
    addEventListener('scroll', check, { passive: true } as AddEventListenerOptions);
  } else if (kind === 'exit' && matchMedia('(pointer:fine)').matches) {
    document.addEventListener('mouseout', (e) => {
      if (!e.relatedTarget && e.clientY <= 0) open();
    });
  }
}

export function run(): void {
  fill();
  fillAttrs();
  const bars = document.querySelectorAll('[data-sticky]');
  if (bars.length) {
    pad();
    // The bar's height changes as fonts load and the window turns: measured again each time.
    if (typeof ResizeObserver === 'function') {
      const watch = new ResizeObserver(pad);
      for (let i = 0; i < bars.length; i++) watch.observe(bars[i]);
    }
    addEventListener('resize', pad);
  }
  const dialogs = document.querySelectorAll('dialog[data-auto]');
  for (let i = 0; i < dialogs.length; i++) arm(dialogs[i] as HTMLDialogElement);
}
