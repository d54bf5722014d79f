import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared-statements';

let client: PGlite;
/** PGlite's own query, which the prepared path must answer exactly like. */
const unpreparedQuery = (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
  PGlite.prototype.query.call(client, text, params, options);

const preparedNames = async () => {
  const { rows } = await unpreparedQuery(
    "select count(*)::int as n from pg_prepared_statements where name like 'brocardo\\_%'",
  );
  return (rows[0] as { n: number }).n;
};

beforeAll(async () => {
  client = await PGlite.create();
  usePreparedStatements(client);
  await client.exec(`
    create table people (id serial primary key, email text unique not null, born timestamptz,
      tags int[], profile jsonb, active boolean default true, balance numeric(10,2), photo bytea);
    insert into people (email, born, tags, profile, balance)
      values ('a@x.it', '1980-01-02T03:04:05Z', '{1,2}', '{"city":"Roma"}', 12.50),
             ('b@x.it', null, null, null, null);`);
});

afterAll(async () => {
  await client.close();
});

describe('PGlite queries as named prepared statements', () => {
  it('answers like PGlite in object and array mode, with the caller’s parsers', async () => {
    const text = 'select * from people where id >= $1 order by id';
    const drizzleLike = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    };
    for (const options of [undefined, drizzleLike, { rowMode: 'object' as const }]) {
      const expected = await unpreparedQuery(text, [1], options);
      const first = await client.query(text, [1], options);
      const again = await client.query(text, [1], options);
      expect(first).toEqual(expected);
      expect(again).toEqual(expected);
    }
    const rows = (await client.query<{ born: unknown; profile: unknown }>(text, [1])).rows;
    expect(rows[0]?.born).toBeInstanceOf(Date);
    expect(rows[0]?.profile).toEqual({ city: 'Roma' });
    expect((await client.query(text, [1], drizzleLike)).rows[0]).toContain('1980-01-02 03:04:05+00');
  });

  it('serialises parameters by their declared types and counts affected rows', async () => {
    const update = 'update people set born = $1, tags = $2, profile = $3, photo = $4 where email = $5';
    const born = new Date('1990-05-06T07:08:09Z');
    const result = await client.query(update, [
      born,
      [3, 4],
      { city: 'Milano' },
      new Uint8Array([1, 2]),
      'b@x.it',
    ]);
    expect(result.affectedRows).toBe(1);
    const { rows } = await client.query<Record<string, unknown>>('select * from people where email = $1', [
      'b@x.it',
    ]);
    expect(rows[0]).toMatchObject({
      born,
      tags: [3, 4],
      profile: { city: 'Milano' },
      photo: new Uint8Array([1, 2]),
    });
  });

  it('parses each distinct text once', async () => {
    const text = 'select email from people where id = $1';
    await client.query(text, [1]);
    const before = await preparedNames();
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await client.query(text, [2]);
    expect(await preparedNames()).toBe(before);
  });

  it('keeps PostgreSQL’s error and stays usable after it', async () => {
    const insert = 'insert into people (email) values ($1) returning id';
    const failure = await client.query(insert, ['a@x.it']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'people_email_key', query: insert });
    const badNumber = await client
      .query('select * from people where id = $1', ['abc'])
      .catch((e: unknown) => e);
    expect(badNumber).toMatchObject({ code: '22P02' });
    const { rows } = await client.query<{ id: number }>(insert, ['c@x.it']);
    expect(rows[0]?.id).toBeGreaterThan(2);
  });

  it('parses a statement again when the table under it changed', async () => {
    await client.exec('create table notes (a int); insert into notes values (1)');
    expect((await client.query('select * from notes')).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table notes add column b text default $$x$$');
    expect((await client.query('select * from notes')).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('runs inside transactions: rolled back on an error, committed otherwise', async () => {
    const count = async () =>
      ((await client.query<{ n: number }>('select count(*)::int as n from people')).rows[0] as { n: number })
        .n;
    const before = await count();
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into people (email) values ($1)', ['d@x.it']);
      await tx.query('insert into people (email) values ($1)', ['a@x.it']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    await client.transaction(async (tx) => {
      await tx.query('insert into people (email) values ($1)', ['e@x.it']);
      expect(tx.closed).toBe(false);
    });
    expect(await count()).toBe(before + 1);
  });

  it('closes the least recently used statements beyond its capacity', async () => {
    for (let i = 0; i < 300; i++) await client.query(`select ${i} as n`);
    expect((await client.query<{ n: number }>('select 299 as n')).rows).toEqual([{ n: 299 }]);
    const kept = await preparedNames();
    expect(kept).toBeGreaterThanOrEqual(250);
    expect(kept).toBeLessThanOrEqual(257);
    expect((await client.query<{ n: number }>('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });
});
