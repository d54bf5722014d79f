import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

/** The tables whose row counts a backup records and a restore checks. */
export const COUNTED_TABLES = [
  'users',
  'sessions',
  'conversations',
  'messages',
  'points_ledger',
  'user_documents',
  'user_document_chunks',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

export interface DatabaseFacts {
  rows: Record<CountedTable, number>;
  /** Sum of every user's balance and of every ledger delta (exact integers). */
  pointsBalanceTotal: number;
  ledgerDeltaTotal: number;
  migrations: { applied: number; lastCreatedAt: number | null };
  /** Documents not deleted: each needs its uploaded file. */
  liveDocuments: Array<{ id: string; storageKey: string }>;
}

export async function readDatabaseFacts(db: Database): Promise<DatabaseFacts> {
  const counts = sql.join(
    COUNTED_TABLES.map(
      (table) => sql`(select count(*) from ${sql.identifier(table)})::int as ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const [rows] = await queryRows<Record<CountedTable, number>>(db, sql`select ${counts}`);
  const [totals] = await queryRows<{ balances: string; ledger: string }>(
    db,
    sql`select (select coalesce(sum(points_balance), 0) from users)::text as balances,
               (select coalesce(sum(delta), 0) from points_ledger)::text as ledger`,
  );
  const [migrations] = await queryRows<{ applied: number; last: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const liveDocuments = await queryRows<{ id: string; storageKey: string }>(
    db,
    sql`select id::text as id, storage_key as "storageKey" from user_documents where deleted_at is null order by id`,
  );
  return {
    rows: Object.fromEntries(COUNTED_TABLES.map((table) => [table, Number(rows![table])])) as Record<
      CountedTable,
      number
    >,
    pointsBalanceTotal: Number(totals!.balances),
    ledgerDeltaTotal: Number(totals!.ledger),
    migrations: {
      applied: migrations!.applied,
      lastCreatedAt: migrations!.last === null ? null : Number(migrations!.last),
    },
    liveDocuments,
  };
}

/** Documents whose file the backup did not hold: failed, with a reason the user reads, instead of dangling. */
export async function failDocumentsWithoutFile(db: Database, ids: string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update user_documents
    set status = 'failed', failure_reason = ${reason}, lease_owner = null, lease_expires_at = null
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** Tables outside PostgreSQL's own schemas: a database with any is not a fresh target. */
export async function countUserTables(db: Database): Promise<number> {
  const [row] = await queryRows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return row!.tables;
}
