import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { pageAddressError, pageCodeError, pageCodeRule, pageUriError, pageUriRule } from './pageAddress';

describe('page address: one rule for the dialog, the form and the server', () => {
  it('accepts sensible addresses', () => {
    for (const code of ['promo-2024', 'abc', 'My-Shop']) expect(pageCodeError(code), code).toBeNull();
    for (const uri of ['', 'promo', 'promo.html', 'sale/winter_1', '/lead/', 'Sale']) expect(pageUriError(uri), uri).toBeNull();
    expect(v.parse(pageCodeRule, ' My-Shop ')).toBe('my-shop');
    expect(v.parse(pageUriRule, '/promo.html/')).toBe('promo.html');
  });

  it('refuses what the server must refuse, and says what is wrong', () => {
    expect(pageCodeError('  ')).toBe('field.required');
    for (const code of ['a', 'ab', '-promo', 'promo-', 'пром', 'www', 'api', 'x'.repeat(64), 'pro mo']) expect(pageCodeError(code), code).toBe('page.address_invalid');
    for (const uri of ['with space', '../etc', 'a//b', '__internal', 'a/./b', 'промо', 'x'.repeat(201)]) expect(pageUriError(uri), uri).toBe('page.address_invalid');
    expect(pageAddressError({ code: 'promo', uri: 'a b' })).toBe('page.address_invalid');
    expect(pageAddressError({ code: 'promo', uri: 'promo.html' })).toBeNull();
  });
});
