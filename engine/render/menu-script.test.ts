// @vitest-environment happy-dom
// The published menu collapses into a burger on phones: the button, the list it controls, the
// CSS that swaps them below the mobile breakpoint, and the page script that opens the panel, keeps
// Tab inside it, closes it on Escape or a chosen link. The canvas keeps the links in view.
import { afterEach, describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../constants';
import { addRoot, docWith } from '../test-fixtures';
import { pget } from '../pmap';
import { childIds } from '../tree';
import { canvasStylesheet, describe as describeWidget, renderPage } from '.';
import { scriptFor, type Need } from './runtime';

const items = [{ title: 'Цены', href: '#price' }, { title: 'Контакты', href: '#contacts' }];
const menuDoc = (cfg: Record<string, unknown> = {}) => docWith(addRoot('menu', { cfg: { items, ...cfg } }));

afterEach(() => { document.body.innerHTML = ''; document.body.style.overflow = ''; });

function mount(cfg: Record<string, unknown> = {}) {
  const { html, js, css } = renderPage(menuDoc(cfg));
  document.body.innerHTML = html;
  new Function(js)();
  const nav = document.querySelector('nav') as HTMLElement;
  return { nav, css, js, button: nav.querySelector('._mb') as HTMLButtonElement | null, links: [...nav.querySelectorAll('a')] as HTMLAnchorElement[] };
}

const key = (target: Element, k: string, shiftKey = false) => {
  const e = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('the menu on a published page', () => {
  it('carries a burger button that controls its list, and the CSS that shows it only below the mobile breakpoint', () => {
    const { nav, css, button } = mount();
    expect(nav.getAttribute('aria-label')).toBe('Меню');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const list = nav.querySelector('ul') as HTMLElement;
    expect(button?.getAttribute('aria-controls')).toBe(list.id);
    expect(css).toContain(`@media (max-width:${BREAKPOINTS.xs}px){[data-menu]>._mb{display:inline-flex`);
    expect(css).toContain('[data-menu]>._mu{display:none}');
    expect(css).toContain('._mb{display:none}');
  });

  it('opens and closes the panel, keeps Tab inside while open, and Escape returns focus to the button', () => {
    const { nav, button, links } = mount();
    button!.click();
    expect(nav.hasAttribute('data-open')).toBe(true);
    expect(button!.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    links[links.length - 1].focus();
    expect(key(links[links.length - 1], 'Tab')).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(key(button!, 'Tab', true)).toBe(true);
    expect(document.activeElement).toBe(links[links.length - 1]);
    key(links[0], 'Escape');
    expect(nav.hasAttribute('data-open')).toBe(false);
    expect(button!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link is chosen', () => {
    const { nav, button, links } = mount();
    button!.click();
    links[0].click();
    expect(nav.hasAttribute('data-open')).toBe(false);
  });

  it('stays a row of links when its settings say not to collapse', () => {
    const { nav, js, css } = mount({ collapse: false });
    expect(nav.querySelector('button')).toBeNull();
    expect(nav.hasAttribute('data-menu')).toBe(false);
    expect(js).not.toContain('data-menu');
    expect(css).not.toContain('._mb');
  });

  it('on the canvas: the same elements, with the button hidden and the links in a row on every screen mode', () => {
    const doc = menuDoc();
    const id = childIds(doc.page, null)[0];
    const onCanvas = describeWidget(pget(doc.page.widgets, id)!, { tree: doc.page }, 'edit');
    expect(JSON.stringify(onCanvas)).toContain('_mb');
    const sheet = canvasStylesheet(doc.globals, doc.library, { screen: 'mobile', scope: '.ed-page' });
    expect(sheet).toContain('.ed-page ._mb{display:none}');
    expect(sheet).not.toContain('[data-menu]>._mu{display:none}');
  });

  it('runs beside every other piece of the page script (each piece ends its statement)', () => {
    const all = scriptFor(new Set<Need>(['modal', 'form', 'tabs', 'slider', 'cookie', 'ripple', 'menu', 'goal']), 'ru', { ym: [1], ga: true, gtm: true });
    expect(() => new Function(all)).not.toThrow();
  });

  it('names itself in the page language', () => {
    expect(renderPage(menuDoc(), { lang: 'en' }).html).toContain('aria-label=Menu ');
    expect(renderPage(menuDoc()).html).toContain('aria-label="Меню"');
  });

  it('does not collapse twice inside a burger widget', () => {
    const { html } = renderPage(docWith(addRoot('burger')));
    expect(html).not.toContain('_mb');
  });
});
