// «Отправить тест» makes the server send a request to an address the caller names, «Повторить» sends a
// failed lead to the saved address again: each is limited per member and per account in the rate-limit
// window (platform/http/caller-limit.ts), each with its own count. The request past the limit is refused with
// 429 «Слишком много попыток…», reaches no receiver and changes nothing; other accounts and the next
// window are not affected.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { FORWARD_TEST_FIELD } from '../../api/forwarder';
import { manualClock } from '../platform/jobs/index';
import { publishFormPage, startReceiver, storeLead } from '../testing/leads';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const F = api.forwarder;

describe.each(testDatabases)('the forwarder\'s test send and retry limits on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true }, forwarderTestLimit: { perCaller: 2, perAccount: 3 }, forwarderRetryLimit: { perCaller: 2, perAccount: 3 } });
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('the send past the caller\'s or the account\'s limit is refused and sends nothing; another account and the next window send', async () => {
    const r = await startReceiver();
    close = r.close;
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Лендинг' } });
    const params = { pageId: page.id };
    const body = { url: r.url, method: 'POST' as const };

    // The owner: two sends, the third refused in words.
    await h.ok(F.test, { token, params, body });
    await h.ok(F.test, { token, params, body });
    const refused = await h.fail(F.test, 429, { token, params, body });
    expect(refused).toMatchObject({ code: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.' });
    expect(Number(refused.params?.retry_after)).toBeGreaterThan(0);
    expect(r.received).toHaveLength(2);

    // A member with page.settings has a limit of their own, but the account's (3) is shared.
    const [project] = (await h.ok(api.projects.list, { token, query: {} })).items;
    await h.ok(api.access.create, { token, body: { email: 'editor@example.com', name: 'Ольга', password: 'Harbour-Lantern-42', permissions: { [project.id]: { 'page.settings': true } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'editor@example.com', password: 'Harbour-Lantern-42' } })).token;
    await h.ok(F.test, { token: member, params, body });
    expect((await h.fail(F.test, 429, { token: member, params, body })).code).toBe('rate_limited');
    expect(r.received).toHaveLength(3);
    // Only the sends are logged.
    expect((await h.ok(F.deliveries, { token, params })).items).toHaveLength(3);

    // Another account is not limited by this one.
    const other = await h.signUp();
    const otherPage = await h.ok(api.pages.create, { token: other.token, body: { title: 'Другой' } });
    await h.ok(F.test, { token: other.token, params: { pageId: otherPage.id }, body });
    expect(r.received).toHaveLength(4);

    // The window over (moved back, as time would), the owner sends again.
    await h.database.withConnection((c) => c.query("UPDATE rate_limits SET window_start = now() - interval '2 minutes'"));
    await h.ok(F.test, { token, params, body });
    expect(r.received).toHaveLength(5);
  });

  it('«Повторить» past the caller\'s or the account\'s limit is refused: the lead stays failed and is not sent; the next window retries', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const params = { pageId };
    // Four leads whose receiver is gone: each delivery ends failed after its last attempt.
    await h.ok(F.update, { token, params, body: { enabled: true, url: 'http://127.0.0.1:9/none', method: 'POST' } });
    const leadIds: number[] = [];
    for (const name of ['Анна', 'Борис', 'Вера', 'Глеб']) leadIds.push(await storeLead(h.database.db, { accountId, pageId, fields: { name } }));
    const clock = manualClock(new Date(Date.now() + 60_000)); // ahead of the jobs the handlers enqueue on the real clock
    await h.drainJobs({ clock, random: () => 0 });
    await h.database.withConnection((c) => c.query("UPDATE jobs SET max_attempts = attempts + 1 WHERE kind = 'lead.forward' AND state = 'queued'"));
    clock.advance(3600_000);
    await h.drainJobs({ clock, random: () => 0 });
    const deliveryOf = async (leadId: number) => (await h.ok(F.deliveries, { token, params })).items.find((d) => d.lead_id === leadId);
    const ids: number[] = [];
    for (const leadId of leadIds) {
      const d = await deliveryOf(leadId);
      expect(d?.state).toBe('failed');
      ids.push(d?.id ?? 0);
    }
    const queuedForwards = async () => Number((await h.database.withConnection((c) => c.query<{ n: string }>(
      "SELECT count(*) AS n FROM jobs WHERE kind = 'lead.forward' AND state = 'queued'")))[0].n);

    // The receiver is back; the owner retries two, the third is refused in words and nothing is queued for it.
    const r = await startReceiver();
    close = r.close;
    await h.ok(F.update, { token, params, body: { enabled: true, url: r.url, method: 'POST' } });
    await h.ok(F.retry, { token, params: { pageId, deliveryId: ids[0] } });
    await h.ok(F.retry, { token, params: { pageId, deliveryId: ids[1] } });
    const refused = await h.fail(F.retry, 429, { token, params: { pageId, deliveryId: ids[2] } });
    expect(refused).toMatchObject({ code: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.' });
    expect(Number(refused.params?.retry_after)).toBeGreaterThan(0);
    expect(await deliveryOf(leadIds[2])).toMatchObject({ state: 'failed' });
    expect(await queuedForwards()).toBe(2);
    // The test sends keep their own count: the retries used none of it.
    await h.ok(F.test, { token, params, body: { url: r.url, method: 'POST' } });

    // A member with page.settings has a limit of their own, but the account's (3) is shared.
    const [project] = (await h.ok(api.projects.list, { token, query: {} })).items;
    await h.ok(api.access.create, { token, body: { email: 'editor@example.com', name: 'Ольга', password: 'Harbour-Lantern-42', permissions: { [project.id]: { 'page.settings': true } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'editor@example.com', password: 'Harbour-Lantern-42' } })).token;
    await h.ok(F.retry, { token: member, params: { pageId, deliveryId: ids[2] } });
    expect((await h.fail(F.retry, 429, { token: member, params: { pageId, deliveryId: ids[3] } })).code).toBe('rate_limited');

    // Only the three retried leads reach the receiver (besides the test); the fourth stays failed.
    await h.drainJobs({ clock });
    const sentLeads = r.received.map((x) => new URLSearchParams(x.body)).filter((b) => !b.has(FORWARD_TEST_FIELD)).map((b) => b.get('lead_id'));
    expect(sentLeads.sort()).toEqual(leadIds.slice(0, 3).map(String).sort());
    expect(await deliveryOf(leadIds[3])).toMatchObject({ state: 'failed' });

    // The window over (moved back, as time would), the fourth is retried and delivered.
    await h.database.withConnection((c) => c.query("UPDATE rate_limits SET window_start = now() - interval '2 minutes'"));
    await h.ok(F.retry, { token, params: { pageId, deliveryId: ids[3] } });
    await h.drainJobs({ clock });
    expect(await deliveryOf(leadIds[3])).toMatchObject({ state: 'delivered' });
  });
});
