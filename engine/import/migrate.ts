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

/** Copies an object without some keys (cheaper than rest destructuring on hot paths). */
function without(obj: Raw, keys: readonly string[]): Raw {
  const out: Raw = {};
  for (const k of Object.keys(obj)) if (!keys.includes(k)) out[k] = obj[k];
  return out;
}

export function migrateButton(w: Raw): Raw {
  if (w.type !== 'widget-button' || !isRaw(w.cfg)) return w;
  const from = num(w.v);
  if (!(from < 0.3)) return w;
  const old = w.cfg;
  const cfg = without(old, from < 0.2 ? ['message', 'blank', 'href'] : ['href']);
  if (from < 0.2) {
    if (old.message !== undefined && cfg.text === undefined) cfg.text = old.message;
    if (old.blank !== undefined && cfg.newWindow === undefined) cfg.newWindow = old.blank === true || old.blank === 1 || old.blank === '1';
    if (cfg.target === 'page') cfg.target = 'link';
  }
  if (old.href !== undefined) cfg.link = { ...(isRaw(cfg.link) ? cfg.link : {}), value: old.href };
  return { ...w, cfg, v: '0.3' };
}

const px = (v: unknown): unknown => (typeof v === 'number' ? `${v}px` : v);
const PX_KEYS = ['width', 'height', 'margin', 'padding'];
const POSITION_PERCENT: Readonly<Record<string, string>> = { left: '0%', top: '0%', center: '50%', right: '100%', bottom: '100%' };

function percent(pos: string): string {
  let words = pos.trim().split(/\s+/);
  if (words.length > 2 || !words.every((w) => w in POSITION_PERCENT || /^-?[\d.]+(%|px|em|rem)?$/.test(w))) return pos;
  // CSS reads one keyword as "that side, the other axis centred", and accepts "top right" order.
  if (words.length === 1) words = words[0] === 'top' || words[0] === 'bottom' ? ['center', words[0]] : [words[0], 'center'];
  if (words[0] === 'top' || words[0] === 'bottom' || words[1] === 'left' || words[1] === 'right') words = [words[1], words[0]];
  return words.map((w) => POSITION_PERCENT[w] ?? w).join(' ');
}

/** One screen's declarations from style version `from` to 0.3, in a single pass. */
function migrateDecl(decl: Raw, from: number): Raw {
  const out: Raw = {};
  const layoutStep = from < 0.11;
  if (layoutStep && isRaw(decl.layout)) for (const k of Object.keys(decl.layout)) out[k] = decl.layout[k];
  let wide = false;
  for (const k of Object.keys(decl)) {
    if (layoutStep && (k === 'layout' || k === 'x' || k === 'y')) continue;
    if (from < 0.2 && k === 'wide') {
      wide = decl.wide === true;
      continue;
    }
    out[k] = decl[k];
  }
  if (layoutStep) {
    if (decl.x !== undefined) out.marginLeft = px(decl.x);
    if (decl.y !== undefined) out.marginTop = px(decl.y);
    for (const k of PX_KEYS) if (typeof out[k] === 'number') out[k] = px(out[k]);
  }
  if (wide) {
    out.width = '100%';
    out.maxWidth = 'none';
  }
  if (typeof out.backgroundPosition === 'string') out.backgroundPosition = percent(out.backgroundPosition);
  return out;
}

/** Migrates every screen of a widget's style from `from` up to 0.3. */
export function migrateStyle(style: unknown, from: number): unknown {
  if (!isRaw(style) || from >= 0.3) return style;
  const out: Raw = {};
  for (const screen of Object.keys(style)) {
    const decl = style[screen];
    out[screen] = isRaw(decl) ? migrateDecl(decl, from) : decl;
  }
  return out;
}
