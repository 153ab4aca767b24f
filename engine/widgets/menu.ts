/**
 * A menu's links in a row. Published, it also carries a burger button that takes the links' place
 * on the mobile breakpoint (menuCollapses; the page script opens them as a full-screen panel), so a
 * phone's first screen shows the offer, not the navigation. The canvas paints the same elements; its
 * rules (canvasPageRules) keep the links in view to edit them on every screen mode.
 */
import { MENU_LABEL, menuCollapses } from '../menu';
import type { Widget } from '../model';
import { el, type DescNode } from '../render/description';
import { list, rec, str, type Describer } from '../render/describe-kit';
import { safeUrl } from '../render/escape';
import { getWidget } from '../tree';
import { defineWidget } from './define';

const link = (title: string, href: string) => ({ title, href, newWindow: false });

/** Menu links take the widget's colour (the `links` CSS), not the browser's link blue. */
const menuLinks = (w: Widget): DescNode[] => list(w.cfg.items).map((i) => {
  const r = rec(i);
  return el('li', [['style', 'display:contents']], el('a', [['class', '_l'], ['href', safeUrl(r.href)]], { text: str(r.title) }));
});

const describe: Describer = (w, ctx) => {
  const label = MENU_LABEL[ctx.lang ?? 'ru'];
  const parent = w.parentId === null ? undefined : getWidget(ctx.tree, w.parentId);
  if (!menuCollapses(w, parent?.type)) {
    return el('nav', [['aria-label', label]], el('ul', [['style', 'display:contents;list-style:none']], ...menuLinks(w)));
  }
  const listId = `_m${w.id}`;
  return el('nav', [['aria-label', label], ['data-menu', true]],
    el('button', [['type', 'button'], ['class', '_mb'], ['aria-expanded', 'false'], ['aria-controls', listId], ['aria-label', label]], { text: '☰' }),
    el('ul', [['id', listId], ['class', '_mu']], ...menuLinks(w)));
};

export default defineWidget({
  type: 'widget-menu',
  catalogue: [{ key: 'menu', category: 'menu', titles: { en: 'Menu', ru: 'Меню' },
    en: { items: [link('Home', '#'), link('About', '#about'), link('Contacts', '#contacts')] },
    ru: { items: [link('Главная', '#'), link('О нас', '#about'), link('Контакты', '#contacts')] },
    style: { desktop: { display: 'flex', gap: '16px' }, mobile: { flexDirection: 'column' } } }],
  editor: { textual: true, content: ['menu'] },
  describe,
  page: [{ marker: 'data-menu', script: 'menu', css: 'menu' }],
});
