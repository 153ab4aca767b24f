// Sealing a stored credential (a Telegram bot token): AES-256-GCM under a key derived from the
// installation secret (services/secret.ts), so a copy of a table, a backup of it or a row read by
// a wrong query shows no usable token; only this installation can open it. The stored text is
// `v1.<iv>.<tag>.<ciphertext>` in base64url; a changed byte fails the tag and opens to nothing.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { getSecret } from '../platform/secret';

const keyOf = async (db: Db, purpose: string) => createHmac('sha256', await getSecret(db)).update(`seal:${purpose}`).digest();

/** `purpose` keeps the keys of different kinds of credential apart (a token sealed for one opens for no other). */
export async function seal(db: Db, purpose: string, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The sealed text opened, or null when it is not one this installation sealed for `purpose`. */
export async function unseal(db: Db, purpose: string, sealed: string): Promise<string | null> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(db, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
