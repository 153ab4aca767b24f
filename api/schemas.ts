// Building blocks shared by the route files of api/routes. Kept here so an email or an id is
// validated the same way on every route (and by the UI's forms when they reuse them).
import * as v from 'valibot';

/**
 * A numeric id in a path. The client may pass a number or a string; the server always receives a
 * string and gets a safe integer out. Anything else is a validation error, not a database error.
 */
export const idParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x)),
  v.regex(/^[1-9][0-9]{0,14}$/),
  v.transform((x) => Number(x)),
);

/**
 * A row id in a body: ids are bigserial, and the product never hands out one above
 * Number.MAX_SAFE_INTEGER (JSON numbers lose precision past it). 1e20 is an integer to JavaScript
 * but out of bigint's range: refused here, not by the database.
 */
export const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** PostgreSQL `integer` (int4) bounds: a number stored in such a column must fit them. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** A whole number for an `integer` column (sort orders, positions, revisions). */
export const int4 = v.pipe(v.number(), v.integer(), v.minValue(INT4_MIN), v.maxValue(INT4_MAX));

/** Emails are compared lower-cased and trimmed everywhere (users.email is stored that way). */
export const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));

/**
 * A new password: at least 8 characters (OWASP ASVS 5.0 V6.2.1; SPEC §9's "more than 6" is the
 * older floor, its hint text stays in the form). The server also refuses common and personal ones.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const newPassword = v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(200));
/** Any non-empty string: an old password is checked against its hash, not against today's rules. */
export const anyPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** Confirmation and recovery codes: 6 digits. */
export const code = v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{6}$/));

/** A phone number as people type it: digits, spaces, brackets and dashes, an optional leading '+'. */
export const phone = v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{7,20}$/));

export const locale = v.picklist(['ru', 'en']);
/** An IANA zone name such as Europe/Moscow; the server checks it against Intl. */
export const timezone = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** ISO-8601 date-time string as the server writes it (Date#toISOString). */
export const isoDate = v.string();

export const okResponse = v.object({ ok: v.literal(true) });
export const tokenResponse = v.object({ token: v.string() });
