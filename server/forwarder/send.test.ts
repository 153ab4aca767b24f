// What an attempt's failure means (errorKind): the messages sendRequest and Node really produce,
// so the log can say «Нет ответа вовремя» instead of Node's English.
import { describe, expect, it } from 'vitest';
import { errorKind, FORWARD_OFF_ERROR } from './send';

describe('errorKind', () => {
  it('names every failure sendRequest reports; a 2xx answer is none', () => {
    expect(errorKind(200, null)).toBeNull();
    expect(errorKind(204, null)).toBeNull();
    expect(errorKind(null, null)).toBeNull();
    expect(errorKind(500, 'HTTP 500')).toBe('http');
    expect(errorKind(302, 'HTTP 302')).toBe('http');
    expect(errorKind(null, 'no answer in 15 s')).toBe('timeout');
    expect(errorKind(null, 'connect ETIMEDOUT 203.0.113.5:443')).toBe('timeout');
    expect(errorKind(null, 'connect ECONNREFUSED 127.0.0.1:9')).toBe('refused');
    expect(errorKind(null, 'socket hang up')).toBe('reset');
    expect(errorKind(null, 'read ECONNRESET')).toBe('reset');
    expect(errorKind(null, 'getaddrinfo ENOTFOUND crm.example.invalid')).toBe('dns');
    expect(errorKind(null, 'certificate has expired')).toBe('tls');
    expect(errorKind(null, 'self-signed certificate')).toBe('tls');
    expect(errorKind(null, 'target refused (private)')).toBe('blocked');
    expect(errorKind(null, 'refused: crm.example.com resolves to a private address')).toBe('blocked');
    expect(errorKind(null, FORWARD_OFF_ERROR)).toBe('off');
    expect(errorKind(null, 'something odd')).toBe('other');
  });
});
