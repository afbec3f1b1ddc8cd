// PostgreSQL reports what went wrong as a SQLSTATE code; Drizzle wraps the driver's error (pg or
// PGlite) in its own, with the original as `cause`. These helpers read the code either way.

/** SQLSTATE of a database error (or of the error it wraps), e.g. '23505'; undefined otherwise. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row: someone else stored the same value first. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * Class 22 "data exception": a value the database cannot store (NUL in text, an impossible date,
 * a number out of range, broken Unicode in jsonb). The shared schemas refuse these first; this is
 * the safety net that keeps one they missed a 400 rather than a 500.
 */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') === true;
