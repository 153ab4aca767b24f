// SSRF guard for outgoing integration calls. A customer types a webhook URL; without this guard the
// server would POST wherever it points — its own loopback, the database's port, a cloud metadata
// address, the office network. So a target must be http(s) on a public address, checked twice:
// when the URL is saved (a clear error for the form) and when each request connects, on the very
// address the connection uses (a name that resolved to a public address at saving can resolve to
// a private one later — DNS rebinding). `allowPrivate` (config WEBHOOK_ALLOW_PRIVATE=1) lifts the
// address rule for tests and for a self-hosted receiver on the same machine.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
// IPv4: "this" network, private, CGNAT, loopback, link-local (cloud metadata), IETF, TEST-NETs,
// benchmarking, multicast, reserved, broadcast.
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// IPv6: unspecified, loopback, IPv4-mapped (checked again as IPv4 below), NAT64, discard, ULA,
// link-local, site-local, multicast, documentation.
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['2001:db8::', 32],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** True for loopback, private, link-local and other addresses no customer's service lives on. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

export type TargetProblem = 'url' | 'scheme' | 'credentials' | 'private';

/** Hosts that are names of this machine whatever they resolve to. */
const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i;

/**
 * Checks a URL as typed (no DNS): http(s), no user:password part, not a literal private address or
 * a local name. Returns the problem, or null.
 */
export function targetProblem(raw: string, allowPrivate: boolean): TargetProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? 'private' : null;
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return 'private';
  return null;
}

export class BlockedTargetError extends Error {
  override name = 'BlockedTargetError';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request: resolves as Node would, then refuses when any resolved address is
 * private, so the socket can only connect to an address that was checked.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(Object.assign(new BlockedTargetError(`refused: ${hostname} resolves to a private address`), { code: 'EBLOCKED' }), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}
