// SPEC §7 "Session": login, sign-up, recovery, email confirmation, the current user, flags. (The SSO
// token of the customer area, GET /cdp/auth/sso-token, and its redemption are in routes/cdp.ts.)
import * as v from 'valibot';
import { defineRoute } from '../define';
import { anyPassword, code, email, id, locale, newPassword, okResponse, timezone, tokenResponse } from '../schemas';
import { permissionsMapSchema } from '../permissions';
import { accountCoreSchema } from './account';

export const login = defineRoute({
  name: 'session.login',
  method: 'POST',
  path: '/session/login',
  auth: false,
  body: v.object({ email, password: anyPassword }),
  response: tokenResponse,
});

export const register = defineRoute({
  name: 'session.register',
  method: 'POST',
  path: '/session/register',
  auth: false,
  body: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
    email,
    password: newPassword,
    /** SPEC §5: sign-up requires agreement to the offer and to personal-data processing. */
    agreements: v.object({ offer: v.literal(true), personal_data: v.literal(true) }),
    locale: v.optional(locale),
    timezone: v.optional(timezone),
  }),
  /** The new session; an email confirmation code is mailed at the same time. */
  response: tokenResponse,
});

export const logout = defineRoute({
  name: 'session.logout',
  method: 'POST',
  path: '/session/logout',
  auth: true,
  response: okResponse,
});

export const forgot = defineRoute({
  name: 'session.forgot',
  method: 'POST',
  path: '/session/forgot',
  auth: false,
  body: v.object({ email }),
  /** Always ok (an unknown email gets no mail), so the call cannot be used to probe for accounts. */
  response: okResponse,
});

export const forgotSubmit = defineRoute({
  name: 'session.forgot.submit',
  method: 'POST',
  path: '/session/forgot/submit',
  auth: false,
  body: v.object({ email, code, password: newPassword }),
  /** Every session of the user is ended; the client logs in with the new password. */
  response: okResponse,
});

export const confirmEmail = defineRoute({
  name: 'session.confirmEmail',
  method: 'GET',
  path: '/session/confirm-email',
  auth: false,
  /**
   * Either `code` (the 6 digits of the mail) or `token` (the one-time confirmation token of the
   * mail's link; never a session token — session tokens travel only in the X-Token header). A caller
   * already signed in as this user keeps that session (it is returned); otherwise a new one starts.
   */
  query: v.object({ email, code: v.optional(code), token: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))) }),
  response: tokenResponse,
});

export const registerCheck = defineRoute({
  name: 'session.registerCheck',
  method: 'GET',
  path: '/session/register/check',
  auth: false,
  query: v.object({ email }),
  response: v.object({ available: v.boolean() }),
});

export const currentUserSchema = v.object({
  user: v.object({
    id,
    name: v.string(),
    email: v.string(),
    timezone: v.string(),
    is_admin: v.boolean(),
    account_id: id,
    locale,
    email_confirmed: v.boolean(),
  }),
  /** The account (api/routes/account.ts): its billing state is the shell's banner for every user of it, members included. */
  account: accountCoreSchema,
  flags: v.record(v.string(), v.boolean()),
  qualify: v.object({ answers: v.record(v.string(), v.string()) }),
  /** HMAC of the user id for the chat widget's identity verification. */
  auth_hash: v.string(),
  permissions: v.object({
    account: v.object({ is_owner: v.boolean() }),
    projects: permissionsMapSchema,
  }),
});

/** SPEC §7 does not show the path of the current-user fetch; this is it. */
export const account = defineRoute({
  name: 'session.account',
  method: 'GET',
  path: '/session/account',
  auth: true,
  response: currentUserSchema,
});

export const flags = defineRoute({
  name: 'session.flags',
  method: 'POST',
  path: '/session/flags',
  auth: true,
  /** Set or delete by key: a falsy value (false/null) removes the flag (SPEC §4 Onboarding). */
  body: v.object({ flags: v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), v.nullable(v.boolean())) }),
  response: v.object({ flags: v.record(v.string(), v.boolean()) }),
});

export const sessionRoutes = {
  login, register, logout, forgot, forgotSubmit, confirmEmail, registerCheck, account, flags,
} as const;
