// Domain registration through a registrar adapter. The sandbox registrar (default) is
// deterministic: availability and prices follow from the name, registrations are only recorded in
// our database. A real registrar implements the same interface and is chosen by REGISTRAR.
import { createHash } from 'node:crypto';

export interface RegistrarOffer { available: boolean; price: number; currency: string }
export interface AdminContact { name: string; email: string; phone: string }

export interface Registrar {
  readonly name: string;
  check(domain: string): Promise<RegistrarOffer>;
  /** Registers for `years`; returns the expiry date. Throws when the registrar refuses. */
  register(domain: string, years: number, admin: AdminContact): Promise<{ expires: Date }>;
  prolong(domain: string, years: number, currentExpiry: Date): Promise<{ expires: Date }>;
  setAdmin(domain: string, admin: AdminContact): Promise<void>;
  /**
   * Points the domain at our server in the registrar's DNS: A records for the domain and its www
   * (a domain bought through us needs no DNS work from the customer).
   */
  pointAt(domain: string, ip: string): Promise<void>;
}

const PRICES: Record<string, number> = { ru: 199, 'xn--p1ai': 199, su: 399, com: 990, net: 990, org: 990 };
const addYears = (d: Date, years: number) => new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()));

/**
 * Sandbox rules (documented so tests and demos can rely on them): a name whose first label starts
 * with "taken" or whose sha256 starts with a digit 0–3 is unavailable; prices by zone, 1490 ₽ else.
 */
export const sandboxRegistrar: Registrar = {
  name: 'sandbox',
  async check(domain) {
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const first = createHash('sha256').update(domain).digest('hex')[0];
    const available = !domain.startsWith('taken') && !'0123'.includes(first);
    return { available, price: PRICES[tld] ?? 1490, currency: 'RUB' };
  },
  async register(_domain, years) {
    return { expires: addYears(new Date(), years) };
  },
  async prolong(_domain, years, currentExpiry) {
    return { expires: addYears(currentExpiry, years) };
  },
  async setAdmin() {},
  async pointAt() {},
};

const registrars: Record<string, Registrar> = { sandbox: sandboxRegistrar };

/** REGISTRAR picks the adapter; an unknown name falls back to the sandbox (never a real purchase by accident). */
export function registrar(env: NodeJS.ProcessEnv = process.env): Registrar {
  return registrars[env.REGISTRAR ?? 'sandbox'] ?? sandboxRegistrar;
}
