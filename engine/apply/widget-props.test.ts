import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants';
import { exportContent } from '../import';
import { isHiddenOn, resolveStyle } from '../styles';
import { addRoot, caught, docWith } from '../test-fixtures';
import { getWidget } from '../tree';
import { apply, applyAll } from '.';

const base = docWith(addRoot('button'), addRoot('video'), addRoot('text'));
const roundTrip = (event: Parameters<typeof apply>[1]): void => {
  const { doc, inverse } = apply(base, event);
  expect(exportContent(applyAll(doc, inverse).doc)).toEqual(exportContent(base));
};

describe('widget params', () => {
  it('sets a nested param and undoes it exactly, even when parents were created', () => {
    const { doc } = apply(base, { type: 'widget.param.set', id: 3, path: 'link.value', value: '/x' });
    expect(getWidget(doc.page, 3)?.cfg).toEqual({ text: 'Text', link: { value: '/x' } });
    roundTrip({ type: 'widget.param.set', id: 3, path: 'link.value', value: '/x' });
    roundTrip({ type: 'widget.param.set', id: 1, path: 'link.value', value: '/y' });
  });

  it('deletes a param and undo brings it back; deleting a missing one changes nothing', () => {
    const { doc } = apply(base, { type: 'widget.param.delete', id: 1, path: 'script' });
    expect('script' in (getWidget(doc.page, 1)?.cfg ?? {})).toBe(false);
    roundTrip({ type: 'widget.param.delete', id: 1, path: 'script' });
    expect(apply(base, { type: 'widget.param.delete', id: 1, path: 'nope' })).toEqual({ doc: base, inverse: [] });
  });

  it('refuses prototype paths and non-JSON values', () => {
    expect(caught(() => apply(base, { type: 'widget.param.set', id: 1, path: '__proto__.x', value: 1 })).code).toBe('event.invalid');
    expect(caught(() => apply(base, { type: 'widget.param.set', id: 1, path: 'x', value: () => 1 })).code).toBe('event.invalid');
  });

  it('validates the element id with the messages of SPEC §5', () => {
    expect(caught(() => apply(base, { type: 'widget.param.set', id: 1, path: 'elementId', value: '1 bad' }))).toEqual({ code: 'widget.invalidElementId', reasons: [MESSAGES.invalidElementId] });
    const withId = apply(base, { type: 'widget.param.set', id: 1, path: 'elementId', value: 'buy' }).doc;
    expect(caught(() => apply(withId, { type: 'widget.param.set', id: 3, path: 'elementId', value: 'buy' })).reasons).toEqual(['Виджет с таким id уже существует']);
    expect(() => apply(withId, { type: 'widget.param.set', id: 1, path: 'elementId', value: 'buy' })).not.toThrow();
  });

  it('accepts only YouTube, Vimeo, Rutube or VK Video links', () => {
    expect(caught(() => apply(base, { type: 'widget.param.set', id: 2, path: 'url', value: 'https://example.com/v' })).reasons).toEqual(['Ошибка, ссылка не корректна']);
    expect(caught(() => apply(base, { type: 'widget.param.set', id: 2, path: 'url', value: 'https://rutube.ru/video/123/' })).reasons).toEqual(['Ошибка, ссылка не корректна']);
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871',
      'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/', 'https://vk.com/video-22822305_456242144', 'https://vkvideo.ru/video123_456']) {
      expect(() => apply(base, { type: 'widget.param.set', id: 2, path: 'url', value: url })).not.toThrow();
    }
  });

  it('renames, and undo restores the old name', () => {
    expect(getWidget(apply(base, { type: 'widget.rename', id: 1, name: 'Buy' }).doc.page, 1)?.name).toBe('Buy');
    roundTrip({ type: 'widget.rename', id: 1, name: 'Buy' });
  });
});

describe('widget styles per screen', () => {
  it('sets and removes declarations on one screen; smaller screens inherit', () => {
    let doc = apply(base, { type: 'widget.style.set', id: 3, screen: 'desktop', props: { color: '#111', fontSize: '20px' } }).doc;
    doc = apply(doc, { type: 'widget.style.set', id: 3, screen: 'tablet', props: { fontSize: '16px' } }).doc;
    const style = getWidget(doc.page, 3)!.style;
    expect(resolveStyle(style, 'laptop')).toEqual({ color: '#111', fontSize: '20px' });
    expect(resolveStyle(style, 'mobile')).toEqual({ color: '#111', fontSize: '16px' });
    doc = apply(doc, { type: 'widget.style.set', id: 3, screen: 'tablet', props: { fontSize: null } }).doc;
    expect(getWidget(doc.page, 3)!.style.tablet).toBeUndefined();
  });

  it('undoes exactly and refuses unknown screens', () => {
    roundTrip({ type: 'widget.style.set', id: 1, screen: 'desktop', props: { color: 'red', padding: null } });
    roundTrip({ type: 'widget.style.set', id: 3, screen: 'mobile', props: { color: 'red' } });
    expect(caught(() => apply(base, { type: 'widget.style.set', id: 1, screen: 'watch' as 'mobile', props: {} })).code).toBe('event.invalid');
  });
});

describe('widget classes', () => {
  it('adds and removes classes; undo of a removal restores the position', () => {
    let doc = apply(base, { type: 'widget.class.add', id: 1, className: 'promo' }).doc;
    doc = apply(doc, { type: 'widget.class.add', id: 1, className: 3 }).doc;
    doc = apply(doc, { type: 'widget.class.add', id: 1, className: 'child-2' }).doc;
    expect(getWidget(doc.page, 1)?.classes).toEqual(['promo', 3, 'child-2']);
    const { doc: removed, inverse } = apply(doc, { type: 'widget.class.remove', id: 1, className: 'promo' });
    expect(getWidget(removed.page, 1)?.classes).toEqual([3, 'child-2']);
    expect(getWidget(applyAll(removed, inverse).doc.page, 1)?.classes).toEqual(['promo', 3, 'child-2']);
  });

  it('refuses a malformed class with the message of SPEC §5', () => {
    for (const bad of ['2col', 'a b', '', 'x!']) {
      expect(caught(() => apply(base, { type: 'widget.class.add', id: 1, className: bad }))).toEqual({ code: 'widget.invalidClass', reasons: ['Неверный формат класса'] });
    }
  });
});

describe('widget hide and show', () => {
  it('hides per screen with downward inheritance, shows again, and undoes exactly', () => {
    let doc = apply(base, { type: 'widget.hide', id: 3, screen: 'tablet' }).doc;
    let cfg = getWidget(doc.page, 3)!.cfg;
    expect(['desktop', 'laptop', 'tablet', 'mobile'].map((s) => isHiddenOn(cfg, s as 'mobile'))).toEqual([false, false, true, true]);
    doc = apply(doc, { type: 'widget.show', id: 3, screen: 'mobile' }).doc;
    cfg = getWidget(doc.page, 3)!.cfg;
    expect(isHiddenOn(cfg, 'tablet')).toBe(true);
    expect(isHiddenOn(cfg, 'mobile')).toBe(false);
    roundTrip({ type: 'widget.hide', id: 1 });
    const hidden = apply(base, { type: 'widget.hide', id: 1 }).doc;
    const shown = apply(hidden, { type: 'widget.show', id: 1 }).doc;
    expect(exportContent(shown)).toEqual(exportContent(base));
  });
});
