// What no stored text may hold, checked once where input enters (server/platform/http/validate.ts): a NUL
// character (PostgreSQL's text and jsonb refuse it: 22021 / 22P05) and a lone UTF-16 surrogate
// (not a character at all; jsonb refuses its escape, text would store U+FFFD instead). Nesting is
// bounded too, because JSON.stringify, valibot and the database recurse and run out of stack on
// input only JSON.parse accepts. The walk is iterative, so the input's depth cannot overflow it.
// (A visitor's lead is kept instead of refused: lead intake cleans its values, engine/forms.ts cleanText.)

/**
 * Deepest nesting accepted in a JSON value. The engine accepts widget trees 500 levels deep
 * (engine/import/read-tree.ts), two JSON levels per tree level; beyond this, recursive consumers of
 * the value (JSON.stringify, valibot's lazy schemas, PostgreSQL's jsonb) approach their stack limit.
 */
export const MAX_INPUT_DEPTH = 1_100;

export interface InputProblem {
  /** Dotted path of the offending value, as valibot writes field paths ('' for the whole input). */
  path: string;
  code: 'input.invalid_text' | 'input.too_deep';
}

/** Cheap first test: no NUL and no surrogate code unit at all is the common case. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `s` can be stored as PostgreSQL text: no NUL, no lone surrogate. */
export function isStorableText(s: string): boolean {
  if (!SUSPECT.test(s)) return true;
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

interface Frame { value: unknown; key: string; parent: Frame | null; depth: number }

function pathOf(frame: Frame): string {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f && f.parent; f = f.parent) keys.push(f.key);
  return keys.reverse().join('.');
}

/** The first value (or object key) of `input` no database could store, or null. */
export function findInputProblem(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Frame[] = [{ value: input, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value } = frame;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path: pathOf(frame), code: 'input.invalid_text' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (frame.depth >= maxDepth) return { path: pathOf(frame), code: 'input.too_deep' };
    const depth = frame.depth + 1;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: frame, depth });
      continue;
    }
    for (const key of Object.keys(value)) {
      // A bad key is reported at the object holding it: the key itself is not printable.
      if (!isStorableText(key)) return { path: pathOf(frame), code: 'input.invalid_text' };
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: frame, depth });
    }
  }
  return null;
}
