import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { canHaveChildren, inlineTextKey, WIDGET_CATALOGUE, widgetVersion } from './catalogue';
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
    expect([widgetVersion('widget-button'), widgetVersion('widget-text')]).toEqual(['0.3', '0.1']);
  });

  it('names the text a person edits in place, for the types that have one', () => {
    expect(inlineTextKey('widget-heading')).toBe('text');
    expect(inlineTextKey('widget-spoiler')).toBe('title');
    expect(inlineTextKey('widget-image')).toBeUndefined();
    for (const e of WIDGET_CATALOGUE) if (e.inlineText !== undefined) expect(typeof e.cfg[e.inlineText], e.key).toBe('string');
  });
});
