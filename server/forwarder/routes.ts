// Handlers of api/routes/forwarder.ts: a page's lead forwarder. Reading needs page.list on the
// page's project, changing and sending page.settings (SPEC §6); another account's page is a 404.
import type { forwarderRoutes } from '../../api/routes/forwarder';
import { me, type Handlers } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { takeCallerLimit } from '../platform/http/caller-limit';
import { targetProblem } from '../integrations/index';
import { retryDelivery, sendTest } from './deliveries';
import { attemptsOf, attemptView, deliveryView, forwarderOf, forwarderView, lastDeliveries, ownDelivery, saveForwarder } from './store';
import { ownPage } from '../pages/index';

export const forwarderHandlers: Handlers<typeof forwarderRoutes> = {
  async get(ctx) {
    const { db } = ctx.deps;
    const page = await ownPage(db, me(ctx).account.id, ctx.params.pageId);
    return forwarderView(page.id, await forwarderOf(db, page.id));
  },

  async update(ctx) {
    const { db, config } = ctx.deps;
    const auth = me(ctx);
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const b = ctx.body;
    if (b.enabled && b.url === '') throw validation({ url: 'forwarder.url_required' });
    if (b.url !== '' && targetProblem(b.url, config.integrations.allowPrivateTargets)) throw validation({ url: 'webhook.url' });
    return forwarderView(page.id, await saveForwarder(db, auth.account.id, page.id, b));
  },

  async test(ctx) {
    const { db, config } = ctx.deps;
    const auth = me(ctx);
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const { url, method } = ctx.body;
    if (url === '') throw validation({ url: 'forwarder.url_required' });
    if (targetProblem(url, config.integrations.allowPrivateTargets)) throw validation({ url: 'webhook.url' });
    // A test sends a request to any address the caller names: limited per member and per account.
    await takeCallerLimit(db, 'forwarder.test', auth, config.forwarderTestLimit, config.rateLimit.timeWindowMs);
    const row = await sendTest(db, { accountId: auth.account.id, pageId: page.id, url, method }, auth.user.locale, config.integrations.allowPrivateTargets);
    return deliveryView(row);
  },

  async deliveries(ctx) {
    const { db } = ctx.deps;
    const page = await ownPage(db, me(ctx).account.id, ctx.params.pageId);
    return { items: (await lastDeliveries(db, page.id)).map(deliveryView) };
  },

  async attempts(ctx) {
    const { db } = ctx.deps;
    const page = await ownPage(db, me(ctx).account.id, ctx.params.pageId);
    const d = await ownDelivery(db, page.id, ctx.params.deliveryId);
    if (!d) throw notFound();
    return { items: (await attemptsOf(db, d.id)).map(attemptView) };
  },

  async retry(ctx) {
    const { db, config } = ctx.deps;
    const auth = me(ctx);
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const d = await ownDelivery(db, page.id, ctx.params.deliveryId);
    if (!d) throw notFound();
    if (d.test || d.leadId === null || d.state !== 'failed') throw new ApiError(422, 'forwarder.not_failed');
    // Each press sends the lead to the saved address again (a receiver that refuses at once makes it
    // «failed» again at once): limited per member and per account, counted apart from the test sends.
    await takeCallerLimit(db, 'forwarder.retry', auth, config.forwarderRetryLimit, config.rateLimit.timeWindowMs);
    return deliveryView(await retryDelivery(db, { ...d, leadId: d.leadId }));
  },
};
