import {
  type AdminPointsRequest,
  type AdminUpgradeDecision,
  type AdminUserCreate,
  adminContactMessagesResponse,
  adminUpgradeDecisionResponse,
  adminUpgradeRequestsResponse,
  adminUserResponse,
  adminUsersResponse,
  adminVerifyEmailResponse,
  subscriptionPlan,
  type UpgradeRequestStatus,
  z,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

const ADMIN = '/api/admin';

const adminPointsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number().int(), points_balance: z.number().int() }),
});

export const fetchAdminUsers = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/users`, adminUsersResponse, { signal });

export const fetchSubscriptionPlans = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/subscription-plans`, z.array(subscriptionPlan), { signal });

export const createAdminUser = (body: AdminUserCreate) => api.post(`${ADMIN}/users`, body, adminUserResponse);

/** The edit body: without `password` the server keeps the current one (spec 2 §5). */
export type AdminUserEditBody = Omit<AdminUserCreate, 'password'> & { password?: string };

export const updateAdminUser = (id: number, body: AdminUserEditBody) =>
  api.put(`${ADMIN}/users/${id}`, body, adminUserResponse);

const adminUserDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

export const deleteAdminUser = (id: number) => api.delete(`${ADMIN}/users/${id}`, adminUserDeletedResponse);

export const setAdminUserPoints = (id: number, body: AdminPointsRequest) =>
  api.patch(`${ADMIN}/users/${id}/points`, body, adminPointsResponse);

export const verifyAdminUserEmail = (id: number) =>
  api.patch(`${ADMIN}/users/${id}/verify-email`, undefined, adminVerifyEmailResponse);

export interface UpgradeRequestsQuery {
  /** Undefined: every status. */
  status: UpgradeRequestStatus | undefined;
  page: number;
  perPage: number;
}

export const fetchUpgradeRequests = ({ status, page, perPage }: UpgradeRequestsQuery, signal?: AbortSignal) =>
  api.get(`${ADMIN}/upgrade-requests`, adminUpgradeRequestsResponse, {
    signal,
    query: { status, page, per_page: perPage },
  });

export const decideUpgradeRequest = (id: number, status: AdminUpgradeDecision['status']) =>
  api.patch(`${ADMIN}/upgrade-requests/${id}`, { status }, adminUpgradeDecisionResponse);

export const fetchContactMessages = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get(`${ADMIN}/contact-messages`, adminContactMessagesResponse, {
    signal,
    query: { page, per_page: perPage },
  });

// --- Chat Activity (activity log, questions per day) and Message Feedback (issue 22) ---
import {
  type AdminDateRangeQuery,
  adminActivityRecord,
  adminConversationMessagesResponse,
  adminFeedbackDeleteResponse,
  adminFeedbackResponse,
  chatActivityResponse,
  FEEDBACK_PAGE_SIZE,
  type FeedbackRating,
  feedbackStatsResponse,
  paginated,
} from '@brocardo/shared';

/** Spec 2 §9: 15 activity records per page by default. */
export const ACTIVITY_PAGE_SIZE = 15;

/**
 * The log as read by the portal: spec 2 §2.6 says `details` may arrive as a JSON string, so the
 * reader accepts a string beside the contract's object (the row shows either).
 */
const activityLogResponse = paginated(
  adminActivityRecord.extend({
    details: z.union([z.record(z.string(), z.unknown()), z.string()]).nullable(),
  }),
);
export type ActivityLogPage = z.infer<typeof activityLogResponse>;
export type ActivityLogRecord = ActivityLogPage['data'][number];

/** The log's filters; blank strings mean "any" and are left out of the query (spec 2 §7). */
export interface ActivityFilters {
  userId: string;
  actionType: string;
  dateFrom: string;
  dateTo: string;
}

export const fetchUserActivities = (filters: ActivityFilters, page: number, signal?: AbortSignal) =>
  api.get(`${ADMIN}/user-activities`, activityLogResponse, {
    signal,
    query: {
      user_id: filters.userId || undefined,
      action_type: filters.actionType || undefined,
      date_from: filters.dateFrom || undefined,
      date_to: filters.dateTo || undefined,
      page,
      per_page: ACTIVITY_PAGE_SIZE,
    },
  });

export const fetchChatActivity = (range: AdminDateRangeQuery, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/chat-activity`, chatActivityResponse, { signal, query: { ...range } });

export const fetchFeedbackStats = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/feedback/stats`, feedbackStatsResponse, { signal });

export type OrphanedFilter = '' | 'true' | 'false';

/** The feedback filters; blanks are left out of the query. */
export interface FeedbackFilters {
  rating: '' | FeedbackRating;
  fromDate: string;
  toDate: string;
  orphaned: OrphanedFilter;
}

export const fetchFeedback = (filters: FeedbackFilters, page: number, signal?: AbortSignal) =>
  api.get(`${ADMIN}/feedback`, adminFeedbackResponse, {
    signal,
    query: {
      page,
      per_page: FEEDBACK_PAGE_SIZE,
      rating: filters.rating || undefined,
      from_date: filters.fromDate || undefined,
      to_date: filters.toDate || undefined,
      orphaned: filters.orphaned || undefined,
    },
  });

export const deleteFeedback = (id: number) =>
  api.delete(`${ADMIN}/feedback/${id}`, adminFeedbackDeleteResponse);

export const fetchConversationMessages = (conversationId: number, signal?: AbortSignal) =>
  api.get(`${ADMIN}/conversations/${conversationId}/messages`, adminConversationMessagesResponse, { signal });

// --- Usage, spending, feature and points analytics (issue 22) ---
import {
  type AdminDateRangeQuery as AnalyticsRange,
  chatModeUsageResponse,
  documentUploadsResponse,
  featureAnalyticsResponse,
  featureTokenUsageResponse,
  llmPricingStatus,
  llmTokensResponse,
  pointsAnalyticsResponse,
  type UserSpendingPageQuery,
  userSpendingDetailResponse,
  userSpendingPage,
} from '@brocardo/shared';

// `range` is ?date_from=&date_to= (spec 2 §7): inclusive Rome days, absent ends left out.

export const fetchDocumentUploads = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/document-uploads`, documentUploadsResponse, { signal, query: range });

export const fetchChatModeUsage = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/chat-mode-usage`, chatModeUsageResponse, { signal, query: range });

export const fetchLlmTokensPerUser = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/llm-tokens/per-user`, llmTokensResponse, { signal, query: range });

/** Every spending row of the period at once: what the CSV export downloads. */
/** Every user of the period with the detailed figures: what Export CSV writes. */
export const fetchUserSpendingDetailed = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/user-spending/detailed`, userSpendingDetailResponse, {
    signal,
    query: range,
  });

/** One page of the spending rows, with the summary over every row of the period: what the tab shows. */
export const fetchUserSpendingPage = (query: UserSpendingPageQuery, signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/user-spending/paginated`, userSpendingPage, { signal, query });

export const fetchLlmPricing = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/usage-metrics/pricing`, llmPricingStatus, { signal });

export const fetchFeatureAnalytics = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/analytics/features`, featureAnalyticsResponse, { signal });

export const fetchFeatureTokenUsage = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/analytics/features/llm-token-usage`, featureTokenUsageResponse, { signal });

export const fetchPointsAnalytics = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get(`${ADMIN}/analytics/points`, pointsAnalyticsResponse, { signal, query: range });
