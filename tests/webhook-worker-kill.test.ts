// A lead's webhook still arrives exactly once when the job worker that was sending it is SIGKILLed
// after the receiver accepted the message but before the worker recorded it:
// another worker process takes the job over once its lease has passed and sends the
// message again under the same webhook-id, which the receiver (deduplicating, as the Standard
// Webhooks spec intends) recognises. PostgreSQL only, as CI runs it (TEST_DATABASE_URL;
// vite.config.ts leaves this file out without it): worker processes share one database server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api } from '../api/index';
import type { Database } from '../server/db/client';
import { integrationDeliveries } from '../server/db/schema-integrations';
import { freshPostgres } from '../server/testing/lead-load';
import { publishFormPage, storeLead } from '../server/testing/leads';
import { useHarness } from './helpers/db';
import { dedupingReceiver, expectExactlyOnce, listen } from './helpers/webhook-receiver';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('webhook-worker-kill needs TEST_DATABASE_URL (a PostgreSQL server)');

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/testing/job-worker-process.ts')], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => { if (b.toString().includes('worker ready')) resolve(child); });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

describe('webhook delivery with a worker SIGKILLed mid-delivery (PostgreSQL)', () => {
  let fresh: { url: string; database: Database } | undefined;
  const h = useHarness({ name: 'postgres', open: async () => (fresh ??= await freshPostgres(baseUrl, 'webhooks')).database }, { integrations: { allowPrivateTargets: true } });
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await fresh?.database.close();
  });

  it('the message the killed worker was sending is sent again with the same webhook-id; every lead accepted once', async () => {
    let secret = '';
    let killed = false;
    let first: ChildProcess | undefined;
    // The first accepted message kills the worker that sent it before it hears the answer.
    const r = dedupingReceiver(() => secret, () => {
      if (killed || !first) return false;
      killed = true;
      first.kill('SIGKILL');
      return true;
    });
    const url = await listen(r.server);
    try {
      const { token } = await h.signUp();
      const { pageId, accountId } = await publishFormPage(h, token);
      const hook = await h.ok(api.integrations.create, { token, body: { type: 22, settings: { url }, all_pages: true } });
      secret = hook.signing_secret as string;

      const env = { DATABASE_URL: (fresh as { url: string }).url, WEBHOOK_ALLOW_PRIVATE: '1', WORKER_LEASE_MS: '3000' };
      first = await startWorker(env);
      children.push(first);
      const leadIds: number[] = [];
      for (let i = 0; i < 20; i++) leadIds.push(await storeLead(h.database.db, { accountId, pageId, fields: { name: `Лид ${i}` } }));
      // The failed answers' retries come 5–20 s later; the kill happens at the first accepted one.
      const deadline = Date.now() + 120_000;
      while (!killed && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
      expect(killed).toBe(true);
      // Another process takes over: it claims the killed worker's job once its lease has passed.
      const second = await startWorker(env);
      children.push(second);
      while (Date.now() < deadline) {
        const [row] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(integrationDeliveries).where(eq(integrationDeliveries.state, 'delivered'));
        if (row.n === leadIds.length) break;
        await new Promise((res) => setTimeout(res, 250));
      }
      expectExactlyOnce(r, leadIds);
      // The killed worker's message came again, under its own id.
      expect(r.duplicates.length).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise((resolve) => r.server.close(resolve));
    }
  }, 180_000);
});
