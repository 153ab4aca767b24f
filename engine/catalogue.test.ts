import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { canHaveChildren, inlineTextKey, WIDGET_CATALOGUE, widgetVersion } from './catalogue';
import { DEFAULT_SUBMIT_TEXT, DEFAULT_SUBMIT_TEXT_RU } from './constants';
import type { Design } from './model';
import { editorTraits } from './traits';
import { emptyDocument } from './document';
import { documentProblems } from './invariants';
import { getWidget } from './tree';

describe('widget catalogue', () => {
  it('covers the add-widget list, the widget icons and the widget types of SPEC §2–§3', () => {
    const types = new Set(WIDGET_CATALOGUE.map((e) => e.type.slice('widget-'.length)));
    for (const t of ['form', 'container', 'slide', 'slider-pagination', 'slider-button-container', 'column', 'cookie', 'cookie-button', 'menu', 'navbar', 'burger', 'mix', 'button', 'text', 'heading', 'image', 'video', 'gallery', 'carousel', 'counter', 'html', 'icon', 'input', 'link-button', 'map', 'social-links', 'spoiler', 'tab', 'spacer', 'slider', 'service']) {
      expect(types.has(t), t).toBe(true);
    }
    const keys = WIDGET_CATALOGUE.map((e) => e.key);
    expect(keys).toEqual(expect.arrayContaining(['h1', 'h2', 'h3', 'h4', 'h5', 'container-2', 'container-3', 'container-4', 'input-text', 'input-phone', 'input-email', 'input-dropdown']));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(WIDGET_CATALOGUE.map((e) => e.category))).toEqual(new Set(['button', 'text', 'media', 'container', 'spacer', 'other', 'form', 'slider', 'menu']));
  });

  it('lets an editor add every entry with its defaults', () => {
    let doc = emptyDocument();
    for (const entry of WIDGET_CATALOGUE) {
      const r = apply(doc, { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: entry.key } });
      const added = getWidget(r.doc.page, doc.nextId);
      expect(added?.type).toBe(entry.type);
      expect(added?.v).toBe(widgetVersion(entry.type));
      doc = r.doc;
    }
    expect(documentProblems(doc)).toEqual([]);
  });

  it('declares children only for widgets that can hold them; versions follow SPEC §9', () => {
    for (const e of WIDGET_CATALOGUE) if ((e.children ?? []).length > 0) expect(canHaveChildren(e.type), e.key).toBe(true);
    // Text and heading are 0.2 since their text may be rich text (engine/richtext); a spacer is still 0.1.
    expect([widgetVersion('widget-button'), widgetVersion('widget-text'), widgetVersion('widget-heading'), widgetVersion('widget-spacer')]).toEqual(['0.3', '0.2', '0.2', '0.1']);
  });

  it('names the text a person edits in place, for the types that have one', () => {
    expect(inlineTextKey('widget-heading')).toBe('text');
    expect(inlineTextKey('widget-spoiler')).toBe('title');
    expect(inlineTextKey('widget-image')).toBeUndefined();
    for (const e of WIDGET_CATALOGUE) if (e.inlineText !== undefined) expect(typeof e.cfg[e.inlineText], e.key).toBe('string');
  });
});

describe('catalogue content per language', () => {
  /** Every string value of a cfg, however deep. */
  const strings = (x: unknown): string[] =>
    typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(strings) : x !== null && typeof x === 'object' ? Object.values(x).flatMap(strings) : [];

  it('names every entry and fills its content in Russian without the English defaults', () => {
    const english = /\b(Heading|Text|Button|Send|Name|Phone|Home|About|Contacts|Menu|Choose|Option|Tab|Service|Question|Answer|Link|Image|Video|Map|Icon|Form|Thank|cookies)\b/;
    for (const e of WIDGET_CATALOGUE) {
      expect(e.titles.ru, e.key).not.toMatch(english);
      expect(e.titles.en.length, e.key).toBeGreaterThan(0);
      for (const s of strings(e.content.ru)) expect(s, `${e.key}: ${s}`).not.toMatch(english);
    }
  });

  it('a widget added in Russian gets the Russian name and content, its children too', () => {
    const doc = emptyDocument();
    const { doc: next } = apply(doc, { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'ru' });
    const form = getWidget(next.page, 1);
    expect(form).toMatchObject({ name: 'Форма', cfg: { formName: 'Форма 1' } });
    expect(form?.cfg.submitText).toBe(DEFAULT_SUBMIT_TEXT_RU);
    const children = [2, 3, 4, 5].map((id) => getWidget(next.page, id));
    expect(children.map((w) => w?.cfg.label ?? w?.cfg.text)).toEqual(['Имя', 'Телефон', 'Я даю согласие на обработку моих персональных данных в соответствии с', 'Отправить']);
    expect(children.map((w) => w?.name)).toEqual(['Поле: текст', 'Поле: телефон', 'Согласие на обработку данных', 'Кнопка отправки']);
    // Without a language an event keeps adding what it always did.
    const en = apply(doc, { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'h1' } }).doc;
    expect(getWidget(en.page, 1)).toMatchObject({ name: 'Heading H1', cfg: { text: 'Heading', level: 1 } });
  });

  it('a widget added to an English page by a Russian reader gets English content and Russian names', () => {
    const { doc } = apply(emptyDocument(), { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'en', nameLang: 'ru' });
    const form = getWidget(doc.page, 1);
    // The name and the form's name are the person's (layers, leads); the words are the visitors'.
    expect(form).toMatchObject({ name: 'Форма', cfg: { formName: 'Форма 1', submitText: DEFAULT_SUBMIT_TEXT } });
    const children = [2, 3, 4, 5].map((id) => getWidget(doc.page, id));
    expect(children.map((w) => w?.cfg.label ?? w?.cfg.text)).toEqual(['Name', 'Phone', 'I agree to the processing of my personal data in accordance with the', 'Send']);
    expect(children.map((w) => w?.name)).toEqual(['Поле: текст', 'Поле: телефон', 'Согласие на обработку данных', 'Кнопка отправки']);
  });
});

