// Periodic jobs: every process enqueues the kind on a timer, and the dedupe key (the kind and the
// hour) makes that one job per hour across all instances, run by whichever worker claims it.
import type { Db } from '../../db/client';
import type { Clock } from './clock';
import type { JobPayloads } from './kinds';
import { enqueue } from './queue';

type PeriodicKind = { [K in keyof JobPayloads]: JobPayloads[K] extends Record<string, never> ? K : never }[keyof JobPayloads];

/**
 * Enqueues `kind` at start and then every `everyMs`, one job per hour across all instances (the
 * dedupe key names the hour; `periodMs` a longer period, e.g. a day, for work that need not run
 * hourly). For payload-less periodic kinds (stats.maintain, jobs.housekeeping).
 */
export function scheduleHourly(db: Db, kind: PeriodicKind, opts: { everyMs?: number; periodMs?: number; clock?: Clock } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const period = opts.periodMs ?? 3600_000;
  const tick = async () => {
    const at = opts.clock ? opts.clock.now().getTime() : Date.now();
    const hour = new Date(Math.floor(at / period) * period).toISOString();
    await enqueue(db, { kind, payload: {}, dedupeKey: `${kind}:${hour}` });
  };
  return {
    start() {
      void tick().catch(() => undefined);
      timer = setInterval(() => void tick().catch(() => undefined), opts.everyMs ?? 600_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
