// Every lead's webhook arrives exactly once. Delivery is at least once; the
// receiver deduplicates by webhook-id, as the Standard Webhooks spec intends. The receiver here
// fails the first two answers of every message. Asserted: each lead is accepted exactly once, and
// any duplicate carries the same webhook-id (and body) as the accepted message. The same with a
// worker process SIGKILLed mid-delivery: tests/webhook-worker-kill.test.ts (PostgreSQL).
import { describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { integrationDeliveries } from '../server/db/schema-integrations';
import { manualClock } from '../server/platform/jobs/index';
import { publishFormPage, storeLead } from '../server/testing/leads';
import { testDatabases, useHarness } from './helpers/db';
import { dedupingReceiver, expectExactlyOnce, listen } from './helpers/webhook-receiver';

const LEADS = 40;

describe.each(testDatabases)('webhook delivery exactly once on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true } });

  it(`${LEADS} leads, a receiver failing the first two answers of each: every lead accepted once`, async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    let secret = '';
    const r = dedupingReceiver(() => secret);
    const url = await listen(r.server);
    try {
      const hook = await h.ok(api.integrations.create, { token, body: { type: 22, settings: { url }, all_pages: true } });
      secret = hook.signing_secret as string;
      const leadIds: number[] = [];
      for (let i = 0; i < LEADS; i++) leadIds.push(await storeLead(h.database.db, { accountId, pageId, fields: { name: `Лид ${i}`, phone: `+7900000${String(i).padStart(4, '0')}` } }));
      const clock = manualClock(new Date(Date.now() + 60_000));
      for (let round = 0; round < 5; round++) {
        await h.drainJobs({ clock, maxJobs: 10_000 });
        clock.advance(3600_000);
      }
      expectExactlyOnce(r, leadIds);
      // Three answers per message: two failures, then the one accepted; no lead sent again after that.
      expect([...r.answers.values()].every((n) => n === 3)).toBe(true);
      const states = await h.database.db.select({ state: integrationDeliveries.state, attempts: integrationDeliveries.attempts }).from(integrationDeliveries);
      expect(states).toHaveLength(LEADS);
      expect(states.every((s) => s.state === 'delivered' && s.attempts === 3)).toBe(true);
    } finally {
      await new Promise((resolve) => r.server.close(resolve));
    }
  });
});
