import {
  ACCOUNT_RECENT_ITEMS,
  ACCOUNT_RECENT_TRANSACTIONS,
  type AccountSummaryResponse,
  type AccountUsage,
  AppError,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import type { PointsService } from '../points/points.service';
import { presentPlan, type SubscriptionService } from '../subscription/subscription.service';
import { createAccountRepo, type UsageCounts } from './account.repo';

export interface AccountServiceDeps {
  db: Database;
  points: PointsService;
  subscription: SubscriptionService;
}

/** A rounded percentage, 0 when there is nothing to count. */
export function ratePercent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * part) / total);
}

function presentUsage(counts: UsageCounts): AccountUsage {
  return {
    conversations_count: counts.conversations,
    messages_count: counts.messages,
    user_documents_count: counts.userDocuments,
    legal_documents_count: counts.legalDocuments,
    legal_documents_enhanced_count: counts.legalDocumentsEnhanced,
    enhancement_rate: ratePercent(counts.legalDocumentsEnhanced, counts.legalDocuments),
    case_strategies_count: counts.caseStrategies,
    case_strategies_with_ai_count: counts.caseStrategiesWithAi,
    ai_usage_rate: ratePercent(counts.caseStrategiesWithAi, counts.caseStrategies),
    total_points_used: counts.pointsUsed,
  };
}

export function createAccountService(deps: AccountServiceDeps) {
  const repo = createAccountRepo(deps.db);
  return {
    /** Everything the account page (/user-details) shows, for the signed-in user only. */
    async summary(userId: number): Promise<AccountSummaryResponse> {
      // The dashboard first: it applies a due monthly reset, which the plan and counts then reflect.
      const points = await deps.points.dashboard(userId, { recentTransactions: ACCOUNT_RECENT_TRANSACTIONS });
      const [owner, counts, documents, strategies, pending] = await Promise.all([
        repo.userWithPlan(userId),
        repo.usageCounts(userId),
        repo.recentLegalDocuments(userId, ACCOUNT_RECENT_ITEMS),
        repo.recentCaseStrategies(userId, ACCOUNT_RECENT_ITEMS),
        deps.subscription.pendingRequest(userId),
      ]);
      if (!owner) throw new AppError('NOT_FOUND');
      const { user, plan } = owner;
      return {
        success: true,
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          created_at: user.createdAt.toISOString(),
          is_admin: user.isAdmin,
          email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
          tutorial_completed: user.tutorialCompleted,
        },
        points,
        plan: presentPlan(plan),
        usage: presentUsage(counts),
        recent_legal_documents: documents.map((document) => ({
          id: document.id,
          title: document.title,
          document_type: document.documentType,
          legal_area: document.legalArea,
          status: document.status,
          ai_enhanced: document.aiEnhanced,
          created_at: document.createdAt.toISOString(),
        })),
        recent_case_strategies: strategies.map((strategy) => ({
          id: strategy.id,
          case_title: strategy.caseTitle,
          case_type: strategy.caseType,
          legal_area: strategy.legalArea,
          status: strategy.status,
          success_probability: strategy.successProbability,
          created_at: strategy.createdAt.toISOString(),
        })),
        pending_upgrade_request: pending,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
