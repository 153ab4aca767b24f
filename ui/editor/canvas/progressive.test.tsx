// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { importContent, treeOf } from '../engine';
import { makeServices, Wrap } from '../testing/fixtures';
import { Canvas } from './Canvas';
import { SETTLE_MS } from '../openSettle';
import { batchEnd, FIRST_BATCH_WIDGETS, rootOf, subtreeSize } from './progressive';

const w = (id: number, type: string, cfg: Record<string, unknown>, parentId: number | null) =>
  ({ id, type, name: type, cfg, classes: [], style: {}, parentId, v: '0.1' });

/** `sections` root containers of `leaves` texts each: section ids 1, 2 + leaves, …; 1 + leaves widgets a section. */
function sectionsPage(sections: number, leaves: number) {
  const widgets: Record<number, unknown> = {};
  const tree: unknown[] = [];
  let id = 1;
  for (let s = 0; s < sections; s++) {
    const sid = id++;
    widgets[sid] = w(sid, 'widget-container', { columns: 1, tag: 'section' }, null);
    const cd: unknown[] = [];
    for (let l = 0; l < leaves; l++) {
      const lid = id++;
      widgets[lid] = w(lid, 'widget-text', { text: `Текст ${lid}` }, sid);
      cd.push({ id: lid, type: 'widget-text', parentId: sid, cd: [] });
    }
    tree.push({ id: sid, type: 'widget-container', parentId: null, cd });
  }
  return importContent({ version: '0.2', widgets, tree });
}

const painted = (c: HTMLElement) => c.querySelectorAll('[data-testid=canvas] [data-wid]').length;

describe('batches of the page\'s top-level widgets', () => {
  it('counts subtrees, fills a batch up to its budget with at least one root, and finds a widget\'s root', () => {
    const tree = treeOf(sectionsPage(3, 4), undefined);
    expect(subtreeSize(tree, 1)).toBe(5);
    const sizes: Record<number, number> = { 1: 50, 2: 50, 3: 500, 4: 10 };
    const size = (id: number) => sizes[id];
    expect(batchEnd([1, 2, 3, 4], 0, 120, size)).toBe(2);
    // A root larger than the budget still goes in, alone.
    expect(batchEnd([1, 2, 3, 4], 2, 120, size)).toBe(3);
    expect(batchEnd([1, 2, 3, 4], 3, 120, size)).toBe(4);
    expect(rootOf(tree, 9)).toBe(6);
    expect(rootOf(tree, 6)).toBe(6);
    expect(rootOf(tree, 999)).toBeNull();
  });
});

describe('a large page on the canvas', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  // 20 sections × 30 texts = 620 widgets; the first batch holds FIRST_BATCH_WIDGETS (5 sections).
  const SECTIONS = 20;
  const LEAVES = 30;
  const firstSections = Math.floor(FIRST_BATCH_WIDGETS / (LEAVES + 1));

  it('paints the top sections first and the rest in the tasks after, until every widget is on the canvas', async () => {
    const s = makeServices(sectionsPage(SECTIONS, LEAVES));
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    expect(painted(container)).toBe(firstSections * (LEAVES + 1));
    // A batch per idle moment: on a loaded 2-core machine that is seconds, not the default 1 s.
    await waitFor(() => expect(painted(container)).toBe(SECTIONS * (LEAVES + 1)), { timeout: 10_000 });
    // The order is the page's.
    const roots = [...container.querySelectorAll('[data-testid=canvas] > [data-wid]')].map((e) => Number((e as HTMLElement).dataset.wid));
    expect(roots).toEqual(Array.from({ length: SECTIONS }, (_, i) => 1 + i * (LEAVES + 1)));
  });

  it('a widget selected further down (not painted yet) comes in with the selection; an edit meanwhile is painted', async () => {
    const s = makeServices(sectionsPage(SECTIONS, LEAVES));
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    const last = SECTIONS * (LEAVES + 1);
    expect(container.querySelector(`[data-wid="${last}"]`)).toBeNull();
    act(() => void s.run({ type: 'selection.set', ids: [last] }));
    expect(container.querySelector(`[data-wid="${last}"]`)?.textContent).toBe(`Текст ${last}`);
    // An edit of a painted widget while the rest comes in shows at once and is undone as one step.
    act(() => void s.run({ type: 'widget.delete', id: 2 }));
    expect(container.querySelector('[data-wid="2"]')).toBeNull();
    await waitFor(() => expect(painted(container)).toBe(SECTIONS * (LEAVES + 1) - 1));
    act(() => void s.editor.undo());
    expect(container.querySelector('[data-wid="2"]')?.textContent).toBe('Текст 2');
    expect(painted(container)).toBe(SECTIONS * (LEAVES + 1));
  });

  it('the rest waits for the person\'s first input after the paint: a scroll brings it in at once, and a click lands on a quiet page', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      const s = makeServices(sectionsPage(SECTIONS, LEAVES));
      const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
      const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      tick(40); // the first screen has painted
      tick(SETTLE_MS - 60);
      expect(painted(container)).toBe(firstSections * (LEAVES + 1));
      // A click meanwhile selects on the page as it is; the batches still wait for it to paint.
      fireEvent.click(container.querySelector('[data-wid="2"]') as HTMLElement);
      expect(s.editor.getState().selection).toEqual([2]);
      expect(painted(container)).toBe(firstSections * (LEAVES + 1));
      for (let i = 0; i < 40 && painted(container) < SECTIONS * (LEAVES + 1); i++) tick(20);
      expect(painted(container)).toBe(SECTIONS * (LEAVES + 1));
      expect(s.editor.getState().selection).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without any input the rest comes in SETTLE_MS after the paint; a scroll before that brings it at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      const quiet = render(<Wrap services={makeServices(sectionsPage(SECTIONS, LEAVES))}><Canvas /></Wrap>);
      tick(40);
      tick(SETTLE_MS - 10);
      expect(painted(quiet.container)).toBe(firstSections * (LEAVES + 1));
      for (let i = 0; i < 60 && painted(quiet.container) < SECTIONS * (LEAVES + 1); i++) tick(20);
      expect(painted(quiet.container)).toBe(SECTIONS * (LEAVES + 1));
      cleanup();

      const scrolled = render(<Wrap services={makeServices(sectionsPage(SECTIONS, LEAVES))}><Canvas /></Wrap>);
      tick(40);
      fireEvent.scroll(scrolled.container.querySelector('.ed-canvas') as HTMLElement);
      // Well before SETTLE_MS: a frame, then a batch per idle moment.
      for (let i = 0; i < 8 && painted(scrolled.container) === firstSections * (LEAVES + 1); i++) tick(20);
      expect(painted(scrolled.container)).toBeGreaterThan(firstSections * (LEAVES + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a small page is painted whole in the first render', () => {
    const s = makeServices(sectionsPage(3, 10));
    const { container } = render(<Wrap services={s}><Canvas /></Wrap>);
    expect(painted(container)).toBe(33);
  });
});
