/**
 * Step 2 of import: the content migrations of SPEC §4 as one append-only list of steps with integer
 * versions (the model is tldraw's store migrations). Each step moves one axis of the stored content
 * — the page format, the style declarations, or one widget type's cfg — a single step forward, and
 * every step runs at most once, in list order, on the normalised records.
 *
 * Content written since integer versions records the newest step it has been through (`schema`);
 * older content names its state by the version labels of SPEC §3 (`version`, `styleVersion`, each
 * widget's `v`), which `positionOf` turns into the step reached on that axis. A new migration is a new
 * step at the end with the next version; a released step is never edited or reordered.
 */
import { canonicalRich, readRich } from '../richtext/model';
import { isRaw, type Raw } from './normalize';

export const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN);

/**
 * What a step changes: the page format, every screen's declarations, the records of one widget type,
 * or the stored shape itself (read back by normalisation; the records need nothing).
 */
type MigrationAxis = 'page' | 'style' | 'widget' | 'shape';

interface MigrationStep {
  /** 1, 2, 3 …: the step's place in the list; content at schema N has been through steps 1..N. */
  readonly version: number;
  readonly axis: MigrationAxis;
  /** The axis's version label once the step has run (what content before integer versions records); none for a shape step. */
  readonly label?: string;
  /** For a widget step: the only type it applies to. */
  readonly widgetType?: string;
  /** Widget record → migrated record (page and widget steps); the input is not mutated. */
  readonly widget?: (w: Raw) => Raw;
  /** A tree node's type → migrated type (a page step that renames widget types). */
  readonly nodeType?: (type: unknown) => unknown;
  /** One screen's declarations → migrated declarations (style steps); the same object when unchanged. */
  readonly decl?: (decl: Raw) => Raw;
  /** Why the step exists, for the reader of the list. */
  readonly what: string;
}

/** Copies an object without some keys (cheaper than rest destructuring on hot paths). */
function without(obj: Raw, keys: readonly string[]): Raw {
  const out: Raw = {};
  for (const k of Object.keys(obj)) if (!keys.includes(k)) out[k] = obj[k];
  return out;
}

const cfgOf = (w: Raw): Raw => (isRaw(w.cfg) ? w.cfg : {});

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

/** Layout refactor: a nested `layout` object and x/y offsets become plain declarations, numbers px. */
function layoutDecl(decl: Raw): Raw {
  if (!('layout' in decl || 'x' in decl || 'y' in decl || PX_KEYS.some((k) => typeof decl[k] === 'number'))) return decl;
  const out: Raw = {};
  if (isRaw(decl.layout)) for (const k of Object.keys(decl.layout)) out[k] = decl.layout[k];
  for (const k of Object.keys(decl)) if (k !== 'layout' && k !== 'x' && k !== 'y') out[k] = decl[k];
  if (decl.x !== undefined) out.marginLeft = px(decl.x);
  if (decl.y !== undefined) out.marginTop = px(decl.y);
  for (const k of PX_KEYS) if (typeof out[k] === 'number') out[k] = px(out[k]);
  return out;
}

/** `wide` removed: a wide widget is width 100% without a max width. */
function wideDecl(decl: Raw): Raw {
  if (!('wide' in decl)) return decl;
  const out = without(decl, ['wide']);
  if (decl.wide === true) {
    out.width = '100%';
    out.maxWidth = 'none';
  }
  return out;
}

/** Background position keywords become percentages. */
function percentDecl(decl: Raw): Raw {
  if (typeof decl.backgroundPosition !== 'string') return decl;
  const converted = percent(decl.backgroundPosition);
  return converted === decl.backgroundPosition ? decl : { ...decl, backgroundPosition: converted };
}

const FORM_BUTTON = 'widget-form-button';

/**
 * A 0.1 text is plain: it becomes its rich-text value, which for plain text is the same string (a
 * string is rich text without marks), a number its digits; blocks a 0.1 text cannot hold are read
 * through the model, so nothing outside it survives.
 */
function toRichText(w: Raw): Raw {
  if (!isRaw(w.cfg) || w.cfg.text === undefined || w.cfg.text === null) return w;
  const text = canonicalRich(readRich(w.cfg.text));
  return text === w.cfg.text ? w : { ...w, cfg: { ...w.cfg, text } };
}

