import type { AiStatusResponse } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isRecord } from '../../lib/records';

export const aiStatusQueryKey = ['ai', 'status'] as const;

function readAiStatus(body: unknown): AiStatusResponse {
  if (!isRecord(body) || (body.provider !== 'openai' && body.provider !== 'extractive')) {
    throw new Error('Risposta di /api/ai/status non valida');
  }
  const status: AiStatusResponse = {
    provider: body.provider,
    model: typeof body.model === 'string' ? body.model : null,
  };
  if (typeof body.extractive_label === 'string') status.extractive_label = body.extractive_label;
  return status;
}

/** GET /api/ai/status: who answers chat questions. It changes only with the server's configuration. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: async () => readAiStatus(await api.get('/api/ai/status')),
    staleTime: 5 * 60_000,
  });
}
