import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEditor } from './editor';
import { emptyDocument } from './document';
import { documentProblems } from './invariants';
import { exportContent, importContent } from './import';
import { seqFrom, seqIndexOf, seqInsert, seqLength, seqRemoveAt, seqToArray, type IdSeq } from './seq';
import { childIds } from './tree';

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

describe('IdSeq', () => {
  it('stays a plain array while small and becomes chunked past 64 ids', () => {
    const small = seqFrom(range(1, 64));
    expect(Array.isArray(small)).toBe(true);
    const big = seqInsert(small, 64, 65);
    expect(Array.isArray(big)).toBe(false);
    expect(seqToArray(big)).toEqual(range(1, 65));
    // Shrinking far enough turns it back into an array.
    let s: IdSeq = big;
    while (seqLength(s) > 32) s = seqRemoveAt(s, 0);
    expect(Array.isArray(s)).toBe(true);
    expect(seqToArray(s)).toEqual(range(34, 32));
  });

  it('never changes an earlier version', () => {
    const a = seqFrom(range(1, 500));
    const b = seqInsert(a, 250, 10_000);
    const c = seqRemoveAt(b, 0);
    expect(seqToArray(a)).toEqual(range(1, 500));
    expect(seqIndexOf(a, 10_000)).toBe(-1);
    expect([seqIndexOf(b, 10_000), seqLength(b)]).toEqual([250, 501]);
    expect([seqIndexOf(c, 10_000), seqIndexOf(c, 1), seqLength(c)]).toEqual([249, -1, 500]);
  });

  it('gives the same array for the same version (the editor compares children by identity)', () => {
    const s = seqFrom(range(1, 1000));
    expect(seqToArray(s)).toBe(seqToArray(s));
  });

  it('behaves like an array under random inserts and removals, small and large', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(3000) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(3000) }),
    );
    fc.assert(fc.property(fc.nat(400), fc.array(op, { maxLength: 400 }), (start, ops) => {
      let next = 100_000;
      let model = range(1, start);
      let s = seqFrom(model);
      for (const o of ops) {
        if (o.kind === 'insert') {
          const at = Math.min(o.at, model.length);
          model = [...model.slice(0, at), next, ...model.slice(at)];
          s = seqInsert(s, o.at, next++);
        } else {
          const at = model.length === 0 ? 0 : o.at % model.length;
          model = model.filter((_, i) => i !== at);
          s = seqRemoveAt(s, at);
        }
        expect(seqLength(s)).toBe(model.length);
      }
      expect(seqToArray(s)).toEqual(model);
      for (let i = 0; i < model.length; i += 7) expect(seqIndexOf(s, model[i])).toBe(i);
      expect(seqIndexOf(s, -5)).toBe(-1);
    }), { numRuns: 60 });
  });
});

describe('a flat page with many siblings', () => {
  it('adds, moves, deletes and undoes among 2,000 top-level widgets and stays sound', () => {
    const editor = createEditor(emptyDocument());
    for (let i = 0; i < 2000; i++) editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'text', cfg: { text: `t${i}` } } });
    const before = exportContent(editor.getState().doc);
    const roots = (): readonly number[] => childIds(editor.getState().doc.page, null);
    const [first, mid, last] = [roots()[0], roots()[1000], roots()[1999]];
    editor.dispatch({ type: 'widget.move', id: first, at: { where: 'after', target: last } });
    editor.dispatch({ type: 'widget.add', at: { where: 'before', target: mid }, widget: { type: 'button' } });
    editor.dispatch({ type: 'widget.delete', id: mid });
    editor.dispatch({ type: 'widget.clone', id: last });
    expect(roots().length).toBe(2001);
    expect(roots().at(-1)).toBe(first);
    expect(roots().indexOf(mid)).toBe(-1);
    expect(documentProblems(editor.getState().doc)).toEqual([]);
    for (let i = 0; i < 4; i++) editor.undo();
    expect(exportContent(editor.getState().doc)).toEqual(before);
    expect(documentProblems(importContent(exportContent(editor.getState().doc)))).toEqual([]);
  });
});
