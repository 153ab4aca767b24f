// AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Yandex Object Storage, Selectel,
// Cloudflare R2…), header-based, as specified in "Authenticating Requests: Using the Authorization
// Header" of the S3 API reference. Pure: the caller passes the date, so tests use AWS's vectors.
import { createHash, createHmac } from 'node:crypto';

export interface Credentials { accessKeyId: string; secretAccessKey: string; region: string; service?: string }

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  /** Hex sha256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date: Date;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX. */
export function uriEncode(value: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const amzDate = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Returns every header the request must carry, Authorization included. */
export function signRequest(creds: Credentials, input: SignInput): Record<string, string> {
  const service = creds.service ?? 's3';
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': stamp,
  };
  for (const [k, val] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = val.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, val]) => [uriEncode(k, false), uriEncode(val, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, val]) => `${k}=${val}`)
    .join('&');
  // The path arrives already encoded in a URL object; decode and re-encode to the canonical form.
  const path = uriEncode(decodeURIComponent(input.url.pathname), true);
  const canonicalRequest = [input.method.toUpperCase(), path, query, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
