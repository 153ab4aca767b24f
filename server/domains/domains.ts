// Domain names and the DNS check. Names are normalised to lower-case ASCII (IDN → punycode via the
// WHATWG URL parser) and must be a dotted host (SPEC §5 bare domain). The check does a real lookup
// with node:dns/promises; tests replace the resolver with setDnsResolver so no real DNS is hit.
import { resolve4 } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Locale } from '../../api/errors';
import { ApiError } from '../platform/http/errors';
import type { PublishingConfig } from '../pages/index';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Returns the normalised name, or null when it is not a valid bare domain. */
export function normaliseDomain(input: string): string | null {
  const raw = input.trim().toLowerCase().replace(/\.$/, '');
  if (raw === '' || /[\s/:@?#]/.test(raw)) return null;
  let host: string;
  try {
    host = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253 || !labels.every((l) => LABEL.test(l))) return null;
  // The top-level label is letters (or an IDN's xn-- form), never all digits: that would be an IP.
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1])) return null;
  return host;
}

export function checkDomain(input: string, field = 'name'): string {
  const name = normaliseDomain(input);
  if (!name) throw new ApiError(422, 'domain.invalid', { fields: { [field]: 'domain.invalid' } });
  return name;
}

/**
 * Names no customer may connect: localhost, the draft domain and its subdomains (the test
 * addresses), IP addresses, and the app's own hosts — `appHosts` from the configuration plus the
 * host the caller reaches the app at — with their www. form and everything under them.
 */
export function isReservedDomain(name: string, config: Pick<PublishingConfig, 'draftDomain' | 'appHosts'>, requestHost?: string): boolean {
  const under = (n: string, base: string) => n === base || n.endsWith(`.${base}`);
  if (isIP(name) !== 0 || under(name, 'localhost') || under(name, config.draftDomain)) return true;
  const appHosts = requestHost ? [...config.appHosts, requestHost] : config.appHosts;
  return appHosts.some((host) => host !== '' && (under(name, host) || `www.${name}` === host));
}

export function assertNotReserved(name: string, config: Pick<PublishingConfig, 'draftDomain' | 'appHosts'>, requestHost: string | undefined, field = 'name'): void {
  if (isReservedDomain(name, config, requestHost)) throw new ApiError(422, 'domain.reserved', { fields: { [field]: 'domain.reserved' } });
}

export type DnsResolver = (host: string) => Promise<string[]>;

const systemResolver: DnsResolver = async (host) => {
  try {
    return await resolve4(host);
  } catch {
    // NXDOMAIN, no A records, timeout: all mean "not pointing at us yet".
    return [];
  }
};

let resolver: DnsResolver = systemResolver;

/** Test hook: answers lookups from a table instead of the network. Pass undefined to restore. */
export function setDnsResolver(r: DnsResolver | undefined): void {
  resolver = r ?? systemResolver;
}

const TEXT: Record<Locale, (ip: string, host: string) => string[]> = {
  ru: (ip, host) => [
    `Добавьте A-запись для ${host} со значением ${ip}.`,
    `Добавьте A-запись для www.${host} со значением ${ip}.`,
    'Изменения DNS вступают в силу в течение 24 часов.',
    'Бесплатный SSL-сертификат можно подключить после проверки: он начнёт работать через 10–15 минут.',
  ],
  en: (ip, host) => [
    `Add an A record for ${host} with the value ${ip}.`,
    `Add an A record for www.${host} with the value ${ip}.`,
    'DNS changes take effect within 24 hours.',
    'A free SSL certificate can be connected after the check: it starts working in 10-15 minutes.',
  ],
};

export async function checkDns(name: string, serverIp: string, locale: Locale) {
  const hosts = [name, `www.${name}`];
  const found = await Promise.all(hosts.map((h) => resolver(h)));
  const records = hosts.map((host, i) => ({ type: 'A' as const, host, value: serverIp, found: found[i], ok: found[i].includes(serverIp) }));
  return { ok: records.every((r) => r.ok), records, instructions: TEXT[locale](serverIp, name) };
}
