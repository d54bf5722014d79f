import {
  accountEraseResponse,
  type ConversationRetentionResponse,
  conversationRetentionResponse,
  dataExportFilename,
} from '@brocardo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetchResponse } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** The name the server gives in Content-Disposition, else a dated one of the same shape. */
function exportFilename(disposition: string | null): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return named ?? dataExportFilename(new Date().toISOString().slice(0, 10));
}

/** GET /api/account/data-export: the zip of all the user's data, handed to the browser's download. */
export async function downloadMyData(): Promise<string> {
  const response = await apiFetchResponse('/api/account/data-export', {
    method: 'GET',
    headers: { Accept: 'application/zip' },
  });
  const filename = exportFilename(response.headers.get('Content-Disposition'));
  saveFile(await response.blob(), filename);
  return filename;
}

/** DELETE /api/account with the password: the account and its data are erased. */
export const eraseAccount = (password: string) =>
  api.delete('/api/account', accountEraseResponse, { body: { password } });

export const fetchConversationRetention = (signal?: AbortSignal) =>
  api.get('/api/account/conversation-retention', conversationRetentionResponse, { signal });

export const saveConversationRetention = (days: number | null) =>
  api.put(
    '/api/account/conversation-retention',
    { conversation_retention_days: days },
    conversationRetentionResponse,
  );

export const accountDataKeys = { retention: ['account', 'conversation-retention'] as const };

export function useConversationRetention() {
  return useQuery({
    queryKey: accountDataKeys.retention,
    queryFn: ({ signal }) => fetchConversationRetention(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveConversationRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConversationRetention,
    onSuccess: (saved: ConversationRetentionResponse) =>
      queryClient.setQueryData(accountDataKeys.retention, saved),
  });
}
