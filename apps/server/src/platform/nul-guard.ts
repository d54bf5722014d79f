import { AppError, LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@brocardo/shared';
import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';

/** Half of a surrogate pair with no other half: broken UTF-16, which no keyboard produces. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** What makes a string unstorable: U+0000, or a lone surrogate. */
function flaw(text: string): string | null {
  if (text.includes(NUL)) return NUL_CHARACTER_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit, key?: string): string[] {
  const reversed = key === undefined ? [] : [key];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path (`['items', '0', 'name']`) of the first string or object key holding U+0000 or a lone
 * surrogate in a parsed JSON value, with the message for it, or null. Iterative, with parent links
 * instead of copied paths, so a deeply nested body costs neither the stack nor quadratic memory.
 */
export function findUnstorableText(value: unknown): { path: string[]; message: string } | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const message = flaw(current);
      if (message) return { path: pathOf(visit), message };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        const message = flaw(key);
        if (message)
          return { path: pathOf(visit, key.replaceAll(NUL, '').replace(LONE_SURROGATES, '')), message };
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL rejects U+0000 in text and jsonb (`invalid byte sequence for encoding "UTF8": 0x00`) and
 * a lone surrogate in jsonb (`unsupported Unicode escape sequence`), so either would surface as a 500
 * wherever a field reaches the database (or be silently changed to U+FFFD in text). One check for
 * every route, before its schema runs (loose schemas and routes without one included): such a
 * character in the body or the query is a 422 on that field; in a path parameter it names no
 * resource, the same 404 as any malformed id.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // Synchronous, and nothing walked when there is nothing to walk: it runs before every route.
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsSomething(request.params) && findUnstorableText(request.params)) {
      return done(new AppError('NOT_FOUND'));
    }
    for (const [context, value] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = holdsSomething(value) ? findUnstorableText(value) : null;
      if (found) return done(AppError.validation({ [found.path.join('.') || context]: [found.message] }));
    }
    done();
  });
}

/** False for undefined, null and an object without keys (a GET's empty params and query). */
function holdsSomething(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  for (const _ in value) return true;
  return Array.isArray(value) ? value.length > 0 : Object.getOwnPropertyNames(value).length > 0;
}
