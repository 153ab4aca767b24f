// New passwords follow OWASP ASVS 5.0 (V6.2): at least 8 characters (15 recommended: SPEC's hint
// stays what the form shows), any characters, no composition rules, and refused when they are among
// the most common passwords (server/data/common-passwords.txt, shipped with the product) or built
// from the user's own email or name. The length is the api/ schema's (`newPassword`); the list and
// the personal check live here, on the server only (the list is ~90 KB, not for the UI bundle).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '../../api/errors';
import { ApiError } from '../platform/http/errors';

const LIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/common-passwords.txt');

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(LIST, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#')));
  return common;
}

/** Words of the user that a password must not be built from: the email, its local part, the name's words. */
function personalWords(who: { email?: string | null; name?: string | null }): string[] {
  const email = (who.email ?? '').trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const words = [email, local, ...local.split(/[^\p{L}\p{N}]+/u), ...(who.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)];
  // Short pieces ("an", "ivo") would refuse half of all passwords by accident.
  return [...new Set(words.filter((w) => [...w].length >= 4))];
}

/** Why a new password is refused, or null when it is acceptable (its length is checked by the schema). */
export function passwordProblem(password: string, who: { email?: string | null; name?: string | null }): ErrorCode | null {
  const lower = password.toLowerCase();
  // Blank or one character repeated: no list needed to guess it.
  if (lower.trim() === '' || new Set(lower).size === 1 || commonPasswords().has(lower)) return 'password.common';
  if (personalWords(who).some((w) => lower.includes(w))) return 'password.personal';
  return null;
}

/** Throws 422 with the reason on `field` when the password is not acceptable. */
export function assertAcceptablePassword(password: string, who: { email?: string | null; name?: string | null }, field = 'password'): void {
  const problem = passwordProblem(password, who);
  if (problem) throw new ApiError(422, problem, { fields: { [field]: problem } });
}
