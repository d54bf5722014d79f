import type { LegalActCode } from '@brocardo/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Database, realArrayFromText } from '../../db/client';
import { legalActs, legalArticleEmbeddings, legalArticles, legalCorpus } from '../../db/schema';
import type { LegalArticle } from './search/legal-index';

export interface LegalActRow {
  code: LegalActCode;
  title: string;
  vigenteAl: string;
  source: string;
  /** A quality note on the act's text (stale, hand-copied), shown under the date; null: none. */
  note: string | null;
}

export function createLegalDbRepo(db: Database) {
  return {
    async version(): Promise<string | null> {
      const [row] = await db
        .select({ version: legalCorpus.version })
        .from(legalCorpus)
        .where(eq(legalCorpus.id, 1));
      return row?.version ?? null;
    },

    async acts(): Promise<LegalActRow[]> {
      const rows = await db
        .select({
          code: legalActs.code,
          title: legalActs.title,
          vigenteAl: legalActs.vigenteAl,
          source: legalActs.source,
          note: legalActs.note,
        })
        .from(legalActs)
        .orderBy(asc(legalActs.position));
      return rows as LegalActRow[];
    },

    async articles(): Promise<LegalArticle[]> {
      const rows = await db
        .select({
          identifier: legalArticles.identifier,
          act: legalArticles.act,
          article: legalArticles.article,
          heading: legalArticles.heading,
          path: legalArticles.path,
          text: legalArticles.text,
          abrogated: legalArticles.abrogated,
        })
        .from(legalArticles)
        .orderBy(asc(legalArticles.act), asc(legalArticles.position));
      return rows as LegalArticle[];
    },

    /** The vectors stored for this model and corpus version. */
    async embeddings(model: string, version: string): Promise<Map<string, Float32Array>> {
      const rows = await db
        .select({
          identifier: legalArticleEmbeddings.identifier,
          // As text, parsed below: Drizzle's array parser costs seconds on millions of values.
          embedding: sql<string>`${legalArticleEmbeddings.embedding}::text`,
        })
        .from(legalArticleEmbeddings)
        .where(
          and(eq(legalArticleEmbeddings.model, model), eq(legalArticleEmbeddings.corpusVersion, version)),
        );
      return new Map(rows.map((row) => [row.identifier, realArrayFromText(row.embedding)]));
    },

    async saveEmbeddings(
      model: string,
      version: string,
      vectors: ReadonlyArray<{ identifier: string; vector: Float32Array }>,
    ): Promise<void> {
      if (vectors.length === 0) return;
      await db
        .insert(legalArticleEmbeddings)
        .values(
          vectors.map(({ identifier, vector }) => ({
            identifier,
            model,
            corpusVersion: version,
            embedding: Array.from(vector),
          })),
        )
        .onConflictDoUpdate({
          target: [legalArticleEmbeddings.identifier, legalArticleEmbeddings.model],
          set: { corpusVersion: version, embedding: sql`excluded.embedding` },
        });
    },

    /** Drops this model's vectors of other corpus versions (articles since removed or abrogated). */
    async deleteStaleEmbeddings(model: string, version: string): Promise<number> {
      const deleted = await db
        .delete(legalArticleEmbeddings)
        .where(
          and(eq(legalArticleEmbeddings.model, model), ne(legalArticleEmbeddings.corpusVersion, version)),
        )
        .returning({ identifier: legalArticleEmbeddings.identifier });
      return deleted.length;
    },
  };
}

export type LegalDbRepo = ReturnType<typeof createLegalDbRepo>;
