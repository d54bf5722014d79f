import {
  type ConversationExportResponse,
  type ConversationSearchResponse,
  conversationExportResponse,
  conversationSearchResponse,
  type MatterResource,
  mattersResponse,
} from '@brocardo/shared';
import { api } from '../../../lib/api-client';

export interface ConversationSearchParams {
  q: string;
  /** A matter's id, 'none' for the unfiled conversations, '' for all. */
  matterId: string;
  from: string;
  to: string;
  page: number;
}

/** GET /api/conversations/search: the caller's titles and messages matching `q`, best first. */
export function searchConversations(params: ConversationSearchParams): Promise<ConversationSearchResponse> {
  return api.get('/api/conversations/search', conversationSearchResponse, {
    query: {
      q: params.q,
      matter_id: params.matterId || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
      page: params.page > 1 ? params.page : undefined,
    },
  });
}

/** GET /api/conversations/{id}/export: the messages and the appendix of resolved citations. */
export function fetchConversationExport(id: number): Promise<ConversationExportResponse> {
  return api.get(`/api/conversations/${id}/export`, conversationExportResponse);
}

/** GET /api/matters: the caller's matters, for the filter. */
export async function listMattersForFilter(): Promise<MatterResource[]> {
  return (await api.get('/api/matters', mattersResponse)).matters;
}
