import { describe, expect, it } from 'vitest';
import { pget } from '../engine';
import { samplePage } from '../testing/fixtures';
import { moveSelection, readingOrder } from './navigation';

// samplePage: container 1 (heading 2, button 3), text 4.
const tree = samplePage().page;
const parentOf = (id: number) => pget(tree.widgets, id)?.parentId;
const go = (id: number | undefined, move: Parameters<typeof moveSelection>[3]) => moveSelection(tree, parentOf, id, move);

describe('keyboard selection on the canvas', () => {
  it('up and down follow the reading order, into and out of containers', () => {
    expect(readingOrder(tree)).toEqual([1, 2, 3, 4]);
    expect(go(undefined, 'next')).toBe(1);
    expect(go(1, 'next')).toBe(2);
    expect(go(3, 'next')).toBe(4);
    expect(go(4, 'next')).toBeUndefined();
    expect(go(4, 'previous')).toBe(3);
    expect(go(1, 'previous')).toBeUndefined();
  });

  it('left selects the parent, right the first child', () => {
    expect(go(3, 'parent')).toBe(1);
    expect(go(1, 'parent')).toBeUndefined();
    expect(go(1, 'firstChild')).toBe(2);
    expect(go(4, 'firstChild')).toBeUndefined();
  });
});
