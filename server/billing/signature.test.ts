import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature';

describe('signed provider callbacks', () => {
  const body = '{"id":"evt_1"}';
  const at = new Date('2026-03-10T12:00:00Z');

  it('verifies its own signature over the exact bytes, and nothing else', () => {
    const header = signPayload('s3cret', body, at);
    expect(verifySignature('s3cret', body, header, at)).toBe(true);
    expect(verifySignature('s3cret', `${body} `, header, at)).toBe(false);
    expect(verifySignature('other', body, header, at)).toBe(false);
    expect(verifySignature('s3cret', body, undefined, at)).toBe(false);
    expect(verifySignature('s3cret', body, 't=abc,v1=zz', at)).toBe(false);
  });

  it('refuses a callback signed more than five minutes away (a replay)', () => {
    const header = signPayload('s3cret', body, at);
    expect(verifySignature('s3cret', body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(verifySignature('s3cret', body, header, new Date(at.getTime() + 301_000))).toBe(false);
  });
});
