import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * Results of frequent reads (a bearer token's session, a user's conversation list) kept until the
 * database changes. `read` gives `load()`'s result, or the one an earlier call loaded when nothing
 * has been written since; keys name what was read (`session:<hash>`), never a user's choice alone.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** PostgreSQL: other replicas write behind this process's back, so every read goes to the database. */
export const uncachedReads: ReadCache = { read: (_key, load) => load() };

/** Beyond this many kept results the cache starts afresh (random bearer tokens must not grow it). */
const CAPACITY = 10_000;

/** A statement that reads and nothing else: a plain SELECT (CTEs and anything else count as writes). */
const PLAIN_SELECT = /^\s*select\b/i;
/** A SELECT that changes something anyway: locks rows for a write, creates a table, moves a sequence. */
const SELECT_THAT_WRITES =
  /\b(?:for\s+(?:update|no\s+key\s+update|share|key\s+share)|into|nextval|setval|lo_\w+)\b/i;
/** Statements that may create or replace a function: the list of functions that write is read again. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment)\b/i;
/** The database's own functions that may write (volatile ones; PostgreSQL refuses writes in the others). */
const WRITING_FUNCTIONS_QUERY = `select p.proname as name from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and p.provolatile = 'v'
    and p.prorettype <> 'trigger'::regtype`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The embedded engine's read cache. PGlite runs inside this process and nothing else can open its
 * data directory (data-dir-lock.ts), so every change to the data passes through this client: each
 * statement that is not a plain SELECT (or calls one of the database's writing functions) and each
 * transaction's end empty the cache, before the statement runs and again once it has. A result is
 * kept only if no write began while it was read. Correct by construction, whatever a feature writes;
 * it pays off where reads repeat between writes (every authenticated request reads its session).
 */
export function pgliteReadCache(client: PGlite): ReadCache {
  /** Moves on every possible write: a result read across a move is stale. */
  let generation = 0;
  let keptAt = 0;
  const kept = new Map<string, unknown>();
  /** Matches a call of one of the database's writing functions; null until read (or after DDL). */
  let writingFunctions: RegExp | null = null;
  let writingFunctionsLoad: Promise<void> | null = null;
  let schemaVersion = 0;

  const changed = () => {
    generation += 1;
  };
  const mayWrite = (text: string) =>
    !PLAIN_SELECT.test(text) ||
    SELECT_THAT_WRITES.test(text) ||
    writingFunctions === null ||
    writingFunctions.test(text);

  const observe = (text: string) => {
    if (SCHEMA_CHANGE.test(text)) {
      schemaVersion += 1;
      writingFunctions = null;
      writingFunctionsLoad = null;
    }
    const writes = mayWrite(text);
    if (writes) changed();
    return writes;
  };

  /** Runs `statement`, marking the cache stale before and after it if it may write. */
  async function watched<T>(text: string, statement: () => Promise<T>): Promise<T> {
    if (!observe(text)) return statement();
    try {
      return await statement();
    } finally {
      changed();
    }
  }

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    watched(text, () => query<T>(text, params, options));
  client.exec = (text: string, options?: QueryOptions) => {
    observe(text);
    changed();
    return exec(text, options).finally(changed);
  };
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    changed();
    return transaction((tx) => {
      const watchedTx: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            watched(text, () => tx.query<R>(text, params, options)),
        },
        exec: {
          value: (text: string, options?: QueryOptions) => {
            observe(text);
            changed();
            return tx.exec(text, options);
          },
        },
      });
      return callback(watchedTx);
    }).finally(changed);
  };

  function knowWritingFunctions(): Promise<void> {
    if (writingFunctions) return Promise.resolve();
    if (!writingFunctionsLoad) {
      const version = schemaVersion;
      const loading: Promise<void> = query<{ name: string }>(WRITING_FUNCTIONS_QUERY)
        .then(({ rows }) => {
          if (version !== schemaVersion) return;
          const names = rows.map((row) => escapeRegExp(row.name));
          writingFunctions = names.length > 0 ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'i') : /$^/;
        })
        .finally(() => {
          // Settled: a failed read is tried again by the next cached read.
          if (writingFunctionsLoad === loading) writingFunctionsLoad = null;
        });
      writingFunctionsLoad = loading;
    }
    return writingFunctionsLoad;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (keptAt !== generation) {
        kept.clear();
        keptAt = generation;
      }
      if (kept.has(key)) return kept.get(key) as T;
      // Without the list every SELECT counts as a write: nothing is kept, the read itself still answers.
      await knowWritingFunctions().catch(() => {});
      if (!writingFunctions) return load();
      const startedAt = generation;
      const value = await load();
      if (generation === startedAt) {
        if (keptAt !== generation || kept.size >= CAPACITY) {
          kept.clear();
          keptAt = generation;
        }
        kept.set(key, value);
      }
      return value;
    },
  };
}
