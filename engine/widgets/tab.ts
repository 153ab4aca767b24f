/**
 * Tabs: a row of tab buttons over the panels (its children); published, the page script switches them.
 * A panel without a title is named as a new tab would be, in the page's language.
 */
import type { Widget } from '../model';
import { el, type Attrs, type ElementNode, type Mode } from '../render/description';
import { edit, list, shownIndex, str, type DescribeContext } from '../render/describe-kit';
import { newItemTitle } from '../new-items';
import { childIds } from '../tree';
import { defineWidget } from './define';

function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const titles = list(w.cfg.tabs);
  const panels = childIds(ctx.tree, w.id);
  const shown = edit(mode) ? shownIndex(w, ctx, panels.length) : 0;
  const tab: Attrs = edit(mode) ? [['tabindex', -1]] : [];
  return el('div', [['data-tabs', true]],
    el('div', [['role', 'tablist']], ...panels.map((_id, i) => el('button', [['type', 'button'], ['role', 'tab'], ['aria-selected', String(i === shown)], ...tab, ...(edit(mode) ? [['data-show', i] as const] : [])], { text: str(titles[i], newItemTitle('tab', i + 1, ctx.lang ?? 'ru')) }))),
    ...panels.map((id, i) => el('div', [['role', 'tabpanel'], ['hidden', i !== shown]], { child: id })));
}

export default defineWidget({
  type: 'widget-tab',
  catalogue: [{ key: 'tab', category: 'other', titles: { en: 'Tabs', ru: 'Вкладки' },
    en: { tabs: ['Tab 1', 'Tab 2'] }, ru: { tabs: ['Вкладка 1', 'Вкладка 2'] }, children: ['column', 'column'] }],
  box: true,
  editor: { textual: true, content: ['tabs'] },
  look: { spaced: true },
  describe,
  page: [{ marker: 'data-tabs', script: 'tabs', css: 'tabs' }],
});
