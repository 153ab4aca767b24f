/**
 * Designs and their classes (SPEC §4 "Design rules", §9 class ids). A child design inherits its
 * parent's classes; its own classes (same id) override them. Class ids start at 1 in a root
 * design and at child-1 in a child design.
 */
import { fail, show } from '../errors';
import type { DesignClassDraft, DesignEvent, DocEvent } from '../events';
import type { Design, DesignClass, DesignClassId, PageDocument, WidgetTree } from '../model';
import { pforEach } from '../pmap';
import { setWidget } from '../tree';
import { allTrees, type ApplyResult, scoped, withTree } from './context';

type Of<T extends DesignEvent['type']> = Extract<DesignEvent, { type: T }>;

function designIndex(doc: PageDocument, id: unknown): number {
  const i = doc.library.designs.findIndex((d) => d.id === id);
  if (i < 0) fail('design.notFound', `Design ${show(id)} not found`);
  return i;
}

const findDesign = (designs: readonly Design[], id: number | null): Design | undefined =>
  id === null ? undefined : designs.find((d) => d.id === id);

/** The classes a design offers: its ancestors' classes, overridden by id by its own. */
export function designClasses(designs: readonly Design[], designId: number | null): DesignClass[] {
  const chain: Design[] = [];
  for (let d = findDesign(designs, designId); d !== undefined && chain.length < 50 && !chain.includes(d); d = findDesign(designs, d.parent_id)) chain.unshift(d);
  const byId = new Map<DesignClassId, DesignClass>();
  for (const d of chain) for (const c of d.classes) byId.set(c.id, c);
  return [...byId.values()];
}

export function nextClassId(design: Design): DesignClassId {
  if (design.parent_id === null) {
    return design.classes.reduce((m, c) => (typeof c.id === 'number' ? Math.max(m, c.id) : m), 0) + 1;
  }
  const n = design.classes.reduce((m, c) => {
    const match = typeof c.id === 'string' ? /^child-(\d+)$/.exec(c.id) : null;
    return match === null ? m : Math.max(m, Number(match[1]));
  }, 0);
  return `child-${n + 1}`;
}

function setDesign(doc: PageDocument, design: Design): PageDocument {
  const designs = doc.library.designs.slice();
  designs[designIndex(doc, design.id)] = design;
  return { ...doc, library: { ...doc.library, designs } };
}

/** Does a class change in `designId` affect the page's widgets (the active design or an ancestor of it)? */
function affectsPage(doc: PageDocument, designId: number): boolean {
  const seen = new Set<number>();
  for (let d = findDesign(doc.library.designs, doc.globals.designId); d !== undefined && !seen.has(d.id); d = findDesign(doc.library.designs, d.parent_id)) {
    if (d.id === designId) return true;
    seen.add(d.id);
  }
  return false;
}

/** Removes class ids from every widget of the page and its modals; returns the undo events. */
function stripFromWidgets(doc: PageDocument, ids: ReadonlySet<DesignClassId>): { doc: PageDocument; inverse: DocEvent[] } {
  let next = doc;
  const inverse: DocEvent[] = [];
  for (const { fragmentId, tree } of allTrees(doc)) {
    let t: WidgetTree = tree;
    pforEach(tree.widgets, (w) => {
      if (!w.classes.some((c) => ids.has(c))) return;
      w.classes.forEach((c, index) => {
        if (ids.has(c)) inverse.push({ type: 'widget.class.add', id: w.id, className: c, index, ...scoped(fragmentId) });
      });
      t = setWidget(t, { ...w, classes: w.classes.filter((c) => !ids.has(c)) });
    });
    if (t !== tree) next = withTree(next, fragmentId, t);
  }
  // Re-adding in ascending index order puts each class back at its saved index.
  return { doc: next, inverse };
}

function ownOrInherited(doc: PageDocument, design: Design, classId: DesignClassId): DesignClass {
  const cls = designClasses(doc.library.designs, design.id).find((c) => c.id === classId);
  if (cls === undefined) fail('design.classNotFound', `Class ${show(classId)} not found in design ${design.id}`);
  return cls;
}

