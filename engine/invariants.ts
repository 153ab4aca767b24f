/**
 * Structural invariants of a document, as a list of violations (empty when sound): every tree
 * node has its widget and every widget its node, parentIds agree with the children lists, no
 * cycles, ids unique across the page and its modals. Used by the property tests and handy when
 * debugging a stored page.
 */
import { show } from './errors';
import type { PageDocument, WidgetTree } from './model';
import { pforEach, pget } from './pmap';
import { seqLength } from './seq';
import { childIds } from './tree';

function checkTree(tree: WidgetTree, label: string, seenIds: Set<number>, problems: string[]): void {
  const reached = new Set<number>();
  const walk = (parentId: number | null, path: Set<number>): void => {
    for (const id of childIds(tree, parentId)) {
      const w = pget(tree.widgets, id);
      if (w === undefined) {
        problems.push(`${label}: node ${id} has no widget`);
        continue;
      }
      if (w.parentId !== parentId) problems.push(`${label}: widget ${id} says parent ${show(w.parentId)}, tree says ${show(parentId)}`);
      if (path.has(id)) {
        problems.push(`${label}: cycle through ${id}`);
        continue;
      }
      if (reached.has(id)) problems.push(`${label}: widget ${id} appears twice in the tree`);
      reached.add(id);
      path.add(id);
      walk(id, path);
      path.delete(id);
    }
  };
  walk(null, new Set());
  pforEach(tree.widgets, (w, id) => {
    if (w.id !== id) problems.push(`${label}: widget stored under ${id} has id ${w.id}`);
    if (!reached.has(id)) problems.push(`${label}: widget ${id} is not in the tree`);
    if (seenIds.has(id)) problems.push(`${label}: widget id ${id} is used twice in the document`);
    seenIds.add(id);
  });
  pforEach(tree.children, (ids, parentId) => {
    if (pget(tree.widgets, parentId) === undefined) problems.push(`${label}: children listed for missing widget ${parentId}`);
    if (seqLength(ids) === 0) problems.push(`${label}: empty children list kept for ${parentId}`);
  });
}

export function documentProblems(doc: PageDocument): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  checkTree(doc.page, 'page', ids, problems);
  for (const f of doc.fragments) checkTree(f.tree, `fragment ${f.id}`, ids, problems);
  for (const id of ids) if (id >= doc.nextId) problems.push(`nextId ${doc.nextId} is not above widget id ${id}`);
  return problems;
}
