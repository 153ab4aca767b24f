// Handlers of api/routes/settings.ts: owner only (SPEC §6), every query scoped by the account.
import type { settingsRoutes } from '../../api/routes/settings';
import { notFound } from '../platform/http/errors';
import { me, type Handlers } from '../platform/http/context';
import { accountQueue, countDeliveryJobs, listTroubleJobs, resolveJob, retryJob } from './jobs';

export const settingsHandlers: Handlers<typeof settingsRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    return listTroubleJobs(ctx.deps.db, auth.account.id, ctx.query);
  },

  async counts(ctx) {
    const auth = me(ctx);
    return countDeliveryJobs(ctx.deps.db, auth.account.id);
  },

  async queue(ctx) {
    const auth = me(ctx);
    return accountQueue(ctx.deps.db, auth.account.id);
  },

  async retry(ctx) {
    const auth = me(ctx);
    if (!(await retryJob(ctx.deps.db, auth.account.id, ctx.params.id, new Date()))) throw notFound();
    return { ok: true as const };
  },

  async resolve(ctx) {
    const auth = me(ctx);
    if (!(await resolveJob(ctx.deps.db, auth.account.id, ctx.params.id, new Date()))) throw notFound();
    return { ok: true as const };
  },
};
