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

const FOREIGN_KEY_VIOLATION = '23503';

/** True when `error` (or what it wraps) is PostgreSQL's foreign key violation, of one of `constraints`. */
export function isForeignKeyViolation(error: unknown, constraints: readonly string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) {
      return typeof candidate.constraint === 'string' && constraints.includes(candidate.constraint);
    }
    current = candidate.cause;
  }
  return false;
}

/** SQLSTATEs of a server that is stopping, starting or out of connections (class 08: connection lost). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/** What node-postgres and its pool throw, without a code, when the server goes away or none is free. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

/**
 * True when `error` (or what it wraps) says the database cannot be reached right now: the request
 * failed through no fault of its own and may be retried (a 503, not a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))
      return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
    current = candidate.cause;
  }
  return false;
}
