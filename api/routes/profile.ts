// SPEC §7 "Profile and access" — the profile half: personal data, sessions, qualification answers,
// and changes of email / phone / password confirmed with a 6-digit code sent by mail.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { anyPassword, code, email, id, isoDate, locale, newPassword, okResponse, phone, timezone } from '../schemas';

export const profileSchema = v.object({
  id,
  name: v.string(),
  email: v.string(),
  email_confirmed: v.boolean(),
  phone: v.nullable(v.string()),
  phone_confirmed: v.boolean(),
  timezone: v.string(),
  locale,
});

const codeBody = v.object({ code });

export const get = defineRoute({
  name: 'profile.get', method: 'GET', path: '/profile/current', auth: true, response: profileSchema,
});

export const update = defineRoute({
  name: 'profile.update',
  method: 'POST',
  path: '/profile/current',
  auth: true,
  body: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
    timezone: v.optional(timezone),
    locale: v.optional(locale),
  }),
  response: profileSchema,
});

export const sessions = defineRoute({
  name: 'profile.sessions',
  method: 'GET',
  path: '/profile/current/active',
  auth: true,
  response: v.object({
    items: v.array(v.object({
      id,
      created: isoDate,
      last_seen: isoDate,
      user_agent: v.nullable(v.string()),
      ip: v.nullable(v.string()),
      current: v.boolean(),
    })),
  }),
});

export const endOtherSessions = defineRoute({
  name: 'profile.sessions.endOthers',
  method: 'POST',
  path: '/profile/current/active/remove',
  auth: true,
  response: v.object({ removed: v.number() }),
});

export const answers = defineRoute({
  name: 'profile.answers',
  method: 'POST',
  path: '/profile/answers',
  auth: true,
  /**
   * Qualification answers set or deleted by key: a falsy value (null, '', false) removes the key,
   * keys not sent stay (SPEC §4 Onboarding).
   */
  body: v.object({
    answers: v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), v.nullable(v.union([v.pipe(v.string(), v.maxLength(500)), v.literal(false)]))),
  }),
  response: v.object({ answers: v.record(v.string(), v.string()) }),
});

export const sendConfirmEmail = defineRoute({
  name: 'profile.email.sendConfirm',
  method: 'POST',
  path: '/profile/send/confirm/email',
  auth: true,
  /** Mails a code for the current email; it is confirmed with GET /session/confirm-email. */
  response: okResponse,
});

export const changeEmail = defineRoute({
  name: 'profile.email.change',
  method: 'POST',
  path: '/profile/change/email',
  auth: true,
  /** Mails a code to the NEW address; the current password proves it is the owner asking. */
  body: v.object({ email, password: anyPassword }),
  response: okResponse,
});

export const confirmEmail = defineRoute({
  name: 'profile.email.confirm', method: 'POST', path: '/profile/confirm/email', auth: true, body: codeBody, response: profileSchema,
});

export const sendConfirmPhone = defineRoute({
  name: 'profile.phone.sendConfirm',
  method: 'POST',
  path: '/profile/send/confirm/phone',
  auth: true,
  /** No SMS gateway yet: the code for the current phone goes to the user's email. */
  response: okResponse,
});

export const confirmCurrentPhone = defineRoute({
  name: 'profile.phone.confirmCurrent', method: 'POST', path: '/profile/confirm/current/phone', auth: true, body: codeBody, response: profileSchema,
});

export const changePhone = defineRoute({
  name: 'profile.phone.change', method: 'POST', path: '/profile/change/phone', auth: true, body: v.object({ phone }), response: okResponse,
});

export const confirmPhone = defineRoute({
  name: 'profile.phone.confirm', method: 'POST', path: '/profile/confirm/phone', auth: true, body: codeBody, response: profileSchema,
});

export const changePassword = defineRoute({
  name: 'profile.password.change',
  method: 'POST',
  path: '/profile/change/password',
  auth: true,
  /** Checks the current password, then mails a code; the new one takes effect on confirm. */
  body: v.object({ password: anyPassword, new_password: newPassword }),
  response: okResponse,
});

export const confirmPassword = defineRoute({
  name: 'profile.password.confirm',
  method: 'POST',
  path: '/profile/confirm/password',
  auth: true,
  body: codeBody,
  /** Other sessions are ended; the current one stays. */
  response: okResponse,
});

export const profileRoutes = {
  get, update, sessions, endOtherSessions, answers,
  sendConfirmEmail, changeEmail, confirmEmail,
  sendConfirmPhone, confirmCurrentPhone, changePhone, confirmPhone,
  changePassword, confirmPassword,
} as const;
