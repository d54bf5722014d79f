import { CONVERSATION_TITLE_MAX_LENGTH } from '@brocardo/shared';
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
  /** `text` as read (asRead), highlight markers blanked: same length, same offsets; the headline's source. */
  source: string;
  /** ts_headline over `source`, matches between HIGHLIGHT_START and HIGHLIGHT_STOP. */
  headline: string;
  createdAt: Date;
  matterId: number | null;
}

/** Markers of ts_headline: control characters, blanked out of the text before it runs. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

/**
 * The text as the search reads it: as written, with acute accents read as grave ones, as the Italian
 * stemmer reads them anyway; but its stop words hold «perché» (acute) and not «perchè», which is then
 * indexed like «perche» and «perchè». One character for one: the offsets stay.
 */
const asRead = (text: SQL) => sql`translate(${text}, 'éÉ', 'èÈ')`;

/** The indexes' expression (migration 0025): the planner uses the GIN index only for this exact one. */
const searchVector = (column: SQL) => sql`to_tsvector('italian'::regconfig, ${asRead(column)})`;

/** A lexeme as a tsquery operand (quotes doubled, backslashes escaped), for ts_rewrite. */
const operand = (lexeme: SQL) =>
  sql`('''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || '''')`;

/**
 * The query's words (as typed, folded, and folded with the final vowel accented), and the query in
 * websearch syntax, folded. A word in lower case that is a stop word in one of its spellings is read as
 * one: the text is indexed as written, where «più» and «sarà» are stop words and leave no lexeme, so
 * «piu» and «sara» would find none of them (the word is replaced by «e», a stop word too, which keeps a
 * phrase's distances). A capitalised one is a name and searched as written («Sara»).
 */
const baseQuery = (query: string) => sql`
  words as (
    select distinct ${asRead(sql`t.token`)} as word, f.folded,
           left(f.folded, -1) || translate(right(f.folded, 1), 'aeiouAEIOU', 'àèìòùàèìòù') as accented
    from ts_parse('default', ${query}) t
    cross join lateral (select search_fold_accents(t.token) as folded) f
    where t.tokid in (1, 2, 10, 11, 16, 17) -- words, hyphenated words and their parts
  ),
  stop_words as (
    select string_agg(regexp_replace(w.folded, '([^[:alnum:]])', '\\\\\\1', 'g'), '|') as pattern
    from words w
    where length(to_tsvector('italian'::regconfig, w.folded)) > 0
      -- A capitalised word is kept: «Sara» is a client's name, «sara» the verb written without accent.
      and w.word = lower(w.word)
      and exists (
        select from (values (w.word), (w.accented)) s(spelling)
        where length(to_tsvector('italian'::regconfig, s.spelling)) = 0
      )
  ),
  base as (
    select websearch_to_tsquery('italian'::regconfig, case when s.pattern is null then f.folded
             else regexp_replace(f.folded, '\\m(' || s.pattern || ')\\M', 'e', 'gi') end) as query
    from stop_words s, (select search_fold_accents(${query}) as folded) f
  )`;

/**
 * The query with each word's lexeme replaced by the OR of its spellings' stems, since the text is
 * indexed as written:
 * - the word as typed, folded, and folded with its final vowel accented: «responsabilita» →
 *   'responsabil' | 'respons' (what «responsabilità» and «responsabile» stem to); «responsabile» →
 *   'respons' | 'responsabil' (what «responsabilita» stems to, read as «responsabilè»);
 * - for each of those stems, the other spelling of an accented ending that stems like it: the stemmer
 *   reads «deciderà» as 'decid' (like «decide») but «decidera» as 'decider', «nullità» as 'nullit' but
 *   «nullita» as 'null' (like «nullo»); so «decide» also looks for 'decider', «nullo» for 'nullit'.
 * A few to_tsvector calls per word of the query. ts_rewrite replaces operands only: phrases, OR and
 * exclusions keep their structure.
 */
