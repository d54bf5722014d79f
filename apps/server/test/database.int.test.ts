import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAN_CATALOGUE } from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from '../src/db/seed';
import { verifyPassword } from '../src/platform/passwords';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  postgresUrl,
  type TestDatabase,
} from './test-database';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const seedOptions = { adminEmail: 'boss@studio.it', adminPassword: 'Segreto123', adminName: 'Capo' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function freshDatabase(): Promise<TestDatabase> {
  const created = await createTestDatabase({ empty: true });
  cleanups.push(created.drop);
  return created;
}

async function counts(handle: DatabaseHandle) {
  const [row] = await queryRows<{ plans: number; admins: number; migrations: number }>(
    handle.db,
    sql`select
      (select count(*)::int from subscription_plans) as plans,
      (select count(*)::int from users where is_admin) as admins,
      (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  return row;
}

describe(`migrations on an empty database (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create the schema and seed the plans and the administrator', async () => {
    const { handle } = await freshDatabase();
    await migrateDatabase(handle, (db) => seedDatabase(db, seedOptions).then(() => {}));

    expect(await counts(handle)).toEqual({
      plans: PLAN_CATALOGUE.length,
      admins: 1,
      migrations: journal.entries.length,
    });
    const [admin] = await queryRows<{
      email: string;
      password_hash: string;
      points_balance: number;
      verified: boolean;
    }>(
      handle.db,
      sql`select email, password_hash, points_balance, email_verified_at is not null as verified from users`,
    );
    expect(admin?.email).toBe('boss@studio.it');
    expect(admin?.verified).toBe(true);
    expect(admin?.points_balance).toBe(10_000);
    expect(await verifyPassword(admin!.password_hash, 'Segreto123')).toBe(true);

    const [defaults] = await queryRows<{ code: string }>(
      handle.db,
      sql`select code from subscription_plans where is_default`,
    );
    expect(defaults?.code).toBe('beta');
  });

  it('are idempotent: a second boot changes nothing', async () => {
    const { handle } = await freshDatabase();
    const seed = (db: Parameters<typeof seedDatabase>[0]) => seedDatabase(db, seedOptions).then(() => {});
    await migrateDatabase(handle, seed);
    const before = await counts(handle);
    await migrateDatabase(handle, seed);
    expect(await counts(handle)).toEqual(before);
  });

  it('enforce the schema’s rules: unique e-mail, non-negative balance, one default plan', async () => {
    const { handle } = await freshDatabase();
    await migrateDatabase(handle, (db) => seedDatabase(db, seedOptions).then(() => {}));
    await expect(
      handle.db.execute(sql`update users set points_balance = -1 where email = 'boss@studio.it'`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into users (name, email, password_hash, subscription_plan_id)
        select 'Altro', 'boss@studio.it', 'x', id from subscription_plans limit 1`),
    ).rejects.toThrow();
    await expect(handle.db.execute(sql`update subscription_plans set is_default = true`)).rejects.toThrow();
  });
});

describe('seeding the administrator', () => {
  it('generates a password when none is configured, and returns it once', async () => {
    const { handle } = await freshDatabase();
    let first: Awaited<ReturnType<typeof seedDatabase>> | undefined;
    await migrateDatabase(handle, async (db) => {
      first = await seedDatabase(db, { adminName: 'Amministratore' });
    });
    expect(first?.generatedAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    const [admin] = await queryRows<{ password_hash: string }>(
      handle.db,
      sql`select password_hash from users`,
    );
    expect(await verifyPassword(admin!.password_hash, first!.generatedAdmin!.password)).toBe(true);

    let second: Awaited<ReturnType<typeof seedDatabase>> | undefined;
    await migrateDatabase(handle, async (db) => {
      second = await seedDatabase(db, { adminName: 'Amministratore' });
    });
    expect(second).toEqual({ createdAdmin: false });
  });

  it('rolls back when the generated password cannot be shown, and makes a new one next time', async () => {
    const { handle } = await freshDatabase();
    await migrateDatabase(handle);
    await expect(
      seedDatabase(handle.db, { adminName: 'Amministratore' }, () => {
        throw new Error('console gone: crash before the commit');
      }),
    ).rejects.toThrow(/crash before the commit/);
    expect((await counts(handle))?.admins).toBe(0);

    const shown: string[] = [];
    await seedDatabase(handle.db, { adminName: 'Amministratore' }, (admin) => shown.push(admin.password));
    expect(shown).toHaveLength(1);
    const [admin] = await queryRows<{ password_hash: string }>(
      handle.db,
      sql`select password_hash from users`,
    );
    expect(await verifyPassword(admin!.password_hash, shown[0]!)).toBe(true);
  });

  it('refuses to turn an existing ordinary account into the administrator', async () => {
    const { handle } = await freshDatabase();
    await migrateDatabase(handle);
    await seedDatabase(handle.db, {
      adminName: 'x',
      adminEmail: 'first@studio.it',
      adminPassword: 'Segreto123',
    });
    await handle.db.execute(sql`update users set is_admin = false`);
    await expect(
      seedDatabase(handle.db, { adminName: 'x', adminEmail: 'FIRST@studio.it', adminPassword: 'Segreto123' }),
    ).rejects.toThrow(/already belongs to a non-admin account/);
  });
});

describe.runIf(postgresUrl)('two servers booting at once on one PostgreSQL', () => {
  it('take turns on the migration lock and seed exactly once', async () => {
    const created = await createEmptyPostgresDatabase(postgresUrl!);
    const first = await openDatabase({ url: created.url, pgliteDir: 'memory://', poolMax: 2 });
    const second = await openDatabase({ url: created.url, pgliteDir: 'memory://', poolMax: 2 });
    cleanups.push(async () => {
      await first.close();
      await second.close();
      await created.drop();
    });
    const results = await Promise.all(
      [first, second, first, second].map((handle) =>
        migrateDatabase(handle, async (db) => {
          await seedDatabase(db, { adminName: 'Amministratore' });
        }),
      ),
    );
    expect(results).toHaveLength(4);
    expect(await counts(first)).toEqual({
      plans: PLAN_CATALOGUE.length,
      admins: 1,
      migrations: journal.entries.length,
    });
  });
});

describe.skipIf(postgresUrl)('the embedded database folder', () => {
  it('persists across restarts and refuses a second process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-pglite-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const pgliteDir = path.join(dir, 'pglite');

    const first = await openDatabase({ pgliteDir });
    await migrateDatabase(first, (db) => seedDatabase(db, seedOptions).then(() => {}));
    // Another live process holds the lock (our parent process stands in for it).
    await rm(path.join(dir, 'pglite.lock'));
    await writeFile(path.join(dir, 'pglite.lock'), String(process.ppid));
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(/in use by process/);
    await first.close();

    // A lock left by a dead process is taken over.
    await writeFile(path.join(dir, 'pglite.lock'), '999999999');
    const reopened = await openDatabase({ pgliteDir });
    cleanups.push(() => reopened.close());
    await migrateDatabase(reopened);
    expect(await counts(reopened)).toEqual({
      plans: PLAN_CATALOGUE.length,
      admins: 1,
      migrations: journal.entries.length,
    });
  });

  it('sets aside a folder left by an interrupted first start and begins afresh', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-pglite-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const pgliteDir = path.join(dir, 'pglite');
    // What a kill during initdb leaves: some files, and no marker that initdb finished.
    await mkdir(path.join(pgliteDir, 'base'), { recursive: true });
    await writeFile(path.join(pgliteDir, 'PG_VERSION'), '17\n');

    const notices: string[] = [];
    const handle = await openDatabase({ pgliteDir, onNotice: (message) => notices.push(message) });
    cleanups.push(() => handle.close());
    await migrateDatabase(handle, (db) => seedDatabase(db, seedOptions).then(() => {}));
    expect((await counts(handle))?.admins).toBe(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/interrupted first start/);
    const entries = await readdir(dir);
    expect(entries.filter((name) => name.startsWith('pglite.incomplete-'))).toHaveLength(1);
    expect(entries).toContain('pglite.initialised');
  });
});
