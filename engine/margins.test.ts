import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { emptyDocument } from './document';
import { expandMargin, marginSideProps, widgetMargins } from './margins';
import { WIDGET_CATALOGUE } from './catalogue';
import type { Design, DesignClass, DesignClassId, PageDocument, Widget } from './model';
import { getWidget } from './tree';

const none = new Map<DesignClassId, DesignClass>();
const withStyle = (style: Widget['style']): Widget => ({ id: 1, type: 'widget-video', name: 'Видео', cfg: {}, classes: [], style, parentId: null, v: '0.1' });

describe('a widget’s margins, side by side', () => {
  it('reads the 24 px page gutter of a video added on the page, not 0', () => {
    const doc = apply(emptyDocument(), { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'video' }, design: true, lang: 'ru' }).doc;
    const video = getWidget(doc.page, 1);
    if (video === undefined) throw new Error('no video');
    const m = widgetMargins(video, 'desktop', none, []);
    expect([m.marginTop.own, m.marginRight.own, m.marginBottom.own, m.marginLeft.own]).toEqual(['', '24px', '16px', '24px']);
    // A smaller screen shows the desktop's sides as what applies there.
    const mobile = widgetMargins(video, 'mobile', none, []);
    expect(mobile.marginLeft.own).toBe('');
    expect(mobile.marginLeft.inherited).toEqual({ value: '24px', from: { kind: 'own', screen: 'desktop' } });
  });

  it('splits a shorthand into its sides, a side written after it winning', () => {
    expect(expandMargin('8px 16px')).toEqual({ marginTop: '8px', marginRight: '16px', marginBottom: '8px', marginLeft: '16px' });
    expect(expandMargin('1px 2px 3px')).toEqual({ marginTop: '1px', marginRight: '2px', marginBottom: '3px', marginLeft: '2px' });
    const m = widgetMargins(withStyle({ desktop: { margin: '10px', marginLeft: '24px' } }), 'desktop', none, []);
    expect([m.marginTop.own, m.marginRight.own, m.marginBottom.own, m.marginLeft.own]).toEqual(['10px', '10px', '10px', '24px']);
  });

  it('an edit of one side leaves no shorthand to override it and keeps the other sides', () => {
    const w = withStyle({ desktop: { margin: '10px', marginLeft: '24px' } });
    const props = marginSideProps(w, 'desktop', 'marginLeft', '0px');
    expect(props).toEqual({ margin: null, marginTop: '10px', marginRight: '10px', marginBottom: '10px', marginLeft: '0px' });
    expect(marginSideProps(withStyle({ desktop: { marginLeft: '24px' } }), 'desktop', 'marginLeft', ' ')).toEqual({ marginLeft: null });
  });
});

describe('nothing added straight on the page is wider than the room between its margins', () => {
  /** The default design's look: a button full width on phones, a text with a column of its own. */
  const design: Design = {
    id: 1, title: 'Основной', parent_id: null, classes: [
      { id: 1, name: 'Кнопка', parentId: null, order: 0, type: 'widget-button', hideInAddingWidgets: false, style: { desktop: { padding: '12px 24px' }, mobile: { width: '100%' } } },
      { id: 2, name: 'Текст', parentId: null, order: 1, type: 'widget-text', hideInAddingWidgets: false, style: { desktop: { maxWidth: '720px' } } },
    ],
  };
  const base = emptyDocument();
  const designed: PageDocument = { ...base, library: { ...base.library, designs: [design] }, globals: { ...base.globals, designId: 1 } };
  const added = (type: string) => {
    const doc = apply(designed, { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type }, design: true, lang: 'ru' }).doc;
    const w = getWidget(doc.page, 1);
    if (w === undefined) throw new Error('nothing added');
    return w;
  };

  it('a button full width on phones by its class is capped at the page width less its 24 px gutters', () => {
    const button = added('button');
    expect(button.style.desktop).toMatchObject({ marginLeft: '24px', marginRight: '24px', maxWidth: 'calc(100% - 48px)' });
  });

  it('an image (max-width 100 %) too, and a video or map fills between its margins', () => {
    expect(added('image').style.desktop?.maxWidth).toBe('calc(100% - 48px)');
    expect(added('video').style.desktop).toMatchObject({ width: 'calc(100% - 48px)', maxWidth: 'calc(100% - 48px)' });
  });

  it('keeps a maximum width the design class chose', () => {
    expect(added('text').style.desktop?.maxWidth).toBeUndefined();
  });

  it('every catalogue widget that gets gutters gets the cap with them', () => {
    for (const entry of WIDGET_CATALOGUE) {
      let w: Widget;
      try {
        w = added(entry.key);
      } catch {
        continue; // a part that only lives inside its whole (a column, a slide)
      }
      const d = w.style.desktop ?? {};
      if (d.marginLeft === '24px' && entry.key !== 'text') expect(d.maxWidth, entry.key).toBe('calc(100% - 48px)');
    }
  });
});
