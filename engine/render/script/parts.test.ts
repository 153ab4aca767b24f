// @vitest-environment happy-dom
// The page script's smaller parts as a published page runs them (the compiled text renderPage
// carries): a slider's dots and arrows, tabs, the cookie notice that stays accepted, the ripple.
import { afterEach, describe, expect, it } from 'vitest';
import { addInside, addRoot, docWith } from '../../test-fixtures';
import { apply } from '../../apply';
import { childIds } from '../../tree';
import { renderPage } from '..';

afterEach(() => { document.body.innerHTML = ''; localStorage.clear(); });

function run(html: string, js: string): void {
  document.body.innerHTML = html;
  new Function(js)();
}

describe('the published page script parts', () => {
  it('slider: one slide shown, a dot per slide made by the script, the arrows move round', () => {
    const doc = docWith(addRoot('slider'));
    const { html, js } = renderPage(doc);
    run(html, js);
    const slides = [...document.querySelectorAll<HTMLElement>('[data-slide]')];
    const dots = [...document.querySelectorAll<HTMLButtonElement>('[data-dots]>button')];
    expect(slides).toHaveLength(2);
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2']);
    expect(slides.map((s) => s.hidden)).toEqual([false, true]);
    (document.querySelector('[data-next]') as HTMLElement).click();
    expect(slides.map((s) => s.hidden)).toEqual([true, false]);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['false', 'true']);
    (document.querySelector('[data-next]') as HTMLElement).click();
    expect(slides.map((s) => s.hidden)).toEqual([false, true]);
    dots[1].click();
    expect(slides.map((s) => s.hidden)).toEqual([true, false]);
  });

  it('tabs: a tab shows its panel and hides the others', () => {
    const { html, js } = renderPage(docWith(addRoot('tab')));
    run(html, js);
    const tabs = [...document.querySelectorAll<HTMLElement>('[role=tab]')];
    const panels = [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')];
    expect(panels.map((p) => p.hidden)).toEqual([false, true]);
    tabs[1].click();
    expect(panels.map((p) => p.hidden)).toEqual([true, false]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
  });

  it('cookie notice: gone once accepted, and not shown again on the next page', () => {
    const { html, js } = renderPage(docWith(addRoot('cookie')));
    run(html, js);
    (document.querySelector('[data-cookie-accept]') as HTMLElement).click();
    expect(document.querySelector('[data-cookie]')).toBeNull();
    run(html, js);
    expect(document.querySelector('[data-cookie]')).toBeNull();
  });

  it('ripple: a click on an animated button spreads a circle from the click point', () => {
    let doc = docWith(addRoot('container'));
    const column = childIds(doc.page, childIds(doc.page, null)[0])[0];
    doc = apply(doc, addInside(column, 'button', { cfg: { animation: 'ripple', text: 'Жми' } })).doc;
    const { html, js } = renderPage(doc);
    run(html, js);
    const button = document.querySelector('._an-ripple') as HTMLElement;
    expect(button).not.toBeNull();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 }));
    expect(button.querySelector('._rp')).not.toBeNull();
  });
});
