/** Shared helpers for the apply modules: which tree an event targets, and the result type. */
import { fail, show } from '../errors';
import type { DocEvent } from '../events';
import type { Fragment, PageDocument, WidgetTree } from '../model';
import { pget } from '../pmap';

export interface ApplyResult {
  readonly doc: PageDocument;
  /** Events that, applied in order to `doc`, give back the input document. */
  readonly inverse: DocEvent[];
}

export function fragmentIndex(doc: PageDocument, id: unknown): number {
  if (id === undefined || id === null || id === '') fail('fragment.idMissing', 'Fragment id is required');
  const i = typeof id === 'number' ? doc.fragments.findIndex((f) => f.id === id) : -1;
  if (i < 0) fail('fragment.notFound', `Fragment ${show(id)} not found`);
  return i;
}

export const requireFragment = (doc: PageDocument, id: unknown): Fragment => doc.fragments[fragmentIndex(doc, id)];

export function treeOf(doc: PageDocument, fragmentId: number | undefined): WidgetTree {
  return fragmentId === undefined ? doc.page : requireFragment(doc, fragmentId).tree;
}

export function withTree(doc: PageDocument, fragmentId: number | undefined, tree: WidgetTree): PageDocument {
  if (fragmentId === undefined) return { ...doc, page: tree };
  const i = fragmentIndex(doc, fragmentId);
  const fragments = doc.fragments.slice();
  fragments[i] = { ...fragments[i], tree };
  return { ...doc, fragments };
}

/** Every tree of the document with the fragmentId an event would use for it. */
export function allTrees(doc: PageDocument): { fragmentId: number | undefined; tree: WidgetTree }[] {
  return [{ fragmentId: undefined, tree: doc.page }, ...doc.fragments.map((f) => ({ fragmentId: f.id, tree: f.tree }))];
}

/** Widget ids are unique across the page and all fragments. */
export const idInUse = (doc: PageDocument, id: number): boolean =>
  pget(doc.page.widgets, id) !== undefined || doc.fragments.some((f) => pget(f.tree.widgets, id) !== undefined);

export const scoped = (fragmentId: number | undefined): { fragmentId?: number } => (fragmentId === undefined ? {} : { fragmentId });

export function isJsonValue(value: unknown, depth = 0): boolean {
  if (depth > 50) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJsonValue(v, depth + 1));
  if (typeof value === 'object') return Object.values(value as object).every((v) => isJsonValue(v, depth + 1));
  return false;
}

export function requireNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail('event.invalid', `${what} must be a number`);
  return value;
}
