import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { fetchConversation } from '../api/chat-api';
import { type ChatMessage, fromResource } from '../message-model';

export type MessagesStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MessagesState {
  conversationId: number | null;
  messages: ChatMessage[];
  status: MessagesStatus;
  error: string | null;
}

const EMPTY: MessagesState = { conversationId: null, messages: [], status: 'idle', error: null };

export const CONVERSATION_LOAD_ERROR = 'Impossibile caricare i messaggi della conversazione.';

export interface ConversationMessages {
  /** Whose messages these are (null before a conversation is selected). */
  conversationId: number | null;
  messages: ChatMessage[];
  status: MessagesStatus;
  error: string | null;
  /** Changes the messages of `conversationId`; ignored if another conversation is shown by then. */
  updateMessages(conversationId: number, update: (messages: ChatMessage[]) => ChatMessage[]): void;
  /** Shows a conversation whose messages are already known (one just created) without loading it. */
  adopt(conversationId: number, messages: ChatMessage[]): void;
  reload(): void;
}

/**
 * The messages of the selected conversation (GET /api/conversations/{id}, ratings included, so no
 * call per message is needed). They live in component state rather than the query cache: the
 * exchange under way changes them many times a second.
 */
export function useConversationMessages(currentId: number | null): ConversationMessages {
  const [state, setState] = useState<MessagesState>(EMPTY);
  const [reloadCount, setReloadCount] = useState(0);
  // The conversation whose messages the state holds or is loading; an adopted one is never fetched.
  const heldIdRef = useRef<number | null>(null);

  useEffect(() => {
    void reloadCount;
    if (currentId === null) {
      heldIdRef.current = null;
      setState(EMPTY);
      return;
    }
    if (heldIdRef.current === currentId) return;
    heldIdRef.current = currentId;
    const controller = new AbortController();
    setState({ conversationId: currentId, messages: [], status: 'loading', error: null });
    fetchConversation(currentId, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({
          conversationId: currentId,
          messages: data.messages.map(fromResource),
          status: 'ready',
          error: null,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.sessionEnded)) return;
        setState({
          conversationId: currentId,
          messages: [],
          status: 'error',
          error: CONVERSATION_LOAD_ERROR,
        });
      },
    );
    return () => {
      controller.abort();
      if (heldIdRef.current === currentId) heldIdRef.current = null;
    };
  }, [currentId, reloadCount]);

  const updateMessages = useCallback(
    (conversationId: number, update: (messages: ChatMessage[]) => ChatMessage[]) => {
      setState((previous) =>
        previous.conversationId === conversationId
          ? { ...previous, messages: update(previous.messages) }
          : previous,
      );
    },
    [],
  );

  const adopt = useCallback((conversationId: number, messages: ChatMessage[]) => {
    heldIdRef.current = conversationId;
    setState({ conversationId, messages, status: 'ready', error: null });
  }, []);

  const reload = useCallback(() => {
    heldIdRef.current = null;
    setReloadCount((count) => count + 1);
  }, []);

  // Until the effect has caught up with a new id, show nothing of the previous conversation.
  const current = state.conversationId === currentId ? state : { ...EMPTY, conversationId: currentId };
  return { ...current, updateMessages, adopt, reload };
}