function putOwn(design: Design, cls: DesignClass): Design {
  const i = design.classes.findIndex((c) => c.id === cls.id);
  const classes = design.classes.slice();
  if (i < 0) classes.push(cls);
  else classes[i] = cls;
  return { ...design, classes };
}

function descendants(all: readonly DesignClass[], id: DesignClassId): Set<DesignClassId> {
  const out = new Set<DesignClassId>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all) if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) { out.add(c.id); grew = true; }
  }
  return out;
}

const shiftLater = (classes: readonly DesignClass[], parentId: DesignClassId | null, order: number, skip: DesignClassId): DesignClass[] =>
  classes.map((c) => (c.id !== skip && c.parentId === parentId && c.order > order ? { ...c, order: c.order - 1 } : c));

function addClass(doc: PageDocument, e: Of<'design.class.add'>): ApplyResult {
  const design = doc.library.designs[designIndex(doc, e.designId)];
  const draft: DesignClassDraft = e.cls;
  if (draft === null || typeof draft !== 'object' || typeof draft.name !== 'string' || typeof draft.type !== 'string') {
    fail('design.invalid', 'A design class needs a name and a type');
  }
  const all = designClasses(doc.library.designs, design.id);
  const id = draft.id ?? nextClassId(design);
  if (all.some((c) => c.id === id)) fail('design.invalid', `Class ${show(id)} already exists`);
  const parentId = draft.parentId ?? null;
  if (parentId !== null && !all.some((c) => c.id === parentId)) fail('design.classNotFound', `Class ${show(parentId)} not found in design ${design.id}`);
  const cls: DesignClass = {
    id, name: draft.name, type: draft.type, parentId,
    order: draft.order ?? all.filter((c) => c.parentId === parentId).length,
    hideInAddingWidgets: draft.hideInAddingWidgets ?? false,
    style: draft.style ?? {},
  };
  return { doc: setDesign(doc, putOwn(design, cls)), inverse: [{ type: 'design.set', design }] };
}

function updateClass(doc: PageDocument, e: Of<'design.class.update'>): ApplyResult {
  const design = doc.library.designs[designIndex(doc, e.designId)];
  const cls = ownOrInherited(doc, design, e.classId);
  const { name, hideInAddingWidgets, style } = e.patch ?? {};
  const next: DesignClass = {
    ...cls,
    ...(name !== undefined ? { name } : {}),
    ...(hideInAddingWidgets !== undefined ? { hideInAddingWidgets } : {}),
    ...(style !== undefined ? { style } : {}),
  };
  return { doc: setDesign(doc, putOwn(design, next)), inverse: [{ type: 'design.set', design }] };
}

function deleteClass(doc: PageDocument, e: Of<'design.class.delete'>): ApplyResult {
  const design = doc.library.designs[designIndex(doc, e.designId)];
  const cls = design.classes.find((c) => c.id === e.classId);
  if (cls === undefined) fail('design.classNotFound', `Class ${show(e.classId)} not found in design ${design.id}`);
  const gone = descendants(design.classes, cls.id);
  const kept = shiftLater(design.classes.filter((c) => !gone.has(c.id)), cls.parentId, cls.order, cls.id);
  let next = setDesign(doc, { ...design, classes: kept });
  const inverse: DocEvent[] = [{ type: 'design.set', design }];
  if (affectsPage(doc, design.id)) {
    // An overriding class that is deleted falls back to the inherited one: keep it on widgets.
    const still = new Set(designClasses(next.library.designs, doc.globals.designId).map((c) => c.id));
    const stripped = stripFromWidgets(next, new Set([...gone].filter((id) => !still.has(id))));
    next = stripped.doc;
    inverse.unshift(...stripped.inverse);
  }
  return { doc: next, inverse };
}

