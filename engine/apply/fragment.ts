/** Fragment (modal) events: create, rename, delete, set the auto-open trigger. Opening and closing live in the editor. */
import { maxWidgetId, treeToContent } from '../content';
import { EngineError, fail } from '../errors';
import type { FragmentEvent } from '../events';
import { NO_TRIGGER, popupTrigger, triggerProblem } from '../engage/popup-trigger';
import { readTree } from '../import/read-tree';
import type { Fragment, PageDocument } from '../model';
import { emptyTree } from '../tree';
import { type ApplyResult, fragmentIndex, idInUse } from './context';

type Of<T extends FragmentEvent['type']> = Extract<FragmentEvent, { type: T }>;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function createFragment(doc: PageDocument, e: Of<'fragment.create'>): ApplyResult {
  let id: number;
  if (e.id === undefined) {
    id = doc.fragments.reduce((max, f) => Math.max(max, f.id), 0) + 1;
  } else {
    if (typeof e.id !== 'number' || !Number.isSafeInteger(e.id) || e.id <= 0) fail('event.invalid', 'A fragment id must be a positive integer');
    if (doc.fragments.some((f) => f.id === e.id)) fail('event.invalid', `Fragment ${e.id} already exists`);
    id = e.id;
  }
  let tree = emptyTree();
  let nextId = doc.nextId;
  if (e.data !== undefined) {
    const read = readTree(e.data, `Fragment ${id}`);
    if (read.errors.length > 0) throw new EngineError('event.invalid', read.errors);
    tree = read.tree;
    const taken: number[] = [];
    for (const key of Object.keys(read.widgets)) if (idInUse(doc, Number(key))) taken.push(Number(key));
    if (taken.length > 0) fail('widget.duplicateId', taken.map((t) => `Widget id ${t} is already in use`));
    nextId = Math.max(nextId, maxWidgetId(tree) + 1);
  }
  const fragment: Fragment = {
    id,
    title: typeof e.title === 'string' ? e.title : `Modal ${id}`,
    tree,
    style: isRecord(e.data?.style) ? e.data.style : {},
    config: isRecord(e.data?.config) ? e.data.config : {},
    isOpen: e.isOpen === true,
  };
  const fragments = doc.fragments.slice();
  // Kept sorted by id, the order the stored map (keyed by id) has too.
  const at = fragments.findIndex((f) => f.id > id);
  fragments.splice(at < 0 ? fragments.length : at, 0, fragment);
  return { doc: { ...doc, fragments, nextId }, inverse: [{ type: 'fragment.delete', id }] };
}

export function renameFragment(doc: PageDocument, e: Of<'fragment.rename'>): ApplyResult {
  const i = fragmentIndex(doc, e.id);
  if (typeof e.title !== 'string') fail('event.invalid', 'A fragment title must be a string');
  const old = doc.fragments[i];
  const fragments = doc.fragments.slice();
  fragments[i] = { ...old, title: e.title };
  return { doc: { ...doc, fragments }, inverse: [{ type: 'fragment.rename', id: old.id, title: old.title }] };
}

export function deleteFragment(doc: PageDocument, e: Of<'fragment.delete'>): ApplyResult {
  const index = fragmentIndex(doc, e.id);
  const old = doc.fragments[index];
  const fragments = doc.fragments.filter((_f, i) => i !== index);
  const data = { ...treeToContent(old.tree), style: old.style, config: old.config };
  return {
    doc: { ...doc, fragments },
    inverse: [{ type: 'fragment.create', id: old.id, title: old.title, data, isOpen: old.isOpen }],
  };
}

export function setFragmentTrigger(doc: PageDocument, e: Of<'fragment.trigger.set'>): ApplyResult {
  const i = fragmentIndex(doc, e.id);
  const problem = triggerProblem(e.trigger);
  if (problem !== null) fail('event.invalid', problem);
  const old = doc.fragments[i];
  const fragments = doc.fragments.slice();
  const { trigger: _gone, ...rest } = old.config;
  // 'none' is stored as no trigger at all, so a page without one keeps its config as it was.
  fragments[i] = { ...old, config: e.trigger.kind === 'none' ? rest : { ...rest, trigger: { ...e.trigger } } };
  return { doc: { ...doc, fragments }, inverse: [{ type: 'fragment.trigger.set', id: old.id, trigger: 'trigger' in old.config ? popupTrigger(old.config) : NO_TRIGGER }] };
}
