import { describe as suite, expect, it } from 'vitest';
import { apply } from '../apply';
import { WIDGET_CATALOGUE } from '../catalogue';
import { emptyDocument } from '../document';
import type { PageDocument, Widget } from '../model';
import { pget } from '../pmap';
import { addInside, addRoot, docWith } from '../test-fixtures';
import { childIds } from '../tree';
import { describe, DESCRIBED_TYPES, type DescribeContext } from './describe';
import { isChild, isElement, isText, type DescNode, type ElementNode, type Mode } from './description';
import { renderPage } from '.';

/** A description as a compact outline: tag[attr=value …](children); child widgets as #id, texts quoted. */
function outline(node: DescNode | null): string {
  if (node === null) return 'null';
  if (isElement(node)) {
    const attrs = node.attrs.filter(([, v]) => v !== false).map(([n, v]) => (v === true ? n : `${n}=${String(v)}`));
    const inner = node.children.map(outline).join(' ');
    return `${node.tag}${attrs.length > 0 ? `[${attrs.join(' ')}]` : ''}${inner === '' ? '' : `(${inner})`}`;
  }
  if (isText(node)) return JSON.stringify(node.text);
  if (isChild(node)) return `#${node.child}${node.hidden === true ? ':hidden' : ''}`;
  return 'html' in node ? 'raw' : `placeholder:${node.placeholder}`;
}

const lastId = (doc: PageDocument) => doc.nextId - 1;
const widget = (doc: PageDocument, id: number): Widget => {
  const w = pget(doc.page.widgets, id);
  if (w === undefined) throw new Error(`no widget ${id}`);
  return w;
};
const of = (doc: PageDocument, id: number, mode: Mode, extra: Partial<DescribeContext> = {}) => describe(widget(doc, id), { tree: doc.page, ...extra }, mode);

