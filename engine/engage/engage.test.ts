// URL placeholders and popup triggers: the parser against hostile text, the trigger rule, the
// event that stores a trigger (undoable, kept through export and import), and what the renderer
// writes for each (the engage script part only on pages that use one).
import { describe, expect, it } from 'vitest';
import { apply, applyAll } from '../apply';
import { exportContent, importContent } from '../import';
import { renderPage } from '../render';
import { addRoot, caught, docWith } from '../test-fixtures';
import { FILL_MAX, fillValue, hasFills, parseFills, withFallbacks } from './placeholders';
import { NO_TRIGGER, popupTrigger, triggerProblem } from './popup-trigger';

describe('URL placeholders', () => {
  it('cuts a text into plain pieces and placeholders with their fallbacks', () => {
    expect(parseFills('Купите {{utm_term|окна}} сегодня')).toEqual([{ text: 'Купите ' }, { param: 'utm_term', fallback: 'окна' }, { text: ' сегодня' }]);
    expect(parseFills('{{ city }}')).toEqual([{ param: 'city', fallback: '' }]);
    expect(parseFills('')).toEqual([]);
    expect(withFallbacks('Окна в {{city|Москве}}!')).toBe('Окна в Москве!');
  });

  it('leaves malformed or foreign braces as plain text', () => {
    for (const t of ['{{}}', '{{UTM}}', '{{utm term|x}}', '{{a-b|x}}', '{utm_term}', '{{utm_term|a{b}}', '{{x|' + 'y'.repeat(201) + '}}', '{{' + 'a'.repeat(41) + '}}']) {
      expect(hasFills(t), t).toBe(false);
      expect(withFallbacks(t)).toBe(t);
    }
  });

  it('reads a long run of braces in linear time and keeps a fallback holding markup as text', () => {
    const hostile = '{{'.repeat(50_000) + 'a|' + '}'.repeat(10);
    const started = performance.now();
    parseFills(hostile);
    expect(performance.now() - started).toBeLessThan(500);
    expect(parseFills('{{q|<img src=x onerror=alert(1)>}}')).toEqual([{ param: 'q', fallback: '<img src=x onerror=alert(1)>' }]);
  });

  it('cuts a URL value to one line of at most FILL_MAX characters', () => {
    expect(fillValue('  a\n\tb  ')).toBe('a b');
    expect(fillValue('x'.repeat(500))).toHaveLength(FILL_MAX);
  });

  it('is published as its escaped fallback in a marked span, and the page carries the engage part', () => {
    const { html, js } = renderPage(docWith(addRoot('text', { cfg: { text: 'Окна {{utm_term|<b>дёшево</b>}}\nвсем' } })));
    expect(html).toContain('<p>Окна <span data-fill=utm_term>&lt;b&gt;дёшево&lt;/b&gt;</span><br>всем');
    expect(js).toContain('data-fill');
    const plain = renderPage(docWith(addRoot('text', { cfg: { text: 'Окна {utm_term}' } })));
    expect(plain.html).not.toContain('data-fill');
    expect(plain.js).toBe('');
  });
});

describe('popup triggers', () => {
  it('accepts each kind within its limits and names what is wrong otherwise', () => {
    expect(triggerProblem({ kind: 'scroll', value: 50, once: 'day' })).toBeNull();
    expect(triggerProblem({ kind: 'exit', once: 'week' })).toBeNull();
    expect(triggerProblem({ kind: 'delay', value: 0, once: 'day' })).toMatch(/from 1 to 600/);
    expect(triggerProblem({ kind: 'scroll', value: 101, once: 'day' })).toMatch(/from 1 to 100/);
    expect(triggerProblem({ kind: 'scroll', value: 2.5, once: 'day' })).toMatch(/whole number/);
    expect(triggerProblem({ kind: 'hover', once: 'day' })).toMatch(/kind/);
    expect(triggerProblem({ kind: 'exit', once: 'year' })).toMatch(/period/);
    expect(triggerProblem(null)).toMatch(/object/);
    expect(popupTrigger({ trigger: { kind: 'scroll', value: 900, once: 'day' } })).toEqual(NO_TRIGGER);
  });

  it('is stored by fragment.trigger.set, undone by its inverse, and kept through export and import', () => {
    const before = docWith({ type: 'fragment.create', title: 'Скидка' });
    const r = apply(before, { type: 'fragment.trigger.set', id: 1, trigger: { kind: 'scroll', value: 40, once: 'week' } });
    expect(popupTrigger(r.doc.fragments[0].config)).toEqual({ kind: 'scroll', value: 40, once: 'week' });
    expect(applyAll(r.doc, r.inverse).doc.fragments[0].config).toEqual({});
    const again = importContent(exportContent(r.doc));
    expect(popupTrigger(again.fragments[0].config)).toEqual({ kind: 'scroll', value: 40, once: 'week' });
    const none = apply(r.doc, { type: 'fragment.trigger.set', id: 1, trigger: NO_TRIGGER });
    expect(none.doc.fragments[0].config).toEqual({});
  });

  it('refuses a bad trigger or an unknown popup and changes nothing', () => {
    const doc = docWith({ type: 'fragment.create', title: 'M' });
    expect(caught(() => apply(doc, { type: 'fragment.trigger.set', id: 1, trigger: { kind: 'delay', value: -5, once: 'day' } })).code).toBe('event.invalid');
    expect(caught(() => apply(doc, { type: 'fragment.trigger.set', id: 9, trigger: { kind: 'exit', value: 0, once: 'day' } })).code).toBe('fragment.notFound');
    expect(doc.fragments[0].config).toEqual({});
  });

  it('is written on the published dialog, and only then does the page carry the engage part', () => {
    const plain = renderPage(docWith({ type: 'fragment.create', title: 'M' }));
    expect(plain.html).not.toContain('data-auto');
    expect(plain.js).not.toContain('data-auto');
    const doc = docWith({ type: 'fragment.create', title: 'M' }, { type: 'fragment.trigger.set', id: 1, trigger: { kind: 'scroll', value: 30, once: 'session' } });
    const { html, js } = renderPage(doc);
    expect(html).toContain('<dialog id=modal-1 aria-label=M data-auto=scroll data-at=30 data-once=session>');
    expect(js).toContain('dialog[data-auto]');
  });
});

describe('the sticky bar', () => {
  it('is published as a marked region with its text and its button, fixed to the bottom by default', () => {
    const { html, css } = renderPage(docWith(addRoot('sticky-bar')));
    expect(html).toMatch(/<div class=\S+ role=region aria-label="Объявление" data-sticky><p style="margin:0">Free consultation this week<\/p><a class=\S+ href="#">Button<\/a><\/div>/);
    expect(css).toMatch(/position:fixed/);
    expect(css).toMatch(/bottom:0/);
  });
});
