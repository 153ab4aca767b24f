import { describe, expect, it } from 'vitest';
import { childIds, createEditor } from '../engine';
import { samplePage } from '../testing/fixtures';
import { insertBlock } from './insertBlock';

const block = {
  version: '0.2',
  widgets: {
    7: { id: 7, type: 'widget-container', name: 'Hero', cfg: { columns: 1 }, classes: [], style: {}, parentId: null, v: '0.1' },
    8: { id: 8, type: 'widget-heading', name: 'Title', cfg: { text: 'Hi', level: 1 }, classes: [], style: {}, parentId: 7, v: '0.1' },
  },
  tree: [{ id: 7, type: 'widget-container', parentId: null, cd: [{ id: 8, type: 'widget-heading', parentId: 7, cd: [] }] }],
};

describe('insertBlock', () => {
  it('adds the block with fresh ids after the selection as one undo entry', () => {
    const editor = createEditor(samplePage());
    editor.dispatch({ type: 'selection.set', ids: [4] });
    const [id] = insertBlock(editor, block);
    const page = editor.getState().doc.page;
    expect(childIds(page, null)).toEqual([1, 4, id]);
    expect(id).toBeGreaterThan(4);
    expect(editor.undo()).toBe(true);
    expect(childIds(editor.getState().doc.page, null)).toEqual([1, 4]);
    expect(editor.canUndo()).toBe(false);
  });
});
