// Wakes the workers of every process (NOTIFY on the jobs channel) for jobs enqueued without their
// own NOTIFY, at most once per `everyMs` from this process. PostgreSQL takes one cluster-wide lock
// from a notifying transaction's commit to its end, so a NOTIFY in each of a thousand lead
// statements a second would queue every lead behind every other; a few a second from outside
// those statements wake the workers just as well (a lost one is covered by the workers' polling).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { JOBS_CHANNEL } from './queue';

/** Returns nudge(): a NOTIFY now, or at the end of the current `everyMs` when one was just sent. */
export function createJobNudge(db: Db, everyMs = 50): () => void {
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    timer = undefined;
    last = Date.now();
    db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`).catch(() => undefined);
  };
  return () => {
    if (timer) return;
    const wait = last + everyMs - Date.now();
    if (wait <= 0) {
      send();
      return;
    }
    timer = setTimeout(send, wait);
    timer.unref();
  };
}
