import type { AdminDateRangeQuery } from '@brocardo/shared';
import { useQueries } from '@tanstack/react-query';
import { fetchChatModeUsage, fetchDocumentUploads, fetchLlmTokensPerUser } from '../admin-api';
import { adminKeys } from '../admin-queries';

/** The three usage calls of a period, in parallel (spec 2 §7). */
export function useUsageCharts(range: AdminDateRangeQuery) {
  return useQueries({
    queries: [
      {
        queryKey: [...adminKeys.usage, 'uploads', range],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocumentUploads(range, signal),
      },
      {
        queryKey: [...adminKeys.usage, 'chat-modes', range],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchChatModeUsage(range, signal),
      },
      {
        queryKey: [...adminKeys.usage, 'tokens', range],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchLlmTokensPerUser(range, signal),
      },
    ] as const,
  });
}
