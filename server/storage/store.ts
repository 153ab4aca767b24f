// The artefact/media store: where uploaded files (and, later, other binary artefacts) live. Local
// disk under DATA_DIR by default; any S3-compatible store when configured. Several server instances
// share nothing but the database and this store (ARCHITECTURE "Storage and scale"), so keys are
// random and written once: a key is never rewritten, which is what makes long cache headers safe.
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made of safe path segments only; anything else could escape the store's root. */
export function assertKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]{1,8})?$/.test(key) || key.length > 300) throw new Error(`Invalid store key: ${key}`);
}
