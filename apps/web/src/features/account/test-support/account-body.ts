import type {
  AccountRecentCaseStrategy,
  AccountRecentLegalDocument,
  AccountSummaryResponse,
  PointsTransaction,
  SubscriptionPlan,
  UpgradeRequest,
} from '@brocardo/shared';

export const freePlan: SubscriptionPlan = {
  id: 1,
  code: 'free',
  name: 'Free',
  monthly_points: 100,
  price: '0.00',
};
export const professionalPlan: SubscriptionPlan = {
  id: 2,
  code: 'professional',
  name: 'Professional',
  monthly_points: 5000,
  price: '1249.50',
};

export function transaction(id: number, overrides: Partial<PointsTransaction> = {}): PointsTransaction {
  return {
    id,
    action: 'case_strategy_simple',
    kind: 'charge',
    description: null,
    date: '2026-11-20T10:00:00.000Z',
    points_used: 25,
    balance_after: 1000,
    ...overrides,
  };
}

export function legalDocument(id: number, overrides: Partial<AccountRecentLegalDocument> = {}) {
  return {
    id,
    title: `Contratto numero ${id}`,
    document_type: 'contratto',
    legal_area: 'diritto_civile',
    status: 'generated',
    ai_enhanced: false,
    created_at: '2026-11-18T09:30:00.000Z',
    ...overrides,
  };
}

export function caseStrategy(id: number, overrides: Partial<AccountRecentCaseStrategy> = {}) {
  return {
    id,
    case_title: `Caso numero ${id}`,
    case_type: 'contrattuale',
    legal_area: 'Diritto civile',
    status: 'analyzed',
    success_probability: 72,
    created_at: '2026-11-19T15:00:00.000Z',
    ...overrides,
  };
}

export function pendingRequest(overrides: Partial<UpgradeRequest> = {}): UpgradeRequest {
  return {
    id: 7,
    status: 'pending',
    current_plan: freePlan,
    requested_plan: professionalPlan,
    message: null,
    created_at: '2026-11-21T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** GET /api/account/summary as the contract `accountSummaryResponse` describes it. */
export function accountSummaryBody(overrides: Partial<AccountSummaryResponse> = {}): AccountSummaryResponse {
  return {
    success: true,
    user: {
      id: 3,
      name: 'Avv. Giulia Neri',
      email: 'giulia.neri@studio.it',
      created_at: '2026-03-05T10:00:00.000Z',
      is_admin: false,
      email_verified_at: '2026-03-05T10:05:00.000Z',
      tutorial_completed: true,
    },
    points: {
      current_balance: 1500,
      plan_name: 'Free',
      monthly_allowance: 2000,
      monthly_usage: 500,
      days_until_reset: 7,
      recent_transactions: [],
    },
    plan: freePlan,
    usage: {
      conversations_count: 4,
      messages_count: 1234,
      user_documents_count: 2,
      legal_documents_count: 3,
      legal_documents_enhanced_count: 1,
      enhancement_rate: 33,
      case_strategies_count: 2,
      case_strategies_with_ai_count: 2,
      ai_usage_rate: 100,
      total_points_used: 1275,
    },
    recent_legal_documents: [],
    recent_case_strategies: [],
    pending_upgrade_request: null,
    ...overrides,
  };
}
