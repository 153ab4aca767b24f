// Chooses the media store from the environment: S3 when S3_BUCKET is set, local disk otherwise.
//   S3_ENDPOINT (default https://s3.amazonaws.com), S3_BUCKET, S3_REGION (default us-east-1),
//   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=1, S3_PREFIX,
//   MEDIA_PUBLIC_URL — a CDN / public bucket URL in front of the store; unset → files are served by
//   this server at /media-files/<key>.
// Config (server/config.ts) belongs to the platform; these variables are read here so the store
// can be configured without touching it. One store per Config object (tests build many apps).
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { createLocalStore } from './local';
import { createS3Store } from './s3';
import type { ObjectStore } from './store';

export type { ObjectStore } from './store';

export interface MediaStorage {
  store: ObjectStore;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
}

const cache = new WeakMap<Config, MediaStorage>();

export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const publicBase = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '');
  const publicUrl = (key: string) => (publicBase ? `${publicBase}/${key}` : `/media-files/${key}`);
  if (env.S3_BUCKET) {
    const store = createS3Store({
      endpoint: env.S3_ENDPOINT || 'https://s3.amazonaws.com',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      prefix: env.S3_PREFIX || undefined,
    });
    return { store, publicUrl };
  }
  // Tests build a Config with dataDir '' — keep their files out of the working directory.
  const root = dataDir === '' ? path.join(os.tmpdir(), `media-${process.pid}`) : path.join(dataDir, 'media');
  return { store: createLocalStore(root), publicUrl };
}

export function mediaStorage(config: Config): MediaStorage {
  let s = cache.get(config);
  if (!s) {
    s = storageFromEnv(config.dataDir);
    cache.set(config, s);
  }
  return s;
}