/** The steps, oldest first. Append only: content stored at any step must keep importing. */
export const MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1, axis: 'page', label: '0.2', what: 'form-button widgets become buttons with the submit action',
    widget: (w) => (w.type === FORM_BUTTON ? { ...w, type: 'widget-button', cfg: { ...cfgOf(w), target: cfgOf(w).target ?? 'submit' } } : w),
    nodeType: (type) => (type === FORM_BUTTON ? 'widget-button' : type),
  },
  { version: 2, axis: 'style', label: '0.11', what: 'layout refactor: nested layout and x/y offsets become declarations', decl: layoutDecl },
  { version: 3, axis: 'style', label: '0.2', what: 'the wide style is removed: wide becomes width 100%', decl: wideDecl },
  { version: 4, axis: 'style', label: '0.3', what: 'background position keywords become percentages', decl: percentDecl },
  {
    version: 5, axis: 'widget', widgetType: 'widget-button', label: '0.2', what: 'button: message → text, blank → newWindow, target page → link',
    widget: (w) => {
      if (!isRaw(w.cfg)) return w;
      const old = w.cfg;
      const cfg = without(old, ['message', 'blank']);
      if (old.message !== undefined && cfg.text === undefined) cfg.text = old.message;
      if (old.blank !== undefined && cfg.newWindow === undefined) cfg.newWindow = old.blank === true || old.blank === 1 || old.blank === '1';
      if (cfg.target === 'page') cfg.target = 'link';
      return { ...w, cfg };
    },
  },
  {
    version: 6, axis: 'widget', widgetType: 'widget-button', label: '0.3', what: 'button: href → link.value',
    widget: (w) => {
      if (!isRaw(w.cfg) || w.cfg.href === undefined) return w;
      const cfg = without(w.cfg, ['href']);
      cfg.link = { ...(isRaw(cfg.link) ? cfg.link : {}), value: w.cfg.href };
      return { ...w, cfg };
    },
  },
  {
    version: 7, axis: 'shape', what: 'the compact stored shape (compact.ts): records lose what their key, '
      + 'the tree or a default gives, tree nodes are ids; normalisation reads it back into full records, so nothing is left to convert',
  },
  { version: 8, axis: 'widget', widgetType: 'widget-text', label: '0.2', what: 'text: the plain text becomes rich text (engine/richtext)', widget: toRichText },
  { version: 9, axis: 'widget', widgetType: 'widget-heading', label: '0.2', what: 'heading: the plain text becomes rich text (engine/richtext)', widget: toRichText },
];

/** The newest step: what exportContent writes as `schema`. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
/** The step from which stored content is in the compact shape. */
export const COMPACT_SCHEMA = 7;

const PAGE_STEPS = MIGRATIONS.filter((s) => s.axis === 'page');
const STYLE_STEPS = MIGRATIONS.filter((s) => s.axis === 'style');
const WIDGET_STEPS = MIGRATIONS.filter((s) => s.axis === 'widget');

/**
 * The step an axis is at, from a version label of content stored before integer versions: the
 * newest of `steps` whose label the stored label has reached (0: none).
 */
export function positionOf(steps: readonly MigrationStep[], label: number): number {
  let at = 0;
  for (const s of steps) if (num(s.label) <= label) at = s.version;
  return at;
}

/** Where a document's axes stand: every step of an axis with a version above its position is due. */
export interface StoredAt {
  /** The integer schema the content records (null: content from before integer versions). */
  readonly schema: number | null;
  readonly page: number;
  readonly style: number;
}

export function storedAt(schema: number | null, pageLabel: number, styleLabel: number): StoredAt {
  if (schema !== null) return { schema, page: schema, style: schema };
  return { schema, page: positionOf(PAGE_STEPS, pageLabel), style: positionOf(STYLE_STEPS, styleLabel) };
}

/** Each widget type's steps, in order (looked up once per widget on import). */
const STEPS_OF_TYPE: ReadonlyMap<string, readonly MigrationStep[]> = WIDGET_STEPS.reduce((m, s) => {
  const type = s.widgetType ?? '';
  m.set(type, [...(m.get(type) ?? []), s]);
  return m;
}, new Map<string, MigrationStep[]>());

/** The version label of a widget type at a schema: its newest widget step up to it, else '0.1'. */
export function widgetLabelAt(type: string, schema: number): string {
  let label = '0.1';
  for (const s of STEPS_OF_TYPE.get(type) ?? []) if (s.version <= schema) label = s.label ?? label;
  return label;
}

/** Runs the due page steps on a widget record (they may change its type). */
export function migratePageWidget(w: Raw, at: StoredAt): Raw {
  let out = w;
  for (const s of PAGE_STEPS) if (s.widget !== undefined && s.version > at.page) out = s.widget(out);
  return out;
}

/** Runs the steps of the widget's type that its `v` has not reached, in order; `v` follows each. */
export function migrateWidgetType(w: Raw): Raw {
  const steps = typeof w.type === 'string' ? STEPS_OF_TYPE.get(w.type) : undefined;
  if (steps === undefined) return w;
  const from = positionOf(steps, num(w.v));
  let out = w;
  for (const s of steps) if (s.version > from && s.widget !== undefined) out = { ...s.widget(out), v: s.label };
  return out;
}

/** A tree node's type after the due page steps (a node names its widget's type as it was stored). */
export function migrateNodeType(type: unknown, at: StoredAt): unknown {
  let out = type;
  for (const s of PAGE_STEPS) if (s.nodeType !== undefined && s.version > at.page) out = s.nodeType(out);
  return out;
}

/** Migrates every screen of a widget's style through the due style steps. */
export function migrateStyle(style: unknown, at: StoredAt): unknown {
  if (!isRaw(style) || at.style >= STYLE_STEPS[STYLE_STEPS.length - 1].version) return style;
  const out: Raw = {};
  for (const screen of Object.keys(style)) {
    let decl = style[screen];
    if (isRaw(decl)) for (const s of STYLE_STEPS) if (s.version > at.style && s.decl !== undefined) decl = s.decl(decl as Raw);
    out[screen] = decl;
  }
  return out;
}
