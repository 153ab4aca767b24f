/**
 * Property tests over random event sequences: the document stays structurally sound, undo of N
 * events returns exactly to the start, redo to the end, and export → import is the identity.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from './document';
import { createEditor } from './editor';
import { EngineError } from './errors';
import type { DocEvent, Position } from './events';
import { exportContent, importContent } from './import';
import { documentProblems } from './invariants';
import type { PageDocument, Screen } from './model';
import { pkeys } from './pmap';

const TYPES = ['text', 'container', 'container-2', 'button', 'image', 'form', 'spoiler', 'cookie', 'slider'] as const;
const SCREEN: readonly Screen[] = ['desktop', 'laptop', 'tablet', 'mobile'];

/** Abstract commands: ids are picked at run time from the widgets that exist then. */
const pick = fc.nat(1000);
const where = fc.constantFrom('inside', 'before', 'after', 'root');
const inFragment = fc.boolean();
const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('add'), type: fc.constantFrom(...TYPES), where, target: pick, frag: inFragment }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('delete'), id: pick, frag: inFragment }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('move'), id: pick, where, target: pick, index: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('clone'), id: pick }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('replace'), id: pick, type: fc.constantFrom(...TYPES) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('param'), id: pick, path: fc.constantFrom('text', 'link.value', 'a.b.c', 'elementId'), value: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unparam'), id: pick, path: fc.constantFrom('text', 'link', 'link.value', 'cfgless') }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('style'), id: pick, screen: fc.constantFrom(...SCREEN), prop: fc.constantFrom('color', 'padding'), value: fc.option(fc.constantFrom('red', '4px', 3), { nil: null }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('class'), id: pick, name: fc.constantFrom('a', 'b', 1, 'child-2'), add: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('hide'), id: pick, screen: fc.constantFrom(...SCREEN), hide: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('fragment'), create: fc.boolean(), id: pick }) },
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function ids(doc: PageDocument, fragment: boolean): { ids: number[]; fragmentId?: number } {
  const f = fragment ? doc.fragments[0] : undefined;
  return f === undefined ? { ids: pkeys(doc.page.widgets) } : { ids: pkeys(f.tree.widgets), fragmentId: f.id };
}

function toEvent(doc: PageDocument, c: Command): DocEvent | null {
  const scope = ids(doc, 'frag' in c ? c.frag : false);
  const f = scope.fragmentId === undefined ? {} : { fragmentId: scope.fragmentId };
  const any = (n: number): number | null => (scope.ids.length === 0 ? null : scope.ids[n % scope.ids.length]);
  const at = (w: string, target: number, index?: number): Position | null => {
    if (w === 'root') return { where: 'inside', target: null };
    const t = any(target);
    if (t === null) return null;
    return w === 'inside' ? { where: 'inside', target: t, ...(index === undefined ? {} : { index }) } : { where: w as 'before' | 'after', target: t };
  };
  switch (c.k) {
    case 'add': {
      const p = at(c.where, c.target);
      return p === null ? null : { type: 'widget.add', at: p, widget: { type: c.type }, ...f };
    }
    case 'fragment': {
      if (c.create) return { type: 'fragment.create', title: `M${c.id}` };
      const fr = doc.fragments[c.id % Math.max(1, doc.fragments.length)];
      return fr === undefined ? null : { type: 'fragment.delete', id: fr.id };
    }
    default: {
      const id = any(c.id);
      if (id === null) return null;
      switch (c.k) {
        case 'delete': return { type: 'widget.delete', id, ...f };
        case 'move': {
          const p = at(c.where, c.target, c.index);
          return p === null ? null : { type: 'widget.move', id, at: p };
        }
        case 'clone': return { type: 'widget.clone', id };
        case 'replace': return { type: 'widget.replace', id, widget: { type: c.type } };
        case 'param': return { type: 'widget.param.set', id, path: c.path, value: c.path === 'elementId' ? `e${String(c.value).replace(/\W/g, '')}` : c.value };
        case 'unparam': return { type: 'widget.param.delete', id, path: c.path };
        case 'style': return { type: 'widget.style.set', id, screen: c.screen, props: { [c.prop]: c.value } };
        case 'class': return c.add ? { type: 'widget.class.add', id, className: c.name } : { type: 'widget.class.remove', id, className: c.name };
        case 'hide': return { type: c.hide ? 'widget.hide' : 'widget.show', id, screen: c.screen };
      }
    }
  }
  return null;
}

/** A small page to start from, so most random commands find widgets to act on. */
function seed(): PageDocument {
  const events: DocEvent[] = [
    { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'container-2' } },
    { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'text' } },
    { type: 'fragment.create', title: 'M' },
    { type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'container' } },
  ];
  const editor = createEditor(emptyDocument());
  for (const e of events) editor.dispatch(e);
  return editor.getState().doc;
}
const SEED = seed();

const snapshotOf = (doc: PageDocument): unknown => ({ content: exportContent(doc), library: doc.library });

describe('random event sequences', () => {
  it('keep the document sound; undo of N events returns to the start, redo to the end', () => {
    let total = 0;
    fc.assert(fc.property(fc.array(command, { minLength: 5, maxLength: 40, size: 'medium' }), (commands) => {
      const editor = createEditor(SEED, { historyLimit: 1000 });
      const start = snapshotOf(editor.getState().doc);
      let applied = 0;
      for (const c of commands) {
        const before = editor.getState().doc;
        const event = toEvent(before, c);
        if (event === null) continue;
        const undoDepth = editor.history().stores.page?.undo.length ?? 0;
        try {
          editor.dispatch(event);
        } catch (e) {
          // Impossible events are refused with a typed error and change nothing.
          expect(e).toBeInstanceOf(EngineError);
          expect(editor.getState().doc).toBe(before);
          continue;
        }
        if ((editor.history().stores.page?.undo.length ?? 0) > undoDepth) applied++;
        expect(documentProblems(editor.getState().doc)).toEqual([]);
      }
      total += applied;
      const end = snapshotOf(editor.getState().doc);
      for (let i = 0; i < applied; i++) expect(editor.undo()).toBe(true);
      expect(editor.canUndo()).toBe(false);
      expect(snapshotOf(editor.getState().doc)).toEqual(start);
      for (let i = 0; i < applied; i++) expect(editor.redo()).toBe(true);
      expect(snapshotOf(editor.getState().doc)).toEqual(end);
      expect(documentProblems(editor.getState().doc)).toEqual([]);
    }), { numRuns: 150 });
    // Guard against a generator that only produces refused events.
    expect(total).toBeGreaterThan(150 * 5);
    console.log(`property run applied ${total} events`);
  });

  it('export → import is the identity', () => {
    fc.assert(fc.property(fc.array(command, { maxLength: 30, size: 'medium' }), (commands) => {
      const editor = createEditor(SEED);
      for (const c of commands) {
        const e = toEvent(editor.getState().doc, c);
        if (e === null) continue;
        try {
          editor.dispatch(e);
        } catch (err) {
          expect(err).toBeInstanceOf(EngineError);
        }
      }
      const doc = editor.getState().doc;
      const content = exportContent(doc);
      const again = importContent(JSON.parse(JSON.stringify(content)), { defaults: false, library: doc.library });
      expect(exportContent(again)).toEqual(content);
      expect(again.library).toEqual(doc.library);
      expect(documentProblems(again)).toEqual([]);
    }), { numRuns: 150 });
  });
});
