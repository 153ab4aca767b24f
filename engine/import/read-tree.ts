/**
 * Reads one widget tree (the page's or a fragment's) from stored JSON: normalise → migrate →
 * validate → check the tree against the widgets. Collects every problem instead of stopping.
 */
import { show } from '../errors';
import * as v from 'valibot';
import { widgetVersion, type Lang } from '../catalogue';
import { treeFromContent } from '../content';
import type { TreeNodeJson } from '../events';
import { PAGE_VERSION, STYLE_VERSION, type Widget, type WidgetTree } from '../model';
import { fitStoredFullWidth } from '../margins';
import { compactStyle } from '../styles';
import { emptyTree } from '../tree';
import { compactNode, typeTitleOf } from './compact';
import { COMPACT_SCHEMA, migrateNodeType, migratePageWidget, migrateStyle, migrateWidgetType, num, storedAt, widgetLabelAt, type StoredAt } from './migrate';
import { isRaw, normalizeWidget, prefixType, type CompactDefaults, type Raw, toId, widgetEntries } from './normalize';
import { issueLines, WidgetSchema } from './schema';

export interface ReadTreeResult {
  readonly tree: WidgetTree;
  readonly widgets: Record<string, Widget>;
  readonly errors: string[];
}

/** Where the stored content stands in the migration list, and what its compact records leave out. */
export interface Versions {
  readonly at: StoredAt;
  /** The language of the widget names left out of compact records. */
  readonly names: Lang;
}

/** Records in the long form at the current labels (a fragment's data in an event). */
const CURRENT: Versions = { at: storedAt(null, Number(PAGE_VERSION), Number(STYLE_VERSION)), names: 'ru' };

function compactDefaults(versions: Versions): CompactDefaults | undefined {
  const { schema } = versions.at;
  if (schema === null || schema < COMPACT_SCHEMA) return undefined;
  return { version: (type) => widgetLabelAt(type, schema), name: (type) => typeTitleOf(type, versions.names) };
}
const MAX_DEPTH = 500;

/** Drops null screens and empty declarations (legacy data has both); copies only when needed. */
function dropNulls(style: unknown): unknown {
  if (!isRaw(style)) return style;
  let out: Raw | null = null;
  for (const screen of Object.keys(style)) {
    const decl = style[screen];
    let clean: unknown = decl;
    if (decl === null) {
      clean = undefined;
    } else if (isRaw(decl)) {
      for (const k of Object.keys(decl)) {
        const val = decl[k];
        if (val === null || val === undefined || val === '') {
          const copy: Raw = {};
          for (const [k2, v2] of Object.entries(decl)) if (v2 !== null && v2 !== undefined && v2 !== '') copy[k2] = v2;
          clean = copy;
          break;
        }
      }
    }
    if (clean !== decl && out === null) out = { ...style };
    if (out !== null) {
      if (clean === undefined) delete out[screen];
      else out[screen] = clean;
    }
  }
  return out ?? style;
}

// Screens other than the four are dropped (legacy pages carry e.g. 'wide' at this level).
function onlyScreens(style: unknown): unknown {
  if (!isRaw(style)) return style;
  for (const k of Object.keys(style)) {
    if (k !== 'desktop' && k !== 'laptop' && k !== 'tablet' && k !== 'mobile') {
      const out: Raw = {};
      for (const s of ['desktop', 'laptop', 'tablet', 'mobile']) if (style[s] !== undefined) out[s] = style[s];
      return out;
    }
  }
  return style;
}

function readWidget(key: string, raw: unknown, versions: Versions, compact: CompactDefaults | undefined, errors: string[], label: string): Widget | null {
  if (!isRaw(raw)) {
    errors.push(`${label}Widget ${key} is malformed`);
    return null;
  }
  let w = normalizeWidget(raw, compact);
  if (w.id === undefined) w.id = toId(key);
  w = migratePageWidget(w, versions.at);
  const type = typeof w.type === 'string' ? w.type : '';
  const current = widgetVersion(type);
  const version = num(w.v);
  if (!(version <= num(current))) {
    errors.push(`${label}Widget ${key} (${type}) has version ${show(w.v)}, which is not supported (up to ${current})`);
    return null;
  }
  w = migrateWidgetType(w);
  w.style = compactStyle(onlyScreens(dropNulls(migrateStyle(w.style, versions.at))) as Widget['style']);
  const parsed = v.safeParse(WidgetSchema, w);
  if (!parsed.success) {
    errors.push(...issueLines(`${label}Widget ${key}`, parsed.issues));
    return null;
  }
  const out = parsed.output;
  return {
    id: out.id, type: out.type as Widget['type'], name: out.name, cfg: out.cfg, classes: out.classes,
    style: out.style, parentId: out.parentId ?? null, v: out.v,
    ...(out.contentType !== undefined ? { contentType: out.contentType } : {}),
  };
}

