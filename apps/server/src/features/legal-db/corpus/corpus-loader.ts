import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { legalActs, legalArticles, legalCorpus } from '../../../db/schema';
import type { CorpusScan } from './corpus-files';

const ROWS_PER_STATEMENT = 2_000;

export type CorpusLoadResult =
  | { loaded: false; version: string }
  | { loaded: true; version: string; articles: number };

/**
 * Puts the corpus in the database unless the same version is already there. Everything happens in
 * one transaction: a boot that dies half-way leaves the previous corpus (or none) and the next
 * boot loads again. Run it under the migration lock so replicas booting together load it once.
 */
export async function loadCorpusIntoDatabase(db: Database, scan: CorpusScan): Promise<CorpusLoadResult> {
  if ((await loadedCorpusVersion(db)) === scan.version) return { loaded: false, version: scan.version };
  const corpus = scan.parse();
  await db.transaction(async (tx) => {
    await tx.delete(legalArticles);
    await tx.delete(legalActs);
    await tx.insert(legalActs).values(corpus.acts.map((act, position) => ({ ...act, position })));
    for (let from = 0; from < corpus.articles.length; from += ROWS_PER_STATEMENT) {
      const rows = corpus.articles.slice(from, from + ROWS_PER_STATEMENT).map((article, offset) => ({
        identifier: article.identifier,
        act: article.act,
        article: article.article,
        heading: article.heading,
        path: article.path,
        text: article.text,
        abrogated: article.abrogated,
        position: from + offset,
      }));
      // One parameter per statement: thousands of rows without thousands of bind parameters.
      await tx.execute(sql`
        insert into legal_articles (identifier, act, article, heading, path, text, abrogated, position)
        select identifier, act, article, heading, path, text, abrogated, position
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as row(identifier text, act text, article text, heading text, path jsonb, text text, abrogated boolean, position integer)`);
    }
    await tx
      .insert(legalCorpus)
      .values({ id: 1, version: corpus.version, articleCount: corpus.articles.length })
      .onConflictDoUpdate({
        target: legalCorpus.id,
        set: { version: corpus.version, articleCount: corpus.articles.length, loadedAt: sql`now()` },
      });
  });
  return { loaded: true, version: corpus.version, articles: corpus.articles.length };
}

/** The version the tables hold (null before the first load). */
export async function loadedCorpusVersion(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ version: legalCorpus.version })
    .from(legalCorpus)
    .where(eq(legalCorpus.id, 1));
  return row?.version ?? null;
}
