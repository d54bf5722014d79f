import { aiStatusResponse } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const aiStatusQueryKey = ['ai', 'status'] as const;

/** GET /api/ai/status: who answers chat questions. It changes only with the server's configuration. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: ({ signal }) => api.get('/api/ai/status', aiStatusResponse, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether the server has a generative model (the AI options of the generator and the simulator).
 * Unknown (loading, or the status call failed) counts as available: the server has the last word.
 */
export function useGenerativeAiAvailable(): boolean {
  return useAiStatus().data?.provider !== 'extractive';
}
