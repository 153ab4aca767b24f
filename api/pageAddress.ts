// A page's address (SPEC §3 Page: code = test subdomain, uri = address on the domain; SPEC §5 "invalid
// code gives 'Некорректный адрес'"). One rule, here, for the publish dialog's machine, the settings
// form and the server:
// - code: a DNS label (it becomes {code}.{draft domain}) of 3–63 letters, digits and inner hyphens,
//   lower-cased, and not a service name (www, api, …);
// - uri: '' for the root, or path segments of letters, digits, '-', '_' and '.', such as
//   'promo', 'sale/winter' or 'promo.html'; no empty, '.' or '..' segments and no '__' prefix (the
//   server's own paths); a leading or trailing slash is forgiven.
import * as v from 'valibot';
import type { ErrorCode } from './errors';

const INVALID: ErrorCode = 'page.address_invalid';
const REQUIRED: ErrorCode = 'field.required';

const CODE = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Codes that would shadow a service name on the draft domain. */
export const RESERVED_PAGE_CODES: ReadonlySet<string> = new Set(['www', 'api', 'app', 'admin', 'mail', 'static', 'cdn']);

/** The test-subdomain code, trimmed and lower-cased; the message of a failure is its error code. */
export const pageCodeRule = v.pipe(
  v.string(), v.trim(), v.toLowerCase(),
  v.nonEmpty(REQUIRED),
  v.regex(CODE, INVALID),
  v.check((c) => !RESERVED_PAGE_CODES.has(c), INVALID),
);

/** The address on the domain without its slashes ('' is the root). */
export const pageUriRule = v.pipe(
  v.string(), v.trim(), v.transform((u) => u.replace(/^\/+|\/+$/g, '')),
  v.maxLength(200, INVALID),
  v.check((u) => u === '' || u.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.startsWith('__')), INVALID),
);

export type PageAddressError = typeof INVALID | typeof REQUIRED;

function firstError(schema: typeof pageCodeRule | typeof pageUriRule, value: string): PageAddressError | null {
  const r = v.safeParse(schema, value);
  return r.success ? null : (r.issues[0].message as PageAddressError);
}

export const pageCodeError = (code: string): PageAddressError | null => firstError(pageCodeRule, code);
export const pageUriError = (uri: string): PageAddressError | null => firstError(pageUriRule, uri);

/** The first problem of an address, code first; null when both parts are fine. */
export const pageAddressError = (address: { code: string; uri: string }): PageAddressError | null =>
  pageCodeError(address.code) ?? pageUriError(address.uri);
