import type {
  ConversationResource,
  CreateConversationRequest,
  RenameConversationRequest,
} from '@brocardo/shared';
import { api } from '../../../lib/api-client';

/** GET /api/conversations: the caller's conversations, most recently updated first. */
export function listConversations(): Promise<ConversationResource[]> {
  return api.get<ConversationResource[]>('/api/conversations');
}

/** POST /api/conversations (201): without a title the server uses 'Nuova conversazione'. */
export function createConversation(body: CreateConversationRequest = {}): Promise<ConversationResource> {
  return api.post<ConversationResource>('/api/conversations', body);
}

/** PUT /api/conversations/{id}. */
export async function renameConversation(id: number, body: RenameConversationRequest): Promise<void> {
  await api.put(`/api/conversations/${id}`, body);
}

/** DELETE /api/conversations/{id}. */
export async function deleteConversation(id: number): Promise<void> {
  await api.delete(`/api/conversations/${id}`);
}
