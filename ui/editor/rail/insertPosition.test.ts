// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { positionInView } from './insertPosition';

/** A canvas page whose top-level widgets start at the given tops (100 px each), seen through a view. */
function canvas(tops: number[], view: { top: number; height: number }) {
  const page = document.createElement('div');
  tops.forEach((top, i) => {
    const el = document.createElement('section');
    el.dataset.wid = String(i + 1);
    el.getBoundingClientRect = () => ({ top, bottom: top + 100, height: 100, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
    page.append(el);
  });
  const v = document.createElement('div');
  v.getBoundingClientRect = () => ({ top: view.top, bottom: view.top + view.height, height: view.height, left: 0, right: 0, width: 0, x: 0, y: view.top, toJSON: () => ({}) });
  return { page, v };
}

describe('a ready block goes where the person is looking', () => {
  it('after the top-level widget in the middle of the view, or at the end when none is in view', () => {
    const scrolled = canvas([-500, -400, 200, 300, 900], { top: 0, height: 600 });
    expect(positionInView(scrolled.page, scrolled.v)).toEqual({ where: 'after', target: 4 });
    const below = canvas([700, 800], { top: 0, height: 600 });
    expect(positionInView(below.page, below.v)).toEqual({ where: 'inside', target: null });
  });
});
