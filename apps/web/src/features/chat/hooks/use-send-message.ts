import {
  conversationIsFull,
  type MessageResource,
  type MessageRole,
  type PointsInfo,
  selectContext,
} from '@brocardo/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActiveDocument } from '../../documents';
import { type LegalDatabaseConfig, lacksSelectedDocuments } from '../../legal-db';
import { useAnnounceBalance } from '../../points';
import { logAnswer, saveMessage } from '../api/chat-api';
import { type ModeSelection, resolveMode } from '../chat-modes';
import {
  type AnswerMeta,
  type ChatMessage,
  countedMessages,
  localKey,
  visibleMessages,
} from '../message-model';
import { primeCitationChecks } from '../use-citation-checks';
import { failureFromError, isMessageLimitError } from './chat-failures';
import { streamAnswer } from './stream-answer';

export interface SendMessageDeps {
  conversationId: number | null;
  messages: ChatMessage[];
  updateMessages(conversationId: number, update: (messages: ChatMessage[]) => ChatMessage[]): void;
  /** The conversation to send in, created when there is none (spec 1 §4 step 3). */
  ensureConversation(): Promise<number>;
  /**
   * A message was saved (`saved`, the POST's answer); `storedRoles` are the roles the conversation
   * now holds, in order. The list shows each conversation's count and title from them, and the
   * server titles a conversation from its first message.
   */
  onMessageSaved(conversationId: number, saved: MessageResource, storedRoles: MessageRole[]): void;
  selection: ModeSelection;
  /** False when the server has no web search service: automatic web questions go to Database Legale. */
  webSearchAvailable: boolean;
  /** False when no model is configured: automatic Standard questions go to Database Legale. */
  generativeAvailable: boolean;
  /** Database Legale questions search these acts (the configuration modal). */
  legalDatabase: LegalDatabaseConfig;
  /** The active, ready personal documents: every question is asked over them (spec 1 §4, §7). */
  userDocuments: readonly ActiveDocument[];
  /** A Database Legale question while specific acts are asked for and none is picked: not sent. */
  onLegalDatabaseIncomplete(): void;
  onInsufficientPoints(info: PointsInfo | null): void;
  onMessageLimit(): void;
  /** The question is the last one asked, already answered: not sent (spec 1 §4 step 1), but said. */
  onRepeatedQuestion(): void;
}

export interface SendMessage {
  /** Starts sending; true when the message was accepted (the input may be cleared). */
  send(text: string): boolean;
  stop(): void;
  /** A message is in flight: from acceptance until the answer is saved. */
  answering: boolean;
}

function newMessage(key: string, role: 'user' | 'assistant'): ChatMessage {
  return {
    key,
    id: null,
    role,
    content: '',
    rating: null,
    meta: {},
    status: 'complete',
    failure: null,
    live: false,
  };
}

/**
 * Spec 1 §4 step 1: a message equal to the last user message is ignored, as a guard against
 * sending the same question twice. Reading: when that question got no answer (its answer
 * failed), asking it again is a retry and goes through.
 */
function repeatsAnsweredQuestion(messages: ChatMessage[], text: string): boolean {
  const visible = visibleMessages(messages);
  const lastUserIndex = visible.findLastIndex((message) => message.role === 'user');
  if (lastUserIndex < 0 || visible[lastUserIndex]?.content.trim() !== text) return false;
  const answer = visible[lastUserIndex + 1];
  return answer !== undefined && answer.role === 'assistant' && answer.status !== 'failed';
}

/** What the exchange needs besides the page's deps: the query cache and the balance's announcer. */
interface ExchangeTools {
  queryClient: QueryClient;
  announceBalance(balance: number | null): void;
}

/** The roles the conversation holds once `saved` is stored (a repeated question is stored once). */
function rolesWith(stored: Map<number, MessageRole>, saved: MessageResource): MessageRole[] {
  stored.set(saved.id, saved.role);
  return [...stored.entries()].sort(([a], [b]) => a - b).map(([, role]) => role);
}

