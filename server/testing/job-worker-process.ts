// A job worker alone in its own process, on the PostgreSQL of DATABASE_URL: what a server process
// runs besides HTTP. Tests start it to kill it with SIGKILL in the middle of a job
// (tests/webhook-worker-kill.test.ts). WORKER_LEASE_MS shortens the lease so another worker
// takes the killed one's job again within the test.
import { openPostgres } from '../db/client';
import { loadConfig } from '../config';
import { createMailer } from '../platform/mail/mailer';
import { createJobWorker } from '../platform/jobs/index';
import { createPayments } from '../billing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const config = { ...loadConfig(), integrations: { allowPrivateTargets: process.env.WEBHOOK_ALLOW_PRIVATE === '1' } };
const database = await openPostgres(url, 4);
const quiet = { info: () => undefined, warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
const worker = createJobWorker({
  deps: { db: database.db, config, mailer: createMailer({ from: config.mailFrom }), payments: createPayments(database.db, config) },
  log: quiet,
  listen: database.listen,
  pollMs: 100,
  concurrency: 4,
  leaseMs: Number(process.env.WORKER_LEASE_MS ?? 5 * 60_000),
});
await worker.start();
process.stdout.write('worker ready\n');
