// Handlers of api/routes/account.ts: the account, tariffs and the tariff change (billing is owner-only).
import { eq } from 'drizzle-orm';
import type { accountRoutes } from '../../api/routes/account';
import { accounts } from '../db/schema';
import { me, type Handlers } from '../http/context';
import { ApiError, tariffLimit } from '../http/errors';
import { accountView, getTariff, limitsOf, listPublicTariffs, tariffView, usageOf, emptyPackets } from '../services/accounts';
import { requireOwner } from '../services/permissions';

export const accountHandlers: Handlers<typeof accountRoutes> = {
  async get(ctx) {
    return accountView(ctx.deps.db, me(ctx).account);
  },

  async tariffs(ctx) {
    return { items: (await listPublicTariffs(ctx.deps.db)).map((t) => tariffView(t, ctx.locale)) };
  },

  async currentTariff(ctx) {
    const { account } = me(ctx);
    const tariff = await getTariff(ctx.deps.db, account.tarif);
    if (!tariff) throw new Error(`Unknown tariff ${account.tarif}`);
    return {
      tariff: tariffView(tariff, ctx.locale),
      limits: limitsOf(tariff, { ...emptyPackets, ...account.packets }),
      usage: await usageOf(ctx.deps.db, account),
      payed_till: account.payedTill?.toISOString() ?? null,
    };
  },

  async changeTariff(ctx) {
    const auth = me(ctx);
    requireOwner(auth);
    const { db } = ctx.deps;
    const tariff = await getTariff(db, ctx.body.tarif);
    if (!tariff || !tariff.isPublic) throw new ApiError(422, 'tariff.unknown', { fields: { tarif: 'tariff.unknown' } });
    // A smaller tariff must still hold what the account already has.
    const limits = limitsOf(tariff, { ...emptyPackets, ...auth.account.packets });
    const usage = await usageOf(db, auth.account);
    for (const k of ['users', 'pages', 'domains'] as const) {
      const limit = limits[k];
      if (limit !== null && usage[k] > limit) throw tariffLimit(k, limit);
    }
    // Payment comes with the billing issue; for now the change applies at once.
    const [next] = await db.update(accounts).set({ tarif: tariff.code }).where(eq(accounts.id, auth.account.id)).returning();
    return accountView(db, next);
  },
};
