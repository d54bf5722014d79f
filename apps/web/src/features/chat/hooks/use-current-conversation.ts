import type { ConversationResource } from '@brocardo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCurrentConversationId, setCurrentConversationId } from '../../../lib/storage';
import type { ChatMessage } from '../message-model';

/** Spec 1 §8: the chat screen's own message when a new conversation cannot be created. */
export const CREATE_CONVERSATION_FAILED = 'Failed to create new conversation. Please try again.';

interface CurrentConversationDeps {
  /** The page owns the selected id, so the messages hook can take it before this one runs. */
  currentId: number | null;
  setCurrentId(id: number): void;
  conversations: ConversationResource[] | undefined;
  createConversation(): Promise<ConversationResource>;
  /** Shows a conversation whose messages are known (a new one is empty) without loading it. */
  adopt(conversationId: number, messages: ChatMessage[]): void;
}

export interface CurrentConversation {
  select(id: number): void;
  /** The new-chat button: creates a conversation and opens it; false when that failed. */
  startNew(): Promise<boolean>;
  /** For a message sent with no conversation: creates one, or throws. */
  ensureConversation(): Promise<number>;
  /** A conversation is being created (on load when there is none, or by the new-chat button). */
  creating: boolean;
  createError: string | null;
}

/**
 * Which conversation the chat shows (spec 1 §4 Conversations): on load the stored one if it still
 * exists, else the first; one is created when there is none. The choice is kept in local storage.
 */
export function useCurrentConversation({
  currentId,
  setCurrentId,
  conversations,
  createConversation,
  adopt,
}: CurrentConversationDeps): CurrentConversation {
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const bootstrappingRef = useRef(false);
  // A failed first creation is not retried by itself (the user is being sent to /login).
  const bootstrapFailedRef = useRef(false);

  const select = useCallback(
    (id: number) => {
      setCurrentId(id);
      setCurrentConversationId(id);
    },
    [setCurrentId],
  );

  const create = useCallback(async (): Promise<number> => {
    const created = await createConversation();
    adopt(created.id, []);
    select(created.id);
    return created.id;
  }, [createConversation, adopt, select]);

  useEffect(() => {
    if (!conversations) return;
    if (currentId !== null && conversations.some((conversation) => conversation.id === currentId)) return;
    const storedId = Number(getCurrentConversationId());
    const stored = conversations.find((conversation) => conversation.id === storedId);
    const first = conversations[0];
    if (stored) select(stored.id);
    else if (first) select(first.id);
    else if (!bootstrappingRef.current && !bootstrapFailedRef.current) {
      bootstrappingRef.current = true;
      setCreating(true);
      // A failure is reported by the conversations hook (toast, then /login).
      create()
        .catch(() => {
          bootstrapFailedRef.current = true;
        })
        .finally(() => {
          bootstrappingRef.current = false;
          setCreating(false);
        });
    }
  }, [conversations, currentId, select, create]);

  const startNew = useCallback(async () => {
    setCreating(true);
    setCreateError(null);
    try {
      await create();
      return true;
    } catch {
      setCreateError(CREATE_CONVERSATION_FAILED);
      return false;
    } finally {
      setCreating(false);
    }
  }, [create]);

  const ensureConversation = useCallback(async () => {
    try {
      return await create();
    } catch (error) {
      setCreateError(CREATE_CONVERSATION_FAILED);
      throw error;
    }
  }, [create]);

  return { select, startNew, ensureConversation, creating, createError };
}
