// Handlers of api/routes/settings.ts: owner only (SPEC §6), every query scoped by the account.
import type { settingsRoutes } from '../../api/routes/settings';
import { notFound } from '../http/errors';
import { me, type Handlers } from '../http/context';
import { requireOwner } from '../services/permissions';
import { countDeliveryJobs, listTroubleJobs, resolveJob, retryJob } from '../settings/jobs';

export const settingsHandlers: Handlers<typeof settingsRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    requireOwner(auth);
    return listTroubleJobs(ctx.deps.db, auth.account.id, ctx.query);
  },

  async counts(ctx) {
    const auth = me(ctx);
    requireOwner(auth);
    return countDeliveryJobs(ctx.deps.db, auth.account.id);
  },

  async retry(ctx) {
    const auth = me(ctx);
    requireOwner(auth);
    if (!(await retryJob(ctx.deps.db, auth.account.id, ctx.params.id, new Date()))) throw notFound();
    return { ok: true as const };
  },

  async resolve(ctx) {
    const auth = me(ctx);
    requireOwner(auth);
    if (!(await resolveJob(ctx.deps.db, auth.account.id, ctx.params.id, new Date()))) throw notFound();
    return { ok: true as const };
  },
};