export function readTree(data: unknown, label: string, versions: Versions = CURRENT): ReadTreeResult {
  const prefix = label === '' ? '' : `${label}: `;
  const errors: string[] = [];
  const fail = (msgs: string[]): ReadTreeResult => ({ tree: emptyTree(), widgets: {}, errors: msgs });
  if (!isRaw(data)) return fail([`${prefix}Malformed content data`]);
  const missing: string[] = [];
  const entries = widgetEntries(data.widgets);
  if (entries === null) missing.push(`${prefix}Widgets are missing`);
  if (!Array.isArray(data.tree)) missing.push(`${prefix}Tree is missing`);
  if (entries === null || missing.length > 0) return fail(missing);

  const compact = compactDefaults(versions);
  const widgets: Record<string, Widget> = {};
  for (const { key, raw } of entries) {
    const w = readWidget(key, raw, versions, compact, errors, prefix);
    if (w === null) continue;
    if (widgets[w.id] !== undefined) errors.push(`${prefix}Widget id ${w.id} appears more than once`);
    widgets[w.id] = w;
  }

  const keys = new Set(entries.map((e) => e.key));
  const seen = new Set<number>();
  const readNode = (stored: unknown, depth: number, parentId: number | null): TreeNodeJson | null => {
    // A compact tree's nodes are ids and [id, ...children]; they carry no type.
    const node = compact !== undefined && !isRaw(stored) ? compactNode(stored) : stored;
    if (!isRaw(node)) {
      errors.push(`${prefix}A tree node is malformed`);
      return null;
    }
    const id = toId(node.id ?? node.i);
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      errors.push(`${prefix}A tree node has no valid id`);
      return null;
    }
    if (seen.has(id)) errors.push(`${prefix}Tree node ${id} appears more than once`);
    seen.add(id);
    const w = widgets[id];
    const nodeType = migrateNodeType(prefixType(node.type ?? node.t), versions.at);
    if (w === undefined) {
      // A widget that failed validation was already reported; only report truly absent ones.
      if (!keys.has(String(id))) errors.push(`${prefix}Tree node ${id} has no widget`);
    } else {
      if (nodeType !== undefined && nodeType !== w.type) errors.push(`${prefix}Tree node ${id} has type ${show(nodeType)}, but its widget has type ${w.type}`);
      // Still our own fresh object: set the parent the tree says, so building the tree copies nothing.
      if (w.parentId !== parentId) (w as { parentId: number | null }).parentId = parentId;
      // Content upgraded on load: a page-level video or map saved sticking out of the page fits it.
      if (parentId === null) widgets[id] = fitStoredFullWidth(w);
    }
    const cd = node.cd ?? node.children ?? [];
    if (!Array.isArray(cd)) {
      errors.push(`${prefix}Tree node ${id} has malformed children`);
      return null;
    }
    if (depth > MAX_DEPTH) {
      errors.push(`${prefix}The tree is nested deeper than ${MAX_DEPTH} levels`);
      return null;
    }
    const children: TreeNodeJson[] = [];
    for (const c of cd) {
      const child = readNode(c, depth + 1, id);
      if (child !== null) children.push(child);
    }
    return { id, type: w?.type ?? show(nodeType), cd: children, parentId: null };
  };
  const roots: TreeNodeJson[] = [];
  for (const node of data.tree as unknown[]) {
    const n = readNode(node, 0, null);
    if (n !== null) roots.push(n);
  }
  if (errors.length > 0) return fail(errors);
  return { tree: treeFromContent(widgets, roots), widgets, errors };
}
