// The S3-compatible store: plain REST calls (PUT/GET/DELETE Object) signed with SigV4 and sent with
// fetch — no SDK. Not exercised against a live S3 here (none is reachable from the build machines):
// only its request signing is tested, against AWS's published example. Objects are written with
// their content type; reads stream the body back through our server unless a public base URL is
// configured (see server/storage/index.ts).
import { Readable } from 'node:stream';
import { sha256Hex, signRequest, uriEncode, type Credentials } from './sigv4';
import { assertKey, type ObjectStore } from './store';

export interface S3Config extends Credentials {
  /** e.g. https://s3.amazonaws.com or https://storage.yandexcloud.net or http://minio:9000 */
  endpoint: string;
  bucket: string;
  /** Path-style (endpoint/bucket/key) instead of virtual-host style (bucket.endpoint/key); MinIO needs it. */
  forcePathStyle: boolean;
  /** Optional key prefix inside the bucket, e.g. 'media'. */
  prefix?: string;
}

export function objectUrl(cfg: S3Config, key: string): URL {
  const base = new URL(cfg.endpoint);
  const fullKey = cfg.prefix ? `${cfg.prefix}/${key}` : key;
  if (cfg.forcePathStyle) return new URL(`${base.origin}/${cfg.bucket}/${uriEncode(fullKey, true)}`);
  return new URL(`${base.protocol}//${cfg.bucket}.${base.host}/${uriEncode(fullKey, true)}`);
}

type Fetch = typeof fetch;

export function createS3Store(cfg: S3Config, fetchImpl: Fetch = fetch): ObjectStore {
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertKey(key);
    const url = objectUrl(cfg, key);
    const headers = signRequest(cfg, {
      method, url, date: new Date(),
      payloadHash: body ? sha256Hex(body) : sha256Hex(''),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    delete headers.host; // fetch sets Host itself and refuses to be told
    return fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return {
        body: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>),
        size: Number(res.headers.get('content-length') ?? 0),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}
