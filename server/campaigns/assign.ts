// Which variant of a running campaign a visitor gets: decided by the server before it sends any
// HTML (no client-side swap, so no flicker), and sticky — a hash of the campaign's seed with the
// visitor's IP and user agent, so the same browser gets the same variant on every visit, on every
// instance, without a cookie or anything stored. The hash picks a point in 0..9999; each variant
// owns a slice of that range as large as its traffic share.

import { normalIp } from '../stats/index';

export interface Share { readonly id: number; readonly share: number }

/** FNV-1a (32 bit) over the seed and the visitor, then a final avalanche so nearby inputs spread. */
export function bucketOf(seed: number, ip: string, userAgent: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  const s = `${seed}\n${normalIp(ip)}\n${userAgent}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % 10_000;
}

/** The variant whose slice holds the visitor's point; shares are percents (their sum is 100). */
export function pickVariant<V extends Share>(variants: readonly V[], seed: number, ip: string, userAgent: string): V | undefined {
  const total = variants.reduce((sum, v) => sum + v.share, 0);
  if (total <= 0) return variants[0];
  const point = (bucketOf(seed, ip, userAgent) * total) / 10_000;
  let edge = 0;
  for (const v of variants) {
    edge += v.share;
    if (point < edge) return v;
  }
  return variants[variants.length - 1];
}
