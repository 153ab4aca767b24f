// Handlers of api/routes/profile.ts. Email, phone and password changes are two-step: the change
// call mails a code and remembers the new value in the code's payload; the confirm call applies it.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { phone as phoneSchema } from '../../api/schemas';
import type { profileRoutes } from '../../api/routes/profile';
import { users } from '../db/schema';
import { me, type AuthContext, type Deps, type Handlers } from '../platform/http/context';
import { ApiError } from '../platform/http/errors';
import { consumeCode, issueCode, type CodePurpose } from './codes';
import { hashPassword, verifyPassword } from '../platform/crypto';
import { assertAcceptablePassword } from './password-policy';
import { renderMail, type MailKind } from '../platform/mail/mail-templates';
import { deleteOtherSessions, listSessions } from './sessions';
import { updateAnswersByKey } from '../account/index';
import { assertTimezone, findUser, findUserByEmail, profileView } from '../account/index';
import { sendEmailConfirmation } from './routes';

/** Mails a code for `purpose` to `to` (the user's address unless a new email is being confirmed). */
async function mailCode(deps: Deps, auth: AuthContext, purpose: CodePurpose, kind: MailKind, opts: {
  to?: string; payload?: Record<string, string>; vars?: Record<string, string>;
} = {}) {
  // Codes are keyed by the account email (the user's identity), whatever address gets the mail.
  const code = await issueCode(deps.db, { email: auth.user.email, purpose, userId: auth.user.id, payload: opts.payload });
  await deps.mailer.send(deps.db, {
    to: opts.to ?? auth.user.email, accountId: auth.account.id, ...renderMail(kind, auth.user.locale, { ...opts.vars, code }),
  });
}

const take = (deps: Deps, auth: AuthContext, purpose: CodePurpose, code: string) =>
  consumeCode(deps.db, { email: auth.user.email, purpose, code });

async function reload(deps: Deps, id: number) {
  const u = await findUser(deps.db, id);
  if (!u) throw new ApiError(404, 'user.not_found');
  return profileView(u);
}

async function checkPassword(auth: AuthContext, password: string) {
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    throw new ApiError(422, 'password.invalid', { fields: { password: 'password.invalid' } });
  }
}

