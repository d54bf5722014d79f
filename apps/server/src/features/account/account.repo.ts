import { desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import {
  caseStrategies,
  conversations,
  legalDocuments,
  messages,
  pointsLedger,
  subscriptionPlans,
  userDocuments,
  users,
} from '../../db/schema';

/** A document drafted with AI: the generator stores `ai_enhanced: true` in its metadata. */
const aiEnhanced = sql<boolean>`coalesce(${legalDocuments.metadata}->>'ai_enhanced' = 'true', false)`;

/** A strategy with an AI analysis: a success probability or at least one risk factor. */
const withAiAnalysis = sql`(${caseStrategies.successProbability} is not null or coalesce(jsonb_array_length(case when jsonb_typeof(${caseStrategies.analysis}->'risk_factors') = 'array' then ${caseStrategies.analysis}->'risk_factors' end), 0) > 0)`;

export interface UsageCounts {
  conversations: number;
  messages: number;
  userDocuments: number;
  legalDocuments: number;
  legalDocumentsEnhanced: number;
  caseStrategies: number;
  caseStrategiesWithAi: number;
  pointsUsed: number;
}

export function createAccountRepo(db: Database) {
  return {
    async userWithPlan(userId: number) {
      const [row] = await db
        .select({ user: users, plan: subscriptionPlans })
        .from(users)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId))
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Every count of the usage card in one statement, over all the user's rows. Messages are the ones
     * the user sees (system prompts are stored but never shown); deleted documents are not counted;
     * points used are charges net of refunds over the account's life.
     */
    async usageCounts(userId: number): Promise<UsageCounts> {
      const [row] = await queryRows<Record<keyof UsageCounts, string | number | null>>(
        db,
        sql`select
          (select count(*) from ${conversations} where ${conversations.userId} = ${userId}) as "conversations",
          (select count(*) from ${messages}
             join ${conversations} on ${conversations.id} = ${messages.conversationId}
             where ${conversations.userId} = ${userId} and ${messages.role} <> 'system') as "messages",
          (select count(*) from ${userDocuments}
             where ${userDocuments.userId} = ${userId} and ${userDocuments.deletedAt} is null) as "userDocuments",
          (select count(*) from ${legalDocuments} where ${legalDocuments.userId} = ${userId}) as "legalDocuments",
          (select count(*) from ${legalDocuments}
             where ${legalDocuments.userId} = ${userId} and ${aiEnhanced}) as "legalDocumentsEnhanced",
          (select count(*) from ${caseStrategies} where ${caseStrategies.userId} = ${userId}) as "caseStrategies",
          (select count(*) from ${caseStrategies}
             where ${caseStrategies.userId} = ${userId} and ${withAiAnalysis}) as "caseStrategiesWithAi",
          (select coalesce(-sum(${pointsLedger.delta}), 0) from ${pointsLedger}
             where ${pointsLedger.userId} = ${userId}
               and ${pointsLedger.kind} in ('charge', 'refund')) as "pointsUsed"`,
      );
      const number = (key: keyof UsageCounts) => Number(row?.[key] ?? 0);
      return {
        conversations: number('conversations'),
        messages: number('messages'),
        userDocuments: number('userDocuments'),
        legalDocuments: number('legalDocuments'),
        legalDocumentsEnhanced: number('legalDocumentsEnhanced'),
        caseStrategies: number('caseStrategies'),
        caseStrategiesWithAi: number('caseStrategiesWithAi'),
        pointsUsed: number('pointsUsed'),
      };
    },

    async recentLegalDocuments(userId: number, limit: number) {
      return db
        .select({
          id: legalDocuments.id,
          title: legalDocuments.title,
          documentType: legalDocuments.documentType,
          legalArea: legalDocuments.legalArea,
          status: legalDocuments.status,
          aiEnhanced,
          createdAt: legalDocuments.createdAt,
        })
        .from(legalDocuments)
        .where(eq(legalDocuments.userId, userId))
        .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id))
        .limit(limit);
    },

    async recentCaseStrategies(userId: number, limit: number) {
      return db
        .select({
          id: caseStrategies.id,
          caseTitle: caseStrategies.caseTitle,
          caseType: caseStrategies.caseType,
          legalArea: caseStrategies.legalArea,
          status: caseStrategies.status,
          successProbability: caseStrategies.successProbability,
          createdAt: caseStrategies.createdAt,
        })
        .from(caseStrategies)
        .where(eq(caseStrategies.userId, userId))
        .orderBy(desc(caseStrategies.createdAt), desc(caseStrategies.id))
        .limit(limit);
    },
  };
}
