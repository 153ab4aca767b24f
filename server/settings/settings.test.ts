// /settings deliveries (api/routes/settings.ts): the owner sees the account's failed and dead
// delivery jobs with what they went to and a readable error, retries one now (it is delivered
// once the receiver answers) or marks it handled; counts; owner only.
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api } from '../../api/index';
import { jobs } from '../db/schema-jobs';
import { manualClock } from '../platform/jobs/index';
import { readableError } from './errors';
import { publishFormPage, startReceiver, storeLead } from '../testing/leads';
import { testDatabases, useHarness } from '../../tests/helpers/db';

const S = api.settings;

describe('readableError', () => {
  it('cuts credentials, query strings and secrets from an error and keeps it short', () => {
    expect(readableError('delivery 12: connect ECONNREFUSED 127.0.0.1:9')).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(readableError('GET https://user:pa55@crm.example.com/api/leads?token=abc123#x failed')).toBe('GET https://crm.example.com/api/leads failed');
    expect(readableError('401 Authorization: Bearer sk_live_0123 refused')).toBe('401 Authorization: … refused');
    expect(readableError('bad api_key=sk_live_0123, secret: s3')).toBe('bad api_key=… secret: …');
    expect(readableError('x'.repeat(1000))).toHaveLength(300);
    expect(readableError(null)).toBe('');
  });
});

