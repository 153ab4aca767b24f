// A page's lead forwarder («Пересылка заявок»): settings round-trip and validation (the SSRF guard
// at saving), every lead of the page posted form-encoded (or sent as a GET query) to a receiver on
// loopback, a failing receiver retried with backoff and logged while the lead stays stored, off →
// nothing sent, «Отправить тест», «Повторить», the failed-deliveries list, and rights (SPEC §6).
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { leads } from '../db/schema-leads';
import { manualClock } from '../platform/jobs/index';
import { publishFormPage, startReceiver, storeLead } from '../testing/leads';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const F = api.forwarder;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe.each(testDatabases)('the lead forwarder on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true } });
  const receivers: Receiver[] = [];
  const receiver = async (opts: { failFirst?: number } = {}) => {
    const r = await startReceiver(opts);
    receivers.push(r);
    return r;
  };
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  const forwardJobs = async (pageId: number) => (await h.database.withConnection((c) => c.query<{ state: string }>(
    "SELECT state FROM jobs WHERE kind = 'lead.forward' AND payload->>'pageId' = $1", [String(pageId)]))).map((j) => j.state);

  it('saves and reads the settings; refuses a missing, non-http or malformed URL and changes nothing', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
    const params = { pageId: page.id };
    expect(await h.ok(F.get, { token, params })).toEqual({ page_id: page.id, enabled: false, url: '', method: 'POST', updated: null });
    const saved = await h.ok(F.update, { token, params, body: { enabled: true, url: ' https://crm.example.com/lead.php?src=lp ', method: 'GET' } });
    expect(saved).toMatchObject({ enabled: true, url: 'https://crm.example.com/lead.php?src=lp', method: 'GET' });
    expect(await h.ok(F.get, { token, params })).toEqual(saved);

    expect((await h.fail(F.update, 422, { token, params, body: { enabled: true, url: '', method: 'POST' } })).fields).toEqual({ url: 'Укажите адрес, на который пересылать заявки' });
    expect((await h.fail(F.update, 422, { token, params, body: { enabled: true, url: 'ftp://crm.example.com/x', method: 'POST' } })).fields?.url).toContain('http');
    expect((await h.fail(F.update, 422, { token, params, body: { enabled: true, url: 'https://', method: 'POST' } })).fields?.url).toContain('http');
    await h.fail(F.update, 422, { token, params, body: { enabled: true, url: 'https://crm.example.com/', method: 'PUT' } });
    expect(await h.ok(F.get, { token, params })).toEqual(saved);
    // Off keeps the URL for later; off without a URL is fine too.
    expect(await h.ok(F.update, { token, params, body: { enabled: false, url: 'https://crm.example.com/lead.php', method: 'POST' } })).toMatchObject({ enabled: false, url: 'https://crm.example.com/lead.php' });
    expect(await h.ok(F.update, { token, params, body: { enabled: false, url: '', method: 'POST' } })).toMatchObject({ enabled: false, url: '' });
  });

  it('a lead of the page reaches the receiver as a form POST with its fields and the fixed ones; GET sends them in the query', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const r = await receiver();
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: r.url, method: 'POST' } });
    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Анна Иванова', email: 'anna@example.com' } });
    await h.drainJobs();
    expect(r.received).toHaveLength(1);
    const [post] = r.received;
    expect(post.method).toBe('POST');
    expect(post.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
    const body = new URLSearchParams(post.body);
    expect([...body.keys()]).toEqual(['name', 'email', 'page_id', 'lead_id', 'created', 'utm_source']);
    expect(Object.fromEntries(body)).toMatchObject({ name: 'Анна Иванова', email: 'anna@example.com', page_id: String(pageId), lead_id: String(leadId), utm_source: 'test' });
    expect(new Date(body.get('created') ?? '').getTime()).not.toBeNaN();
    const log = await h.ok(F.deliveries, { token, params: { pageId } });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ lead_id: leadId, test: false, method: 'POST', state: 'delivered', attempts: 1, response_status: 200, response_excerpt: '{"ok":true}' });

    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: `${r.url}?site=lp`, method: 'GET' } });
    const second = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Борис', email: 'b@example.com' } });
    await h.drainJobs();
    expect(r.received).toHaveLength(2);
    const get = r.received[1];
    expect(get.method).toBe('GET');
    expect(get.body).toBe('');
    const query = new URL(get.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ site: 'lp', name: 'Борис', email: 'b@example.com', lead_id: String(second), page_id: String(pageId) });
    // A job run again sends nothing more: one delivery per lead.
    await h.database.withConnection((c) => c.query("UPDATE jobs SET state = 'queued', run_at = now() WHERE kind = 'lead.forward'"));
    await h.drainJobs();
    expect(r.received).toHaveLength(2);
  });

  it('a failing receiver is retried with backoff and logged; the lead is stored at once; «Повторить» sends a failed one again', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const r = await receiver({ failFirst: 2 });
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: r.url, method: 'POST' } });
    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Вера', email: 'v@example.com' } });
    const [stored] = await h.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(stored).toBeDefined();

    const clock = manualClock(new Date(Date.now() + 60_000)); // ahead of the jobs that handlers enqueue on the real clock
    await h.drainJobs({ clock, random: () => 0 });
    let [d] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(d).toMatchObject({ lead_id: leadId, state: 'retrying', attempts: 1, response_status: 500, response_excerpt: '{"error":"try later"}', last_error: 'HTTP 500' });
    // It shows among the account's failed deliveries, as «Пересылка заявок» to the receiver's host.
    const trouble = await h.ok(api.settings.list, { token });
    expect(trouble.items).toEqual([expect.objectContaining({ category: 'forward', state: 'failed', lead_id: leadId, target: new URL(r.url).host })]);
    // Not before the backoff: nothing is sent while it waits.
    await h.drainJobs({ clock, random: () => 0 });
    expect(r.received).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      clock.advance(3600_000);
      await h.drainJobs({ clock, random: () => 0 });
    }
    expect(r.received.map((x) => x.answered)).toEqual([500, 500, 200]);
    [d] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(d).toMatchObject({ state: 'delivered', attempts: 3, response_status: 200, error_kind: null });
    // Every attempt is kept, in order: why the lead was late shows in the log.
    const tried = (await h.ok(F.attempts, { token, params: { pageId, deliveryId: d.id } })).items;
    expect(tried.map((a) => [a.n, a.response_status, a.error_kind, a.response_excerpt])).toEqual([
      [1, 500, 'http', '{"error":"try later"}'], [2, 500, 'http', '{"error":"try later"}'], [3, 200, null, '{"ok":true}'],
    ]);
    expect(tried.map((a) => a.at)).toEqual([...tried.map((a) => a.at)].sort());
    expect(new Date(tried[2].at).getTime() - new Date(tried[0].at).getTime()).toBe(2 * 3600_000);
    expect((await h.ok(api.settings.list, { token })).items).toEqual([]);
    // Only a failed lead's delivery may be retried.
    expect((await h.fail(F.retry, 422, { token, params: { pageId, deliveryId: d.id } })).code).toBe('forwarder.not_failed');

    // A receiver gone for good: refused on every attempt, the delivery ends failed after the last one …
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: 'http://127.0.0.1:9/none', method: 'POST' } });
    const lost = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Глеб' } });
    await h.drainJobs({ clock, random: () => 0 });
    await h.database.withConnection((c) => c.query("UPDATE jobs SET max_attempts = attempts + 1 WHERE kind = 'lead.forward' AND state = 'queued'"));
    clock.advance(3600_000);
    await h.drainJobs({ clock, random: () => 0 });
    let failed = (await h.ok(F.deliveries, { token, params: { pageId } })).items.find((x) => x.lead_id === lost);
    expect(failed).toMatchObject({ state: 'failed', attempts: 2, response_status: null });
    expect(failed?.last_error).toMatch(/ECONNREFUSED|refused/);
    // … and «Повторить» sends it again, now to the fixed address.
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: r.url, method: 'POST' } });
    expect(await h.ok(F.retry, { token, params: { pageId, deliveryId: failed?.id ?? 0 } })).toMatchObject({ state: 'pending' });
    await h.drainJobs({ clock });
    failed = (await h.ok(F.deliveries, { token, params: { pageId } })).items.find((x) => x.lead_id === lost);
    expect(failed).toMatchObject({ state: 'delivered', attempts: 3, response_status: 200 });
    const lostTries = (await h.ok(F.attempts, { token, params: { pageId, deliveryId: failed?.id ?? 0 } })).items;
    expect(lostTries.map((a) => [a.n, a.response_status, a.error_kind])).toEqual([[1, null, 'refused'], [2, null, 'refused'], [3, 200, null]]);
    expect(lostTries[0].error).toMatch(/ECONNREFUSED/);
    expect(new URLSearchParams(r.received.at(-1)?.body).get('lead_id')).toBe(String(lost));
  });

  it('«mark handled» on the deliveries screen stops a retrying forward: its row says failed and may be retried by hand', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: 'http://127.0.0.1:9/none', method: 'GET' } });
    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Ева' } });
    await h.drainJobs();
    expect((await h.ok(F.deliveries, { token, params: { pageId } })).items[0]).toMatchObject({ lead_id: leadId, state: 'retrying', method: 'GET' });
    const [job] = (await h.ok(api.settings.list, { token })).items;
    expect(job).toMatchObject({ category: 'forward', target: '127.0.0.1:9', lead_id: leadId });
    // The error names no query string: a GET's query carries the visitor's answers.
    expect(job.last_error).not.toContain('name=');
    await h.ok(api.settings.resolve, { token, params: { id: job.id } });
    const [row] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(row.state).toBe('failed');
    expect(await h.ok(F.retry, { token, params: { pageId, deliveryId: row.id } })).toMatchObject({ state: 'pending' });
  });

  it('off: a lead sends nothing and logs nothing', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const r = await receiver();
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: false, url: r.url, method: 'POST' } });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Дина' } });
    await h.drainJobs();
    expect(await forwardJobs(pageId)).toEqual([]); // no job: the fan-out enqueues none for a forwarder that is off …
    expect(r.received).toHaveLength(0); // … and nothing is sent
    expect((await h.ok(F.deliveries, { token, params: { pageId } })).items).toEqual([]);
  });

  it('«Отправить тест» sends a sample lead now and answers how it went; a refused one is logged failed', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
    const r = await receiver();
    const ok = await h.ok(F.test, { token, params: { pageId: page.id }, body: { url: r.url, method: 'POST' } });
    expect(ok).toMatchObject({ test: true, lead_id: null, state: 'delivered', attempts: 1, response_status: 200, response_excerpt: '{"ok":true}' });
    expect(ok.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Object.fromEntries(new URLSearchParams(r.received[0].body))).toMatchObject({ name: 'Иван Петров', email: 'ivan@example.com', page_id: String(page.id), lead_id: '0', test: '1' });
    const bad = await h.ok(F.test, { token, params: { pageId: page.id }, body: { url: 'http://127.0.0.1:9/none', method: 'GET' } });
    expect(bad).toMatchObject({ test: true, state: 'failed', response_status: null, method: 'GET', error_kind: 'refused' });
    expect((await h.ok(F.attempts, { token, params: { pageId: page.id, deliveryId: bad.id } })).items).toEqual([
      expect.objectContaining({ n: 1, response_status: null, error_kind: 'refused', error: expect.stringMatching(/ECONNREFUSED/) }),
    ]);
    expect((await h.ok(F.deliveries, { token, params: { pageId: page.id } })).items.map((d) => d.id)).toEqual([bad.id, ok.id]);
    // A test is not retried by «Повторить» (send another test).
    await h.fail(F.retry, 422, { token, params: { pageId: page.id, deliveryId: bad.id } });
    expect((await h.fail(F.test, 422, { token, params: { pageId: page.id }, body: { url: 'gopher://x', method: 'POST' } })).fields?.url).toContain('http');
  });

  it('keeps the last 20 attempts of a delivery, numbered; the count goes on', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const r = await receiver({ failFirst: 1000 });
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: r.url, method: 'POST' } });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Жанна' } });
    const clock = manualClock(new Date(Date.now() + 60_000));
    const runAll = async () => {
      for (let i = 0; i < 25; i++) {
        await h.drainJobs({ clock, random: () => 0 });
        clock.advance(2 * 86400_000);
        if (!(await forwardJobs(pageId)).includes('queued')) break;
      }
    };
    await runAll();
    let [d] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(d).toMatchObject({ state: 'failed', attempts: 20 });
    await h.ok(F.retry, { token, params: { pageId, deliveryId: d.id } });
    await h.database.withConnection((c) => c.query("UPDATE jobs SET max_attempts = 3 WHERE kind = 'lead.forward' AND state = 'queued'"));
    await runAll();
    [d] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(d).toMatchObject({ state: 'failed', attempts: 23 });
    expect(r.received).toHaveLength(23);
    const kept = (await h.ok(F.attempts, { token, params: { pageId, deliveryId: d.id } })).items;
    expect(kept.map((a) => a.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));
    const [{ n }] = await h.database.withConnection((c) => c.query<{ n: string }>('SELECT count(*) AS n FROM page_forward_attempts WHERE delivery_id = $1', [d.id]));
    expect(Number(n)).toBe(20);
  });

  it('«Повторить» and the attempts check rights: a member without page.settings gets 403 and nothing is sent; another account\'s delivery is 404', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'P' } });
    const { pageId, accountId } = await publishFormPage(h, token, { projectId: project.id });
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: 'http://127.0.0.1:9/none', method: 'POST' } });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Зоя' } });
    const clock = manualClock(new Date(Date.now() + 60_000));
    await h.drainJobs({ clock });
    await h.database.withConnection((c) => c.query("UPDATE jobs SET max_attempts = attempts + 1 WHERE kind = 'lead.forward' AND state = 'queued'"));
    clock.advance(3600_000);
    await h.drainJobs({ clock });
    const [d] = (await h.ok(F.deliveries, { token, params: { pageId } })).items;
    expect(d).toMatchObject({ state: 'failed', attempts: 2 });
    const r = await receiver();
    await h.ok(F.update, { token, params: { pageId }, body: { enabled: true, url: r.url, method: 'POST' } });
    const jobsBefore = await forwardJobs(pageId);

    await h.ok(api.access.create, { token, body: { email: 'viewer@example.com', name: 'V', password: 'member-pass1', permissions: { [project.id]: { 'page.settings': false } } } });
    const viewer = (await h.ok(api.session.login, { body: { email: 'viewer@example.com', password: 'member-pass1' } })).token;
    // Reading the attempts needs only page.list …
    expect((await h.ok(F.attempts, { token: viewer, params: { pageId, deliveryId: d.id } })).items).toHaveLength(2);
    // … retrying needs page.settings: refused, nothing queued, nothing sent, the row as it was.
    await h.fail(F.retry, 403, { token: viewer, params: { pageId, deliveryId: d.id } });
    await h.drainJobs();
    expect(await forwardJobs(pageId)).toEqual(jobsBefore);
    expect(r.received).toHaveLength(0);
    expect((await h.ok(F.deliveries, { token, params: { pageId } })).items[0]).toMatchObject({ id: d.id, state: 'failed', attempts: 2 });

    // Another account: not through the owner's page, nor through its own page.
    const other = await h.signUp();
    const own = await h.ok(api.pages.create, { token: other.token, body: { title: 'Чужая' } });
    await h.fail(F.retry, 404, { token: other.token, params: { pageId, deliveryId: d.id } });
    await h.fail(F.retry, 404, { token: other.token, params: { pageId: own.id, deliveryId: d.id } });
    await h.fail(F.attempts, 404, { token: other.token, params: { pageId, deliveryId: d.id } });
    await h.fail(F.attempts, 404, { token: other.token, params: { pageId: own.id, deliveryId: d.id } });
    await h.drainJobs();
    expect(r.received).toHaveLength(0);

    // The owner may: it goes out now to the fixed address.
    await h.ok(F.retry, { token, params: { pageId, deliveryId: d.id } });
    await h.drainJobs({ clock });
    expect(r.received).toHaveLength(1);
    expect((await h.ok(F.attempts, { token, params: { pageId, deliveryId: d.id } })).items.map((a) => a.error_kind)).toEqual(['refused', 'refused', null]);
  });

  it('a member without page.settings reads but may not change or send (403, nothing changed); another account gets 404', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'P' } });
    const page = await h.ok(api.pages.create, { token, body: { title: 'A', project_id: project.id } });
    const params = { pageId: page.id };
    const saved = await h.ok(F.update, { token, params, body: { enabled: true, url: 'https://crm.example.com/lead', method: 'POST' } });
    await h.ok(api.access.create, { token, body: { email: 'ps@example.com', name: 'PS', password: 'member-pass1', permissions: { [project.id]: { 'page.settings': false } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'ps@example.com', password: 'member-pass1' } })).token;
    expect(await h.ok(F.get, { token: member, params })).toEqual(saved);
    expect((await h.ok(F.deliveries, { token: member, params })).items).toEqual([]);
    await h.fail(F.update, 403, { token: member, params, body: { enabled: false, url: '', method: 'GET' } });
    await h.fail(F.test, 403, { token: member, params, body: { url: 'https://crm.example.com/lead', method: 'POST' } });
    expect(await h.ok(F.get, { token, params })).toEqual(saved);

    const other = await h.signUp();
    await h.fail(F.get, 404, { token: other.token, params });
    await h.fail(F.update, 404, { token: other.token, params, body: { enabled: false, url: '', method: 'POST' } });
    await h.fail(F.deliveries, 404, { token: other.token, params });
    expect(await h.ok(F.get, { token, params })).toEqual(saved);
  });
});