function reparentClass(doc: PageDocument, e: Of<'design.class.reparent'>): ApplyResult {
  const design = doc.library.designs[designIndex(doc, e.designId)];
  const all = designClasses(doc.library.designs, design.id);
  const cls = ownOrInherited(doc, design, e.classId);
  const parentId = e.parentId ?? null;
  const parent = parentId === null ? undefined : all.find((c) => c.id === parentId);
  if (parentId !== null && parent === undefined) fail('design.classNotFound', `Class ${show(parentId)} not found in design ${design.id}`);
  if (parentId !== null && descendants(all, cls.id).has(parentId)) fail('design.invalid', 'A class cannot be placed under itself or its descendants');
  if (parentId === cls.parentId) return { doc, inverse: [] };
  const order = all.filter((c) => c.parentId === parentId && c.id !== cls.id).length;
  const moved = putOwn(design, { ...cls, parentId, order });
  let next = setDesign(doc, { ...moved, classes: shiftLater(moved.classes, cls.parentId, cls.order, cls.id) });
  const inverse: DocEvent[] = [{ type: 'design.set', design }];
  // SPEC §4: a class put under one of another type no longer fits its widgets.
  if (parent !== undefined && parent.type !== cls.type && affectsPage(doc, design.id)) {
    const stripped = stripFromWidgets(next, new Set([cls.id]));
    next = stripped.doc;
    inverse.unshift(...stripped.inverse);
  }
  return { doc: next, inverse };
}

export function applyDesign(doc: PageDocument, e: DesignEvent): ApplyResult {
  const list = doc.library.designs;
  const withDesigns = (designs: Design[]): PageDocument => ({ ...doc, library: { ...doc.library, designs } });
  switch (e.type) {
    case 'design.create': {
      if (e.design === null || typeof e.design !== 'object' || typeof e.design.title !== 'string') fail('design.invalid', 'A design needs a title');
      const id = e.design.id ?? list.reduce((m, d) => Math.max(m, d.id), 0) + 1;
      if (list.some((d) => d.id === id)) fail('design.invalid', `Design ${id} already exists`);
      const parent = e.design.parent_id ?? null;
      if (parent !== null && !list.some((d) => d.id === parent)) fail('design.notFound', `Design ${parent} not found`);
      const designs = list.slice();
      designs.splice(Math.max(0, Math.min(e.index ?? designs.length, designs.length)), 0, { id, title: e.design.title, parent_id: parent, classes: e.design.classes ?? [] });
      return { doc: withDesigns(designs), inverse: [{ type: 'design.delete', id }] };
    }
    case 'design.update': {
      const i = designIndex(doc, e.id);
      const designs = list.slice();
      designs[i] = { ...list[i], title: e.title };
      return { doc: withDesigns(designs), inverse: [{ type: 'design.update', id: e.id, title: list[i].title }] };
    }
    case 'design.clone': {
      const old = list[designIndex(doc, e.id)];
      const id = list.reduce((m, d) => Math.max(m, d.id), 0) + 1;
      return { doc: withDesigns([...list, { ...old, id, title: `${old.title} (1)` }]), inverse: [{ type: 'design.delete', id }] };
    }
    case 'design.delete': {
      // Its child designs stand on their own (as the server keeps them); undo links them back.
      const index = designIndex(doc, e.id);
      const children = list.filter((d) => d.parent_id === e.id);
      const designs = list.filter((_d, i) => i !== index).map((d) => (d.parent_id === e.id ? { ...d, parent_id: null } : d));
      return {
        doc: withDesigns(designs),
        inverse: [{ type: 'design.create', design: list[index], index }, ...children.map((design): DocEvent => ({ type: 'design.set', design }))],
      };
    }
    case 'design.set': {
      const old = list[designIndex(doc, e.design?.id)];
      return { doc: setDesign(doc, e.design), inverse: [{ type: 'design.set', design: old }] };
    }
    case 'design.class.add': return addClass(doc, e);
    case 'design.class.update': return updateClass(doc, e);
    case 'design.class.delete': return deleteClass(doc, e);
    case 'design.class.reparent': return reparentClass(doc, e);
  }
}
