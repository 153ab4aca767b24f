// The caller's language for messages: the user's own locale, else Accept-Language, else ru (SPEC §9).
import type { Locale } from '../../../api/errors';

export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'ru';
  // Take the first of ru/en by listed order; q-values are rarely used by browsers for these two.
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'ru' || tag === 'en') return tag;
  }
  return 'ru';
}
