// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { childIds, createEditor, pget } from '../engine';
import { addWidget } from '../state/addWidget';
import { makeServices, samplePage } from '../testing/fixtures';
import { insertBlock } from './insertBlock';
import { positionInView, sectionInView } from './insertPosition';

type Box = { top: number; height: number };
const rect = ({ top, height }: Box): DOMRect => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });

/** A canvas page whose top-level widgets (ids 1, 2, …) have the given boxes, seen through a view. */
function canvas(boxes: Box[], view: Box, ids = boxes.map((_, i) => i + 1)) {
  const page = document.createElement('div');
  page.dataset.testid = 'canvas';
  boxes.forEach((box, i) => {
    const el = document.createElement('section');
    el.dataset.wid = String(ids[i]);
    el.getBoundingClientRect = () => rect(box);
    page.append(el);
  });
  const v = document.createElement('div');
  v.className = 'ed-canvas';
  v.getBoundingClientRect = () => rect(view);
  v.append(page);
  return { page, v };
}

const sections = (tops: [number, number][]) => tops.map(([top, bottom], i) => ({ id: i + 1, top, bottom }));

describe('the section in view', () => {
  const view = { top: 50, bottom: 650 }; // middle at 350

  it('is the one whose box covers the middle of the view', () => {
    expect(sectionInView(sections([[-900, -100], [-100, 300], [300, 800], [800, 1500]]), view)).toBe(3);
    // A tall section that starts above the view and ends below it.
    expect(sectionInView(sections([[-2000, 2000], [2000, 2400]]), view)).toBe(1);
  });

  it('is the topmost visible one when the middle falls in a gap or below the last section', () => {
    expect(sectionInView(sections([[-500, 100], [400, 500]]), view)).toBe(1);
    expect(sectionInView(sections([[-500, 40], [200, 300], [320, 340]]), view)).toBe(2);
    // The end of a short page: the footer shows in the top half.
    expect(sectionInView(sections([[-900, 0], [0, 200]]), view)).toBe(2);
  });

  it('is none when nothing is on screen, and never a hidden (zero) box', () => {
    expect(sectionInView([], view)).toBeNull();
    expect(sectionInView(sections([[700, 900], [900, 1000]]), view)).toBeNull();
    expect(sectionInView(sections([[0, 0], [-400, 20]]), view)).toBeNull();
  });
});

describe('a widget or block added from the rail with nothing selected goes after the section in view', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('reads the boxes of the canvas page\'s top-level widgets', () => {
    const scrolled = canvas([{ top: -500, height: 100 }, { top: -400, height: 100 }, { top: 200, height: 100 }, { top: 300, height: 100 }, { top: 900, height: 100 }], { top: 0, height: 600 });
    expect(positionInView(scrolled.page, scrolled.v)).toEqual({ where: 'after', target: 4 });
    const below = canvas([{ top: 700, height: 100 }, { top: 800, height: 100 }], { top: 0, height: 600 });
    expect(positionInView(below.page, below.v)).toEqual({ where: 'inside', target: null });
    expect(positionInView(null, below.v)).toEqual({ where: 'inside', target: null });
  });

  it('adds a widget after the section in view (not at the end), selects it, as one undo step', () => {
    const services = makeServices();
    const { editor } = services;
    // The container (1) covers the middle of the view; the text (4) after it is below.
    document.body.append(canvas([{ top: -200, height: 600 }, { top: 400, height: 100 }], { top: 0, height: 600 }, [1, 4]).v);
    const id = addWidget(services, 'widget-text');
    expect(id).not.toBeNull();
    expect(childIds(editor.getState().doc.page, null)).toEqual([1, id, 4]);
    expect(editor.getState().selection).toEqual([id]);
    expect(editor.undo()).toBe(true);
    expect(childIds(editor.getState().doc.page, null)).toEqual([1, 4]);
    expect(editor.canUndo()).toBe(false);
  });

  it('keeps the selection rule when a widget is selected', () => {
    const services = makeServices();
    const { editor } = services;
    document.body.append(canvas([{ top: -200, height: 600 }, { top: 400, height: 100 }], { top: 0, height: 600 }, [1, 4]).v);
    editor.dispatch({ type: 'selection.set', ids: [4] });
    const id = addWidget(services, 'widget-text');
    expect(childIds(editor.getState().doc.page, null)).toEqual([1, 4, id]);
    editor.dispatch({ type: 'selection.set', ids: [1] });
    const inside = addWidget(services, 'widget-text');
    expect(pget(editor.getState().doc.page.widgets, inside ?? 0)?.parentId).toBe(1);
  });

  it('inserts a ready block after the section in view', () => {
    const editor = createEditor(samplePage());
    document.body.append(canvas([{ top: -200, height: 600 }, { top: 400, height: 100 }], { top: 0, height: 600 }, [1, 4]).v);
    const [id] = insertBlock(editor, { widgets: { 7: { id: 7, type: 'widget-text', name: 'T', cfg: { text: 'x' }, classes: [], style: {}, parentId: null, v: '0.1' } }, tree: [{ id: 7, type: 'widget-text', parentId: null, cd: [] }] });
    expect(childIds(editor.getState().doc.page, null)).toEqual([1, id, 4]);
  });
});
