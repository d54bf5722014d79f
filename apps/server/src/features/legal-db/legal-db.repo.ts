import type { LegalActCode } from '@brocardo/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { legalActs, legalArticles, legalCorpus } from '../../db/schema';
import type { LegalArticle } from '../../retrieval/legal-index';

export interface LegalActRow {
  code: LegalActCode;
  title: string;
  vigenteAl: string;
  source: string;
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
  };
}

export type LegalDbRepo = ReturnType<typeof createLegalDbRepo>;
