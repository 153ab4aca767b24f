/**
 * Step 2 of import: content migrations of SPEC §4, each a pure function on normalised records.
 * - page 0.1 → 0.2: form-button widgets become button widgets (with the submit action);
 * - button 0.1 → 0.2: message → text, blank (new window) → newWindow, target 'page' → 'link';
 *   0.2 → 0.3: href → link.value;
 * - styles 0.1 → 0.11 (layout refactor: a nested `layout` object and x/y offsets become plain
 *   declarations), → 0.2 (`wide` removed: wide → width 100%), → 0.3 (background position keywords
 *   converted to percent).
 */
import { isRaw, type Raw } from './normalize';

export const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN);

export function migratePageWidget(w: Raw, pageVersion: number): Raw {
  if (pageVersion < 0.2 && w.type === 'widget-form-button') {
    const cfg = isRaw(w.cfg) ? w.cfg : {};
    return { ...w, type: 'widget-button', cfg: { ...cfg, target: cfg.target ?? 'submit' } };
  }
  return w;
}

export const migrateNodeType = (type: unknown, pageVersion: number): unknown =>
  pageVersion < 0.2 && type === 'widget-form-button' ? 'widget-button' : type;

export function migrateButton(w: Raw): Raw {
  if (w.type !== 'widget-button' || !isRaw(w.cfg)) return w;
  let cfg: Raw = w.cfg;
  let v = num(w.v);
  if (v < 0.2) {
    const { message, blank, ...rest } = cfg;
    cfg = { ...rest };
    if (message !== undefined && cfg.text === undefined) cfg.text = message;
    if (blank !== undefined && cfg.newWindow === undefined) cfg.newWindow = blank === true || blank === 1 || blank === '1';
    if (cfg.target === 'page') cfg.target = 'link';
    v = 0.2;
  }
  if (v < 0.3) {
    const { href, ...rest } = cfg;
    cfg = { ...rest };
    if (href !== undefined) cfg.link = { ...(isRaw(cfg.link) ? cfg.link : {}), value: href };
    v = 0.3;
  }
  return cfg === w.cfg ? w : { ...w, cfg, v: String(v) };
}

const px = (v: unknown): unknown => (typeof v === 'number' ? `${v}px` : v);

function styleLayout(decl: Raw): Raw {
  const { layout, x, y, ...rest } = decl;
  const out: Raw = { ...(isRaw(layout) ? layout : {}), ...rest };
  if (x !== undefined) out.marginLeft = px(x);
  if (y !== undefined) out.marginTop = px(y);
  for (const k of ['width', 'height', 'margin', 'padding']) if (typeof out[k] === 'number') out[k] = px(out[k]);
  return out;
}

function styleWide(decl: Raw): Raw {
  if (!('wide' in decl)) return decl;
  const { wide, ...rest } = decl;
  return wide === true ? { ...rest, width: '100%', maxWidth: 'none' } : rest;
}

const POSITION_PERCENT: Readonly<Record<string, string>> = { left: '0%', top: '0%', center: '50%', right: '100%', bottom: '100%' };

function stylePercent(decl: Raw): Raw {
  const pos = decl.backgroundPosition;
  if (typeof pos !== 'string') return decl;
  let words = pos.trim().split(/\s+/);
  if (words.length > 2 || !words.every((w) => w in POSITION_PERCENT || /^-?[\d.]+(%|px|em|rem)?$/.test(w))) return decl;
  // CSS reads one keyword as "that side, the other axis centred", and accepts "top right" order.
  if (words.length === 1) words = words[0] === 'top' || words[0] === 'bottom' ? ['center', words[0]] : [words[0], 'center'];
  if (words[0] === 'top' || words[0] === 'bottom' || words[1] === 'left' || words[1] === 'right') words = [words[1], words[0]];
  return { ...decl, backgroundPosition: words.map((w) => POSITION_PERCENT[w] ?? w).join(' ') };
}

/** Migrates every screen of a widget's style from `from` up to 0.3. */
export function migrateStyle(style: unknown, from: number): unknown {
  if (!isRaw(style) || from >= 0.3) return style;
  const out: Raw = {};
  for (const [screen, decl] of Object.entries(style)) {
    if (!isRaw(decl)) {
      out[screen] = decl;
      continue;
    }
    let d = decl;
    if (from < 0.11) d = styleLayout(d);
    if (from < 0.2) d = styleWide(d);
    d = stylePercent(d);
    out[screen] = d;
  }
  return out;
}