export const profileHandlers: Handlers<typeof profileRoutes> = {
  async get(ctx) {
    return profileView(me(ctx).user);
  },

  async update(ctx) {
    const auth = me(ctx);
    if (ctx.body.timezone) assertTimezone(ctx.body.timezone);
    const { name, timezone, locale } = ctx.body;
    const changes = { ...(name !== undefined && { name }), ...(timezone && { timezone }), ...(locale && { locale }) };
    if (Object.keys(changes).length > 0) await ctx.deps.db.update(users).set(changes).where(eq(users.id, auth.user.id));
    return reload(ctx.deps, auth.user.id);
  },

  async sessions(ctx) {
    const auth = me(ctx);
    const rows = await listSessions(ctx.deps.db, auth.user.id);
    const items = rows.map((s) => ({
      id: s.id, created: s.created.toISOString(), last_seen: s.lastSeen.toISOString(),
      user_agent: s.userAgent, ip: s.ip, current: s.id === auth.sessionId,
    }));
    // The current session first (SPEC §3: the first entry is the active one), then newest first.
    items.sort((a, b) => Number(b.current) - Number(a.current) || b.created.localeCompare(a.created));
    return { items };
  },

  async endOtherSessions(ctx) {
    const auth = me(ctx);
    return { removed: await deleteOtherSessions(ctx.deps.db, auth.user.id, auth.sessionId) };
  },

  async answers(ctx) {
    const { user } = me(ctx);
    const answers = await updateAnswersByKey(ctx.deps.db, user.id, ctx.body.answers);
    // The phone question (SPEC §3, first) asks for the user's phone: it becomes the profile's phone
    // unless the user already confirmed one there.
    const phoneAnswer = ctx.body.answers.phone;
    if (typeof phoneAnswer === 'string' && v.is(phoneSchema, phoneAnswer) && !user.phoneConfirmed) {
      await ctx.deps.db.update(users).set({ phone: phoneAnswer.trim() }).where(eq(users.id, user.id));
    }
    return { answers };
  },

  async sendConfirmEmail(ctx) {
    await sendEmailConfirmation(ctx.deps, me(ctx).user);
    return { ok: true } as const;
  },

  async changeEmail(ctx) {
    const auth = me(ctx);
    await checkPassword(auth, ctx.body.password);
    if (await findUserByEmail(ctx.deps.db, ctx.body.email)) throw new ApiError(409, 'user.exists', { fields: { email: 'user.exists' } });
    await mailCode(ctx.deps, auth, 'change_email', 'change_email', { to: ctx.body.email, payload: { email: ctx.body.email } });
    return { ok: true } as const;
  },

  async confirmEmail(ctx) {
    const auth = me(ctx);
    const row = await take(ctx.deps, auth, 'change_email', ctx.body.code);
    const email = row.payload.email;
    if (!email) throw new ApiError(400, 'code.invalid');
    // The address may have been taken since the code was sent; the unique index is the last word.
    if (await findUserByEmail(ctx.deps.db, email)) throw new ApiError(409, 'user.exists');
    await ctx.deps.db.update(users).set({ email, emailConfirmed: true }).where(eq(users.id, auth.user.id));
    return reload(ctx.deps, auth.user.id);
  },

  async sendConfirmPhone(ctx) {
    const auth = me(ctx);
    if (!auth.user.phone) throw new ApiError(400, 'phone.missing');
    await mailCode(ctx.deps, auth, 'confirm_phone', 'confirm_phone', { payload: { phone: auth.user.phone }, vars: { phone: auth.user.phone } });
    return { ok: true } as const;
  },

  async confirmCurrentPhone(ctx) {
    const auth = me(ctx);
    const row = await take(ctx.deps, auth, 'confirm_phone', ctx.body.code);
    // Only confirm the phone the code was sent for, not one changed in between.
    if (row.payload.phone === auth.user.phone) {
      await ctx.deps.db.update(users).set({ phoneConfirmed: true }).where(eq(users.id, auth.user.id));
    }
    return reload(ctx.deps, auth.user.id);
  },

  async changePhone(ctx) {
    const auth = me(ctx);
    await mailCode(ctx.deps, auth, 'change_phone', 'confirm_phone', { payload: { phone: ctx.body.phone }, vars: { phone: ctx.body.phone } });
    return { ok: true } as const;
  },

  async confirmPhone(ctx) {
    const auth = me(ctx);
    const row = await take(ctx.deps, auth, 'change_phone', ctx.body.code);
    if (!row.payload.phone) throw new ApiError(400, 'code.invalid');
    await ctx.deps.db.update(users).set({ phone: row.payload.phone, phoneConfirmed: true }).where(eq(users.id, auth.user.id));
    return reload(ctx.deps, auth.user.id);
  },

  async changePassword(ctx) {
    const auth = me(ctx);
    await checkPassword(auth, ctx.body.password);
    assertAcceptablePassword(ctx.body.new_password, auth.user, 'new_password');
    // Only the hash waits in the code row; the clear password is never stored.
    await mailCode(ctx.deps, auth, 'change_password', 'change_password', { payload: { hash: await hashPassword(ctx.body.new_password) } });
    return { ok: true } as const;
  },

  async confirmPassword(ctx) {
    const auth = me(ctx);
    const row = await take(ctx.deps, auth, 'change_password', ctx.body.code);
    if (!row.payload.hash) throw new ApiError(400, 'code.invalid');
    await ctx.deps.db.update(users).set({ passwordHash: row.payload.hash }).where(eq(users.id, auth.user.id));
    await deleteOtherSessions(ctx.deps.db, auth.user.id, auth.sessionId);
    return { ok: true } as const;
  },
};
