import { describe, expect, it } from 'vitest';
import { exportContent } from '../import';
import { documentProblems } from '../invariants';
import { addRoot, caught, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { apply, applyAll } from '.';

describe('fragments (modals)', () => {
  it('creates with id max + 1, or 1 on a page without modals', () => {
    let doc = docWith();
    doc = apply(doc, { type: 'fragment.create', title: 'Sign up' }).doc;
    expect(doc.fragments.map((f) => [f.id, f.title])).toEqual([[1, 'Sign up']]);
    doc = apply(doc, { type: 'fragment.create', id: 7 }).doc;
    doc = apply(doc, { type: 'fragment.create' }).doc;
    expect(doc.fragments.map((f) => f.id)).toEqual([1, 7, 8]);
    expect(doc.fragments[2].title).toBe('Modal 8');
  });

  it('holds its own widget tree, with ids unique across the page', () => {
    let doc = docWith(addRoot('text'), { type: 'fragment.create', title: 'M' });
    doc = apply(doc, { type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'form' } }).doc;
    expect(childIds(doc.fragments[0].tree, null)).toEqual([2]);
    expect(childIds(doc.page, null)).toEqual([1]);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('renames and deletes; undo of a delete restores the modal with its widgets', () => {
    let before = docWith({ type: 'fragment.create', title: 'M' });
    before = apply(before, { type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'container-2' } }).doc;
    const renamed = apply(before, { type: 'fragment.rename', id: 1, title: 'Callback' });
    expect(renamed.doc.fragments[0].title).toBe('Callback');
    expect(exportContent(applyAll(renamed.doc, renamed.inverse).doc)).toEqual(exportContent(before));
    const deleted = apply(before, { type: 'fragment.delete', id: 1 });
    expect(deleted.doc.fragments).toEqual([]);
    const restored = applyAll(deleted.doc, deleted.inverse).doc;
    expect(exportContent(restored)).toEqual(exportContent(before));
    expect(documentProblems(restored)).toEqual([]);
  });

  it('throws when the id is missing or unknown', () => {
    const doc = docWith({ type: 'fragment.create' });
    expect(caught(() => apply(doc, { type: 'fragment.delete' } as never))).toEqual({ code: 'fragment.idMissing', reasons: ['Fragment id is required'] });
    expect(caught(() => apply(doc, { type: 'fragment.rename', id: 5, title: 'x' }))).toEqual({ code: 'fragment.notFound', reasons: ['Fragment 5 not found'] });
    expect(caught(() => apply(doc, { type: 'widget.add', fragmentId: 9, at: { where: 'inside', target: null }, widget: { type: 'text' } })).code).toBe('fragment.notFound');
  });
});
