import {
  type ConversationResource,
  type CreateConversationRequest,
  conversationListResponse,
  conversationResource,
  type RenameConversationRequest,
} from '@brocardo/shared';
import { api, ignoredBody } from '../../lib/api-client';

/** GET /api/conversations: the caller's conversations, most recently updated first. */
export function listConversations(): Promise<ConversationResource[]> {
  return api.get('/api/conversations', conversationListResponse);
}

/** POST /api/conversations (201): without a title the server uses 'Nuova conversazione'. */
export function createConversation(body: CreateConversationRequest = {}): Promise<ConversationResource> {
  return api.post('/api/conversations', body, conversationResource);
}

/** PUT /api/conversations/{id}; the list is read again afterwards, so the answer is not used. */
export async function renameConversation(id: number, body: RenameConversationRequest): Promise<void> {
  await api.put(`/api/conversations/${id}`, body, ignoredBody);
}

/** DELETE /api/conversations/{id} (`{ success: true }`, not used). */
export async function deleteConversation(id: number): Promise<void> {
  await api.delete(`/api/conversations/${id}`, ignoredBody);
}
