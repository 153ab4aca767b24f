// What a DNS record's value must be for its type: one rule for the record form, the contract and the
// server (which also checks an update against the record's stored type). An A record holds an IPv4
// address, AAAA an IPv6 address, CNAME / NS / MX a host name, TXT printable text.

export const recordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'] as const;
export type RecordType = (typeof recordTypes)[number];

/** Catalogue codes (api/errors.ts) of a value that does not fit its type. */
export type RecordValueError = 'dns.ipv4' | 'dns.ipv6' | 'dns.host' | 'dns.text';

/** Four decimal parts 0–255 without leading zeros ('999.1.1.1' and '01.2.3.4' are not addresses). */
export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

/** RFC 4291 text form: eight groups of 1–4 hex digits, one '::' for a run of zeros, an IPv4 tail allowed. */
export function isIPv6(value: string): boolean {
  if (value.includes(':::') || value.split('::').length > 2) return false;
  let text = value;
  let groups = 0;
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (!isIPv4(tail[1])) return false;
    text = `${text.slice(0, tail.index)}:`;
    groups += 2;
    if (text.endsWith(':::')) return false;
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const compressed = text.includes('::');
  const sides = compressed ? text.split('::') : [text];
  for (const side of sides) {
    if (side === '') continue;
    const parts = side.split(':');
    if (!parts.every((p) => /^[0-9a-f]{1,4}$/i.test(p))) return false;
    groups += parts.length;
  }
  return compressed ? groups < 8 : groups === 8;
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/i;

/** A dotted host name ('mail.example.com', a trailing dot allowed), never an IP address. */
export function isHostName(value: string): boolean {
  const host = value.replace(/\.$/, '');
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return !/^[0-9]+$/.test(labels[labels.length - 1]);
}

/** Null when `value` fits a record of `type`, else the catalogue code of what it must be. */
export function recordValueError(type: RecordType, value: string): RecordValueError | null {
  const v = value.trim();
  switch (type) {
    case 'A': return isIPv4(v) ? null : 'dns.ipv4';
    case 'AAAA': return isIPv6(v) ? null : 'dns.ipv6';
    case 'CNAME':
    case 'NS':
    case 'MX': return isHostName(v) ? null : 'dns.host';
    // Printable text: no control characters (a TXT string is what a verification service gave).
    case 'TXT': return v !== '' && ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) ? null : 'dns.text';
  }
}
