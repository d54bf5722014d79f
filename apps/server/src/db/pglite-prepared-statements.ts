import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement PostgreSQL has parsed (and will plan once it sees it is worth it), by name. */
interface PreparedStatement {
  name: string;
  parameterTypes: number[];
  /** Execute sends rows but not their description: kept from the statement's Describe. */
  fields: Field[];
}

interface Field {
  name: string;
  dataTypeID: number;
}

/** Distinct statement texts kept parsed; the least recently used is closed beyond it. */
const CAPACITY = 256;
/** Errors after which a statement must be parsed again (schema changed under it, or it is gone). */
function isStaleStatement(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '26000' || (code === '0A000' && String(message).includes('cached plan'));
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The statement's result, as PGlite's `parseResults` builds it. Parsers are looked up per column:
 * `parseResults` merges the query's parsers into a copy of the client's 318 on every call (76 µs,
 * and Drizzle passes parsers with every query).
 */
function resultOf<T>(
  messages: BackendMessage[],
  fields: Field[],
  client: PGlite,
  options: QueryOptions | undefined,
): Results<T> {
  const decoders = fields.map(
    ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID],
  );
  const decode = (values: Array<string | null>) =>
    values.map((value, index) => {
      const decoder = decoders[index];
      return value === null || !decoder ? value : decoder(value, fields[index]?.dataTypeID ?? 0);
    });
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = decode((message as unknown as { fields: Array<string | null> }).fields);
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? ''))
        result.affectedRows = count;
      Object.assign(result, { command: words[0] }, Number.isNaN(count) ? {} : { rowCount: count });
    }
  }
  return result;
}

/**
 * Makes `client.query` (and a transaction's `query`) run every statement as a named prepared one:
 * parsed and described once per distinct text, then one Bind + Execute + Sync per call. PGlite's
 * own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the
 * WebAssembly engine and plans the query again each time: a session lookup took ~400 µs that way
 * and ~180 µs prepared (`bench/conversations-throughput.mjs` measures the effect on a request).
 * Results, parsers, serializers, locking and errors are PGlite's own; options this path does not
 * cover (blobs, explicit parameter types) go through the original method.
 */
export function usePreparedStatements(client: PGlite): void {
  const originalQuery = client.query.bind(client);
  const originalTransaction = client.transaction.bind(client);
  const statements = new Map<string, PreparedStatement>();
  /** Names evicted from `statements`: closed at the start of the next batch sent to the engine. */
  const evicted: string[] = [];
  let sequence = 0;

  const send = (parts: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(concat(parts), {
      syncToFs: false,
      ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
    });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    const cached = statements.get(text);
    if (cached) {
      statements.delete(text);
      statements.set(text, cached);
      return cached;
    }
    const name = `brocardo_${++sequence}`;
    const closes = evicted.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await send(
      [...closes, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
      options,
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const description = messages.find((message) => message.name === 'rowDescription') as
      | { fields: Field[] }
      | undefined;
    const statement: PreparedStatement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(text, statement);
    if (statements.size > CAPACITY) {
      const [oldestText, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestText);
      evicted.push(oldest.name);
    }
    return statement;
  }

  async function execute<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await prepare(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(
      [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
      options,
    );
    return resultOf<T>(messages, statement.fields, client, options);
  }

  /** One statement, re-parsed once if the schema changed under it (only outside a transaction). */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ): Promise<Results<T>> {
    try {
      return await execute<T>(text, params, options);
    } catch (error) {
      if (isStaleStatement(error)) {
        const stale = statements.get(text);
        if (stale) {
          statements.delete(text);
          evicted.push(stale.name);
          if (retry) return run<T>(text, params, options, false);
        }
      }
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  }

  const handledHere = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!handledHere(options)) return originalQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options, true);
        await client.syncToFs();
        return result;
      }),
    );
  };

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    originalTransaction((tx) => {
      const preparedTx: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!handledHere(options) || tx.closed) return tx.query<R>(text, params, options);
            return client._runExclusiveQuery(() => run<R>(text, params, options, false));
          },
        },
      });
      return callback(preparedTx);
    });
}
