// Integrations: the catalogue's CRUD with masked credentials and the webhook's one-time secret,
// copy and load, rights per SPEC §6, the SSRF guard at saving, and the delivery of leads — a signed
// webhook (verified with the standardwebhooks library) retried with backoff until it lands, the
// log, «Отправить тест», the manual resend, and the sandboxes of mailing and CRM services.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { api } from '../../api/index';
import { INTEGRATION_GROUPS, INTEGRATION_TYPE_IDS, INTEGRATION_TYPES } from '../../api/integrationCatalogue';
import { integrations, sandboxProviderCalls } from '../db/schema-integrations';
import { accountIdOf } from '../testing/cdp';
import { backoffDelay } from '../platform/jobs/backoff';
import { manualClock } from '../platform/jobs/index';
import { DELIVERY_RETRY } from './deliveries';
import { publishFormPage, startReceiver, storeLead } from '../testing/leads';
import { testDatabases, useHarness } from '../../tests/helpers/db';

const I = api.integrations;

describe('the integrations catalogue', () => {
  it('names every SPEC type id once, grouped by kind in SPEC order, with the payment systems SPEC lists', () => {
    expect(Object.keys(INTEGRATION_TYPES).map(Number).sort((a, b) => a - b)).toEqual([...INTEGRATION_TYPE_IDS]);
    expect(INTEGRATION_GROUPS.map((g) => g.kind)).toEqual(['mailing', 'crm', 'analytics', 'payment', 'webhook']);
    expect(INTEGRATION_GROUPS.flatMap((g) => g.types).length).toBe(16);
    expect(INTEGRATION_GROUPS.find((g) => g.kind === 'payment')?.types.map((t) => t.code)).toEqual(['card_payment', 'online_payment', 'instalment']);
    expect(INTEGRATION_GROUPS.find((g) => g.kind === 'webhook')?.types.map((t) => t.id)).toEqual([22]);
  });

  it('retries a delivery for more than a day even when every backoff draws its shortest wait', () => {
    let total = 0;
    for (let n = 1; n < DELIVERY_RETRY.maxAttempts; n++) total += backoffDelay(n, DELIVERY_RETRY.backoff, () => 0);
    expect(total).toBeGreaterThan(24 * 3600_000);
  });
});

