// Which X-Forwarded-For entries to believe (TRUST_PROXY, see config.ts). The leftmost entry is
// whatever the client wrote, so it is never trusted by itself: with N hops, the client address is
// the one the Nth proxy from us saw. A hop count cannot tell a proxy from a client that connects
// directly and writes its own header (Fastify refuses bare counts for that reason), so the nearest
// hop must also be a loopback or private address — where a reverse proxy sits; a direct client
// from the internet stays itself. Proxies elsewhere are named by address instead (TRUST_PROXY=ip,…).
import { BlockList, isIPv4 } from 'node:net';
import { compile } from '@fastify/proxy-addr';

const nearby = new BlockList();
for (const [net, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) nearby.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) nearby.addSubnet(net, bits, 'ipv6');

/** Loopback or a private range (IPv4-mapped IPv6 included). */
export function isNearby(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  try {
    return isIPv4(v4) ? nearby.check(v4, 'ipv4') : nearby.check(address, 'ipv6');
  } catch {
    return false;
  }
}

/** Fastify's trustProxy for a setting from config.ts: false, a hop count, or the proxies' addresses. */
export function trustProxyOption(setting: false | number | string): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && (hop > 0 || isNearby(address));
}

/** Whether `address`, `hop` steps from us (0: the socket's peer), is a proxy to believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The trust rule Fastify applies for a TRUST_PROXY setting, as one function. */
export function proxyTrust(setting: false | number | string): ProxyTrust {
  const option = trustProxyOption(setting);
  if (option === false) return () => false;
  return typeof option === 'function' ? option : compile(option.split(',').map((a) => a.trim()).filter(Boolean));
}

/**
 * The client's address by Fastify's rule for `req.ip` (proxy-addr), for the raw paths that answer
 * before Fastify: walk from the socket's peer towards the leftmost X-Forwarded-For entry while the
 * hop is trusted; the first untrusted address is the client.
 */
export function clientAddress(remote: string | undefined, forwarded: string | string[] | undefined, trust: ProxyTrust): string {
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const addrs = [remote ?? '', ...(header ? header.split(',').map((a) => a.trim()).filter(Boolean).reverse() : [])];
  for (let hop = 0; hop < addrs.length - 1; hop++) {
    if (!trust(addrs[hop], hop)) return addrs[hop];
  }
  return addrs[addrs.length - 1];
}
