import type { FiledKind, MatterFields } from '@brocardo/shared';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import {
  caseStrategies,
  conversations,
  legalDocuments,
  MATTER_FOREIGN_KEYS,
  matters,
  usageRecords,
  userDocuments,
  users,
} from '../../db/schema';

export interface MatterRow {
  id: number;
  clientName: string;
  name: string;
  reference: string | null;
  court: string | null;
  counterparty: string | null;
  createdAt: Date;
  updatedAt: Date;
  conversations: number;
  documents: number;
  legalDocuments: number;
  caseStrategies: number;
  pointsMonth: number;
}

export interface FiledRow {
  id: string;
  title: string;
  date: Date;
}

/** The first instant of `now`'s month in `timeZone` (the points period), as a timestamptz. */
export function monthStart(now: Date, timeZone: string): SQL {
  return sql`(date_trunc('month', (${now.toISOString()}::timestamptz) at time zone ${timeZone}) at time zone ${timeZone})`;
}

/**
 * The outer matter's id, written out: in a single-table select Drizzle renders column references
 * unqualified, and inside the subqueries "id" would name the inner table's.
 */
const MATTER_ID = sql.raw('"matters"."id"');

/** Points charged net of refunds: metering writes 0 on a refunded record, so the sum is the net. */
const pointsSince = (since: SQL) =>
  sql<number>`coalesce((
    select sum(spent.points_charged) from ${usageRecords} as spent
    where spent.matter_id = ${MATTER_ID} and spent.created_at >= ${since}
  ), 0)`.mapWith(Number);

const counted = (table: SQL, extra: SQL = sql``) =>
  sql<number>`(select count(*) from ${table} as filed where filed.matter_id = ${MATTER_ID}${extra})`.mapWith(
    Number,
  );

function matterColumns(since: SQL) {
  return {
    id: matters.id,
    clientName: matters.clientName,
    name: matters.name,
    reference: matters.reference,
    court: matters.court,
    counterparty: matters.counterparty,
    createdAt: matters.createdAt,
    updatedAt: matters.updatedAt,
    conversations: counted(sql`${conversations}`),
    documents: counted(sql`${userDocuments}`, sql` and filed.deleted_at is null`),
    legalDocuments: counted(sql`${legalDocuments}`),
    caseStrategies: counted(sql`${caseStrategies}`),
    pointsMonth: pointsSince(since),
  };
}

/** The item tables a matter files, with the usage records' column that follows each. */
const FILED = {
  conversation: { table: conversations, usageColumn: usageRecords.conversationId },
  document: { table: userDocuments, usageColumn: null },
  legal_document: { table: legalDocuments, usageColumn: usageRecords.legalDocumentId },
  case_strategy: { table: caseStrategies, usageColumn: usageRecords.caseStrategyId },
} as const;

export type FilingOutcome = 'filed' | 'item_not_found' | 'matter_not_found';

/** Locks the matter against deletion until the transaction ends; false when it is not the user's. */
async function lockOwnedMatter(tx: Database, userId: number, matterId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.id, matterId), eq(matters.userId, userId)))
    .for('key share');
  return row !== undefined;
}

