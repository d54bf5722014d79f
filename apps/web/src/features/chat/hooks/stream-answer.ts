import type { ChatMode, CheckedCitation, MessageRole, PointsInfo, WebSearchData } from '@brocardo/shared';
import { isApiError } from '../../../lib/api-client';
import type { ActiveDocument } from '../../documents';
import type { LegalDatabaseConfig } from '../../legal-db';
import { readPointsInfo } from '../../points';
import { webSearchFromEvent } from '../../web-search';
import { streamChat } from '../api/chat-stream';
import { buildChatRequest, chatEndpoint } from '../chat-modes';
import type { AnswerMeta, ChatFailure, ChatMessage, Citation } from '../message-model';
import {
  failureFromError,
  failureFromEvent,
  failureFromWebSearch,
  isAbortError,
  isMessageLimitError,
} from './chat-failures';

export type Outcome = 'completed' | 'stopped' | 'failed';
export type ContextMessage = { role: MessageRole; content: string };

/** What the stream needs from the send flow besides the question. */
export interface StreamDeps {
  legalDatabase: LegalDatabaseConfig;
  /** The active, ready personal documents the question is asked over. */
  userDocuments: readonly ActiveDocument[];
  onInsufficientPoints(info: PointsInfo | null): void;
  onMessageLimit(): void;
}

export interface StreamedAnswer {
  outcome: Outcome;
  content: string;
  failure: ChatFailure | null;
  searchResultsCount: number;
  /** The sources the model was given (Database Legale); saved with the answer for verification. */
  citations?: Citation[];
  /** The question as Database Legale read it (Ricerca Intelligente IA); saved with the answer. */
  expandedQuery?: string;
  /** The stream's check of the answer's citations (citation_checks), when it sent one. */
  citationChecks?: CheckedCitation[];
  /**
   * The balance once the question is settled, as the stream told it (done, or the error event's
   * refund over response_info's); null when it cannot be known (stopped, connection lost).
   */
  balance: number | null;
}

/** Streams the answer into the bubble (through `patch`) until the end, a failure or Stop. */
export async function streamAnswer(
  request: {
    mode: ChatMode;
    text: string;
    conversationId: number;
    context: ContextMessage[];
    meta: AnswerMeta;
    /** The question's web search arrived (results, or its failure). */
    onWebSearch(webSearch: WebSearchData): void;
  },
  patch: (change: Partial<ChatMessage>) => void,
  current: StreamDeps,
  signal: AbortSignal,
): Promise<StreamedAnswer> {
  const { mode, text, conversationId, context, meta, onWebSearch } = request;
  const answer: StreamedAnswer = {
    outcome: 'completed',
    content: '',
    failure: null,
    searchResultsCount: 0,
    balance: null,
  };
  // response_info's balance (after the charge) and the points the question was charged.
  let charged: { balance: number; points: number } | null = null;
  try {
    const { legalDatabase, userDocuments } = current;
    const body = buildChatRequest(mode, text, conversationId, context, legalDatabase, userDocuments);
    for await (const event of streamChat(chatEndpoint(mode, userDocuments), body, signal)) {
      if (event.type === 'delta') {
        answer.content += event.content;
        patch({ content: answer.content, status: 'streaming' });
      } else if (event.type === 'response_info') {
        charged = { balance: event.balance, points: event.points_charged };
        Object.assign(meta, {
          mode: event.mode,
          provider: event.provider,
          extractive: event.extractive,
          model: event.model,
        });
        patch({ meta: { ...meta } });
      } else if (event.type === 'expanded_query') {
        answer.expandedQuery = event.content;
        patch({ expandedQuery: event.content });
      } else if (event.type === 'citations') {
        answer.citations = event.citations;
        patch({ citations: event.citations });
      } else if (event.type === 'web_search_results') {
        answer.searchResultsCount = event.results.length;
        onWebSearch(webSearchFromEvent(event, text));
        const webFailure = failureFromWebSearch(event);
        if (webFailure) patch({ failure: webFailure });
      } else if (event.type === 'citation_checks') {
        answer.citationChecks = event.citations;
      } else if (event.type === 'done') {
        answer.balance = event.balance;
      } else if (event.type === 'error') {
        answer.failure = failureFromEvent(event);
        if (charged) answer.balance = charged.balance + (event.refunded ? charged.points : 0);
      }
    }
    if (answer.failure) answer.outcome = 'failed';
  } catch (error) {
    answer.balance = null;
    if (signal.aborted || isAbortError(error)) answer.outcome = 'stopped';
    else {
      answer.outcome = 'failed';
      answer.failure = failureFromError(error);
      if (isApiError(error) && error.status === 402) {
        const info = readPointsInfo(error);
        // Refused before any charge: the balance is the one the refusal states.
        answer.balance = info?.current_balance ?? null;
        current.onInsufficientPoints(info);
      }
      if (isMessageLimitError(error)) current.onMessageLimit();
    }
  }
  return answer;
}
