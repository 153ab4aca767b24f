// After a stored lead: only an https address or a path of the page's own host may be opened, the
// editor refuses anything else as it is typed, and a form whose choice is incomplete still thanks.
import { describe, expect, it } from 'vitest';
import { afterSubmitOf, isAfterSubmitUrl, withUtm } from './after-submit';
import { apply } from './apply';
import { formsOf } from './forms';
import { addRoot, caught, docWith } from './test-fixtures';
import { childIds } from './tree';
import type { Widget } from './model';

const form = (cfg: Record<string, unknown>): Widget => ({ id: 1, type: 'widget-form', name: 'Form', cfg, classes: [], style: {}, parentId: null, v: '0.1' } as Widget);

describe('after a submission', () => {
  it('accepts https addresses and project paths only', () => {
    for (const ok of ['https://example.ru/spasibo?x=1#top', 'https://shop.example.com', '/spasibo', '/', '/folder/page?a=b']) expect(isAfterSubmitUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'http://example.ru', '//evil.example', 'data:text/html,x', 'https://exa mple.ru', 'spasibo', 'https://', '/\\evil.example', 'https://x.ru/\nx']) {
      expect(isAfterSubmitUrl(bad), bad).toBe(false);
    }
  });

  it('falls back to the thank-you text when the choice is incomplete or the address not allowed', () => {
    expect(afterSubmitOf(form({}))).toEqual({ kind: 'text' });
    expect(afterSubmitOf(form({ afterSubmit: 'popup' }))).toEqual({ kind: 'text' });
    expect(afterSubmitOf(form({ afterSubmit: 'popup', afterModal: 3 }))).toEqual({ kind: 'popup', modalId: 3 });
    expect(afterSubmitOf(form({ afterSubmit: 'url', afterUrl: 'javascript:alert(1)' }))).toEqual({ kind: 'text' });
    expect(afterSubmitOf(form({ afterSubmit: 'url', afterUrl: ' https://example.ru/ok ', afterUtm: true }))).toEqual({ kind: 'url', url: 'https://example.ru/ok', utm: true });
  });

  it('is refused by the engine when the editor sets a bad address, and kept in the form rules the server reads', () => {
    let doc = docWith(addRoot('form', { cfg: { formName: 'Заявка' } }));
    const id = childIds(doc.page, null)[0];
    expect(caught(() => apply(doc, { type: 'widget.param.set', id, path: 'afterUrl', value: 'javascript:alert(1)' })).code).toBe('widget.invalidLink');
    doc = apply(doc, { type: 'widget.param.set', id, path: 'afterUrl', value: '/spasibo' }).doc;
    doc = apply(doc, { type: 'widget.param.set', id, path: 'afterSubmit', value: 'url' }).doc;
    expect(formsOf(doc, 'ru').forms[String(id)].after).toEqual({ kind: 'url', url: '/spasibo', utm: false });
  });

  it('adds the visit’s UTM tags the address does not name, before its fragment, and no click ids', () => {
    const utm = { utm_source: 'yandex', utm_campaign: 'весна 2', gclid: 'abc' };
    expect(withUtm('/spasibo', utm)).toBe('/spasibo?utm_source=yandex&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0%202');
    expect(withUtm('https://x.ru/a?utm_source=mail#f', utm)).toBe('https://x.ru/a?utm_source=mail&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0%202#f');
    expect(withUtm('/a', {})).toBe('/a');
  });
});
