// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { initI18n } from '../../i18n/index';
import { childIds, pget } from '../engine';
import { makeServices } from '../testing/fixtures';
import type { EditorServices } from '../state/EditorContext';
import { shortcutFor, useShortcuts } from './useShortcuts';

function Harness({ s }: { s: EditorServices }) {
  useShortcuts(s);
  return <input aria-label="field" />;
}

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: document.body, ...mods });

describe('editor keyboard shortcuts', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('maps keys to the right engine events for the selection', () => {
    const s = makeServices();
    s.run({ type: 'selection.set', ids: [4] });
    expect(shortcutFor(key('z', { ctrlKey: true }), s.editor)).toBe('undo');
    expect(shortcutFor(key('z', { metaKey: true }), s.editor)).toBe('undo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }), s.editor)).toBe('redo');
    expect(shortcutFor(key('Delete'), s.editor)).toEqual({ type: 'widget.delete', id: 4 });
    expect(shortcutFor(key('c', { ctrlKey: true }), s.editor)).toEqual({ type: 'widget.copy', id: 4 });
    expect(shortcutFor(key('d', { metaKey: true }), s.editor)).toEqual({ type: 'widget.clone', id: 4 });
    expect(shortcutFor(key('v', { ctrlKey: true }), s.editor)).toBeNull(); // nothing copied yet
  });

  it('does nothing while typing in a field', () => {
    const s = makeServices();
    s.run({ type: 'selection.set', ids: [4] });
    const input = document.createElement('input');
    expect(shortcutFor({ ...key('Delete'), target: input }, s.editor)).toBeNull();
    expect(shortcutFor({ ...key('z', { ctrlKey: true }), target: input }, s.editor)).toBeNull();
  });

  it('deletes, undoes, redoes, copies and pastes through window key presses', () => {
    const s = makeServices();
    render(<Harness s={s} />);
    s.run({ type: 'selection.set', ids: [4] });
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(pget(s.editor.getState().doc.page.widgets, 4)).toBeUndefined();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(pget(s.editor.getState().doc.page.widgets, 4)).toBeDefined();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(pget(s.editor.getState().doc.page.widgets, 4)).toBeUndefined();
    fireEvent.keyDown(window, { key: 'z', metaKey: true });

    s.run({ type: 'selection.set', ids: [2] });
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    expect(s.editor.getState().clipboard?.widget.id).toBe(2);
    const before = childIds(s.editor.getState().doc.page, null).length;
    s.run({ type: 'selection.set', ids: [4] });
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    expect(childIds(s.editor.getState().doc.page, null).length).toBe(before + 1);
    fireEvent.keyDown(window, { key: 'd', ctrlKey: true });
    expect(childIds(s.editor.getState().doc.page, null).length).toBe(before + 2);
  });

  it('on the canvas the arrows move the selection and Shift+Enter selects the parent; Enter edits text in place', () => {
    const s = makeServices();
    s.run({ type: 'selection.set', ids: [3] });
    expect(shortcutFor(key('ArrowDown'), s.editor)).toEqual({ type: 'selection.set', ids: [4] });
    expect(shortcutFor(key('ArrowUp'), s.editor)).toEqual({ type: 'selection.set', ids: [2] });
    expect(shortcutFor(key('ArrowLeft'), s.editor)).toEqual({ type: 'selection.set', ids: [1] });
    expect(shortcutFor(key('Enter', { shiftKey: true }), s.editor)).toEqual({ type: 'selection.set', ids: [1] });
    expect(shortcutFor(key('Enter'), s.editor)).toEqual({ edit: 3 });
    // Arrows inside a list of its own (the layers tree) are the list's.
    const tree = document.createElement('div');
    tree.setAttribute('role', 'treegrid');
    document.body.append(tree);
    expect(shortcutFor({ ...key('ArrowDown'), target: tree }, s.editor)).toBeNull();
    tree.remove();
  });
});