const searchQuery = (query: string) => sql`
  ${baseQuery(query)},
  stems as (
    -- Paired by position: a hyphenated word gives its whole and its parts («citta-stato»: 3 lexemes).
    select distinct b.lexeme as base, l.lexeme
    from words w
    cross join lateral unnest(to_tsvector('italian'::regconfig, w.folded)) b
    cross join lateral (values (w.word), (w.folded), (w.accented)) s(spelling)
    cross join lateral unnest(to_tsvector('italian'::regconfig, s.spelling)) l
    where l.positions = b.positions
  ),
  bridged as (
    select base, lexeme from stems
    union
    select s.base, unnest(case when a.lexemes = array[s.lexeme] then f.lexemes
                               when f.lexemes = array[s.lexeme] then a.lexemes end)
    from stems s
    cross join (values ('ità'), ('erà'), ('irà'), ('erò'), ('irò')) x(ending)
    cross join lateral (
      select tsvector_to_array(to_tsvector('italian'::regconfig, s.lexeme || x.ending)) as lexemes
    ) a
    cross join lateral (
      select tsvector_to_array(to_tsvector('italian'::regconfig, search_fold_accents(s.lexeme || x.ending))) as lexemes
    ) f
  ),
  alternatives as (
    select row_number() over (order by base) as n, ${operand(sql`base`)}::tsquery as target,
           string_agg(${operand(sql`lexeme`)}, ' | ')::tsquery as substitute
    from bridged
    group by base
    having count(*) > 1
  ),
  rewritten(n, query) as (
    select 0::bigint, query from base
    union all
    select r.n + 1, ts_rewrite(r.query, a.target, a.substitute)
    from rewritten r join alternatives a on a.n = r.n + 1
  ),
  q as (select query from rewritten order by n desc limit 1)`;

/** JavaScript's \s, as titleFromFirstMessage squeezes it: a title taken from a question is compared squeezed. */
const WHITESPACE_RUN = '[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+';

/** How much a day of age costs: a month-old hit ranks like a fresh one whose rank is 0.05 lower. */
const score = (alias: string) =>
  sql`${sql.raw(alias)}.rank + 0.1 / (1 + extract(epoch from (now() - ${sql.raw(alias)}.created_at)) / 2592000.0)`;

/** Whether `title` is `question` (whitespace squeezed), or its opening cut at the titles' length. */
const sameText = (title: SQL, question: SQL) =>
  sql`(${title} = ${question} or (char_length(${title}) = ${CONVERSATION_TITLE_MAX_LENGTH}
        and left(${question}, ${CONVERSATION_TITLE_MAX_LENGTH}) = ${title}))`;

const HEADLINE_OPTIONS =
  'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=0';

export function createConversationSearchRepo(db: Database) {
  return {
    /** Whether the query has any lexeme left once parsed (only stop words or punctuation: none). */
    async hasTerms(query: string): Promise<boolean> {
      const [row] = await queryRows<{ nodes: number }>(
        db,
        sql`with ${baseQuery(query)} select numnode(query) as nodes from base`,
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
        source: string;
        headline: string;
        created_ms: number;
        matter_id: number | null;
        total: number;
      }>(
        db,
        sql`with recursive ${searchQuery(filters.query)},
            title_hits as (
              select c.id as conversation_id, c.title as conversation_title, null::integer as message_id,
                     null::varchar as role, c.title as text, c.updated_at as created_at, c.matter_id,
                     ts_rank(${searchVector(sql`c.title`)}, q.query) as rank
              from conversations c, q
              where ${titleWhere}
            ),
            message_hits as (
              select c.id as conversation_id, c.title as conversation_title, m.id as message_id,
                     m.role, m.content as text, m.created_at, c.matter_id,
                     ts_rank(${searchVector(sql`m.content`)}, q.query) as rank
              from messages m join conversations c on c.id = m.conversation_id, q
              where ${messageWhere}
            ),
            hits as (
              -- A title taken from a question that is found as well is the same text: the question alone.
              select * from title_hits t
              where not exists (
                select 1 from message_hits h
                where h.conversation_id = t.conversation_id and h.role = 'user'
                  and ${sameText(sql`t.text`, sql`btrim(regexp_replace(h.text, ${WHITESPACE_RUN}, ' ', 'g'))`)}
              )
              union all
              select * from message_hits
            ),
            page as (
              select h.*, count(*) over () as total
              from hits h
              order by ${score('h')} desc, h.created_at desc, h.message_id desc nulls first
              limit ${filters.limit} offset ${filters.offset}
            )
            select p.conversation_id, p.conversation_title, p.message_id, p.role, p.text, p.matter_id,
                   (extract(epoch from p.created_at) * 1000)::float8 as created_ms, p.total::integer as total,
                   p.source, ts_headline('italian'::regconfig, p.source, q.query, ${HEADLINE_OPTIONS}) as headline
            from (select *, translate(text, chr(1) || chr(2) || 'éÉ', '  èÈ') as source from page) p, q
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
          source: row.source,
          headline: row.headline,
          createdAt: new Date(Number(row.created_ms)),
          matterId: row.matter_id,
        })),
      };
    },
  };
}

export type ConversationSearchRepo = ReturnType<typeof createConversationSearchRepo>;
