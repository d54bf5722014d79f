import { AppError, NUL_CHARACTER_MESSAGE } from '@brocardo/shared';
import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';

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
 * The path (`['items', '0', 'name']`) of the first string or object key holding U+0000 in a parsed
 * JSON value, or null. Iterative, with parent links instead of copied paths, so a deeply nested body
 * costs neither the stack nor quadratic memory.
 */
export function findNulCharacter(value: unknown): string[] | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (key.includes(NUL)) return pathOf(visit, key.replaceAll(NUL, ''));
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL rejects U+0000 in text and jsonb (`invalid byte sequence for encoding "UTF8": 0x00`), so
 * it would surface as a 500 wherever a field reaches the database. One check for every route, before
 * its schema runs (loose schemas and routes without one included): a NUL in the body or the query is
 * a 422 on that field; in a path parameter it names no resource, the same 404 as any malformed id.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (findNulCharacter(request.params)) throw new AppError('NOT_FOUND');
    for (const [context, value] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNulCharacter(value);
      if (path) throw AppError.validation({ [path.join('.') || context]: [NUL_CHARACTER_MESSAGE] });
    }
  });
}
