// The S3-compatible store through the AWS SDK (@aws-sdk/client-s3). Writes go through lib-storage's
// Upload: one PUT for a small body, a multipart upload of 8 MiB parts (two in flight) for a large
// one, so a 200 MB video costs at most ~16 MB of memory; a failed multipart upload is aborted, and an
// object only appears in the bucket once complete — a bucket that fails mid-upload leaves no object.
// Reads stream the GetObject body; with `reads: 'presigned'` browsers are sent to a time-limited
// presigned URL instead of being streamed through this server. Failed requests are retried by the
// SDK's standard retry strategy (`maxAttempts`, exponential backoff with jitter, throttling aware).
import { createHash, createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { SignatureV4 } from '@smithy/signature-v4';
import { assertKey, type ObjectStore } from './store';

export interface S3Config {
  /** e.g. https://storage.yandexcloud.net or http://minio:9000; undefined: AWS by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (AWS_* variables, instance or container role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style (endpoint/bucket/key) instead of virtual-host style (bucket.endpoint/key); MinIO needs it. */
  forcePathStyle: boolean;
  /** Optional key prefix inside the bucket, e.g. 'media'. */
  prefix?: string;
  /** 'proxy': this server streams each read; 'presigned': browsers are redirected to a presigned URL. */
  reads: 'proxy' | 'presigned';
  /** How long a presigned read URL stays valid. */
  presignSeconds: number;
  /** Attempts per request, retries included (the SDK's standard retry mode). */
  maxAttempts: number;
}

/** Multipart part size: S3's minimum is 5 MiB; memory held per upload is partSize × queueSize. */
export const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (d: SourceData): string | Uint8Array =>
  typeof d === 'string' ? d : d instanceof ArrayBuffer ? new Uint8Array(d) : new Uint8Array(d.buffer, d.byteOffset, d.byteLength);

/** node:crypto behind the SDK's Checksum shape, for the presigner (the SDK bundles its own). */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData): void { this.hash.update(bytesOf(data)); }
  digest(): Promise<Uint8Array> { return Promise.resolve(new Uint8Array(this.hash.digest())); }
  reset(): void { throw new Error('not resettable'); }
}

const missing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

export function createS3Client(cfg: S3Config): S3Client {
  return new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
    forcePathStyle: cfg.forcePathStyle,
    maxAttempts: cfg.maxAttempts,
    retryMode: 'standard',
    // A bucket that stops answering fails the request (and then the retries) instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

export function createS3Store(cfg: S3Config, client: S3Client = createS3Client(cfg)): ObjectStore {
  const fullKey = (key: string) => {
    assertKey(key);
    return cfg.prefix ? `${cfg.prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client, partSize: PART_SIZE, queueSize: QUEUE_SIZE, leavePartsOnError: false,
        params: { Bucket: cfg.bucket, Key: fullKey(key), Body: body, ContentType: contentType },
      });
      await upload.done();
    },
    async get(key, range) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: fullKey(key), Range: range && `bytes=${range.start}-${range.end}` }));
        if (!res.Body) return null;
        // A ranged answer's Content-Range ends with the whole object's size.
        const whole = range ? Number(/\/(\d+)$/.exec(res.ContentRange ?? '')?.[1] ?? res.ContentLength ?? 0) : Number(res.ContentLength ?? 0);
        return { body: res.Body as Readable, size: whole, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: fullKey(key) }));
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    async readUrl(key) {
      if (cfg.reads !== 'presigned') return null;
      return presignedGet(client, cfg, fullKey(key));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: cfg.bucket }));
    },
  };
}

const PAYLOAD_HEADER = 'x-amz-content-sha256';

/** A GET URL signed in its query string (SigV4, unsigned payload), valid for cfg.presignSeconds. */
export async function presignedGet(client: S3Client, cfg: S3Config, key: string, signingDate = new Date()): Promise<string> {
  const base = cfg.endpoint ? new URL(cfg.endpoint) : new URL(`https://s3.${cfg.region}.amazonaws.com`);
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  const hostname = cfg.forcePathStyle ? base.hostname : `${cfg.bucket}.${base.hostname}`;
  const pathName = cfg.forcePathStyle ? `/${cfg.bucket}/${encoded}` : `/${encoded}`;
  const signer = new SignatureV4({ service: 's3', region: cfg.region, credentials: client.config.credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const port = base.port ? Number(base.port) : undefined;
  const signed = await signer.presign({
    method: 'GET', protocol: base.protocol, hostname, port, path: pathName, query: {},
    // S3 signs a presigned read with an unsigned payload: the hash comes from this header, which
    // stays out of the query and out of the signed headers (as the SDK's own presigner does it).
    headers: { host: base.port ? `${hostname}:${base.port}` : hostname, [PAYLOAD_HEADER]: 'UNSIGNED-PAYLOAD' },
  }, { expiresIn: cfg.presignSeconds, signingDate, unhoistableHeaders: new Set([PAYLOAD_HEADER]), unsignableHeaders: new Set([PAYLOAD_HEADER]) });
  const url = new URL(`${base.protocol}//${signed.headers.host}${pathName}`);
  for (const [name, value] of Object.entries(signed.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== null) url.searchParams.append(name, v);
  }
  return url.toString();
}
