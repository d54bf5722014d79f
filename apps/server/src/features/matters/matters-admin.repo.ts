import type { AdminDateRangeQuery } from '@brocardo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { matters, usageRecords, users } from '../../db/schema';

export interface MatterSpendingRow {
  matterId: number;
  clientName: string;
  matterName: string;
  userId: number;
  userEmail: string;
  requests: number;
  points: number;
  cost: string;
}

/**
 * The usage records' creation within the inclusive calendar days of `range` in `timeZone` (the
 * bounds are parameters only, so the (matter_id, created_at) index serves them).
 */
function createdWithin(range: AdminDateRangeQuery, timeZone: string): SQL {
  const bounds: SQL[] = [sql`true`];
  if (range.date_from) {
    bounds.push(sql`r.created_at >= ((${range.date_from})::date)::timestamp at time zone ${timeZone}`);
  }
  if (range.date_to) {
    bounds.push(sql`r.created_at < ((${range.date_to})::date + 1)::timestamp at time zone ${timeZone}`);
  }
  return sql.join(bounds, sql` and `);
}

const COST = sql`r.cost_cache_hit + r.cost_cache_miss + r.cost_cache_write + r.cost_output`;

/** The admin spending tab grouped by matter: what each client's work cost (firms bill it on). */
export function createMattersAdminRepo(db: Database) {
  return {
    async spendingByMatter(
      range: AdminDateRangeQuery,
      timeZone: string,
      limit: number,
    ): Promise<{ rows: MatterSpendingRow[]; unfiled: { requests: number; points: number; cost: string } }> {
      const period = createdWithin(range, timeZone);
      const rows = await queryRows<{
        matter_id: number;
        client_name: string;
        matter_name: string;
        user_id: number;
        user_email: string;
        requests: string | number;
        points: string | number;
        cost: string;
      }>(
        db,
        sql`select m.id as matter_id, m.client_name, m.name as matter_name, u.id as user_id, u.email as user_email,
              s.requests, s.points, round(s.cost, 6)::text as cost
            from (
              select r.matter_id, count(*) as requests, coalesce(sum(r.points_charged), 0) as points,
                coalesce(sum(${COST}), 0) as cost
              from ${usageRecords} r
              where r.matter_id is not null and ${period}
              group by r.matter_id
            ) s
            join ${matters} m on m.id = s.matter_id
            join ${users} u on u.id = m.user_id
            order by s.cost desc, s.points desc, m.id
            limit ${limit}`,
      );
      const [unfiled] = await queryRows<{ requests: string | number; points: string | number; cost: string }>(
        db,
        sql`select count(*) as requests, coalesce(sum(r.points_charged), 0) as points,
              round(coalesce(sum(${COST}), 0), 6)::text as cost
            from ${usageRecords} r where r.matter_id is null and ${period}`,
      );
      return {
        rows: rows.map((row) => ({
          matterId: Number(row.matter_id),
          clientName: row.client_name,
          matterName: row.matter_name,
          userId: Number(row.user_id),
          userEmail: row.user_email,
          requests: Number(row.requests),
          points: Number(row.points),
          cost: row.cost,
        })),
        unfiled: {
          requests: Number(unfiled?.requests ?? 0),
          points: Number(unfiled?.points ?? 0),
          cost: unfiled?.cost ?? '0.000000',
        },
      };
    },
  };
}