suite('describe: one description of every widget type', () => {
  it('covers every type of the catalogue, in both modes', () => {
    let doc = emptyDocument();
    for (const entry of WIDGET_CATALOGUE) {
      if (entry.type === 'widget-cookie' && childIds(doc.page, null).some((id) => widget(doc, id).type === 'widget-cookie')) continue;
      doc = apply(doc, addRoot(entry.key)).doc;
    }
    const types = new Set<string>();
    for (const id of childIds(doc.page, null)) {
      const w = widget(doc, id);
      types.add(w.type);
      const edit = of(doc, id, 'edit');
      // On the canvas every widget shows something (media without content as a placeholder).
      expect(edit, w.type).not.toBeNull();
      const publish = of(doc, id, 'publish');
      if (publish === null) expect(['widget-image', 'widget-icon', 'widget-video', 'widget-map'], w.type).toContain(w.type);
    }
    for (const e of WIDGET_CATALOGUE) {
      expect(DESCRIBED_TYPES.has(e.type), e.type).toBe(true);
      expect(types.has(e.type) || e.type === 'widget-cookie-button' || e.type === 'widget-slide', e.type).toBe(true);
    }
  });

  it('gives each type the tags of semantic HTML (the same in both modes where the page needs no editor affordance)', () => {
    const doc = docWith(
      addRoot('button', { cfg: { text: 'Открыть', target: 'modal', modalId: 2 } }), // 1
      addRoot('button', { cfg: { text: 'Скрипт', target: 'js', script: 'go()' } }), // 2
      addRoot('menu', { cfg: { items: [{ title: 'Цены', href: '#price' }] } }), // 3
      addRoot('burger'), // 4 (+ menu 5)
      addRoot('spoiler', { cfg: { title: 'Вопрос', text: 'Ответ', open: false } }), // 6
      addRoot('tab', { cfg: { tabs: ['А', 'Б'] } }), // 7 (+ columns 8, 9)
      addRoot('mix'), // 10
      addRoot('slider'), // 11 (+ slides 12, 13, pagination 14, buttons 15)
    );
    expect(outline(of(doc, 1, 'publish'))).toBe('button[type=button data-modal=2]("Открыть")');
    expect(outline(of(doc, 2, 'publish'))).toBe('button[type=button onclick=go()]("Скрипт")');
    expect(outline(of(doc, 3, 'publish'))).toBe('nav[aria-label=Меню data-menu](button[type=button class=_mb aria-expanded=false aria-controls=_m3 aria-label=Меню]("☰") ul[id=_m3 class=_mu](li[style=display:contents](a[class=_l href=#price]("Цены"))))');
    // The canvas paints the same elements (its rules keep the links in view); in a burger widget the menu does not collapse twice.
    expect(outline(of(doc, 3, 'edit'))).toBe(outline(of(doc, 3, 'publish')));
    expect(outline(of(doc, 5, 'publish'))).toMatch(/^nav\[aria-label=Меню\]\(ul\[style=display:contents;list-style:none\]/);
    expect(outline(of(doc, 4, 'publish'))).toBe('details(summary[aria-label=Menu]("☰") #5)');
    expect(outline(of(doc, 6, 'publish'))).toBe('details(summary("Вопрос") p("Ответ"))');
    expect(outline(of(doc, 7, 'publish'))).toBe('div[data-tabs](div[role=tablist](button[type=button role=tab aria-selected=true]("А") button[type=button role=tab aria-selected=false]("Б")) div[role=tabpanel](#8) div[role=tabpanel hidden](#9))');
    expect(outline(of(doc, 8, 'publish'))).toBe('div');
    expect(outline(of(doc, 10, 'publish'))).toBe('div');
    expect(outline(of(doc, 11, 'publish'))).toBe('div[data-slider aria-roledescription=carousel](#12 #13 #14 #15)');
    expect(outline(of(doc, 12, 'publish'))).toBe('div[data-slide aria-roledescription=slide]');
    expect(outline(of(doc, 14, 'publish'))).toBe('div[data-dots]');
  });

  it('renders each description as the HTML the published page has always had', () => {
    const doc = docWith(addRoot('button', { cfg: { text: 'Открыть', target: 'modal', modalId: 1 } }), addRoot('burger'), addRoot('text', { cfg: { text: 'a\nb' } }));
    const { html } = renderPage(doc);
    expect(html).toContain('<button type=button class=a data-modal=1>Открыть</button>');
    expect(html).toMatch(/<details><summary aria-label=Menu>☰<\/summary><nav class="\w+ \w+" aria-label="Меню"><ul style="display:contents;list-style:none"><li style="display:contents"><a class=_l href="#">Home<\/a>/);
    expect(html).toContain('<p>a<br>b</main>');
  });

  it('names a panel without a title as a new tab is named, in the page\'s language', () => {
    const doc = docWith(addRoot('tab', { cfg: { tabs: ['Цены'] } }));
    const buttons = (lang: 'ru' | 'en') => [...renderPage(doc, { lang }).html.matchAll(/role=tab aria-selected[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(buttons('ru')).toEqual(['Цены', 'Вкладка 2']);
    expect(buttons('en')).toEqual(['Цены', 'Tab 2']);
  });

  it('carries the tab row rules only where a page has tabs', () => {
    expect(renderPage(docWith(addRoot('tab'))).css).toContain(':where([role=tab][aria-selected=true]){border-bottom-color:var(--color-1,#1d4ed8)');
    expect(renderPage(docWith(addRoot('text'))).css).not.toContain('role=tab');
  });

  it("holds the editor's affordances in the 'edit' branch", () => {
    let doc = docWith(
      addRoot('video', { cfg: { url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Ролик' } }), // 1
      addRoot('html', { cfg: { html: '<b onclick="x()">Жирный</b>' } }), // 2
      addRoot('image'), // 3 (no picture yet)
      addRoot('input-phone'), // 4
      addRoot('spoiler'), // 5
      addRoot('submit-button'), // 6
      addRoot('button', { cfg: { text: 'JS', target: 'js', script: 'alert(1)' } }), // 7
      addRoot('burger'), // 8 (+ menu 9)
      addRoot('form'), // 10 (+ 11, 12, consent 13, 14)
    );
    doc = apply(doc, addRoot('map', { cfg: { src: 'https://maps.example/embed' } })).doc; // 15
    // A click-to-load facade: no frame until the visitor presses play.
    expect(outline(of(doc, 1, 'publish'))).toMatch(/^div\[data-video=https:\/\/www.youtube-nocookie.com\/embed\/aqz-KE-bpKQ\?autoplay=1 data-title=Ролик data-provider=youtube\]\(span\[class=_vn aria-hidden=true\]\("YouTube"\) button\[type=button class=_vb aria-label=Смотреть видео: Ролик \(YouTube\)\]/);
    // On the canvas its button is inert: a click selects the widget instead of playing the video.
    expect(outline(of(doc, 1, 'edit'))).toContain('button[type=button class=_vb aria-label=Смотреть видео: Ролик (YouTube) inert]');
    expect(outline(of(doc, 15, 'edit'))).toMatch(/^div\[data-frame\]\(iframe\[src=https:\/\/maps.example\/embed title=Map inert /);
    // The author's HTML: as written when published; sandboxed (no scripts) on the canvas.
    expect(outline(of(doc, 2, 'publish'))).toBe('div(raw)');
    const sandbox = (of(doc, 2, 'edit')?.children[0] as ElementNode).attrs;
    expect(sandbox).toContainEqual(['sandbox', 'allow-same-origin']);
    expect(sandbox.find(([n]) => n === 'srcdoc')?.[1]).toContain('<b onclick="x()">Жирный</b>');
    expect(of(doc, 3, 'publish')).toBeNull();
    expect(outline(of(doc, 3, 'edit'))).toBe('div(placeholder:image)');
    expect(outline(of(doc, 4, 'edit'))).toBe('label(span("Phone") input[type=tel name=phone autocomplete=tel required inert])');
    expect(outline(of(doc, 5, 'publish'))).toBe('details(summary("Question") p("Answer"))');
    expect(outline(of(doc, 5, 'edit'))).toBe('details[open](summary("Question") p("Answer"))');
    expect(outline(of(doc, 6, 'publish'))).toBe('button[type=submit]("Send")');
    expect(outline(of(doc, 6, 'edit'))).toBe('button[type=button]("Send")');
    expect(outline(of(doc, 7, 'edit'))).toBe('button[type=button]("JS")');
    expect(outline(of(doc, 8, 'edit'))).toBe('details[open](summary[aria-label=Menu]("☰") #9)');
    // A form on the canvas posts nothing: no action, no hidden fields, no status line.
    expect(outline(of(doc, 10, 'edit'))).toBe('form(#11 #12 #13 #14)');
    expect(outline(of(doc, 10, 'publish', { leadUrl: '/__lead', pageId: '7', lang: 'en' }))).toBe('form[action=/__lead method=post data-form data-success=Thank you! Your application has been submitted. We will contact you shortly. data-goal=lead](input[type=hidden name=form_name value=Form 10] input[type=hidden name=page_id value=7] input[type=hidden name=form_id value=10] label[aria-hidden=true style=position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden]("Website" input[name=__website tabindex=-1 autocomplete=off]) #11 #12 #13 #14 p[role=status hidden])');
  });

  it('shows the tab panel and slide being edited, with the dots and tabs to match', () => {
    const doc = docWith(addRoot('slider'), addRoot('tab', { cfg: { tabs: ['А', 'Б'] } })); // slider 1: slides 2, 3, dots 4, arrows 5; tabs 6: 7, 8
    const shown = (id: number) => (id === 1 || id === 6 ? 1 : 0);
    // The first by default, as the published page starts.
    expect(outline(of(doc, 1, 'edit'))).toBe('div[data-slider aria-roledescription=carousel](#2 #3:hidden #4 #5)');
    expect(outline(of(doc, 1, 'edit', { shown }))).toBe('div[data-slider aria-roledescription=carousel](#2:hidden #3 #4 #5)');
    expect(outline(of(doc, 1, 'edit', { shown: () => 9 }))).toBe('div[data-slider aria-roledescription=carousel](#2:hidden #3 #4 #5)');
    expect(outline(of(doc, 4, 'edit', { shown }))).toBe('div[data-dots](button[type=button aria-label=Slide 1 aria-current=false tabindex=-1] button[type=button aria-label=Slide 2 aria-current=true tabindex=-1])');
    expect(outline(of(doc, 6, 'edit', { shown }))).toBe('div[data-tabs](div[role=tablist](button[type=button role=tab aria-selected=false tabindex=-1 data-show=0]("А") button[type=button role=tab aria-selected=true tabindex=-1 data-show=1]("Б")) div[role=tabpanel hidden](#7) div[role=tabpanel](#8))');
  });

  it('marks the text a person edits in place (the catalogue inlineText key) as the text slot', () => {
    const doc = docWith(addRoot('h2', { cfg: { text: 'Заголовок', level: 2 } }), addRoot('spoiler', { cfg: { title: 'Вопрос' } }), addRoot('counter'));
    expect(of(doc, 1, 'edit')?.children[0]).toEqual({ text: 'Заголовок', lines: true, edit: 'text' });
    expect((of(doc, 2, 'edit')?.children[0] as ElementNode).children[0]).toEqual({ text: 'Вопрос', lines: true, edit: 'title' });
    expect(of(doc, 3, 'edit')?.children[0]).toEqual({ text: '100' });
  });

  it('puts child widgets where the type says, in order', () => {
    let doc = docWith(addRoot('container'), addInside(1, 'text'), addInside(1, 'button'));
    doc = apply(doc, addRoot('cookie')).doc;
    expect(outline(of(doc, 1, 'publish'))).toBe('section(#2 #3 #4)');
    const cookie = lastId(doc) - 1;
    expect(outline(of(doc, cookie, 'publish'))).toBe(`div[role=region aria-label=Cookies data-cookie](p("We use cookies to make this site work better.") #${cookie + 1})`);
  });
});
