import { describe, expect, it, vi } from 'vitest';
import { createEditor, pget } from '../engine';
import { samplePage } from '../testing/fixtures';
import { createWidgetSubscriptions } from './widgetSubscriptions';

describe('per-widget subscriptions', () => {
  it('wakes only the widget whose record changed, and nobody on a selection change', () => {
    const editor = createEditor(samplePage());
    const subs = createWidgetSubscriptions(editor);
    const woke = { 2: vi.fn(), 3: vi.fn(), 4: vi.fn(), root: vi.fn() };
    subs.subscribe(2, woke[2]);
    subs.subscribe(3, woke[3]);
    subs.subscribe(4, woke[4]);
    subs.subscribe(null, woke.root);

    editor.dispatch({ type: 'selection.set', ids: [3] });
    expect(Object.values(woke).every((f) => f.mock.calls.length === 0)).toBe(true);

    editor.dispatch({ type: 'widget.style.set', id: 3, screen: 'desktop', props: { color: 'red' } });
    expect(woke[3]).toHaveBeenCalledTimes(1);
    expect(woke[2]).not.toHaveBeenCalled();
    expect(woke.root).not.toHaveBeenCalled();
    expect(subs.get(3).widget).toBe(pget(editor.getState().doc.page.widgets, 3));

    editor.dispatch({ type: 'widget.delete', id: 4 });
    expect(woke.root).toHaveBeenCalledTimes(1);
    expect(subs.get(null).children).toEqual([1]);
    subs.dispose();
  });
});
