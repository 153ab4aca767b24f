/**
 * The compact stored shape of a widget tree (the newest migration step, migrate.ts): what a draft
 * save, a history entry and the editor's content answer carry. A record keeps only what cannot be
 * derived — its key is its id, the tree gives its parent, and an empty class list, the type's title
 * as its name and the type's current version as its `v` are left out — and the tree is nested ids:
 * a leaf is its id, a widget with children `[id, ...children]`. Normalisation reads it back
 * (normalize.ts, read-tree.ts).
 */
import { typeTitle, type Lang } from '../catalogue';
import type { Cfg, PageDocument, Widget, WidgetStyle, WidgetTree, WidgetType } from '../model';
import { pforEach } from '../pmap';
import { childIds } from '../tree';
import { SCHEMA_VERSION, widgetLabelAt } from './migrate';

export interface StoredWidget {
  readonly type: WidgetType;
  /** Left out when it is the type's title in the content's names language. */
  readonly name?: string;
  readonly cfg: Cfg;
  /** Left out when empty. */
  readonly classes?: readonly (string | number)[];
  readonly style: WidgetStyle;
  /** Left out when it is the type's version at the content's schema. */
  readonly v?: string;
  readonly contentType?: string;
}

/** A tree node: a leaf's id, or `[id, ...children]`. */
export type StoredNode = number | readonly [number, ...StoredNode[]];

export interface StoredTree {
  readonly widgets: Record<string, StoredWidget>;
  readonly tree: StoredNode[];
}

/**
 * A type's title in a language and its current version label, looked up once per type and language.
 * Types come from stored content, so the memo stops growing at a bound no real catalogue reaches.
 */
const MEMO_LIMIT = 1000;
const titles = new Map<string, string>();
export const typeTitleOf = (type: string, lang: Lang): string => {
  const key = `${lang}:${type}`;
  let t = titles.get(key);
  if (t === undefined) {
    t = typeTitle(type, lang);
    if (titles.size < MEMO_LIMIT) titles.set(key, t);
  }
  return t;
};
const currentLabels = new Map<string, string>();
const currentLabel = (type: string): string => {
  let label = currentLabels.get(type);
  if (label === undefined) {
    label = widgetLabelAt(type, SCHEMA_VERSION);
    if (currentLabels.size < MEMO_LIMIT) currentLabels.set(type, label);
  }
  return label;
};

function compactWidget(w: Widget, names: Lang): StoredWidget {
  // Built key by key in the stored order; the optional keys are written only when they say something.
  const out: Record<string, unknown> = { type: w.type };
  if (w.name !== typeTitleOf(w.type, names)) out.name = w.name;
  out.cfg = w.cfg;
  if (w.classes.length > 0) out.classes = w.classes;
  out.style = w.style;
  if (w.v !== currentLabel(w.type)) out.v = w.v;
  if (w.contentType !== undefined) out.contentType = w.contentType;
  return out as unknown as StoredWidget;
}

export function compactTree(tree: WidgetTree, names: Lang): StoredTree {
  const widgets: Record<string, StoredWidget> = {};
  pforEach(tree.widgets, (w, id) => {
    widgets[id] = compactWidget(w, names);
  });
  const node = (id: number): StoredNode => {
    const children = childIds(tree, id);
    return children.length === 0 ? id : [id, ...children.map(node)];
  };
  return { widgets, tree: childIds(tree, null).map(node) };
}

/**
 * The language whose type titles most widget names of the document are (a page built in the Russian
 * editor names its widgets «Текст», the English one «Text»), so the most names are left out.
 */
export function namesLanguage(doc: PageDocument): Lang {
  let en = 0;
  let ru = 0;
  const count = (w: Widget): void => {
    if (w.name === typeTitleOf(w.type, 'en')) en++;
    else if (w.name === typeTitleOf(w.type, 'ru')) ru++;
  };
  pforEach(doc.page.widgets, count);
  for (const f of doc.fragments) pforEach(f.tree.widgets, count);
  return en > ru ? 'en' : 'ru';
}

/** Reads a compact tree node into its id and children; null when it is neither an id nor `[id, ...]`. */
export function compactNode(node: unknown): { id: unknown; cd: unknown[] } | null {
  if (typeof node === 'number') return { id: node, cd: [] };
  if (Array.isArray(node) && node.length > 0) return { id: node[0], cd: node.slice(1) };
  return null;
}
