// Chooses the media store from the environment: S3 when S3_BUCKET is set, local disk otherwise.
//   S3_ENDPOINT (unset: AWS by region), S3_BUCKET, S3_REGION (default us-east-1),
//   S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (unset: the SDK's default chain), S3_FORCE_PATH_STYLE=1,
//   S3_PREFIX, S3_READS=proxy|presigned (default proxy), S3_PRESIGN_SECONDS (default 3600),
//   S3_MAX_ATTEMPTS (default 3);
//   MEDIA_PUBLIC_URL — a CDN / public bucket URL in front of the store; unset → files are served by
//   this server at /media-files/<key> (streamed, or redirected to a presigned URL).
// Config (server/config.ts) belongs to the platform; these variables are read here so the store
// can be configured without touching it. One store per Config object (tests build many apps).
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStore } from './local';
import { createS3Store, type S3Config } from './s3';
import type { ObjectStore } from './store';

export type { ObjectStore } from './store';
export { byteRangeOf, type ByteRange } from './byte-range';

export interface MediaStorage {
  store: ObjectStore;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** Where the store is, for messages: `S3_BUCKET "media" at http://minio:9000` or the directory. */
  describe: string;
}

const cache = new WeakMap<Config, MediaStorage>();

const whole = (value: string | undefined, fallback: number, min: number, max: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The S3 settings, or an error naming the variable that is wrong. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | { error: string } {
  const bucket = env.S3_BUCKET ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return { error: `S3_BUCKET: "${bucket}" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)` };
  const reads = env.S3_READS || 'proxy';
  if (reads !== 'proxy' && reads !== 'presigned') return { error: `S3_READS: "${reads}" is neither proxy nor presigned` };
  if (env.S3_ENDPOINT) {
    try {
      new URL(env.S3_ENDPOINT);
    } catch {
      return { error: `S3_ENDPOINT: "${env.S3_ENDPOINT}" is not a URL` };
    }
  }
  const keyId = env.S3_ACCESS_KEY_ID ?? '';
  const secret = env.S3_SECRET_ACCESS_KEY ?? '';
  if ((keyId === '') !== (secret === '')) return { error: `${keyId === '' ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: must be set together with ${keyId === '' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}` };
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    credentials: keyId !== '' ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    prefix: env.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || undefined,
    reads,
    presignSeconds: whole(env.S3_PRESIGN_SECONDS, 3600, 60, 7 * 24 * 3600),
    maxAttempts: whole(env.S3_MAX_ATTEMPTS, 3, 1, 10),
  };
}

export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const publicBase = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '');
  const publicUrl = (key: string) => (publicBase ? `${publicBase}/${key}` : `/media-files/${key}`);
  if (env.S3_BUCKET) {
    const cfg = s3ConfigFromEnv(env);
    if ('error' in cfg) throw new Error(cfg.error);
    return { store: createS3Store(cfg), publicUrl, describe: `S3_BUCKET "${cfg.bucket}" at ${cfg.endpoint ?? `AWS ${cfg.region}`}` };
  }
  // Tests build a Config with dataDir '' — keep their files out of the working directory.
  const root = dataDir === '' ? path.join(os.tmpdir(), `media-${process.pid}`) : path.join(dataDir, 'media');
  return { store: createLocalStore(root), publicUrl, describe: `the media directory ${root}` };
}

export function mediaStorage(config: Config): MediaStorage {
  let s = cache.get(config);
  if (!s) {
    s = storageFromEnv(config.dataDir);
    cache.set(config, s);
  }
  return s;
}

/**
 * Checked once at start (main.ts): null when the store answers, else one line naming the variable —
 * a server whose bucket is unreachable would accept uploads it cannot keep, so it does not start.
 */
export async function mediaStorageProblem(config: Config): Promise<string | null> {
  let storage: MediaStorage;
  try {
    storage = mediaStorage(config);
  } catch (err) {
    return (err as Error).message;
  }
  try {
    await storage.store.check();
    return null;
  } catch (err) {
    const e = err as Error & { $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    const reason = `${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message || 'no answer'}${status ? ` (HTTP ${status})` : ''}`;
    return storage.store.kind === 's3'
      ? `${storage.describe} cannot be reached (check S3_ENDPOINT, S3_BUCKET and the S3 credentials): ${reason}`
      : `DATA_DIR: ${storage.describe} is not writable: ${reason}`;
  }
}
