import {
  type ConversationResource,
  DEFAULT_CONVERSATION_TITLE,
  type MessageResource,
  type MessageRole,
  messagesTowardsLimit,
  titleFromFirstMessage,
} from '@brocardo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import * as conversationsApi from './conversations-api';

export const conversationsQueryKey = ['conversations'] as const;

/** Spec 1 §8: after a failed create, update or delete, the user is sent to /login after 5 s. */
export const CONVERSATION_ERROR_REDIRECT_MS = 5000;

export const conversationErrorMessages = {
  create: 'Errore nella creazione della conversazione, si prega di aggiornare la pagina',
  update: "Errore nell'aggiornamento della conversazione, si prega di aggiornare la pagina",
  delete: "Errore nell'eliminazione della conversazione, si prega di aggiornare la pagina",
} as const;

type ConversationAction = keyof typeof conversationErrorMessages;

export interface UseConversations {
  conversations: ConversationResource[] | undefined;
  isLoading: boolean;
  /** `matterId` files it under one of the user's matters (or unfiles a reused empty one: null). */
  createConversation(title?: string, matterId?: number | null): Promise<ConversationResource>;
  renameConversation(id: number, title: string): Promise<void>;
  deleteConversation(id: number): Promise<void>;
  /**
   * A message was stored in `conversationId` (`saved` is the POST's answer, `storedRoles` the roles
   * the conversation now holds, in order): the list shows what the server now holds without
   * reading it again: the count, the title a first question gives, the order by last update.
   */
  recordMessage(conversationId: number, saved: MessageResource, storedRoles: readonly MessageRole[]): void;
}

/** The conversation as the server holds it once `saved` is stored (conversations.service addMessage). */
export function withStoredMessage(
  conversation: ConversationResource,
  saved: MessageResource,
  storedRoles: readonly MessageRole[],
): ConversationResource {
  const firstQuestion = saved.role === 'user' && storedRoles.filter((role) => role === 'user').length === 1;
  const retitled = firstQuestion && conversation.title === DEFAULT_CONVERSATION_TITLE;
  return {
    ...conversation,
    title: retitled ? titleFromFirstMessage(saved.content) : conversation.title,
    message_count: messagesTowardsLimit(storedRoles),
    // Stored in the same transaction: the conversation's update time is the message's.
    updated_at: saved.created_at,
  };
}

/**
 * The user's conversations (TanStack Query key ['conversations']) and the calls that change them.
 * A failed change shows the spec's toast, sends the user to /login after 5 seconds, and rethrows
 * so the caller can undo what it started. When the failure already ended the session (401/409),
 * the API client has done the redirect and nothing more is shown.
 */
export function useConversations(): UseConversations {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: conversationsQueryKey, queryFn: conversationsApi.listConversations });

  const fail = useCallback(
    (action: ConversationAction, error: unknown): never => {
      if (!(isApiError(error) && error.sessionEnded)) {
        showAppToast(conversationErrorMessages[action], 'error', CONVERSATION_ERROR_REDIRECT_MS);
        window.setTimeout(() => {
          void navigate(paths.login, { replace: true });
        }, CONVERSATION_ERROR_REDIRECT_MS);
      }
      throw error;
    },
    [navigate],
  );

  const updateList = useCallback(
    (update: (list: ConversationResource[]) => ConversationResource[]) => {
      queryClient.setQueryData<ConversationResource[]>(conversationsQueryKey, (list) =>
        list ? update(list) : list,
      );
    },
    [queryClient],
  );

  const createConversation = useCallback(
    async (title?: string, matterId?: number | null) => {
      let created: ConversationResource;
      try {
        created = await conversationsApi.createConversation({
          ...(title === undefined ? {} : { title }),
          ...(matterId === undefined ? {} : { matter_id: matterId }),
        });
      } catch (error) {
        return fail('create', error);
      }
      queryClient.setQueryData<ConversationResource[]>(conversationsQueryKey, (list = []) => [
        created,
        ...list.filter((conversation) => conversation.id !== created.id),
      ]);
      return created;
    },
    [queryClient, fail],
  );

  const renameConversation = useCallback(
    async (id: number, title: string) => {
      try {
        await conversationsApi.renameConversation(id, { title });
      } catch (error) {
        fail('update', error);
      }
      updateList((list) =>
        list.map((conversation) => (conversation.id === id ? { ...conversation, title } : conversation)),
      );
    },
    [fail, updateList],
  );

  const deleteConversation = useCallback(
    async (id: number) => {
      try {
        await conversationsApi.deleteConversation(id);
      } catch (error) {
        fail('delete', error);
      }
      updateList((list) => list.filter((conversation) => conversation.id !== id));
    },
    [fail, updateList],
  );

  const recordMessage = useCallback(
    (conversationId: number, saved: MessageResource, storedRoles: readonly MessageRole[]) => {
      updateList((list) => {
        const conversation = list.find((item) => item.id === conversationId);
        if (!conversation) return list;
        // Most recently updated first, as GET /api/conversations lists them.
        return [
          withStoredMessage(conversation, saved, storedRoles),
          ...list.filter((item) => item.id !== conversationId),
        ];
      });
    },
    [updateList],
  );

  return {
    conversations: query.data,
    isLoading: query.isPending,
    createConversation,
    renameConversation,
    deleteConversation,
    recordMessage,
  };
}
