// Signed provider callbacks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` in one header,
// the scheme most providers use. The timestamp inside the signed text stops an old callback from
// being replayed later; the comparison is constant-time.
import { hmac, safeEqualHex } from '../platform/crypto';

export const SIGNATURE_HEADER = 'x-payment-signature';
/** How old a signed callback may be. */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, rawBody: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

export function verifySignature(secret: string, rawBody: string, header: string | undefined, now: Date = new Date()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => {
    const i = p.indexOf('=');
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
  }));
  const t = Number(parts.t);
  const sig = parts.v1;
  if (!Number.isInteger(t) || typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  return safeEqualHex(hmac(secret, `${t}.${rawBody}`), sig);
}
