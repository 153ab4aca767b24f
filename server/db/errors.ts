// Reading database errors the same way on both drivers: pg and PGlite put the SQLSTATE on the
// error, drizzle wraps it in a DrizzleQueryError whose `cause` is the driver's error.

/** The SQLSTATE of a database error (e.g. '23505'), found through drizzle's wrapping; undefined otherwise. */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && typeof e === 'object' && e !== null; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (the value is taken, often by a concurrent request). */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';
