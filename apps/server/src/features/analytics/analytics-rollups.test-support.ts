// The rollup tests' yardstick: each rollup table against the same aggregate computed here from the raw
// records (not part of the server bundle).
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { USAGE_SUMS } from './usage-metrics.repo';

const USAGE_COLUMNS: string[] = [...USAGE_SUMS];
const usageSums = sql.raw(
  `count(*) as requests, ${USAGE_COLUMNS.slice(1)
    .map((column) => `sum(${column}) as ${column}`)
    .join(', ')}`,
);

const CHAT_COLUMNS = ['standard', 'rag', 'websearch', 'websearch_with_documents'];
const chatCounts = sql.raw(`
  count(*) filter (where action_type = 'CHAT_SIMPLE_INTERACTION') as standard,
  count(*) filter (where action_type = 'CHAT_RAG_INTERACTION') as rag,
  count(*) filter (where action_type = 'CHAT_WEB_SEARCH_INTERACTION') as websearch,
  count(*) filter (where action_type = 'CHAT_WEB_SEARCH_INTERACTION' and case
    when jsonb_typeof(details -> 'documents_used') = 'number' then (details ->> 'documents_used')::numeric > 0
    else false end) as websearch_with_documents`);
const CHAT_TYPES = sql.raw(
  `action_type in ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')`,
);

const POINTS_COLUMNS = ['charged_points', 'charges', 'refunded_points', 'refunds'];

const CREATED_COLUMNS = ['case_strategies', 'legal_documents', 'legal_documents_enhanced'];
const zeros = (columns: string[]) => sql.raw(columns.map((column) => `0 as ${column}`).join(', '));
const TOTALS_COLUMNS = [...USAGE_COLUMNS, ...CHAT_COLUMNS, ...CREATED_COLUMNS];
/** Each user's records of every kind, all time: one row per user who has any. */
const rawTotals = sql`select user_id, ${sql.raw(TOTALS_COLUMNS.map((column) => `sum(${column}) as ${column}`).join(', '))}
  from (select user_id, ${usageSums}, ${zeros(CHAT_COLUMNS)}, ${zeros(CREATED_COLUMNS)}
        from usage_records group by 1
        union all
        select user_id, ${zeros(USAGE_COLUMNS)}, ${chatCounts}, ${zeros(CREATED_COLUMNS)}
        from activity_log where ${CHAT_TYPES} and user_id is not null group by 1
        union all
        select user_id, ${zeros(USAGE_COLUMNS)}, ${zeros(CHAT_COLUMNS)}, count(*), 0, 0
        from case_strategies group by 1
        union all
        select user_id, ${zeros(USAGE_COLUMNS)}, ${zeros(CHAT_COLUMNS)}, 0, count(*),
          count(*) filter (where metadata ->> 'ai_enhanced' = 'true')
        from legal_documents group by 1) x
  group by 1`;

/**
 * Rows of `table` and of `raw` that differ, matched on `keys` by a full outer join: a row missing on
 * one side, a row left at zero in the rollup, or any column not equal counts.
 */
async function differingRows(db: Database, table: string, keys: string[], columns: string[], raw: SQL) {
  const on = keys.map((key) => `t.${key} = r.${key}`).join(' and ');
  const left = columns.map((column) => `t.${column}`).join(', ');
  const right = columns.map((column) => `r.${column}`).join(', ');
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)} t full join (${raw}) r on ${sql.raw(on)}
        where (${sql.raw(left)}) is distinct from (${sql.raw(right)})`,
  );
  return Number(row!.n);
}

/** For each rollup table, how many of its rows differ from the raw records aggregated in `zone`. */
export async function rollupDifferences(db: Database, zone: string): Promise<Record<string, number>> {
  const day = sql`(created_at at time zone ${zone})::date`;
  const month = sql`date_trunc('month', created_at at time zone ${zone})::date`;
  return {
    usage_user_daily: await differingRows(
      db,
      'usage_user_daily',
      ['day', 'user_id'],
      USAGE_COLUMNS,
      sql`select ${day} as day, user_id, ${usageSums} from usage_records group by 1, 2`,
    ),
    usage_user_monthly: await differingRows(
      db,
      'usage_user_monthly',
      ['month', 'user_id'],
      USAGE_COLUMNS,
      sql`select ${month} as month, user_id, ${usageSums} from usage_records group by 1, 2`,
    ),
    usage_feature_daily: await differingRows(
      db,
      'usage_feature_daily',
      ['day', 'feature'],
      USAGE_COLUMNS,
      sql`select ${day} as day, feature, ${usageSums} from usage_records group by 1, 2`,
    ),
    chat_daily: await differingRows(
      db,
      'chat_daily',
      ['day'],
      CHAT_COLUMNS,
      sql`select ${day} as day, ${chatCounts} from activity_log where ${CHAT_TYPES} group by 1`,
    ),
    chat_user_daily: await differingRows(
      db,
      'chat_user_daily',
      ['day', 'user_id'],
      CHAT_COLUMNS,
      sql`select ${day} as day, user_id, ${chatCounts} from activity_log
          where ${CHAT_TYPES} and user_id is not null group by 1, 2`,
    ),
    chat_user_monthly: await differingRows(
      db,
      'chat_user_monthly',
      ['month', 'user_id'],
      CHAT_COLUMNS,
      sql`select ${month} as month, user_id, ${chatCounts} from activity_log
          where ${CHAT_TYPES} and user_id is not null group by 1, 2`,
    ),
    // Totals rows are never removed: a row back at zero stands for no records.
    analytics_user_totals: await differingRows(
      db,
      `(select * from analytics_user_totals where (${TOTALS_COLUMNS.join(', ')}) is distinct from
        (${TOTALS_COLUMNS.map(() => '0').join(', ')}))`,
      ['user_id'],
      TOTALS_COLUMNS,
      rawTotals,
    ),
    // A charge's day and action, net of its refund whenever the refund came (points-analytics.repo.ts).
    points_action_daily: await differingRows(
      db,
      'points_action_daily',
      ['day', 'action'],
      POINTS_COLUMNS,
      sql`select day, action, sum(charged) as charged_points, sum(charges) as charges,
            sum(refunded) as refunded_points, sum(refunds) as refunds
          from (select (c.created_at at time zone ${zone})::date as day, c.action, -c.delta as charged,
                  1 as charges, 0 as refunded, 0 as refunds
                from points_ledger c where c.kind = 'charge'
                union all
                select (c.created_at at time zone ${zone})::date, c.action, 0, 0, r.delta, 1
                from points_ledger r join points_ledger c on c.id = r.refund_of
                where r.kind = 'refund' and c.kind = 'charge') cells
          group by 1, 2`,
    ),
  };
}

export const NO_DIFFERENCES = {
  usage_user_daily: 0,
  usage_user_monthly: 0,
  usage_feature_daily: 0,
  chat_daily: 0,
  chat_user_daily: 0,
  chat_user_monthly: 0,
  analytics_user_totals: 0,
  points_action_daily: 0,
};

/** Rows of a rollup table, as plain values for toEqual. */
export async function rowsOf(db: Database, query: SQL) {
  return queryRows<Record<string, unknown>>(db, query);
}
