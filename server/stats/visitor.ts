// What a hit says about its visitor, without keeping anything personal: bots (isbot), browser, OS
// and device class (ua-parser-js), the referring domain and the UTM tags of the landing URL, and
// the visitor as 8 bytes of sha256(daily salt, page, IP, user agent) — Plausible's method: the
// same person is the same visitor within one day on one page, and nobody can tell afterwards.
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

export interface Agent {
  readonly bot: boolean;
  readonly device: 'desktop' | 'mobile' | 'tablet' | 'other';
  readonly browser: string;
  readonly os: string;
}

const agents = new Map<string, Agent>();
const MAX_AGENTS = 5000;

/** Parsed once per distinct user agent (a busy page sees a few hundred), then from memory. */
export function agentOf(userAgent: string): Agent {
  let a = agents.get(userAgent);
  if (a) return a;
  if (userAgent.trim() === '' || isbot(userAgent)) {
    a = { bot: true, device: 'other', browser: '', os: '' };
  } else {
    const r = new UAParser(userAgent).getResult();
    const type = r.device.type;
    a = {
      bot: false,
      device: type === undefined ? 'desktop' : type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'other',
      browser: (r.browser.name ?? '').slice(0, 60),
      os: (r.os.name ?? '').slice(0, 60),
    };
  }
  if (agents.size >= MAX_AGENTS) agents.clear();
  agents.set(userAgent, a);
  return a;
}

/** An IPv4 client seen through an IPv6 socket ('::ffff:1.2.3.4') is the same client as '1.2.3.4'. */
export const normalIp = (ip: string): string => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

/** 8 bytes of the salted hash as a signed 64-bit integer (a PostgreSQL bigint). */
export function visitorHash(salt: Buffer, pageId: number, ip: string, userAgent: string): bigint {
  return createHash('sha256').update(salt).update(`${pageId}\n${normalIp(ip)}\n${userAgent}`).digest().readBigInt64BE(0);
}

/**
 * The referring site as a bare host name (lower-case, without www.), or null for a direct visit,
 * an unreadable Referer, or a move within the same site.
 */
export function referrerDomain(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  let host: string;
  try {
    const u = new URL(referer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    host = u.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host === own) return null;
  return host.replace(/^www\./, '').slice(0, 200) || null;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** utm_source, utm_medium and utm_campaign of a request target (trimmed, at most 100 characters). */
export function utmOf(url: string): Utm {
  const q = url.indexOf('?');
  if (q < 0) return {};
  const out: Utm = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(q + 1));
  } catch {
    return {};
  }
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value.slice(0, 100);
  }
  return out;
}

/** SPEC §9 breakpoints as the beacon reports them. */
export const SCREEN_CLASSES = ['xs', 'sm', 'md', 'lg'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];
