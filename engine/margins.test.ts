import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { emptyDocument } from './document';
import { expandMargin, marginSideProps, widgetMargins } from './margins';
import type { DesignClass, DesignClassId, Widget } from './model';
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
