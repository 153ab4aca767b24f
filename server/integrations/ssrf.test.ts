// The SSRF guard: which addresses are private, what a typed URL may be, and the connect-time
// check on the address a name resolves to (a name that passes at saving but resolves to loopback).
import { describe, expect, it } from 'vitest';
import { postJson } from './http-post';
import { guardedLookup, isPrivateAddress, targetProblem } from './ssrf';

describe('the SSRF guard', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'nonsense']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2a00:1450:4010:c05::65', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks a typed URL: http(s) only, no credentials, no literal private address or local name', () => {
    expect(targetProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(targetProblem('ftp://hooks.example.com/x', false)).toBe('scheme');
    expect(targetProblem('not a url', false)).toBe('url');
    expect(targetProblem('https://user:pw@hooks.example.com/', false)).toBe('credentials');
    for (const u of ['http://127.1/', 'http://0x7f000001/', 'http://[::1]:8080/', 'http://localhost:3000/', 'http://db.internal/', 'http://router/']) {
      expect(targetProblem(u, false), u).toBe('private');
    }
    expect(targetProblem('http://127.0.0.1:9/x', true)).toBeNull();
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(false)('localhost', {}, (e) => resolve(e)));
    expect(err?.code).toBe('EBLOCKED');
    const ok = await new Promise<string>((resolve, reject) => guardedLookup(true)('localhost', {}, (e, a) => (e ? reject(e) : resolve(String(a)))));
    expect(isPrivateAddress(ok)).toBe(true);
    // Through postJson: blocked before anything is sent, and said to be permanent.
    const r = await postJson('http://127.0.0.1:9/x', '{}', {}, { allowPrivate: false });
    expect(r).toMatchObject({ status: null, permanent: true });
  });
});
