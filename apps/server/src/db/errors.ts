const UNIQUE_VIOLATION = '23505';

/**
 * True when `error` (or what it wraps: Drizzle wraps driver errors) is PostgreSQL's unique violation,
 * optionally of the named constraint. PGlite and `pg` report it the same way.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      return constraint === undefined || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
