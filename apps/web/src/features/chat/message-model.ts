import {
  CHAT_MODES,
  type ChatMode,
  type CitationsEvent,
  citationsEvent,
  type FeedbackRating,
  type MessageResource,
  type MessageRole,
  messagesTowardsLimit,
  type WebSearchData,
} from '@brocardo/shared';
import { isRecord } from '../../lib/records';
import type { FriendlyError } from './friendly-errors';

/** Who wrote an answer and in which mode; stored as the assistant message's metadata. */
export interface AnswerMeta {
  mode?: ChatMode;
  /** True when the mode was detected automatically from the question. */
  detected?: boolean;
  provider?: 'openai' | 'extractive';
  extractive?: boolean;
  model?: string | null;
  /** True when the user stopped the answer: what is stored is the partial text. */
  stopped?: boolean;
  /** Detected as a web search, sent to Database Legale instead, and why (see resolveMode). */
  fallback?: ModeFallback;
}

/** Why an automatic question detected as a web search went to Database Legale. */
/**
 * Why an automatic question went to Database Legale instead of the mode detected: no web search
 * service, too long for a web search, or a Standard question where no model can answer it.
 */
export type ModeFallback = 'unconfigured' | 'too-long' | 'no-model';
const MODE_FALLBACKS: readonly string[] = ['unconfigured', 'too-long', 'no-model'];

export type MessageStatus = 'complete' | 'thinking' | 'streaming' | 'stopped' | 'failed';

export interface ChatFailure {
  /** The spec's text ('Server error: 503 - …', 'An error occurred: …', the stream's message). */
  text: string;
  friendly: FriendlyError;
}

export type Citation = CitationsEvent['citations'][number];

/** A message as the chat screen shows it: stored ones, and the exchange under way. */
export interface ChatMessage {
  /** Stable React key: 'm<id>' for stored messages, a local key for new ones. */
  key: string;
  /** The server id; null until saved (like/dislike need it). */
  id: number | null;
  role: MessageRole;
  content: string;
  rating: FeedbackRating | null;
  meta: AnswerMeta;
  status: MessageStatus;
  failure: ChatFailure | null;
  /** Typed in by the reveal (an answer streamed in this session); loaded ones show whole. */
  live: boolean;
  /** The expanded query of Database Legale (Ricerca Intelligente IA). */
  expandedQuery?: string;
  citations?: Citation[];
  /** A question's web search, from its stream (stored ones come from GET …/web-search-data). */
  webSearch?: WebSearchData;
}

function readMeta(metadata: Record<string, unknown> | null): AnswerMeta {
  if (!isRecord(metadata)) return {};
  const meta: AnswerMeta = {};
  const mode = metadata.mode;
  if (typeof mode === 'string' && (CHAT_MODES as readonly string[]).includes(mode))
    meta.mode = mode as ChatMode;
  if (typeof metadata.detected === 'boolean') meta.detected = metadata.detected;
  if (metadata.provider === 'openai' || metadata.provider === 'extractive') meta.provider = metadata.provider;
  if (typeof metadata.extractive === 'boolean') meta.extractive = metadata.extractive;
  if (typeof metadata.model === 'string' || metadata.model === null) meta.model = metadata.model;
  if (metadata.stopped === true) meta.stopped = true;
  // Answers stored before the Standard fallback name it `webSearchFallback`.
  const fallback = metadata.fallback ?? metadata.webSearchFallback;
  if (typeof fallback === 'string' && MODE_FALLBACKS.includes(fallback))
    meta.fallback = fallback as ModeFallback;
  return meta;
}

/** The sources of a stored answer (its metadata `citations`, saved with it), when valid. */
function readCitations(metadata: Record<string, unknown> | null): Citation[] | undefined {
  if (!isRecord(metadata) || metadata.citations === undefined) return undefined;
  const parsed = citationsEvent.shape.citations.safeParse(metadata.citations);
  return parsed.success ? parsed.data : undefined;
}

/** The Ricerca Intelligente IA of a stored answer (its metadata `expandedQuery`), when there is one. */
function readExpandedQuery(metadata: Record<string, unknown> | null): string | undefined {
  if (!isRecord(metadata) || typeof metadata.expandedQuery !== 'string') return undefined;
  return metadata.expandedQuery.trim() || undefined;
}

/** A stored message (GET /api/conversations/{id}) for the screen. */
export function fromResource(resource: MessageResource): ChatMessage {
  const answer = resource.role === 'assistant';
  const citations = answer ? readCitations(resource.metadata) : undefined;
  const expandedQuery = answer ? readExpandedQuery(resource.metadata) : undefined;
  return {
    key: `m${resource.id}`,
    id: resource.id,
    role: resource.role,
    content: resource.content,
    rating: resource.feedback?.rating ?? null,
    meta: readMeta(resource.metadata),
    // An answer cut short (Stop, or a stream that failed mid-way) keeps its 'Risposta interrotta.'.
    status: resource.role === 'assistant' && resource.interrupted ? 'stopped' : 'complete',
    failure: null,
    live: false,
    ...(citations ? { citations } : {}),
    ...(expandedQuery ? { expandedQuery } : {}),
  };
}

let nextLocalKey = 1;
export function localKey(): string {
  const key = `local-${nextLocalKey}`;
  nextLocalKey += 1;
  return key;
}

/** The messages on screen: system messages are hidden (spec 1 §3). */
export function visibleMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => message.role !== 'system');
}

/**
 * What the 50-message limit counts, as the server does: the stored answers and the stored questions
 * that received one (a question refused before any answer does not count).
 */
export function countedMessages(messages: readonly ChatMessage[]): number {
  return messagesTowardsLimit(
    messages.filter((message) => message.id !== null).map((message) => message.role),
  );
}

/** Whether the answer is labelled extractive ('Risposta estrattiva…'). */
export function isExtractive(meta: AnswerMeta): boolean {
  return meta.extractive === true || meta.provider === 'extractive';
}
