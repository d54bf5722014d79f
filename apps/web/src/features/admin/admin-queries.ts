import type { UpgradeRequestStatus } from '@brocardo/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchAdminUsers,
  fetchContactMessages,
  fetchSubscriptionPlans,
  fetchUpgradeRequests,
} from './admin-api';

export const UPGRADE_REQUESTS_PER_PAGE = 10;
export const CONTACT_MESSAGES_PER_PAGE = 10;

/** Every admin query starts with 'admin', so a tab can refetch its own group. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  plans: ['admin', 'subscription-plans'] as const,
  upgradeRequests: ['admin', 'upgrade-requests'] as const,
  upgradeRequestPage: (status: UpgradeRequestStatus | undefined, page: number) =>
    ['admin', 'upgrade-requests', 'list', status ?? 'all', page] as const,
  pendingCount: ['admin', 'upgrade-requests', 'pending-count'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
  contactMessagePage: (page: number) => ['admin', 'contact-messages', page] as const,
  // Each analytics tab keys its queries under its own group, e.g. [...adminKeys.usage, 'uploads', range].
  activity: ['admin', 'activity'] as const,
  feedback: ['admin', 'feedback'] as const,
  usage: ['admin', 'usage'] as const,
  spending: ['admin', 'spending'] as const,
  features: ['admin', 'features'] as const,
  points: ['admin', 'points'] as const,
};

export function useAdminUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => fetchAdminUsers(signal) });
}

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: adminKeys.plans,
    queryFn: ({ signal }) => fetchSubscriptionPlans(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpgradeRequests(status: UpgradeRequestStatus | undefined, page: number) {
  return useQuery({
    queryKey: adminKeys.upgradeRequestPage(status, page),
    queryFn: ({ signal }) =>
      fetchUpgradeRequests({ status, page, perPage: UPGRADE_REQUESTS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The tab's badge: how many requests wait for a decision (one row asked, the envelope's total read). */
export function usePendingRequestCount() {
  return useQuery({
    queryKey: adminKeys.pendingCount,
    queryFn: async ({ signal }) =>
      (await fetchUpgradeRequests({ status: 'pending', page: 1, perPage: 1 }, signal)).total,
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminKeys.contactMessagePage(page),
    queryFn: ({ signal }) => fetchContactMessages(page, CONTACT_MESSAGES_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change to users: the table (and the request badge, which a plan change may affect) again. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return {
    users: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    upgradeRequests: () => queryClient.invalidateQueries({ queryKey: adminKeys.upgradeRequests }),
  };
}

// --- Chat Activity and Message Feedback (issue 22) ---
import type { AdminDateRangeQuery } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { getAuthToken } from '../../lib/storage';
import {
  type ActivityFilters,
  deleteFeedback,
  type FeedbackFilters,
  fetchChatActivity,
  fetchConversationMessages,
  fetchFeedback,
  fetchFeedbackStats,
  fetchUserActivities,
} from './admin-api';

/** A page of the activity log; not asked while `enabled` is false (e.g. an inverted date range). */
export function useActivityLog(filters: ActivityFilters, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.activity, 'log', filters, page],
    queryFn: ({ signal }) => fetchUserActivities(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && getAuthToken() !== null,
  });
}

/** Answered questions per Rome day and mode, for the Chat Activity chart. */
export function useChatActivity(range: AdminDateRangeQuery) {
  return useQuery({
    queryKey: [...adminKeys.activity, 'chat-per-day', range.date_from ?? '', range.date_to ?? ''],
    queryFn: ({ signal }) => fetchChatActivity(range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackStats() {
  return useQuery({
    queryKey: [...adminKeys.feedback, 'stats'],
    queryFn: ({ signal }) => fetchFeedbackStats(signal),
  });
}

export function useFeedbackPage(filters: FeedbackFilters, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.feedback, 'list', filters, page],
    queryFn: ({ signal }) => fetchFeedback(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && getAuthToken() !== null,
  });
}

/** A rated answer's conversation, read when its feedback row is opened. */
export function useConversationMessages(conversationId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.feedback, 'conversation', conversationId],
    queryFn: ({ signal }) => fetchConversationMessages(conversationId as number, signal),
    enabled: conversationId !== null && getAuthToken() !== null,
    staleTime: 5 * 60_000,
  });
}

/** DELETE /api/admin/feedback/{id}; on success the list and the stats are read again. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.feedback }),
  });
}
