import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The legal corpus shipped in data/corpus, loaded at boot. One row: the version (a hash of the
 * corpus files) of what the tables hold; a boot with other files replaces the content in one
 * transaction.
 */
export const legalCorpus = pgTable(
  'legal_corpus',
  {
    id: smallint().primaryKey().default(1),
    version: text().notNull(),
    articleCount: integer('article_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('legal_corpus_single_row', sql`${table.id} = 1`)],
);

/** The acts of the corpus (`cc`, `cost`, …) with the date of their consolidated text. */
export const legalActs = pgTable('legal_acts', {
  code: text().primaryKey(),
  title: text().notNull(),
  vigenteAl: text('vigente_al').notNull(),
  source: text().notNull(),
  /** A quality note shown to the lawyer under the date (a stale or hand-copied text); null: none. */
  note: text(),
  position: smallint().notNull(),
});

/** One row per article, abrogated ones included (they resolve when cited, never retrieved). */
export const legalArticles = pgTable(
  'legal_articles',
  {
    identifier: text().primaryKey(),
    act: text()
      .notNull()
      .references(() => legalActs.code, { onDelete: 'cascade' }),
    article: text().notNull(),
    heading: text(),
    path: jsonb().$type<string[]>().notNull(),
    text: text().notNull(),
    abrogated: boolean().notNull(),
    /** Order within the act, as in the source. */
    position: integer().notNull(),
  },
  (table) => [index('legal_articles_act_idx').on(table.act, table.position)],
);

/**
 * Dense retrieval (EMBEDDINGS_BASE_URL): one L2-normalised vector per article in force and model,
 * computed once and shared by replicas. Searched in memory by brute force, not with pgvector: the
 * servers we target may not have the extension, and scanning 6,737 vectors takes milliseconds.
 * `corpus_version` is the corpus the vector was computed from; another version recomputes it.
 */
export const legalArticleEmbeddings = pgTable(
  'legal_article_embeddings',
  {
    identifier: text().notNull(),
    /** The model name, `@dimensions` appended when EMBEDDINGS_DIMENSIONS is set. */
    model: text().notNull(),
    corpusVersion: text('corpus_version').notNull(),
    embedding: real().array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.identifier, table.model] })],
);
