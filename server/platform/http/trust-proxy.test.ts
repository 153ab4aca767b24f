import { describe, expect, it } from 'vitest';
import { clientAddress, proxyTrust } from './trust-proxy';

// The raw publishing paths count visitors by this address: it must be Fastify's req.ip, never
// whatever a client wrote leftmost in X-Forwarded-For.
describe('clientAddress (the raw paths’ req.ip)', () => {
  it('without TRUST_PROXY is the socket’s peer, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxyTrust(false))).toBe('203.0.113.9');
  });
  it('with one hop behind a local proxy is the address the proxy saw, not a spoofed leftmost entry', () => {
    const trust = proxyTrust(1);
    expect(clientAddress('127.0.0.1', '203.0.113.9', trust)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', trust)).toBe('203.0.113.9');
  });
  it('with a hop count, a client from the internet writing its own header stays itself', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', proxyTrust(1))).toBe('203.0.113.9');
  });
  it('with proxies named by address, walks back through them only', () => {
    const trust = proxyTrust('10.0.0.1, 10.0.0.2');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', trust)).toBe('203.0.113.9');
    expect(clientAddress('192.0.2.1', '203.0.113.9', trust)).toBe('192.0.2.1');
  });
});