/** One question and its answer in `conversationId`; any failure ends up on the answer bubble. */
async function exchange(
  conversationId: number,
  text: string,
  current: SendMessageDeps,
  controller: AbortController,
  tools: ExchangeTools,
): Promise<void> {
  const { updateMessages } = current;
  const { mode, detected, fallback } = resolveMode(
    current.selection,
    text,
    current.webSearchAvailable,
    current.generativeAvailable,
  );
  // The stored messages by id: the conversation list's count and title follow from them.
  const stored = new Map<number, MessageRole>();
  for (const message of current.messages) if (message.id !== null) stored.set(message.id, message.role);
  const context = selectContext([...current.messages, { role: 'user' as const, content: text }]).map(
    ({ role, content }) => ({ role, content }),
  );
  const userKey = localKey();
  const answerKey = localKey();
  const meta: AnswerMeta = { mode, detected, ...(fallback ? { fallback } : {}) };
  const patch = (key: string, change: Partial<ChatMessage>) =>
    updateMessages(conversationId, (messages) =>
      messages.map((message) => (message.key === key ? { ...message, ...change } : message)),
    );
  const patchAnswer = (change: Partial<ChatMessage>) => patch(answerKey, change);

  updateMessages(conversationId, (messages) => [
    ...messages,
    { ...newMessage(userKey, 'user'), content: text },
    { ...newMessage(answerKey, 'assistant'), meta: { ...meta }, status: 'thinking', live: true },
  ]);

  // Step 4: the user message is saved first.
  try {
    const saved = await saveMessage(conversationId, {
      role: 'user',
      content: text,
      metadata: { mode, detected },
    });
    patch(userKey, { id: saved.id });
    current.onMessageSaved(conversationId, saved, rolesWith(stored, saved));
  } catch (error) {
    patchAnswer({ status: 'failed', failure: failureFromError(error), live: false });
    if (isMessageLimitError(error)) current.onMessageLimit();
    return;
  }
  if (controller.signal.aborted) {
    patchAnswer({ status: 'stopped', live: false });
    return;
  }

  const answer = await streamAnswer(
    {
      mode,
      text,
      conversationId,
      context,
      meta,
      // The search belongs to the question (the server files it under the question's id too).
      onWebSearch: (webSearch) => patch(userKey, { webSearch }),
    },
    patchAnswer,
    current,
    controller.signal,
  );
  // Step 7: the balance changed (a charge, or a refund) once the server was asked; the stream says
  // to what, when it can.
  tools.announceBalance(answer.balance);

  const { outcome, content } = answer;
  if (outcome === 'failed') {
    patchAnswer({ content, status: 'failed', failure: answer.failure, live: false });
    // Text had come (and was paid for) before the failure: it is kept, as an interrupted answer.
    if (content.trim() === '') return;
  } else if (outcome === 'stopped') {
    // Step 6: the partial text is kept as the answer, shown whole at once.
    meta.stopped = true;
    patchAnswer({ status: 'stopped', live: false, meta: { ...meta } });
    if (content.trim() === '') return;
  } else {
    // The stream checked the citations: the chips read its check instead of posting the answer back.
    if (answer.citationChecks) {
      primeCitationChecks(
        tools.queryClient,
        { key: answerKey, content, citations: answer.citations },
        answer.citationChecks,
      );
    }
    patchAnswer({ status: 'complete' });
  }

  // Step 5: the answer is saved and its id attached (like and dislike need it). One cut short is
  // saved as interrupted, so 'Risposta interrotta.' shows again after a reload.
  try {
    const { citations, expandedQuery } = answer;
    const metadata = {
      ...meta,
      ...(citations ? { citations } : {}),
      ...(expandedQuery ? { expandedQuery } : {}),
    };
    const interrupted = outcome !== 'completed';
    const saved = await saveMessage(conversationId, {
      role: 'assistant',
      content,
      metadata,
      ...(interrupted ? { interrupted } : {}),
    });
    patchAnswer({ id: saved.id });
    current.onMessageSaved(conversationId, saved, rolesWith(stored, saved));
  } catch (error) {
    // A failed stream already shows its own failure.
    if (outcome === 'failed') return;
    const failure = failureFromError(error);
    patchAnswer({ failure: { ...failure, text: `Risposta non salvata. ${failure.text}` } });
    return;
  }
  if (outcome === 'completed') {
    void logAnswer({ mode, question: text, answer: content, searchResultsCount: answer.searchResultsCount });
  }
}

/** The send flow of spec 1 §4 "Sending a message", steps 1–7. */
export function useSendMessage(deps: SendMessageDeps): SendMessage {
  const queryClient = useQueryClient();
  const announceBalance = useAnnounceBalance();
  const toolsRef = useRef<ExchangeTools>({ queryClient, announceBalance });
  toolsRef.current = { queryClient, announceBalance };
  const [answering, setAnswering] = useState(false);
  const inFlightRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;

  useEffect(() => () => abortRef.current?.abort(), []);

  const stop = useCallback(() => {
    abortRef.current?.abort();
  }, []);

  const run = useCallback(async (text: string, current: SendMessageDeps) => {
    try {
      let conversationId: number;
      try {
        conversationId = current.conversationId ?? (await current.ensureConversation());
      } catch {
        return; // The conversations hook has told the user.
      }
      const controller = new AbortController();
      abortRef.current = controller;
      await exchange(conversationId, text, current, controller, toolsRef.current);
    } finally {
      inFlightRef.current = false;
      abortRef.current = null;
      setAnswering(false);
    }
  }, []);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const current = depsRef.current;
      if (!text || inFlightRef.current) return false;
      if (repeatsAnsweredQuestion(current.messages, text)) {
        current.onRepeatedQuestion();
        return false;
      }
      if (
        resolveMode(current.selection, text, current.webSearchAvailable, current.generativeAvailable).mode ===
          'rag' &&
        lacksSelectedDocuments(current.legalDatabase)
      ) {
        current.onLegalDatabaseIncomplete();
        return false;
      }
      if (conversationIsFull(countedMessages(current.messages))) {
        current.onMessageLimit();
        return false;
      }
      inFlightRef.current = true;
      setAnswering(true);
      void run(text, current);
      return true;
    },
    [run],
  );

  return { send, stop, answering };
}