describe.each(testDatabases)('integrations on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true } });
  const receivers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  it('creates, masks secrets, shows the webhook secret once, copies disabled, and deletes', async () => {
    const { token } = await h.signUp();
    const mailing = await h.ok(I.create, { token, body: { type: 1, credentials: { api_key: 'live-key-0123456789abcd' } } });
    expect(mailing).toMatchObject({ kind: 'mailing', title: 'UniSender', status: 'connected', credentials: { api_key: '••••abcd' }, missing: [] });
    expect(JSON.stringify(await h.ok(I.get, { token, params: { id: mailing.id } }))).not.toContain('live-key');
    // A secret not sent again stays; a setting changes.
    const updated = await h.ok(I.update, { token, params: { id: mailing.id }, body: { settings: { list_id: '2' } } });
    expect(updated).toMatchObject({ settings: { list_id: '2' }, credentials: { api_key: '••••abcd' }, status: 'connected' });

    const hook = await h.ok(I.create, { token, body: { type: 22, settings: { url: 'https://hooks.example.com/leads' }, all_pages: true } });
    expect(hook.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const again = await h.ok(I.get, { token, params: { id: hook.id } });
    expect(JSON.stringify(again)).not.toContain(hook.signing_secret?.slice(6, 20));
    expect(again.credentials.signing_secret).toBe(`••••${hook.signing_secret?.slice(-4)}`);
    const rotated = await h.ok(I.update, { token, params: { id: hook.id }, body: { rotate_secret: true } });
    expect(rotated.signing_secret).toBeDefined();
    expect(rotated.signing_secret).not.toBe(hook.signing_secret);

    const copy = await h.ok(I.copy, { token, params: { id: mailing.id } });
    expect(copy).toMatchObject({ title: 'UniSender (1)', enabled: false, credentials: { api_key: '••••abcd' } });
    await h.ok(I.remove, { token, params: { id: mailing.id } });
    expect((await h.ok(I.list, { token })).items.map((i) => i.id)).toEqual([hook.id, copy.id]);
    expect((await h.ok(I.list, { token, query: { kind: 'webhook' } })).items.map((i) => i.id)).toEqual([hook.id]);
  });

  it('pages, searches, sorts and filters the list on the server, counts per type for the catalogue; another account stays out', async () => {
    const { token, email } = await h.signUp();
    const accountId = await accountIdOf(h, email);
    const hook = await h.ok(I.create, { token, body: { type: 22, title: 'aaa hook', settings: { url: 'https://hooks.example.com/leads' } } });
    // More than two pages of 10: mailing (UniSender, connected) and card payments (not connected), rows put in directly.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await h.database.db.insert(integrations).values(Array.from({ length: 22 }, (_, i) => ({
      accountId, type: i % 2 === 0 ? 1 : 18, title: `Связь ${String(i + 1).padStart(2, '0')}`,
      status: i % 2 === 0 ? 'connected' as const : 'not_connected' as const, created: new Date(start + i * 60_000),
    })));
    const other = await h.signUp();
    await h.ok(I.create, { token: other.token, body: { type: 22, title: 'Связь чужая', settings: { url: 'https://hooks.example.com/x' } } });

    const one = await h.ok(I.list, { token });
    expect(one).toMatchObject({ total_items: 23, current: 1, total_pages: 3, connected_by_type: { 1: 11, 18: 11, 22: 1 } });
    // Oldest first by default: the inserted ones (2026) before the hook made now.
    expect(one.items.map((i) => i.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Связь ${String(i + 1).padStart(2, '0')}`));
    const three = await h.ok(I.list, { token, query: { page: '3' } });
    expect(three.items.map((i) => i.title)).toEqual(['Связь 21', 'Связь 22', 'aaa hook']);
    expect((await h.ok(I.list, { token, query: { 'sort[title]': 'asc' } })).items[0].id).toBe(hook.id);
    expect((await h.ok(I.list, { token, query: { 'sort[created]': 'desc' } })).items.slice(0, 2).map((i) => i.title)).toEqual(['aaa hook', 'Связь 22']);

    const searched = await h.ok(I.list, { token, query: { search: 'связь 1' } });
    expect(searched.total_items).toBe(10);
    expect(searched.items.every((i) => i.title.startsWith('Связь 1'))).toBe(true);
    // The other account's 'Связь чужая' is never listed or counted here, and this one's never there.
    expect((await h.ok(I.list, { token, query: { search: 'чужая' } })).total_items).toBe(0);
    expect(await h.ok(I.list, { token: other.token })).toMatchObject({ total_items: 1, connected_by_type: { 22: 1 }, items: [{ title: 'Связь чужая' }] });

    expect((await h.ok(I.list, { token, query: { kind: 'payment' } })).total_items).toBe(11);
    expect((await h.ok(I.list, { token, query: { type: '1', status: 'connected' } })).total_items).toBe(11);
    expect((await h.ok(I.list, { token, query: { status: 'not_connected', limit: '100' } })).items.every((i) => i.type === 18)).toBe(true);
    // Payments receive no leads: the page settings' list is the mailing ones and the webhook.
    expect((await h.ok(I.list, { token, query: { receives_leads: 'true', limit: '25' } })).items.map((i) => i.kind).sort()).toEqual([...Array(11).fill('mailing'), 'webhook']);
    await h.fail(I.list, 422, { token, query: { limit: '7' } });
    await h.fail(I.list, 422, { token, query: { status: 'maybe' } });
  });

  it('is «не подключено» until its fields are set; load checks them with the service and offers its lists', async () => {
    const { token } = await h.signUp();
    const crm = await h.ok(I.create, { token, body: { type: 8 } });
    expect(crm).toMatchObject({ status: 'not_connected', missing: ['subdomain', 'access_token'] });
    const loaded = await h.ok(I.load, { token, params: { id: crm.id } });
    expect(loaded.integration.status).toBe('not_connected');
    await h.ok(I.update, { token, params: { id: crm.id }, body: { settings: { subdomain: 'shop' }, credentials: { access_token: 'invalid-token-123456' } } });
    const refused = await h.ok(I.load, { token, params: { id: crm.id } });
    expect(refused.integration).toMatchObject({ status: 'error', status_error: 'invalid credentials (401)' });
    await h.ok(I.update, { token, params: { id: crm.id }, body: { credentials: { access_token: 'good-token-123456' } } });
    const ok = await h.ok(I.load, { token, params: { id: crm.id } });
    expect(ok.integration.status).toBe('connected');
    expect(ok.pipelines.map((p) => p.title)).toContain('Воронка продаж');
    // Fields of another service are refused, and nothing changes.
    const err = await h.fail(I.update, 422, { token, params: { id: crm.id }, body: { credentials: { api_key: 'x' } } });
    expect(err.fields).toHaveProperty(['credentials.api_key']);
  });

  it('members need integration rights in every project; pages need page.settings', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'P' } });
    const hook = await h.ok(I.create, { token, body: { type: 22, settings: { url: 'https://hooks.example.com/x' } } });
    await h.ok(api.access.create, { token, body: { email: 'ro@example.com', name: 'RO', password: 'member-pass1', permissions: { [project.id]: { 'integration.edit': false, 'integration.delete': false } } } });
    await h.ok(api.access.create, { token, body: { email: 'no@example.com', name: 'No', password: 'member-pass1', permissions: { [project.id]: { 'integration.list': false } } } });
    const ro = (await h.ok(api.session.login, { body: { email: 'ro@example.com', password: 'member-pass1' } })).token;
    const no = (await h.ok(api.session.login, { body: { email: 'no@example.com', password: 'member-pass1' } })).token;
    expect((await h.ok(I.list, { token: ro })).items).toHaveLength(1);
    await h.fail(I.update, 403, { token: ro, params: { id: hook.id }, body: { title: 'X' } });
    await h.fail(I.remove, 403, { token: ro, params: { id: hook.id } });
    await h.fail(I.test, 403, { token: ro, params: { id: hook.id } });
    await h.fail(I.list, 403, { token: no });
    await h.fail(I.deliveries, 403, { token: no, params: { id: hook.id } });
    expect((await h.ok(I.get, { token, params: { id: hook.id } })).title).toBe('Webhook');
  });

  it('a page list change checks only the pages joining or leaving: a page deleted since, or one the member may not set, may stay', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'P' } });
    const a = await h.ok(api.pages.create, { token, body: { title: 'A' } });
    const b = await h.ok(api.pages.create, { token, body: { title: 'B', project_id: project.id } });
    const c = await h.ok(api.pages.create, { token, body: { title: 'C' } });
    const hook = await h.ok(I.create, { token, body: { type: 22, settings: { url: 'https://hooks.example.com/p' }, pages: [b.id, c.id] } });
    await h.ok(api.pages.remove, { token, params: { pageId: c.id } });
    await h.ok(api.access.create, { token, body: { email: 'ps@example.com', name: 'PS', password: 'member-pass1', permissions: { [project.id]: { 'page.settings': false } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'ps@example.com', password: 'member-pass1' } })).token;
    // A joins; B (no right) and C (deleted) stay as they were.
    expect((await h.ok(I.update, { token: member, params: { id: hook.id }, body: { pages: [b.id, c.id, a.id] } })).pages).toEqual([a.id, b.id, c.id]);
    // B may not leave by this member's hand; nothing changes.
    await h.fail(I.update, 403, { token: member, params: { id: hook.id }, body: { pages: [c.id, a.id] } });
    expect((await h.ok(I.get, { token, params: { id: hook.id } })).pages).toEqual([a.id, b.id, c.id]);
    // The deleted page leaves without a check; a deleted page never joins.
    expect((await h.ok(I.update, { token: member, params: { id: hook.id }, body: { pages: [a.id, b.id] } })).pages).toEqual([a.id, b.id]);
    await h.fail(I.update, 404, { token, params: { id: hook.id }, body: { pages: [a.id, b.id, c.id] } });
  });

  it('refuses webhook URLs on private or loopback addresses unless the config allows them', async () => {
    const { token } = await h.signUp();
    // This harness allows private targets (the receivers below are on loopback) …
    await h.ok(I.create, { token, body: { type: 22, settings: { url: 'http://127.0.0.1:9/x' } } });
    // … schemes other than http(s) never.
    const err = await h.fail(I.create, 422, { token, body: { type: 22, settings: { url: 'file:///etc/passwd' } } });
    expect(err.fields).toEqual({ 'settings.url': expect.stringContaining('http') });
  });

  it('delivers each lead to the webhook signed the Standard Webhooks way; a receiver failing twice gets it on the third try; the log shows it', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const receiver = await startReceiver({ failFirst: 2 });
    receivers.push(receiver);
    const hook = await h.ok(I.create, { token, body: { type: 22, settings: { url: receiver.url }, pages: [pageId] } });
    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Анна', email: 'anna@example.com' } });

    const clock = manualClock(new Date(Date.now() + 60_000)); // ahead of the jobs that handlers enqueue on the real clock
    await h.drainJobs({ clock, random: () => 0 });
    expect(receiver.received).toHaveLength(1);
    let log = await h.ok(I.deliveries, { token, params: { id: hook.id } });
    expect(log.items[0]).toMatchObject({ lead_id: leadId, state: 'retrying', attempts: 1, response_status: 500, response_excerpt: '{"error":"try later"}' });
    expect(log.items[0].next_attempt_at).not.toBeNull();

    for (let i = 0; i < 2; i++) {
      clock.advance(3600_000);
      await h.drainJobs({ clock, random: () => 0 });
    }
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 200]);
    // The same message each time: one id, one body; each attempt signed afresh and valid.
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const wh = new Webhook(hook.signing_secret as string);
    for (const r of receiver.received) {
      const verified = wh.verify(r.body, { 'webhook-id': r.headers['webhook-id'], 'webhook-timestamp': r.headers['webhook-timestamp'], 'webhook-signature': r.headers['webhook-signature'] }) as { type: string; data: { id: number; fields: { name: string; value: string }[]; contact: { email: string } } };
      expect(verified.type).toBe('lead.created');
      expect(verified.data).toMatchObject({ id: leadId, contact: { email: 'anna@example.com' } });
    }
    expect(() => new Webhook(`whsec_${Buffer.from('another-secret-another-secret!!').toString('base64')}`).verify(receiver.received[2].body, receiver.received[2].headers)).toThrow();

    log = await h.ok(I.deliveries, { token, params: { id: hook.id } });
    expect(log.items[0]).toMatchObject({ state: 'delivered', attempts: 3, response_status: 200, next_attempt_at: null });
    expect(log.items[0].log.map((a) => a.response_status)).toEqual([200, 500, 500]);

    // A manual resend sends the same message again (same webhook-id), now.
    await h.ok(I.resend, { token, params: { id: hook.id, deliveryId: log.items[0].id } });
    await h.drainJobs({ clock });
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);

    // A lead of a page the webhook is not on reaches nothing; a second run of the fan-out adds nothing.
    const other = await publishFormPage(h, token, { title: 'Другая' });
    await storeLead(h.database.db, { accountId, pageId: other.pageId, fields: { name: 'Б' } });
    await h.drainJobs({ clock });
    expect(receiver.received).toHaveLength(4);
    expect((await h.ok(I.deliveries, { token, params: { id: hook.id } })).total_items).toBe(1);
  });

  it('«Отправить тест» delivers a sample lead through the queue and logs it; a dead receiver ends in failed after the last attempt', async () => {
    const { token } = await h.signUp();
    const receiver = await startReceiver();
    receivers.push(receiver);
    const hook = await h.ok(I.create, { token, body: { type: 22, settings: { url: receiver.url } } });
    const test = await h.ok(I.test, { token, params: { id: hook.id } });
    expect(test).toMatchObject({ event: 'test', state: 'pending', lead_id: null });
    await h.drainJobs();
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: 'lead.created', data: { test: true, contact: { name: 'Иван Петров', email: 'ivan@example.com', phone: '+7 900 123-45-67', phone_e164: '+79001234567' } },
    });
    expect((await h.ok(I.deliveries, { token, params: { id: hook.id } })).items[0]).toMatchObject({ state: 'delivered', attempts: 1 });

    // Nobody listens at this port: every attempt fails, the last one leaves the delivery failed.
    const dead = await h.ok(I.create, { token, body: { type: 22, settings: { url: 'http://127.0.0.1:9/none' } } });
    await h.ok(I.test, { token, params: { id: dead.id } });
    const clock = manualClock(new Date(Date.now() + 60_000)); // ahead of the jobs that handlers enqueue on the real clock
    for (let i = 0; i < DELIVERY_RETRY.maxAttempts; i++) {
      await h.drainJobs({ clock });
      clock.advance(7 * 3600_000);
    }
    const [failed] = (await h.ok(I.deliveries, { token, params: { id: dead.id } })).items;
    expect(failed).toMatchObject({ state: 'failed', attempts: DELIVERY_RETRY.maxAttempts, response_status: null, next_attempt_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|refused/);
    // Payment systems receive no leads: no test for them.
    const pay = await h.ok(I.create, { token, body: { type: 18, settings: { public_id: 'pk_1' }, credentials: { api_secret: 'secret-123456789' } } });
    expect((await h.fail(I.test, 422, { token, params: { id: pay.id } })).code).toBe('integration.no_leads');
  });

  it('mailing and CRM sandboxes receive each lead once; an unavailable service is retried, a refused key fails at once', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const mailing = await h.ok(I.create, { token, body: { type: 6, credentials: { api_key: 'mc-key-123456789' }, settings: { list_id: '1' }, all_pages: true } });
    const crm = await h.ok(I.create, { token, body: { type: 10, settings: { portal: 'shop' }, credentials: { webhook_key: 'unavailable-now-1234' }, all_pages: true } });
    const refused = await h.ok(I.create, { token, body: { type: 16, credentials: { api_token: 'invalid-token-12345' }, all_pages: true } });
    await h.ok(I.create, { token, body: { type: 12, all_pages: true } }); // «не подключено»: gets nothing
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Олег', email: 'oleg@example.com', phone: '+7 900 000-00-00' } });
    const clock = manualClock(new Date(Date.now() + 60_000)); // ahead of the jobs that handlers enqueue on the real clock
    await h.drainJobs({ clock });
    await h.drainJobs({ clock });

    const calls = await h.database.db.select().from(sandboxProviderCalls).where(eq(sandboxProviderCalls.accountId, accountId));
    expect(calls.map((c) => [c.service, c.operation])).toEqual([['mailchimp', 'subscribe']]);
    expect(calls[0].request).toMatchObject({ list_id: '1', email: 'oleg@example.com', name: 'Олег' });
    expect((await h.ok(I.deliveries, { token, params: { id: mailing.id } })).items[0]).toMatchObject({ state: 'delivered', response_status: 200 });
    expect((await h.ok(I.deliveries, { token, params: { id: crm.id } })).items[0]).toMatchObject({ state: 'retrying', response_status: 503 });
    expect((await h.ok(I.deliveries, { token, params: { id: refused.id } })).items[0]).toMatchObject({ state: 'failed', response_status: 401, attempts: 1 });

    // The service is back: the retry creates the deal; a resend of the delivered subscription is stored once.
    await h.ok(I.update, { token, params: { id: crm.id }, body: { credentials: { webhook_key: 'good-key-123456' } } });
    clock.advance(3600_000);
    await h.drainJobs({ clock });
    const mailingDelivery = (await h.ok(I.deliveries, { token, params: { id: mailing.id } })).items[0];
    await h.ok(I.resend, { token, params: { id: mailing.id, deliveryId: mailingDelivery.id } });
    await h.drainJobs({ clock });
    const after = await h.database.db.select().from(sandboxProviderCalls).where(eq(sandboxProviderCalls.accountId, accountId));
    expect(after.map((c) => c.operation).sort()).toEqual(['deal.create', 'subscribe']);
    expect(after.find((c) => c.operation === 'deal.create')?.request).toMatchObject({ title: 'Заявка: Олег', contact: { name: 'Олег', email: 'oleg@example.com', phone: '+7 900 000-00-00', phone_e164: '+79000000000' } });
  });
});

describe.each(testDatabases)('the SSRF guard on $name', (db) => {
  const h = useHarness(db);

  it('refuses loopback, private and local-name webhook targets, at saving and at sending', async () => {
    const { token } = await h.signUp();
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://intranet/']) {
      const err = await h.fail(I.create, 422, { token, body: { type: 22, settings: { url } } });
      expect(err.fields, url).toEqual({ 'settings.url': expect.any(String) });
    }
  });
});
