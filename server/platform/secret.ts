// The installation secret (created by migration 0001), read once per process.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const cache = new WeakMap<Db, Promise<string>>();

export function getSecret(db: Db): Promise<string> {
  let p = cache.get(db);
  if (!p) {
    p = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'secret')).then((rows) => {
      if (!rows[0]) throw new Error('app_settings.secret is missing: migrations not applied');
      return rows[0].value;
    });
    cache.set(db, p);
  }
  return p;
}
