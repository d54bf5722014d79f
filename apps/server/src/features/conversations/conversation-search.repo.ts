import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

export interface SearchFilters {
  userId: number;
  query: string;
  /** A matter's id, or 'none' for the unfiled conversations. */
  matterId?: number | 'none' | undefined;
  /** Inclusive calendar days, read in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  limit: number;
  offset: number;
}

export interface SearchHitRow {
  conversationId: number;
  conversationTitle: string;
  messageId: number | null;
  role: 'user' | 'assistant' | null;
  /** The stored text that matched (title or message), whole. */
  text: string;
  /** `text` accent-folded (same length, same offsets), as the headline was cut from. */
  folded: string;
  /** ts_headline over `folded`, matches between HIGHLIGHT_START and HIGHLIGHT_STOP. */
  headline: string;
  createdAt: Date;
  matterId: number | null;
}

/** Markers of ts_headline: control characters, blanked out of the text before it runs. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

/** The indexes' expression (migration 0021): the planner uses the GIN index only for this exact one. */
const searchVector = (column: SQL) => sql`to_tsvector('italian'::regconfig, search_fold_accents(${column}))`;

/** How much a day of age costs: a month-old hit ranks like a fresh one whose rank is 0.05 lower. */
const score = (alias: string) =>
  sql`${sql.raw(alias)}.rank + 0.1 / (1 + extract(epoch from (now() - ${sql.raw(alias)}.created_at)) / 2592000.0)`;

const HEADLINE_OPTIONS =
  'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=0';

export function createConversationSearchRepo(db: Database) {
  return {
    /** Whether the query has any lexeme left once parsed (only stop words or punctuation: none). */
    async hasTerms(query: string): Promise<boolean> {
      const [row] = await queryRows<{ nodes: number }>(
        db,
        sql`select numnode(websearch_to_tsquery('italian'::regconfig, search_fold_accents(${query}))) as nodes`,
      );
      return Number(row?.nodes ?? 0) > 0;
    },

    /** One page of the user's hits, best first (rank plus recency), and how many there are in all. */
    async search(filters: SearchFilters): Promise<{ rows: SearchHitRow[]; total: number }> {
      const conversationFilters: SQL[] = [sql`c.user_id = ${filters.userId}`];
      if (filters.matterId === 'none') conversationFilters.push(sql`c.matter_id is null`);
      else if (filters.matterId !== undefined)
        conversationFilters.push(sql`c.matter_id = ${filters.matterId}`);
      const dateFilters = (column: SQL): SQL[] => {
        const conditions: SQL[] = [];
        if (filters.from)
          conditions.push(
            sql`${column} >= (${filters.from}::date)::timestamp at time zone ${filters.timeZone}`,
          );
        if (filters.to)
          conditions.push(
            sql`${column} < (${filters.to}::date + 1)::timestamp at time zone ${filters.timeZone}`,
          );
        return conditions;
      };
      const titleWhere = sql.join(
        [
          ...conversationFilters,
          ...dateFilters(sql`c.updated_at`),
          sql`${searchVector(sql`c.title`)} @@ q.query`,
        ],
        sql` and `,
      );
      const messageWhere = sql.join(
        [
          ...conversationFilters,
          sql`m.role in ('user', 'assistant')`,
          ...dateFilters(sql`m.created_at`),
          sql`${searchVector(sql`m.content`)} @@ q.query`,
        ],
        sql` and `,
      );
      const rows = await queryRows<{
        conversation_id: number;
        conversation_title: string;
        message_id: number | null;
        role: 'user' | 'assistant' | null;
        text: string;
        folded: string;
        headline: string;
        created_ms: number;
        matter_id: number | null;
        total: number;
      }>(
        db,
        sql`with q as (
              select websearch_to_tsquery('italian'::regconfig, search_fold_accents(${filters.query})) as query
            ),
            hits as (
              select c.id as conversation_id, c.title as conversation_title, null::integer as message_id,
                     null::varchar as role, c.title as text, c.updated_at as created_at, c.matter_id,
                     ts_rank(${searchVector(sql`c.title`)}, q.query) as rank
              from conversations c, q
              where ${titleWhere}
              union all
              select c.id, c.title, m.id, m.role, m.content, m.created_at, c.matter_id,
                     ts_rank(${searchVector(sql`m.content`)}, q.query)
              from messages m join conversations c on c.id = m.conversation_id, q
              where ${messageWhere}
            ),
            page as (
              select h.*, count(*) over () as total
              from hits h
              order by ${score('h')} desc, h.created_at desc, h.message_id desc nulls first
              limit ${filters.limit} offset ${filters.offset}
            )
            select p.conversation_id, p.conversation_title, p.message_id, p.role, p.text, p.matter_id,
                   (extract(epoch from p.created_at) * 1000)::float8 as created_ms, p.total::integer as total,
                   p.folded,
                   ts_headline('italian'::regconfig, p.folded, q.query, ${HEADLINE_OPTIONS}) as headline
            from (select *, translate(search_fold_accents(text), chr(1) || chr(2), '  ') as folded from page) p, q
            order by ${score('p')} desc,
                     p.created_at desc, p.message_id desc nulls first`,
      );
      return {
        total: rows.length > 0 ? Number(rows[0]!.total) : 0,
        rows: rows.map((row) => ({
          conversationId: row.conversation_id,
          conversationTitle: row.conversation_title,
          messageId: row.message_id,
          role: row.role,
          text: row.text,
          folded: row.folded,
          headline: row.headline,
          createdAt: new Date(Number(row.created_ms)),
          matterId: row.matter_id,
        })),
      };
    },
  };
}

export type ConversationSearchRepo = ReturnType<typeof createConversationSearchRepo>;
