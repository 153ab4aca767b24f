// Where a page lives: its test subdomain code ({code}.{DRAFT_DOMAIN}) and its address (uri) on the
// domain. SPEC §8/§5 messages: invalid → 'Некорректный адрес', a taken code → 'Указанный тестовый
// поддомен занят' (settings) or 'Такой адрес страницы уже занят.' (publish dialog), a taken
// domain + address → 'Указанные домен и адрес уже заняты'.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { ErrorCode } from '../../api/errors';
import { pageCodeRule, pageUriRule } from '../../api/pageAddress';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import { ApiError } from '../platform/http/errors';

const fieldError = (status: number, code: ErrorCode, field: string) => new ApiError(status, code, { fields: { [field]: code } });

/** The code as stored (lower-cased), or 'Некорректный адрес' (api/pageAddress.ts is the rule). */
export function checkCode(code: string): string {
  const r = v.safeParse(pageCodeRule, code);
  if (!r.success) throw fieldError(422, 'page.address_invalid', 'code');
  return r.output;
}

/** The address as stored ('' is the root; a leading or trailing slash is forgiven), or 'Некорректный адрес'. */
export function checkUri(uri: string): string {
  const r = v.safeParse(pageUriRule, uri);
  if (!r.success) throw fieldError(422, 'page.address_invalid', 'uri');
  return r.output;
}

export async function codeTaken(db: Db, code: string, exceptPageId?: number): Promise<boolean> {
  const rows = await db.select({ id: pages.id }).from(pages)
    .where(and(eq(pages.code, code), exceptPageId !== undefined ? ne(pages.id, exceptPageId) : undefined)).limit(1);
  return rows.length > 0;
}

export async function assertCodeFree(db: Db, code: string, exceptPageId: number | undefined, message: 'page.code_taken' | 'page.address_taken'): Promise<void> {
  if (await codeTaken(db, code, exceptPageId)) throw fieldError(409, message, 'code');
}

export async function assertDomainUriFree(db: Db, domainId: number, uri: string, exceptPageId?: number): Promise<void> {
  const rows = await db.select({ id: pages.id }).from(pages)
    .where(and(eq(pages.domainId, domainId), eq(pages.uri, uri), isNull(pages.deletedAt), exceptPageId !== undefined ? ne(pages.id, exceptPageId) : undefined)).limit(1);
  if (rows.length > 0) throw fieldError(409, 'page.domain_uri_taken', 'uri');
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh free code: 10 characters of an alphabet without look-alikes (SPEC §9 short id style). */
export async function newCode(db: Db): Promise<string> {
  for (;;) {
    let c = '';
    for (let i = 0; i < 10; i++) c += ALPHABET[randomInt(ALPHABET.length)];
    if (!(await codeTaken(db, c))) return c;
  }
}

/** True when a database error is a unique violation (a concurrent insert won the race). */
export { isUniqueViolation } from '../db/errors';
