// The artefact/media store: where uploaded files (and, later, other binary artefacts) live. Local
// disk under DATA_DIR by default; any S3-compatible store when configured. Several server instances
// share nothing but the database and this store (ARCHITECTURE "Storage and scale"), so keys are
// random and written once: a key is never rewritten, which is what makes long cache headers safe.
import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /**
   * Stores the bytes under the key, all or nothing: a body that fails half-way (the client or the
   * bucket went away) leaves no object behind. A stream is read once and never held whole, so a
   * large video costs a bounded amount of memory.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * null when the key does not exist. The body streams from the store: the whole object, or only
   * `range` (inside the object; `size` stays the whole object's).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A time-limited URL a browser may read the object from directly (S3 presigned reads), or null
   * when reads go through this server.
   */
  readUrl(key: string): Promise<string | null>;
  /** Throws (with the reason) when the store cannot be reached or written; checked at start. */
  check(): Promise<void>;
}

/** Keys are made of safe path segments only; anything else could escape the store's root. */
export function assertKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]{1,8})?$/.test(key) || key.length > 300) throw new Error(`Invalid store key: ${key}`);
}
