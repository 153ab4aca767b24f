// Handlers of api/routes/session.ts.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { sessionRoutes } from '../../api/routes/session';
import { codes, users } from '../db/schema';
import { me, type Deps, type Handlers, type UserRow } from '../platform/http/context';
import { ApiError, validation } from '../platform/http/errors';
import { createAccountWithOwner } from '../account/index';
import { CodeThrottled, consumeCode, issueCode } from './codes';
import { dummyHash, hashPassword, newToken, verifyPassword } from '../platform/crypto';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limit';
import { renderMail } from '../platform/mail/mail-templates';
import { createSession, deleteSession, deleteUserSessions } from './sessions';
import { currentUserView } from './current-user';
import { updateFlagsByKey } from '../account/index';
import { assertAcceptablePassword } from './password-policy';
import { assertTimezone, findUserByEmail, isUniqueViolation } from '../account/index';

/**
 * Mails a 6-digit code and a link with a one-time confirmation token (256 bits, stored as an HMAC
 * like every code, single use, 15 minutes). Either confirms; neither is a session token.
 */
export async function sendEmailConfirmation(deps: Deps, user: UserRow): Promise<void> {
  const code = await issueCode(deps.db, { email: user.email, purpose: 'confirm_email', userId: user.id });
  const token = await issueCode(deps.db, { email: user.email, purpose: 'confirm_email_link', userId: user.id, code: newToken() });
  const link = `${deps.config.publicUrl}/confirm-email?${new URLSearchParams({ email: user.email, token }).toString()}`;
  await deps.mailer.send(deps.db, { to: user.email, accountId: user.accountId, ...renderMail('confirm_email', user.locale, { code, link }) });
}

const CONFIRM_PURPOSES = ['confirm_email', 'confirm_email_link'] as const;

export const sessionHandlers: Handlers<typeof sessionRoutes> = {
  async login({ body, deps, client }) {
    // Per account, whatever address the guesses come from (the route is limited per IP too).
    await assertLoginAllowed(deps.db, body.email);
    const user = await findUserByEmail(deps.db, body.email);
    // Verify against a dummy hash for unknown emails so the answer time does not reveal accounts.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
    if (!user || !ok) {
      await recordLoginFailure(deps.db, body.email);
      throw new ApiError(400, 'login.wrong');
    }
    await clearLoginFailures(deps.db, body.email);
    return { token: await createSession(deps.db, user, client) };
  },

  async register({ body, deps, client, locale }) {
    if (body.timezone) assertTimezone(body.timezone);
    assertAcceptablePassword(body.password, body);
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      // The account, its owner (with the onboarding step flags) and the default project, all or nothing.
      user = await deps.db.transaction(async (tx) => (await createAccountWithOwner(tx, {
        email: body.email, passwordHash, name: body.name ?? '', locale: body.locale ?? locale, timezone: body.timezone ?? 'Europe/Moscow',
      })).user);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'user.exists', { fields: { email: 'user.exists' } });
      throw err;
    }
    await sendEmailConfirmation(deps, user);
    return { token: await createSession(deps.db, user, client) };
  },

  async logout(ctx) {
    await deleteSession(ctx.deps.db, me(ctx).sessionId);
    return { ok: true } as const;
  },

  async forgot({ body, deps }) {
    const user = await findUserByEmail(deps.db, body.email);
    if (user) {
      try {
        const code = await issueCode(deps.db, { email: user.email, purpose: 'forgot', userId: user.id });
        await deps.mailer.send(deps.db, { to: user.email, accountId: user.accountId, ...renderMail('forgot', user.locale, { code }) });
      } catch (err) {
        // Throttled: answer like any other email (a 429 here would reveal that the account exists).
        if (!(err instanceof CodeThrottled)) throw err;
      }
    }
    return { ok: true } as const;
  },

  async forgotSubmit(ctx) {
    const { body, deps } = ctx;
    // The password first: a refused one must not spend the code.
    const user = await findUserByEmail(deps.db, body.email);
    assertAcceptablePassword(body.password, { email: body.email, name: user?.name });
    // 'forgot' from the recovery screen; invitations of new members use the same purpose.
    const row = await consumeCode(deps.db, { email: body.email, purpose: 'forgot', code: body.code });
    if (!user || (row.userId !== null && row.userId !== user.id)) throw new ApiError(400, 'code.invalid');
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      // Receiving the code proves the mailbox, so the email counts as confirmed too.
      await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, user.id));
      await deleteUserSessions(tx, user.id);
    });
    // Its sessions are gone: the account's cached callers go (its lists stay: platform/http/register.ts).
    ctx.changedAccount = user.accountId;
    return { ok: true } as const;
  },

  async confirmEmail(ctx) {
    const { query, deps, client, auth, req } = ctx;
    if (query.code === undefined && query.token === undefined) throw validation({ code: 'field.required' });
    const user = await findUserByEmail(deps.db, query.email);
    if (!user) throw new ApiError(400, 'email.confirm_failed');
    const row = query.token !== undefined
      ? await consumeCode(deps.db, { email: user.email, purpose: 'confirm_email_link', code: query.token })
      : await consumeCode(deps.db, { email: user.email, purpose: 'confirm_email', code: query.code ?? '' });
    if (row.userId !== user.id) throw new ApiError(400, 'email.confirm_failed');
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id));
      // One confirmation: the code and the link of the same mail both stop working.
      await tx.update(codes).set({ usedAt: new Date() })
        .where(and(eq(codes.email, user.email), inArray(codes.purpose, [...CONFIRM_PURPOSES]), isNull(codes.usedAt)));
    });
    // The cached callers of the account hold the user's old flag.
    ctx.changedAccount = user.accountId;
    // Already signed in as this user (X-Token header): that session goes on; else a new one.
    if (auth && auth.user.id === user.id) return { token: String(req.headers['x-token']) };
    return { token: await createSession(deps.db, user, client) };
  },

  async registerCheck({ query, deps }) {
    return { available: !(await findUserByEmail(deps.db, query.email)) };
  },

  async account(ctx) {
    return currentUserView(ctx.deps.db, me(ctx));
  },

  async flags(ctx) {
    return { flags: await updateFlagsByKey(ctx.deps.db, me(ctx).user.id, ctx.body.flags) };
  },
};
