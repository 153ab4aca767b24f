/** Fuzz: whatever JSON arrives, importContent either returns a sound document or throws EngineError. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { documentProblems } from '../invariants';
import { exportContent, importContent } from '.';

function expectOnlyEngineErrors(input: unknown): void {
  try {
    const doc = importContent(input);
    expect(documentProblems(doc)).toEqual([]);
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    expect(e.reasons.length).toBeGreaterThan(0);
  }
}

const smallId = fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constantFrom('1', '2', 'x', null));
const anyish = fc.oneof(fc.jsonValue({ maxDepth: 2 }), smallId);
const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.record({ id: smallId, type: fc.oneof(fc.constantFrom('text', 'widget-text', 'button', 'form-button'), anyish), cd: fc.oneof(fc.array(tie('node'), { maxLength: 3 }), anyish), parentId: anyish }, { requiredKeys: [] }),
})).node;
const widget = fc.record({
  i: smallId, id: smallId, t: fc.oneof(fc.constantFrom('text', 'button', 'form-button', 'cookie'), anyish), type: anyish,
  c: fc.oneof(fc.dictionary(fc.constantFrom('message', 'href', 'text', 'blank', 'target'), anyish), anyish),
  s: fc.oneof(fc.dictionary(fc.constantFrom('desktop', 'mobile', 'wide'), fc.oneof(fc.dictionary(fc.constantFrom('layout', 'wide', 'x', 'backgroundPosition'), anyish), anyish)), anyish),
  l: anyish, n: anyish, v: fc.oneof(fc.constantFrom('0.1', '0.2', '0.3', 0.1, '9'), anyish),
}, { requiredKeys: [] });
const content = fc.record({
  version: fc.oneof(fc.constantFrom('0.1', '0.2', 0.2, '3'), anyish),
  styleVersion: fc.oneof(fc.constantFrom('0.1', '0.11', '0.2', '0.3'), anyish),
  widgets: fc.oneof(fc.dictionary(fc.constantFrom('1', '2', '3', '4', 'x'), widget), fc.array(widget, { maxLength: 4 }), anyish),
  tree: fc.oneof(fc.array(node, { maxLength: 4 }), anyish),
  fragments: fc.oneof(fc.array(fc.record({ id: smallId, title: anyish, data: fc.oneof(fc.record({ widgets: fc.dictionary(fc.constantFrom('7', '8'), widget), tree: fc.array(node, { maxLength: 2 }) }), anyish) }, { requiredKeys: [] }), { maxLength: 2 }), anyish),
  globals: fc.oneof(fc.record({ paletteId: anyish, textStyles: anyish, palette: anyish }, { requiredKeys: [] }), anyish),
}, { requiredKeys: [] });

describe('importContent fuzz', () => {
  it('never throws anything but EngineError on random JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), expectOnlyEngineErrors), { numRuns: 200 });
  });

  it('never throws anything but EngineError on random page-shaped content', () => {
    fc.assert(fc.property(content, expectOnlyEngineErrors), { numRuns: 300 });
  });

  it('reads a null screen style as an empty one (found by this fuzz test)', () => {
    const doc = importContent({ version: '0.1', widgets: [{ i: 1, t: 'text', s: { desktop: null, mobile: { color: 'red' } } }], tree: [{ id: 1, cd: [] }] });
    expect(exportContent(doc).widgets[1].style).toEqual({ mobile: { color: 'red' } });
    expect(() => importContent({ version: '0.2', widgets: [{ i: 1, t: 'text', s: { desktop: 5 } }], tree: [] })).toThrow(EngineError);
  });

  it('reports versions that cannot even be turned into text (found by this fuzz test)', () => {
    expect(() => importContent({ version: '0.1', styleVersion: { toString: {} }, widgets: [], tree: [] })).toThrow(EngineError);
  });

  it('never throws anything but EngineError on random JSON text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), expectOnlyEngineErrors), { numRuns: 100 });
  });
});
