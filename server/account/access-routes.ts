// Handlers of api/routes/access.ts — owner only (SPEC §6: users are managed by the account owner).
import { eq } from 'drizzle-orm';
import type { accessRoutes } from '../../api/routes/access';
import { users } from '../db/schema';
import type { Handlers } from '../platform/http/context';
import { me } from '../platform/http/context';
import { ApiError } from '../platform/http/errors';
import { assertCanAdd } from '../billing/index';
import { issueCode } from '../auth/index';
import { assertAcceptablePassword } from '../auth/index';
import { hashPassword } from '../platform/crypto';
import { renderMail } from '../platform/mail/mail-templates';
import { getMember, listMembers, memberView, patchPermissions, setPermissions } from './members';
import { findUserByEmail, isUniqueViolation } from './users';

const INVITE_TTL_MS = 72 * 3600_000;

export const accessHandlers: Handlers<typeof accessRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    return listMembers(ctx.deps.db, auth.account, ctx.query);
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await assertCanAdd(db, auth.account, 'users');
    if (ctx.body.password) assertAcceptablePassword(ctx.body.password, ctx.body);
    const passwordHash = ctx.body.password ? await hashPassword(ctx.body.password) : null;
    let created;
    try {
      created = await db.transaction(async (tx) => {
        const [u] = await tx.insert(users).values({
          accountId: auth.account.id, email: ctx.body.email, name: ctx.body.name, passwordHash,
          locale: auth.user.locale, timezone: auth.user.timezone,
        }).returning();
        if (ctx.body.permissions) await setPermissions(tx, auth.account, u.id, ctx.body.permissions);
        return u;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'user.exists', { fields: { email: 'user.exists' } });
      throw err;
    }
    if (!passwordHash) {
      // Invitation: a long-lived recovery code lets the member set a password on /recovery.
      const code = await issueCode(db, { email: created.email, purpose: 'forgot', userId: created.id, ttlMs: INVITE_TTL_MS });
      await ctx.deps.mailer.send(db, {
        to: created.email, accountId: auth.account.id,
        ...renderMail('invite', created.locale, { code, inviter: auth.user.name || auth.user.email }),
      });
    }
    return memberView(db, auth.account, created);
  },

  async check(ctx) {
    return { available: !(await findUserByEmail(ctx.deps.db, ctx.body.email)) };
  },

  async get(ctx) {
    const auth = me(ctx);
    return memberView(ctx.deps.db, auth.account, await getMember(ctx.deps.db, auth.account, ctx.params.id));
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const member = await getMember(db, auth.account, ctx.params.id);
    if (member.id === auth.account.ownerUserId) throw new ApiError(400, 'access.owner');
    if (ctx.body.name !== undefined) await db.update(users).set({ name: ctx.body.name }).where(eq(users.id, member.id));
    return memberView(db, auth.account, await getMember(db, auth.account, member.id));
  },

  async permissions(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const member = await getMember(db, auth.account, ctx.params.id);
    if (member.id === auth.account.ownerUserId) throw new ApiError(400, 'access.owner');
    await patchPermissions(db, auth.account, member.id, ctx.body.projects);
    return memberView(db, auth.account, member);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const member = await getMember(ctx.deps.db, auth.account, ctx.params.id);
    if (member.id === auth.account.ownerUserId) throw new ApiError(400, 'access.owner');
    // Sessions, codes and memberships go with the user (ON DELETE CASCADE).
    await ctx.deps.db.delete(users).where(eq(users.id, member.id));
    return { ok: true } as const;
  },
};
