import type { BudgetRange, CaseType, CourtLevel, MatterFilter, UrgencyLevel } from '@brocardo/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseStrategies } from '../../db/schema';
import type { StoredAnalysis } from './case-analysis';

/** The case's own fields, as the form gives them. */
export interface CaseFields {
  caseTitle: string;
  caseType: CaseType;
  legalArea: string;
  caseFacts: string;
  opposingParty: string | null;
  courtLevel: CourtLevel | null;
  urgencyLevel: UrgencyLevel;
  budgetRange: BudgetRange | null;
  desiredOutcome: string | null;
  caseValueEuro: number | null;
}

export interface CaseRow extends CaseFields {
  id: number;
  userId: number;
  status: 'draft' | 'analyzed';
  analysis: StoredAnalysis | null;
  analysisUnavailableReason: string | null;
  analyzedAt: Date | null;
  matterId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What an update writes besides the edited fields: a new analysis (whole), or only the reason there
 * is none; undefined leaves the analysis as it is.
 */
export type AnalysisWrite =
  | { kind: 'analysis'; analysis: StoredAnalysis; at: Date }
  | { kind: 'reason'; reason: string | null };

const owned = (userId: number, id: number) =>
  and(eq(caseStrategies.id, id), eq(caseStrategies.userId, userId));

function analysisColumns(write: AnalysisWrite | undefined) {
  if (!write) return {};
  if (write.kind === 'reason') return { analysisUnavailableReason: write.reason };
  return {
    status: 'analyzed' as const,
    analysis: write.analysis,
    successProbability: write.analysis.success_probability,
    analyzedAt: write.at,
    analysisUnavailableReason: null,
  };
}

export function createCaseStrategiesRepo(db: Database) {
  return {
    /**
     * One statement: the case with its analysis, or without one and the reason why; filed under the
     * user's matter `matterId` (the composite key refuses another user's).
     */
    async insertCase(
      userId: number,
      fields: CaseFields,
      write: AnalysisWrite,
      matterId: number | null = null,
    ): Promise<CaseRow> {
      const [row] = await db
        .insert(caseStrategies)
        .values({ userId, ...fields, ...analysisColumns(write), matterId })
        .returning();
      return row as CaseRow;
    },

    /** A page of the user's cases (one matter's, or the unfiled ones), newest first, and how many. */
    async listCases(userId: number, limit: number, offset: number, matter?: MatterFilter) {
      const where = and(
        eq(caseStrategies.userId, userId),
        matter === undefined
          ? undefined
          : matter === 'none'
            ? isNull(caseStrategies.matterId)
            : eq(caseStrategies.matterId, matter),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(caseStrategies)
          .where(where)
          .orderBy(desc(caseStrategies.createdAt), desc(caseStrategies.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(caseStrategies).where(where),
      ]);
      return { rows: rows as CaseRow[], total: total?.total ?? 0 };
    },

    async findCase(userId: number, id: number): Promise<CaseRow | undefined> {
      const [row] = await db.select().from(caseStrategies).where(owned(userId, id));
      return row as CaseRow | undefined;
    },

    /**
     * The edited fields and the analysis write in one UPDATE of the user's case: an analysis is
     * stored whole with the fields it was made from, or nothing changes. Undefined when the case is
     * not theirs (or was deleted meanwhile).
     */
    async updateCase(
      userId: number,
      id: number,
      fields: Partial<CaseFields>,
      write?: AnalysisWrite,
    ): Promise<CaseRow | undefined> {
      const [row] = await db
        .update(caseStrategies)
        .set({ ...fields, ...analysisColumns(write), updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row as CaseRow | undefined;
    },

    async deleteCase(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(caseStrategies)
        .where(owned(userId, id))
        .returning({ id: caseStrategies.id });
      return deleted.length > 0;
    },
  };
}

export type CaseStrategiesRepo = ReturnType<typeof createCaseStrategiesRepo>;
