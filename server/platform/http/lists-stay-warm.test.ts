// Cached lists stay warm: a write without a caller drops only what it changed
// (platform/http/register.ts callerlessWrites). A login, a sign-up, a password reset and an email
// confirmation leave every account's cached lists as they were (the reset still ends its user's
// sessions at once); a payment callback drops the paying account's lists and no other's; a lead
// counted into its page's 7-day figures (the stats.lead job) shows in its account's next list —
// in a second app on the same database too — while another account's list stays a cache hit.
// "A hit" is seen by a page renamed straight in the database: the cached answer keeps the old name.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { testDatabases } from '../../testing/db';
import { sameDatabaseApp } from '../../testing/second-app';
import { newIdempotencyKey, useHarness, type Harness } from '../../testing/harness';
import { leadFormContent } from '../../testing/lead-load';

type ListAnswer = { data: { items: { id: number; name: string; week: { visitors: number; leads: number } | null }[] } };

async function accountOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

/** The sandbox's slow card: pending until its callback is delivered (payments.flush()). */
const SLOW_CARD = { number: '4000 0000 0000 3220', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

describe.each(testDatabases)('cached lists a write without a caller leaves warm on $name', (tdb) => {
  // The slow card waits a minute for its bank unless the test delivers the callback (flush).
  const h = useHarness(tdb, { paymentCallbackDelayMs: 60_000 });
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await h.app.deps.payments.flush();
    for (const c of closers.splice(0).reverse()) await c();
  });

  /** An owner with one page named `name`, its list cached, and the page renamed behind the cache's back. */
  async function ownerWithCachedList(name: string, app?: FastifyInstance) {
    const user = await h.signUp();
    const page = await h.ok(api.pages.create, { token: user.token, body: { name } });
    const list = async (via = app) => {
      if (!via) return (await h.ok(api.pages.list, { token: user.token })).items.map((p) => p.name);
      const res = await via.inject({ method: 'GET', url: '/api/pages', headers: { 'x-token': user.token } });
      expect(res.statusCode).toBe(200);
      return (JSON.parse(res.body) as ListAnswer).data.items.map((p) => p.name);
    };
    expect(await list()).toEqual([name]);
    await h.database.withConnection((c) => c.query('UPDATE pages SET name = $1 WHERE id = $2', [`${name} (в базе)`, page.id]));
    expect(await list()).toEqual([name]);
    return { ...user, pageId: page.id, accountId: await accountOf(h, user.email), list };
  }

  it('keeps every cached list through a login, a sign-up, a password reset and an email confirmation; the reset still ends its user\'s sessions', async () => {
    const reset = await h.signUp();
    // Its caller is cached before the reset (a profile read).
    await h.ok(api.profile.get, { token: reset.token });
    const a = await ownerWithCachedList('Страница А');
    const b = await ownerWithCachedList('Страница Б');

    await h.ok(api.session.login, { body: { email: a.email, password: a.password } });
    const fresh = await h.signUp();
    await h.ok(api.session.confirmEmail, { query: { email: fresh.email, code: await h.lastCode(fresh.email) } });
    await h.ok(api.session.forgot, { body: { email: reset.email } });
    await h.ok(api.session.forgotSubmit, { body: { email: reset.email, code: await h.lastCode(reset.email), password: 'Copper-Meadow-73' } });

    expect(await a.list()).toEqual(['Страница А']);
    expect(await b.list()).toEqual(['Страница Б']);
    // The reset user's cached caller went with its sessions.
    await h.fail(api.profile.get, 401, { token: reset.token });
    // An API write of the account still shows at once.
    await h.ok(api.pages.update, { token: a.token, params: { pageId: a.pageId }, body: { name: 'Снова А' } });
    expect(await a.list()).toEqual(['Снова А']);
    expect(await b.list()).toEqual(['Страница Б']);
  });

  it('drops the paying account\'s lists on its payment callback and leaves another account\'s a hit', async () => {
    const payer = await h.signUp();
    const { bill } = await h.ok(api.account.changeTariff, { token: payer.token, body: { tarif: 'business' } });
    const pending = await h.ok(api.billing.billPay, { token: payer.token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: SLOW_CARD } });
    expect(pending.payment.status).toBe('pending');
    // The payer's and another account's lists cached after the payer's own writes.
    const page = await h.ok(api.pages.create, { token: payer.token, body: { name: 'Оплата' } });
    expect((await h.ok(api.pages.list, { token: payer.token })).items.map((p) => p.name)).toEqual(['Оплата']);
    await h.database.withConnection((c) => c.query('UPDATE pages SET name = $1 WHERE id = $2', ['Оплата (в базе)', page.id]));
    const other = await ownerWithCachedList('Чужая');

    await h.app.deps.payments.flush();
    expect((await h.ok(api.account.get, { token: payer.token })).tarif).toBe('business');
    expect((await h.ok(api.pages.list, { token: payer.token })).items.map((p) => p.name)).toEqual(['Оплата (в базе)']);
    expect(await other.list()).toEqual(['Чужая']);
  });

  it('shows a lead counted on account A in A\'s next list, in a second app too, and leaves B\'s cached list a hit', async () => {
    /** A second app on the same database (another server process). */
    const instance = async (): Promise<FastifyInstance> => {
      const { app, close } = await sameDatabaseApp(tdb, h.database);
      closers.push(close);
      return app;
    };
    const [one, two] = [await instance(), await instance()];
    const a = await ownerWithCachedList('Форма', one);
    const b = await ownerWithCachedList('Другая', one);
    await h.ok(api.pages.publish, { token: a.token, params: { pageId: a.pageId }, body: { code: 'warm-form', data: leadFormContent(), globals: {} } });
    const leadsOf = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/pages', headers: { 'x-token': a.token } });
      return (JSON.parse(res.body) as ListAnswer).data.items.map((p) => p.week?.leads);
    };
    expect(await leadsOf(one)).toEqual([0]);
    expect(await leadsOf(two)).toEqual([0]);
    expect(await b.list(two)).toEqual(['Другая (в базе)']);
    await h.database.withConnection((c) => c.query('UPDATE pages SET name = $1 WHERE id = $2', ['Другая (снова в базе)', b.pageId]));

    const posted = await one.inject({
      method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9',
      headers: { host: 'warm-form.localhost', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ page_id: String(a.pageId), form_id: '1', name: 'Иван', phone: '+7 900 123-45-67' }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    await h.drainJobs({ kinds: ['events.fanout'] });
    // No visit comes for this lead: a minute on, stats.lead counts it without one.
    const later = { now: () => new Date(Date.now() + 61_000) };
    expect((await h.drainJobs({ kinds: ['stats.lead'], clock: later })).map((j) => [j.kind, j.state])).toEqual([['stats.lead', 'done']]);

    expect(await leadsOf(one)).toEqual([1]);
    expect(await leadsOf(two)).toEqual([1]);
    expect(await b.list(one)).toEqual(['Другая']);
    expect(await b.list(two)).toEqual(['Другая (в базе)']);
  });
});
