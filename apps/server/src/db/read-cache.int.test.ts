import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared-statements';
import { pgliteReadCache, type ReadCache } from './read-cache';

let client: PGlite;
let cache: ReadCache;
let loads = 0;

/** The number of notes of a person, read through the cache under `key`. */
const notesOf = (personId: number, key = `notes:${personId}`) =>
  cache.read(key, async () => {
    loads += 1;
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from notes where person_id = $1',
      [personId],
    );
    return rows[0]!.n;
  });

/** Loads a fresh read causes (0: served from the cache). */
async function loadsFor(read: () => Promise<unknown>): Promise<number> {
  const before = loads;
  await read();
  return loads - before;
}

beforeAll(async () => {
  client = await PGlite.create();
  usePreparedStatements(client);
  cache = pgliteReadCache(client);
  await client.exec(`
    create table people (id int primary key, name text not null);
    create table notes (id serial primary key, person_id int not null references people on delete cascade, body text);
    create function add_note(person int) returns void language sql as
      $$ insert into notes (person_id, body) values (person, 'added') $$;
    create function shout(t text) returns text language sql immutable as $$ select upper(t) $$;
    insert into people values (1, 'Anna'), (2, 'Bruno');
    insert into notes (person_id, body) values (1, 'a'), (1, 'b'), (2, 'c');`);
});

afterAll(async () => {
  await client.close();
});

describe('the embedded read cache', () => {
  it('serves a repeated read from memory while nothing is written, reads alone included', async () => {
    expect(await notesOf(1)).toBe(2);
    expect(await loadsFor(() => notesOf(1))).toBe(0);
    await client.query('select name from people where id = $1', [1]);
    await client.query('select shout(name) from people');
    expect(await loadsFor(() => notesOf(1))).toBe(0);
    expect(await notesOf(2)).toBe(1);
  });

  it('reads again after any write: a statement, a transaction, a script, a cascade', async () => {
    await notesOf(1);
    await client.query("insert into notes (person_id, body) values (1, 'x')");
    expect(await notesOf(1)).toBe(3);
    expect(await loadsFor(() => notesOf(1))).toBe(0);

    await client.transaction(async (tx) => {
      await tx.query('delete from notes where body = $1', ['x']);
    });
    expect(await notesOf(1)).toBe(2);

    await client.exec("insert into notes (person_id, body) values (2, 'y')");
    expect(await notesOf(2)).toBe(2);

    await notesOf(2);
    await client.query('delete from people where id = $1', [2]);
    expect(await notesOf(2)).toBe(0);
  });

  it('counts a SELECT that calls a function which writes as a write, even one created later', async () => {
    await notesOf(1);
    await client.query('select add_note($1)', [1]);
    expect(await notesOf(1)).toBe(3);

    await notesOf(1);
    await client.exec(`create function add_two(person int) returns void language sql as
      $$ insert into notes (person_id, body) values (person, 'one'), (person, 'two') $$`);
    await notesOf(1);
    await client.query('select add_two($1)', [1]);
    expect(await notesOf(1)).toBe(5);
  });

  it('does not keep a result read while a write began', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    const slow = cache.read('notes:slow', async () => {
      loads += 1;
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from notes');
      readDone();
      await gate;
      return rows[0]!.n;
    });
    await read;
    await client.query("insert into notes (person_id, body) values (1, 'during')");
    release();
    const before = await slow;
    const after = await cache.read('notes:slow', async () => {
      loads += 1;
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from notes');
      return rows[0]!.n;
    });
    expect(after).toBe(before + 1);
  });

  it('keeps nothing from a read that failed', async () => {
    await expect(cache.read('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('broken', async () => 'up')).toBe('up');
  });
});