describe('editor traits', () => {
  it('every type has its panels, params last, and in-place text only where its content has that text', () => {
    for (const e of WIDGET_CATALOGUE) {
      expect(e.editor).toBe(editorTraits(e.type));
      expect(e.editor.settingsPanels.at(-1), e.key).toBe('params');
      expect(e.editor.stylePanels.length, e.key).toBeGreaterThan(0);
      if (e.editor.inlineText !== null) expect(typeof e.content.ru[e.editor.inlineText], e.key).toBe('string');
    }
    expect(editorTraits('widget-spacer').stylePanels).toEqual(['spacer', 'background']);
    expect(editorTraits('widget-menu').settingsPanels).toEqual(['menu', 'params']);
    expect(editorTraits('widget-legacy-thing')).toMatchObject({ settingsPanels: ['params'], inlineText: null });
    expect(editorTraits('spoiler').inlineText).toBe('title');
  });
});

describe('a widget added in the page design', () => {
  const design: Design = {
    id: 7, title: 'Base', parent_id: null, classes: [
      { id: 1, name: 'Primary', type: 'widget-button', parentId: null, order: 0, hideInAddingWidgets: false, style: { desktop: { backgroundColor: 'var(--color-1)', padding: '14px 28px', color: '#fff' } } },
      { id: 2, name: 'Hidden', type: 'widget-button', parentId: null, order: 0, hideInAddingWidgets: true, style: {} },
      { id: 3, name: 'H1', type: 'widget-heading', parentId: null, order: 2, hideInAddingWidgets: false, style: { desktop: { fontSize: '52px' } } },
      { id: 4, name: 'H2', type: 'widget-heading', parentId: null, order: 3, hideInAddingWidgets: false, style: { desktop: { fontSize: '38px' } } },
    ],
  };
  const doc = { ...emptyDocument(), library: { designs: [design], palettes: [], fontPresets: [] }, globals: { ...emptyDocument().globals, designId: 7 } };
  const add = (type: string, target: number | null = null) =>
    apply(doc, { type: 'widget.add', at: { where: 'inside', target }, widget: { type }, design: true, lang: 'ru' }).doc;

  it('takes the default class of its type and drops its own declarations the class sets', () => {
    const button = getWidget(add('button').page, 1);
    expect(button?.classes).toEqual([1]);
    expect(button?.style.desktop).not.toHaveProperty('backgroundColor');
    expect(button?.style.desktop).toMatchObject({ borderRadius: '6px', marginLeft: '24px' });
  });

  it('a heading takes the class of its level; a type without a class keeps the catalogue look', () => {
    expect(getWidget(add('h2').page, 1)?.classes).toEqual([4]);
    expect(getWidget(add('h1').page, 1)?.classes).toEqual([3]);
    const text = getWidget(add('text').page, 1);
    expect(text?.classes).toEqual([]);
    expect(text?.style.desktop).toMatchObject({ marginBottom: '16px' });
  });

  it('a full-width widget on the page fills the room between the gutters instead of sticking out of the page', () => {
    for (const type of ['video', 'map']) {
      expect(getWidget(add(type).page, 1)?.style.desktop, type).toMatchObject({ marginLeft: '24px', marginRight: '24px', width: 'calc(100% - 48px)' });
    }
    const inBox = add('container');
    const framed = apply(inBox, { type: 'widget.add', at: { where: 'inside', target: 1 }, widget: { type: 'video' }, design: true, lang: 'ru' }).doc;
    expect(getWidget(framed.page, inBox.nextId)?.style.desktop).toMatchObject({ width: '100%' });
  });

  it('no widget added on the page loses its gutter or the space under it to a margin shorthand', () => {
    // A `margin` in the inline style after marginLeft/marginBottom would set them back to its value
    // (the social links sat flush with the page's edge, with nothing under them).
    for (const e of WIDGET_CATALOGUE) {
      const style = getWidget(add(e.key).page, 1)?.style.desktop ?? {};
      if ('marginLeft' in style || 'marginBottom' in style) expect(Object.keys(style), e.key).not.toContain('margin');
    }
    expect(getWidget(add('social-links').page, 1)?.style.desktop).toMatchObject({ marginLeft: '24px', marginBottom: '16px' });
  });

  it('inside a box there is no page gutter; the form’s submit button takes the button class', () => {
    const withForm = add('form');
    const submit = getWidget(withForm.page, 5);
    expect(submit?.classes).toEqual([1]);
    expect(submit?.style.desktop ?? {}).not.toHaveProperty('marginLeft');
  });
});