export function createMattersRepo(db: Database) {
  const select = (since: SQL) => db.select(matterColumns(since)).from(matters).$dynamic();

  return {
    async list(userId: number, since: SQL): Promise<MatterRow[]> {
      return select(since)
        .where(eq(matters.userId, userId))
        .orderBy(desc(matters.updatedAt), desc(matters.id));
    },

    async find(userId: number, id: number, since: SQL): Promise<MatterRow | undefined> {
      const [row] = await select(since).where(and(eq(matters.id, id), eq(matters.userId, userId)));
      return row;
    },

    /** What a generator template can take from the user's matter (undefined: not theirs). */
    async templateSource(userId: number, id: number) {
      const [row] = await db
        .select({ client_name: matters.clientName, name: matters.name, reference: matters.reference })
        .from(matters)
        .where(and(eq(matters.id, id), eq(matters.userId, userId)));
      return row;
    },

    async owns(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: matters.id })
        .from(matters)
        .where(and(eq(matters.id, id), eq(matters.userId, userId)));
      return row !== undefined;
    },

    /** The new matter's id, or null when the user already has `max` (counted under the user's lock). */
    async insertWithinLimit(userId: number, fields: MatterFields, max: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        if (!user) return null;
        const [existing] = await tx
          .select({ total: count() })
          .from(matters)
          .where(eq(matters.userId, userId));
        if ((existing?.total ?? 0) >= max) return null;
        const [created] = await tx
          .insert(matters)
          .values({ userId, clientName: fields.client_name, ...rest(fields) })
          .returning({ id: matters.id });
        return created!.id;
      });
    },

    async update(userId: number, id: number, fields: MatterFields): Promise<boolean> {
      const updated = await db
        .update(matters)
        .set({ clientName: fields.client_name, ...rest(fields), updatedAt: sql`now()` })
        .where(and(eq(matters.id, id), eq(matters.userId, userId)))
        .returning({ id: matters.id });
      return updated.length > 0;
    },

    /** The foreign keys unfile every item (and usage record): nothing else is deleted. */
    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(matters)
        .where(and(eq(matters.id, id), eq(matters.userId, userId)))
        .returning({ id: matters.id });
      return deleted.length > 0;
    },

    /** Everything filed under the matter, newest first. */
    async items(matterId: number): Promise<Record<FiledKind, FiledRow[]>> {
      const [conversationRows, documentRows, legalRows, caseRows] = await Promise.all([
        db
          .select({
            id: sql<string>`${conversations.id}::text`,
            title: conversations.title,
            date: conversations.updatedAt,
          })
          .from(conversations)
          .where(eq(conversations.matterId, matterId))
          .orderBy(desc(conversations.updatedAt), desc(conversations.id)),
        db
          .select({ id: userDocuments.id, title: userDocuments.filename, date: userDocuments.createdAt })
          .from(userDocuments)
          .where(and(eq(userDocuments.matterId, matterId), isNull(userDocuments.deletedAt)))
          .orderBy(desc(userDocuments.createdAt), asc(userDocuments.id)),
        db
          .select({
            id: sql<string>`${legalDocuments.id}::text`,
            title: legalDocuments.title,
            date: legalDocuments.updatedAt,
          })
          .from(legalDocuments)
          .where(eq(legalDocuments.matterId, matterId))
          .orderBy(desc(legalDocuments.updatedAt), desc(legalDocuments.id)),
        db
          .select({
            id: sql<string>`${caseStrategies.id}::text`,
            title: caseStrategies.caseTitle,
            date: caseStrategies.updatedAt,
          })
          .from(caseStrategies)
          .where(eq(caseStrategies.matterId, matterId))
          .orderBy(desc(caseStrategies.updatedAt), desc(caseStrategies.id)),
      ]);
      return {
        conversation: conversationRows,
        document: documentRows,
        legal_document: legalRows,
        case_strategy: caseRows,
      };
    },

    async pointsTotal(matterId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${usageRecords.pointsCharged}), 0)`.mapWith(Number) })
        .from(usageRecords)
        .where(eq(usageRecords.matterId, matterId));
      return row?.total ?? 0;
    },

    /**
     * Files the user's item under the user's matter (or unfiles it: null), and moves the usage records
     * spent on it along, in one transaction.
     */
    async file(
      userId: number,
      kind: FiledKind,
      itemId: string,
      matterId: number | null,
    ): Promise<FilingOutcome> {
      const { table, usageColumn } = FILED[kind];
      const numericId = kind === 'document' ? null : Number(itemId);
      if (
        numericId !== null &&
        !(Number.isInteger(numericId) && numericId > 0 && numericId <= 2_147_483_647)
      ) {
        return 'item_not_found';
      }
      if (kind === 'document' && !/^[0-9a-f-]{36}$/i.test(itemId)) return 'item_not_found';
      try {
        return await db.transaction(async (tx) => {
          if (matterId !== null && !(await lockOwnedMatter(tx, userId, matterId))) return 'matter_not_found';
          const itemKey = kind === 'document' ? sql`${itemId}::uuid` : sql`${numericId}`;
          const deletedFilter = kind === 'document' ? sql` and ${userDocuments.deletedAt} is null` : sql``;
          const updated = await tx.execute(
            sql`update ${table} set matter_id = ${matterId}
                where id = ${itemKey} and user_id = ${userId}${deletedFilter} returning id`,
          );
          if ((updated as unknown as { rows: unknown[] }).rows.length === 0) return 'item_not_found';
          if (usageColumn) {
            await tx
              .update(usageRecords)
              .set({ matterId })
              .where(and(eq(usageColumn, numericId!), eq(usageRecords.userId, userId)));
          }
          if (matterId !== null) {
            await tx.update(matters).set({ updatedAt: sql`now()` }).where(eq(matters.id, matterId));
          }
          return 'filed';
        });
      } catch (error) {
        if (isForeignKeyViolation(error, MATTER_FOREIGN_KEYS)) return 'matter_not_found';
        throw error;
      }
    },

    /** The user's points per matter since `since` (matters with none left out), and the unfiled ones. */
    async pointsPerMatter(
      userId: number,
      since: SQL,
    ): Promise<{
      rows: Array<{ id: number; clientName: string; name: string; points: number }>;
      unfiled: number;
    }> {
      const rows = await db
        .select({
          id: matters.id,
          clientName: matters.clientName,
          name: matters.name,
          points: sql<number>`sum(${usageRecords.pointsCharged})`.mapWith(Number),
        })
        .from(usageRecords)
        .innerJoin(matters, eq(matters.id, usageRecords.matterId))
        .where(and(eq(usageRecords.userId, userId), sql`${usageRecords.createdAt} >= ${since}`))
        .groupBy(matters.id, matters.clientName, matters.name)
        .having(sql`sum(${usageRecords.pointsCharged}) > 0`)
        .orderBy(sql`sum(${usageRecords.pointsCharged}) desc`, asc(matters.id));
      const [unfiled] = await db
        .select({ points: sql<number>`coalesce(sum(${usageRecords.pointsCharged}), 0)`.mapWith(Number) })
        .from(usageRecords)
        .where(
          and(
            eq(usageRecords.userId, userId),
            isNull(usageRecords.matterId),
            sql`${usageRecords.createdAt} >= ${since}`,
          ),
        );
      return { rows, unfiled: unfiled?.points ?? 0 };
    },
  };
}

function rest(fields: MatterFields) {
  return {
    name: fields.name,
    reference: fields.reference,
    court: fields.court,
    counterparty: fields.counterparty,
  };
}

export type MattersRepo = ReturnType<typeof createMattersRepo>;
