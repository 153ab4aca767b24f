import { describe, expect, it } from 'vitest';
import { exportContent } from '../import';
import { documentProblems } from '../invariants';
import { childIds, getWidget } from '../tree';
import { addInside, addRoot, caught, docWith } from '../test-fixtures';
import { DEFAULT_SUBMIT_TEXT } from '../constants';
import { apply, applyAll } from '.';

describe('widget.add', () => {
  it('adds inside (at the end or at an index), before and after a target', () => {
    let doc = docWith(addRoot('container'), addRoot('text'));
    // container 1 comes with one column (2); text is 3.
    doc = apply(doc, { type: 'widget.add', at: { where: 'before', target: 3 }, widget: { type: 'h1' } }).doc;
    doc = apply(doc, { type: 'widget.add', at: { where: 'after', target: 1 }, widget: { type: 'spacer' } }).doc;
    doc = apply(doc, { type: 'widget.add', at: { where: 'inside', target: 2, index: 0 }, widget: { type: 'button' } }).doc;
    expect(childIds(doc.page, null)).toEqual([1, 5, 4, 3]);
    expect(childIds(doc.page, 2)).toEqual([6]);
    expect(getWidget(doc.page, 6)?.parentId).toBe(2);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('fills defaults from the catalogue: name, cfg, style, version, children', () => {
    const doc = docWith(addRoot('form'));
    const form = getWidget(doc.page, 1);
    expect(form?.type).toBe('widget-form');
    expect(form?.cfg.submitText).toBe(DEFAULT_SUBMIT_TEXT);
    expect(form?.cfg.formName).toBe('Form 1');
    expect(childIds(doc.page, 1).map((id) => getWidget(doc.page, id)?.type)).toEqual(['widget-input', 'widget-input', 'widget-consent', 'widget-button']);
    expect(getWidget(doc.page, 5)?.v).toBe('0.3');
    expect(getWidget(doc.page, 2)?.v).toBe('0.1');
    expect(doc.nextId).toBe(6);
  });

  it('uses given fields as they are', () => {
    const doc = docWith(addRoot('widget-text', { id: 10, name: 'Intro', cfg: { text: 'Hi' }, style: { desktop: { color: 'red' } } }));
    expect(getWidget(doc.page, 10)).toEqual({ id: 10, type: 'widget-text', name: 'Intro', cfg: { text: 'Hi' }, classes: [], style: { desktop: { color: 'red' } }, parentId: null, v: '0.2' });
    expect(doc.nextId).toBe(11);
  });

  it('refuses a duplicate id, a missing target and children in a leaf widget', () => {
    const doc = docWith(addRoot('text'));
    expect(caught(() => apply(doc, addRoot('text', { id: 1 }))).code).toBe('widget.duplicateId');
    expect(caught(() => apply(doc, addInside(99, 'text'))).code).toBe('widget.notFound');
    expect(caught(() => apply(doc, addInside(1, 'text'))).code).toBe('widget.noChildren');
  });

  it('allows one cookie notice per page, and another after the first is deleted', () => {
    const doc = docWith(addRoot('cookie'));
    expect(caught(() => apply(doc, addRoot('cookie')))).toEqual({ code: 'widget.cookieExists', reasons: ['Only one cookie notice is allowed per page'] });
    const without = apply(doc, { type: 'widget.delete', id: 1 }).doc;
    expect(() => apply(without, addRoot('cookie'))).not.toThrow();
  });

  it('is undone by deleting what it added', () => {
    const before = docWith(addRoot('text'));
    const { doc, inverse } = apply(before, addRoot('container-2'));
    expect(inverse).toEqual([{ type: 'widget.delete', id: 2 }]);
    expect(exportContent(applyAll(doc, inverse).doc)).toEqual(exportContent(before));
  });
});

describe('widget.delete', () => {
  it('removes the widget with its children, and undo puts everything back in place', () => {
    const before = docWith(addRoot('text'), addRoot('container-2'), addRoot('text'));
    const { doc, inverse } = apply(before, { type: 'widget.delete', id: 2 });
    expect(childIds(doc.page, null)).toEqual([1, 5]);
    expect([3, 4, 2].map((id) => getWidget(doc.page, id))).toEqual([undefined, undefined, undefined]);
    expect(documentProblems(doc)).toEqual([]);
    expect(exportContent(applyAll(doc, inverse).doc)).toEqual(exportContent(before));
  });
});

describe('widget.move', () => {
  const base = docWith(addRoot('container-2'), addRoot('text'), addRoot('text'));
  // 1 container (columns 2, 3), 4 text, 5 text

  it('moves before, after and inside', () => {
    let doc = apply(base, { type: 'widget.move', id: 5, at: { where: 'before', target: 1 } }).doc;
    expect(childIds(doc.page, null)).toEqual([5, 1, 4]);
    doc = apply(doc, { type: 'widget.move', id: 5, at: { where: 'after', target: 4 } }).doc;
    expect(childIds(doc.page, null)).toEqual([1, 4, 5]);
    doc = apply(doc, { type: 'widget.move', id: 4, at: { where: 'inside', target: 3 } }).doc;
    expect(childIds(doc.page, 3)).toEqual([4]);
    expect(getWidget(doc.page, 4)?.parentId).toBe(3);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('never moves a widget into its own subtree or next to itself', () => {
    expect(caught(() => apply(base, { type: 'widget.move', id: 1, at: { where: 'inside', target: 2 } })).code).toBe('widget.invalidMove');
    expect(caught(() => apply(base, { type: 'widget.move', id: 1, at: { where: 'inside', target: 1 } })).code).toBe('widget.invalidMove');
    expect(caught(() => apply(base, { type: 'widget.move', id: 4, at: { where: 'after', target: 4 } })).code).toBe('widget.invalidMove');
  });

  it('is undone to the exact old place', () => {
    const { doc, inverse } = apply(base, { type: 'widget.move', id: 4, at: { where: 'inside', target: 2, index: 0 } });
    expect(inverse).toEqual([{ type: 'widget.move', id: 4, at: { where: 'inside', target: null, index: 1 } }]);
    expect(exportContent(applyAll(doc, inverse).doc)).toEqual(exportContent(base));
  });
});

describe('widget.clone, widget.paste, widget.replace', () => {
  it('clones the whole subtree with fresh ids right after the original', () => {
    const base = docWith(addRoot('container-2', { cfg: { elementId: 'top', columns: 2 } }));
    const { doc } = apply(base, { type: 'widget.clone', id: 1 });
    expect(childIds(doc.page, null)).toEqual([1, 4]);
    expect(childIds(doc.page, 4)).toEqual([5, 6]);
    expect(getWidget(doc.page, 4)?.cfg.elementId).toBeUndefined();
    expect(documentProblems(doc)).toEqual([]);
  });

  it('pastes a clipboard subtree with fresh ids wherever asked', () => {
    const base = docWith(addRoot('container-2'));
    const clipboard = { widget: getWidget(base.page, 1)!, children: childIds(base.page, 1).map((id) => ({ widget: getWidget(base.page, id)!, children: [] })) };
    let doc = apply(base, { type: 'widget.paste', at: { where: 'inside', target: 2 }, clipboard }).doc;
    doc = apply(doc, { type: 'widget.paste', at: { where: 'before', target: 1 }, clipboard }).doc;
    expect(childIds(doc.page, null)).toEqual([7, 1]);
    expect(childIds(doc.page, 2)).toEqual([4]);
    expect(childIds(doc.page, 4)).toEqual([5, 6]);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('replaces a widget in place, keeping its id, and undo restores the old one', () => {
    const before = docWith(addRoot('text'), addRoot('text'));
    const { doc, inverse } = apply(before, { type: 'widget.replace', id: 1, widget: { type: 'image' } });
    expect(childIds(doc.page, null)).toEqual([1, 2]);
    expect(getWidget(doc.page, 1)?.type).toBe('widget-image');
    expect(exportContent(applyAll(doc, inverse).doc)).toEqual(exportContent(before));
  });
});
