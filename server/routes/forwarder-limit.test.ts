// «Отправить тест» makes the server send a request to an address the caller names: it is limited per
// member and per account in the rate-limit window (http/caller-limit.ts). The send past the limit is
// refused with 429 «Слишком много попыток…», reaches no receiver and logs nothing; other accounts
// and the next window are not affected.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { startReceiver } from '../testing/leads';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const F = api.forwarder;

describe.each(testDatabases)('the forwarder test send limit on $name', (db) => {
  const h = useHarness(db, { integrations: { allowPrivateTargets: true }, forwarderTestLimit: { perCaller: 2, perAccount: 3 } });
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
});
