import { from } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from './document';
import { createEditor, type EditorState } from './editor';
import { exportContent } from './import';
import { addInside, addRoot, caught } from './test-fixtures';
import { childIds } from './tree';

const text = (i: number) => ({ type: 'widget.param.set' as const, id: 1, path: 'text', value: `v${i}` });

describe('editor undo/redo', () => {
  it('undoes and redoes edits, and a new edit clears redo', () => {
    const ed = createEditor(emptyDocument());
    const start = exportContent(ed.getState().doc);
    ed.dispatch(addRoot('text'));
    ed.dispatch(text(1));
    const end = exportContent(ed.getState().doc);
    expect(ed.undo()).toBe(true);
    expect(ed.undo()).toBe(true);
    expect(ed.undo()).toBe(false);
    expect(exportContent(ed.getState().doc)).toEqual(start);
    expect(ed.redo()).toBe(true);
    expect(ed.redo()).toBe(true);
    expect(exportContent(ed.getState().doc)).toEqual(end);
    ed.undo();
    expect(ed.canRedo()).toBe(true);
    ed.dispatch(text(2));
    expect(ed.canRedo()).toBe(false);
  });

  it('keeps at most 30 entries per store', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('text'));
    for (let i = 0; i < 40; i++) ed.dispatch(text(i));
    let undone = 0;
    while (ed.undo()) undone++;
    expect(undone).toBe(30);
    expect(childIds(ed.getState().doc.page, null)).toEqual([1]);
  });

  it('records nothing for an event that changes nothing', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('text'));
    ed.dispatch({ type: 'widget.param.delete', id: 1, path: 'missing' });
    expect(ed.history().stores.page.undo).toHaveLength(1);
  });

  it('groups a transaction into one entry and rolls it back when it throws', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('text'));
    ed.transaction(() => {
      for (let i = 0; i < 10; i++) ed.dispatch(text(i));
    });
    expect(ed.history().stores.page.undo).toHaveLength(2);
    ed.undo();
    expect(ed.getState().doc.page.widgets).toEqual(createEditor(emptyDocument()).dispatch(addRoot('text')).doc.page.widgets);
    const before = ed.getState().doc;
    expect(() => ed.transaction(() => {
      ed.dispatch(text(5));
      ed.dispatch({ type: 'widget.delete', id: 42 });
    })).toThrow();
    expect(exportContent(ed.getState().doc)).toEqual(exportContent(before));
    ed.begin();
    ed.dispatch(text(7));
    ed.dispatch(text(8));
    ed.commit();
    ed.undo();
    expect(exportContent(ed.getState().doc)).toEqual(exportContent(before));
  });

  it('refuses undo inside a transaction', () => {
    const ed = createEditor(emptyDocument());
    ed.begin();
    expect(caught(() => ed.undo()).code).toBe('history.transaction');
    ed.commit();
  });
});

describe('editor stores, selection and clipboard', () => {
  it('opening a modal clears selection and switches history to it; closing returns to the page', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('text'));
    ed.dispatch({ type: 'fragment.create', title: 'Popup' });
    ed.dispatch({ type: 'selection.set', ids: [1] });
    expect(ed.getState().selection).toEqual([1]);
    ed.dispatch({ type: 'fragment.open', id: 1 });
    expect([ed.getState().store, ed.getState().selection]).toEqual([1, []]);
    expect(ed.canUndo()).toBe(false);
    ed.dispatch(addRoot('h2'));
    expect(childIds(ed.getState().doc.fragments[0].tree, null)).toEqual([2]);
    expect(childIds(ed.getState().doc.page, null)).toEqual([1]);
    ed.dispatch({ type: 'fragment.close' });
    expect(ed.getState().store).toBe('page');
    ed.undo(); // undoes fragment.create, not the modal's edit
    expect(ed.getState().doc.fragments).toEqual([]);
    expect(caught(() => ed.dispatch({ type: 'fragment.open', id: 3 }))).toEqual({ code: 'fragment.notFound', reasons: ['Fragment 3 not found'] });
  });

  it('cleans the selection when selected widgets are deleted', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('container'));
    ed.dispatch(addInside(2, 'text'));
    ed.dispatch({ type: 'selection.set', ids: [3, 1, 99] });
    expect(ed.getState().selection).toEqual([3, 1]);
    ed.dispatch({ type: 'widget.delete', id: 1 });
    expect(ed.getState().selection).toEqual([]);
  });

  it('copies a subtree to the clipboard and pastes it with fresh ids', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('container-2'));
    ed.dispatch({ type: 'widget.copy', id: 1 });
    const clipboard = ed.getState().clipboard;
    expect(clipboard?.children).toHaveLength(2);
    ed.dispatch({ type: 'widget.paste', at: { where: 'after', target: 1 }, clipboard: clipboard! });
    expect(childIds(ed.getState().doc.page, null)).toEqual([1, 4]);
  });

  it('fills a random text-style code when none is given', () => {
    const ed = createEditor(emptyDocument(), { random: () => 0.5 });
    ed.dispatch({ type: 'textStyle.create', title: 'Lead' } as never);
    expect(ed.getState().doc.globals.textStyles[0].code).toBe(5001);
  });
});

describe('editor history persistence and observation', () => {
  it('serialises history to JSON and restores it in a new editor', () => {
    const ed = createEditor(emptyDocument());
    ed.dispatch(addRoot('text'));
    ed.dispatch(text(1));
    ed.undo();
    const json = JSON.parse(JSON.stringify(ed.history())) as unknown;
    const again = createEditor(ed.getState().doc, { history: json });
    expect([again.canUndo(), again.canRedo()]).toEqual([true, true]);
    again.redo();
    expect(exportContent(again.getState().doc).widgets[1].cfg.text).toBe('v1');
    expect(caught(() => createEditor(emptyDocument(), { history: { version: 2 } })).code).toBe('history.invalid');
  });

  it('is observable: subscribe and RxJS from() see every new state', () => {
    const ed = createEditor(emptyDocument());
    const seen: EditorState[] = [];
    const viaRx: number[] = [];
    const sub = ed.subscribe((s) => seen.push(s));
    const rx = from(ed).subscribe((s) => viaRx.push(childIds(s.doc.page, null).length));
    ed.dispatch(addRoot('text'));
    ed.undo();
    sub.unsubscribe();
    rx.unsubscribe();
    ed.dispatch(addRoot('text'));
    expect(seen).toHaveLength(3);
    expect(viaRx).toEqual([0, 1, 0]);
  });
});