describe.each(testDatabases)('settings deliveries on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true } });
  const receivers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  /** A webhook on this page pointed at `url`, a lead sent, its jobs run once. */
  async function failedWebhook(url: string) {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const hook = await h.ok(api.integrations.create, { token, body: { type: 22, title: 'CRM hook', settings: { url }, pages: [pageId] } });
    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Анна' } });
    const clock = manualClock(new Date(Date.now() + 60_000));
    await h.drainJobs({ clock, random: () => 0 });
    return { token, hook, leadId, clock };
  }

  it('lists a failed webhook delivery, retries it now and it is delivered once the receiver is up', async () => {
    // A port that was just free: nothing listens there now.
    const probe = await startReceiver();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const { token, hook, leadId, clock } = await failedWebhook(`http://127.0.0.1:${port}/hooks/leads`);

    const list = await h.ok(S.list, { token });
    expect(list.total_items).toBe(1);
    const [job] = list.items;
    expect(job).toMatchObject({ category: 'webhook', state: 'failed', target: 'CRM hook', lead_id: leadId, attempts: 1, max_attempts: 20, finished_at: null });
    expect(job.last_error).toMatch(/ECONNREFUSED|connect|fetch failed/i);
    expect(job.last_error).not.toMatch(/^delivery \d+/);
    expect(job.next_attempt_at).not.toBeNull();
    expect(await h.ok(S.counts, { token })).toEqual({ waiting: 0, running: 0, failed: 1, dead: 0 });
    expect((await h.ok(S.list, { token, query: { state: 'dead' } })).items).toEqual([]);

    // The receiver comes up; «Повторить» makes it due now (the next backoff is minutes away).
    const receiver = await startReceiver({ failFirst: 0 });
    receivers.push(receiver);
    await h.ok(api.integrations.update, { token, params: { id: hook.id }, body: { settings: { url: receiver.url } } });
    await h.ok(S.retry, { token, params: { id: job.id } });
    // The real clock, not the test's (which is ahead): due now means due now.
    await h.drainJobs();
    expect(receiver.received).toHaveLength(1);
    expect((await h.ok(S.list, { token })).items).toEqual([]);
    expect(await h.ok(S.counts, { token })).toEqual({ waiting: 0, running: 0, failed: 0, dead: 0 });
    const log = await h.ok(api.integrations.deliveries, { token, params: { id: hook.id } });
    expect(log.items[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    // Done jobs are not in trouble: retrying one again is refused and runs nothing.
    await h.fail(S.retry, 404, { token, params: { id: job.id } });
    expect(await h.drainJobs({ clock })).toEqual([]);
  });

  it('gives a dead delivery one more attempt on retry, and marks it handled on resolve', async () => {
    const { token, hook } = await failedWebhook('http://127.0.0.1:9/closed');
    // Its attempts used up: dead.
    await h.database.db.update(jobs).set({ state: 'dead', attempts: 20, finishedAt: new Date() }).where(eq(jobs.kind, 'integrations.deliver'));
    const [job] = (await h.ok(S.list, { token, query: { state: 'dead' } })).items;
    expect(job).toMatchObject({ state: 'dead', attempts: 20, next_attempt_at: null });
    expect(job.finished_at).not.toBeNull();

    await h.ok(S.retry, { token, params: { id: job.id } });
    const ran = await h.drainJobs({ kinds: ['integrations.deliver'] });
    expect(ran).toEqual([{ id: job.id, kind: 'integrations.deliver', attempt: 21, state: 'dead' }]);

    await h.ok(S.resolve, { token, params: { id: job.id } });
    expect((await h.ok(S.list, { token })).items).toEqual([]);
    const [row] = await h.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ state: 'done', attempts: 21 });
    expect(row.lastError).not.toBeNull();
    const log = await h.ok(api.integrations.deliveries, { token, params: { id: hook.id } });
    expect(log.items[0].state).toBe('failed');
    await h.fail(S.resolve, 404, { token, params: { id: job.id } });
  });

  it('lists a failed notification mail with its address, only to the owner', async () => {
    const { token } = await h.signUp();
    const [{ id: accountId }] = await h.database.db.execute(sql`SELECT id FROM accounts ORDER BY id DESC LIMIT 1`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await h.database.db.insert(jobs).values({
      kind: 'lead.mail', payload: { leadId: 7, to: 'boss@example.com' }, accountId: Number(accountId), state: 'queued',
      attempts: 2, lastError: 'SMTP 451 try again', runAt: new Date(Date.now() + 600_000),
    });
    const [item] = (await h.ok(S.list, { token })).items;
    expect(item).toMatchObject({ category: 'notification', state: 'failed', target: 'boss@example.com', lead_id: 7, last_error: 'SMTP 451 try again' });

    await h.ok(api.access.create, { token, body: { email: 'member@example.com', name: 'Member', password: 'Quartz-Lagoon-7' } });
    const member = (await h.ok(api.session.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } })).token;
    await h.fail(S.list, 403, { token: member });
    await h.fail(S.counts, 403, { token: member });
    await h.fail(S.retry, 403, { token: member, params: { id: item.id } });
    await h.fail(S.queue, 403, { token: member });
  });

  it('shows the account\'s own queue by what it is about, with how long the oldest due job has waited', async () => {
    const first = await h.signUp();
    const second = await h.signUp();
    const ids = (await h.database.db.execute(sql`SELECT id FROM accounts ORDER BY id`).then((r) => (r as unknown as { rows: { id: string }[] }).rows)).map((r) => Number(r.id));
    const [a, b] = ids.slice(-2);
    const ago = (s: number) => new Date(Date.now() - s * 1000);
    await h.database.db.insert(jobs).values([
      { kind: 'lead.notify', payload: { leadId: 1 }, accountId: a, runAt: ago(90) },
      { kind: 'lead.mail', payload: { leadId: 1, to: 'x@example.com' }, accountId: a, runAt: ago(10) },
      { kind: 'lead.mail', payload: { leadId: 2, to: 'x@example.com' }, accountId: a, state: 'running', runAt: ago(5) },
      { kind: 'stats.lead', payload: { leadId: 1, pageId: 1 }, accountId: a, runAt: ago(2) },
      // Scheduled for later: not waiting. Done: not in the queue. Another account's: not shown.
      { kind: 'cdp.task.due', payload: { taskId: 1, dueAt: '2030-01-01T00:00:00Z' }, accountId: a, runAt: new Date(Date.now() + 3600_000) },
      { kind: 'lead.notify', payload: { leadId: 3 }, accountId: a, state: 'done', runAt: ago(900) },
      { kind: 'lead.notify', payload: { leadId: 4 }, accountId: b, runAt: ago(600) },
    ]);
    const queue = await h.ok(S.queue, { token: first.token });
    expect(queue.groups.map((g) => [g.group, g.waiting, g.running])).toEqual([['notification', 2, 1], ['stats', 1, 0]]);
    expect(queue.oldest_waiting_s).toBeGreaterThanOrEqual(89);
    expect(queue.oldest_waiting_s).toBeLessThan(300);
    expect(queue.groups[0].oldest_waiting_s).toBe(queue.oldest_waiting_s);
    const other = await h.ok(S.queue, { token: second.token });
    expect(other.groups).toEqual([{ group: 'notification', waiting: 1, running: 0, oldest_waiting_s: expect.any(Number) }]);
    expect(other.oldest_waiting_s).toBeGreaterThanOrEqual(599);
  });
});
