// Rich text as data: rendering, the migration from plain text, the compact stored shape, and undo.
import { describe, expect, it } from 'vitest';
import { createEditor } from '../editor';
import { emptyDocument } from '../document';
import { exportContent, importContent } from '../import';
import { describe as describeWidget, renderPage } from '../render';
import { addRoot, docWith } from '../test-fixtures';
import { getWidget } from '../tree';
import { canonicalRich, linkHref, plainText, readRich, type RichText } from './model';

const RICH: RichText = [
  ['Buy ', { t: 'now', m: ['b'] }, ' or ', { t: 'read more', m: ['i', 'u'], href: 'https://shop.example/faq', target: '_blank' }, '\nsecond line'],
  { list: 'ul', items: [['one'], [{ t: 'two', m: ['s'] }]] },
  { list: 'ol', items: [['first']] },
];

const bodyOf = (html: string): string => html;

describe('rich text: render', () => {
  it('publishes marks, links with rel, lists and line breaks; a paragraph alone stays the widget\'s <p>', () => {
    const { html } = renderPage(docWith(addRoot('text', { cfg: { text: RICH } }), addRoot('text', { cfg: { text: [['a ', { t: 'b', m: ['b', 'i'] }]] } })));
    const body = bodyOf(html);
    expect(body).toContain('Buy <strong>now</strong> or <a href="https://shop.example/faq" target=_blank rel="noopener noreferrer"><u><em>read more</em></u></a><br>second line');
    expect(body).toContain('<ul><li>one</li><li><s>two</s></li></ul><ol><li>first</li></ol>');
    expect(body).toContain('<div><p>Buy');
    expect(body).toContain('<p>a <em><strong>b</strong></em>');
  });

  it('a heading shows marks and links but its lists as lines, inside its own tag', () => {
    const { html } = renderPage(docWith(addRoot('heading', { cfg: { level: 2, text: [[{ t: 'Big', m: ['b'] }, ' deal'], { list: 'ul', items: [['x'], ['y']] }] } })));
    expect(bodyOf(html)).toContain('<h2><strong>Big</strong> deal<br>x<br>y</h2>');
  });

  it('fills URL placeholders inside marked runs, as in plain text', () => {
    const { html } = renderPage(docWith(addRoot('text', { cfg: { text: [[{ t: 'Hi {{name|friend}}!', m: ['b'] }]] } })));
    expect(bodyOf(html)).toContain('<strong>Hi <span data-fill=name>friend</span>!</strong>');
  });

  it('describes the same marked nodes for the canvas, with the plain text as the slot to edit', () => {
    const doc = docWith(addRoot('text', { cfg: { text: [['a ', { t: 'b', m: ['b'] }]] } }));
    const w = getWidget(doc.page, 1);
    const d = describeWidget(w!, { tree: doc.page }, 'edit');
    expect(d?.tag).toBe('p');
    expect(d?.children[0]).toMatchObject({ text: 'a b', edit: 'text', rich: [{ text: 'a ' }, { tag: 'strong', children: [{ text: 'b' }] }] });
  });

  it('reads plain text out of any value: placeholders, search and describers keep their string', () => {
    expect(plainText(RICH)).toBe('Buy now or read more\nsecond line\none\ntwo\nfirst');
    expect(plainText('just text')).toBe('just text');
    expect(plainText(undefined)).toBe('');
  });

  it('stores unmarked text as its plain string and merges runs of the same look', () => {
    expect(canonicalRich([['a', 'b']])).toBe('ab');
    expect(canonicalRich([[{ t: 'x', m: ['b'] }, { t: 'y', m: ['b'] }, 'z']])).toEqual([[{ t: 'xy', m: ['b'] }, 'z']]);
    expect(canonicalRich([[], ['a'], []])).toBe('a');
    expect(canonicalRich([])).toBe('');
  });
});

describe('rich text: import', () => {
  it('migrates a 0.1 plain text to 0.2: the string stays readable as it was, a number becomes its digits', () => {
    const doc = importContent({
      version: '0.2', styleVersion: '0.3',
      widgets: {
        1: { id: 1, type: 'widget-text', cfg: { text: 'Hello\nworld {{utm_term|you}}' }, v: '0.1', style: {} },
        2: { id: 2, type: 'widget-heading', cfg: { text: 42, level: 1 }, v: '0.1', style: {} },
      },
      tree: [{ id: 1, cd: [] }, { id: 2, cd: [] }],
    }, { defaults: false });
    expect(getWidget(doc.page, 1)).toMatchObject({ v: '0.2', cfg: { text: 'Hello\nworld {{utm_term|you}}' } });
    expect(getWidget(doc.page, 2)).toMatchObject({ v: '0.2', cfg: { text: '42' } });
    expect(bodyOf(renderPage(doc).html)).toContain('Hello<br>world <span data-fill=utm_term>you</span>');
  });

  it('keeps rich text through export → import, in a compact shape', () => {
    const editor = createEditor(emptyDocument());
    editor.dispatch(addRoot('text', { cfg: { text: RICH } }));
    const content = exportContent(editor.getState().doc);
    const stored = JSON.stringify(content.widgets);
    // No HTML and no long key names: the runs are strings unless marked.
    expect(stored).not.toMatch(/<|marks|"text":\[\[\{"text"/);
    expect(stored).toContain('"text":[["Buy ",{"t":"now","m":["b"]}');
    const again = importContent(JSON.parse(JSON.stringify(content)));
    expect(getWidget(again.page, 1)?.cfg.text).toEqual(RICH);
  });

  it('drops from imported rich text what the model does not have: unknown marks, unsafe links, foreign keys', () => {
    const hostile = [[{ t: 'x', m: ['b', 'blink'], href: 'javascript:alert(1)', onclick: 'alert(1)' }, { t: 'y', href: 'https://ok.example', rel: 'nofollow evil', target: '_top' }], { list: 'menu', items: [['z']] }];
    expect(readRich(hostile)).toEqual([[{ t: 'x', m: ['b'] }, { t: 'y', href: 'https://ok.example', rel: 'nofollow' }]]);
  });
});

describe('rich text: links', () => {
  it('takes only http(s), mailto, tel and #anchor targets', () => {
    for (const ok of ['https://a.example/x?y=1', 'http://a.example', 'mailto:a@b.example', 'tel:+79031112233', '#form']) expect(linkHref(ok)).toBe(ok);
    for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '/relative', '//evil.example', '#', '', 'https:evil']) {
      expect(linkHref(bad), bad).toBeNull();
    }
  });
});

describe('rich text: undo', () => {
  it('a command on the text is one event, undone and redone as one step', () => {
    const editor = createEditor(emptyDocument());
    editor.dispatch(addRoot('text', { cfg: { text: 'Buy now' } }));
    const bold: RichText = [['Buy ', { t: 'now', m: ['b'] }]];
    editor.dispatch({ type: 'widget.param.set', id: 1, path: 'text', value: bold });
    const linked: RichText = [['Buy ', { t: 'now', m: ['b'], href: 'https://shop.example' }]];
    editor.dispatch({ type: 'widget.param.set', id: 1, path: 'text', value: linked });
    const text = () => getWidget(editor.getState().doc.page, 1)?.cfg.text;
    expect(text()).toEqual(linked);
    editor.undo();
    expect(text()).toEqual(bold);
    editor.undo();
    expect(text()).toBe('Buy now');
    editor.redo();
    expect(text()).toEqual(bold);
  });
});
