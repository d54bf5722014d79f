import { CHAT_INPUT_MAX_LENGTH, CONTEXT_MESSAGE_COUNT } from '../rules/chat';
import { z } from '../zod-it';
import { messageRole } from './conversations';
import { checkedCitation } from './legal-db';
import { webSearchResult } from './web-search';

const MESSAGE_REQUIRED = 'Il messaggio non può essere vuoto';
const tooLong = (max: number) => `Il messaggio non può superare i ${max} caratteri`;

const contextMessage = z.object({ role: messageRole, content: z.string().max(100_000) });
const documentRef = z.object({
  identifier: z.union([z.string().max(200), z.number()]).transform(String),
  name: z.string().max(500).optional(),
  type: z.enum(['user', 'system']).optional(),
});
const chunkCount = z.coerce.number().int().min(0).max(100);
const threshold = z.coerce.number().min(0).max(1);

/**
 * The body of every streamed chat endpoint (spec 1 §3 Chat request fields). `message` or `query`
 * carries the question. With `conversation_id`, the server builds the context from the stored
 * conversation (which must be the caller's); `context` is used only without it.
 * The retrieval fields are read by the Database Legale, web-search and documents pipelines.
 */
export const chatRequest = z
  .object({
    message: z.string().optional(),
    query: z.string().optional(),
    conversation_id: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
    context: z.array(contextMessage).max(200).optional(),
    useWebSearch: z.boolean().optional(),
    enabledUserDocuments: z.array(documentRef).max(20).optional(),
    userDocumentMinChunks: chunkCount.optional(),
    userDocumentMaxChunks: chunkCount.optional(),
    userDocumentSemanticThreshold: threshold.optional(),
    userDocumentForceMinChunks: z.boolean().optional(),
    disableGeneralDatabase: z.boolean().optional(),
    queryMode: z.enum(['all', 'specific']).optional(),
    selectedDocuments: z.array(documentRef).max(200).optional(),
    minChunks: chunkCount.optional(),
    maxChunks: chunkCount.optional(),
    semanticThreshold: threshold.optional(),
    forceMinChunks: z.boolean().optional(),
    enableQueryEnrichment: z.boolean().optional(),
  })
  .transform((value, context) => {
    const text = (value.message ?? value.query ?? '').trim();
    if (!text) {
      context.addIssue({ code: 'custom', path: ['message'], message: MESSAGE_REQUIRED });
      return z.NEVER;
    }
    if (Array.from(text).length > CHAT_INPUT_MAX_LENGTH) {
      context.addIssue({ code: 'custom', path: ['message'], message: tooLong(CHAT_INPUT_MAX_LENGTH) });
      return z.NEVER;
    }
    return { ...value, text };
  });
export type ChatRequest = z.input<typeof chatRequest>;
export type ParsedChatRequest = z.output<typeof chatRequest>;

export const CONTEXT_LIMIT = CONTEXT_MESSAGE_COUNT;

/** Model text, as OpenAI-style chunks (spec 1 §7): `choices[0].delta.content`. */
export const chatDeltaChunk = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({ content: z.string().optional(), role: z.string().optional() }),
      finish_reason: z.string().nullable(),
    }),
  ),
});
export type ChatDeltaChunk = z.infer<typeof chatDeltaChunk>;

/** First event of every stream: who answers, and the points the question cost. */
export const responseInfoEvent = z.object({
  type: z.literal('response_info'),
  mode: z.enum(['standard', 'rag', 'websearch']),
  /** 'openai' (an OpenAI-compatible model) or 'extractive' (no generative model configured). */
  provider: z.enum(['openai', 'extractive']),
  extractive: z.boolean(),
  model: z.string().nullable(),
  points_charged: z.number().int(),
  balance: z.number().int(),
});
export type ResponseInfoEvent = z.infer<typeof responseInfoEvent>;

/** A failure after the stream started: shown to the user, then the stream ends with [DONE]. */
export const errorEvent = z.object({
  type: z.literal('error'),
  message: z.string(),
  error_code: z.string(),
  /** True when the points of this question were given back. */
  refunded: z.boolean(),
});
export type ErrorEvent = z.infer<typeof errorEvent>;

/** Last event before [DONE] on success: tokens and the final balance. */
export const doneEvent = z.object({
  type: z.literal('done'),
  usage: z.object({
    prompt_tokens: z.number().int(),
    cached_tokens: z.number().int(),
    completion_tokens: z.number().int(),
  }),
  balance: z.number().int(),
});
export type DoneEvent = z.infer<typeof doneEvent>;

export const expandedQueryEvent = z.object({ type: z.literal('expanded_query'), content: z.string() });
export type ExpandedQueryEvent = z.infer<typeof expandedQueryEvent>;

/**
 * How a source given to the model ranks for the question: 'principal' when it clears the relevance
 * bar relative to the best source (shown under "Fonti principali"), 'other' otherwise (folded under
 * "Altre fonti consultate"). Absent on sources that are not ranked (web results, older streams).
 */
export const sourceRelevance = z.enum(['principal', 'other']);
export type SourceRelevance = z.infer<typeof sourceRelevance>;

export const citationEntry = z.object({
  identifier: z.string(),
  source_type: z.string(),
  title: z.string(),
  excerpt: z.string().optional(),
  relevance: sourceRelevance.optional(),
});
export type CitationEntry = z.infer<typeof citationEntry>;
export const citationsEvent = z.object({ type: z.literal('citations'), citations: z.array(citationEntry) });
export type CitationsEvent = z.infer<typeof citationsEvent>;

/** Spec 1 §7 web_search_results fields. */
export const webSearchResultsEvent = z.object({
  type: z.literal('web_search_results'),
  success: z.boolean(),
  results: z.array(webSearchResult),
  answer: z.string().nullable().optional(),
  enhanced_search: z.boolean().optional(),
  search_query: z.string().optional(),
  extracted_keywords: z.string().optional(),
  enhancement_note: z.string().optional(),
  error: z.string().nullable().optional(),
});
export type WebSearchResultsEvent = z.infer<typeof webSearchResultsEvent>;

/**
 * Sent after the answer's text and before `done`: the server's check of the answer's citations
 * against the sources it gave the model (what POST /rag-api/verify-citations would answer for the
 * same text and sources), so the web need not post the answer back.
 */
export const citationChecksEvent = z.object({
  type: z.literal('citation_checks'),
  citations: z.array(checkedCitation),
});
export type CitationChecksEvent = z.infer<typeof citationChecksEvent>;

export const typedStreamEvent = z.discriminatedUnion('type', [
  responseInfoEvent,
  errorEvent,
  doneEvent,
  expandedQueryEvent,
  citationsEvent,
  citationChecksEvent,
  webSearchResultsEvent,
]);
export type TypedStreamEvent = z.infer<typeof typedStreamEvent>;
/** Everything a `data:` line of a chat stream may carry (besides the closing `[DONE]`). */
export type ChatStreamEvent = TypedStreamEvent | ChatDeltaChunk;

export const SSE_DONE = '[DONE]';

/** The text "Risposta estrattiva…" label the UI shows on extractive answers. */
export const EXTRACTIVE_ANSWER_LABEL = 'Risposta estrattiva: nessun modello AI configurato';

/**
 * The AI disclosure shown under the chat's input and in every exported conversation (art. 13
 * L. 132/2025, art. 50 AI Act): answers come from an AI system and the professional checks them.
 */
export const AI_ANSWERS_NOTICE =
  "Le risposte sono generate con l'intelligenza artificiale e possono contenere errori: verifica sempre le fonti prima di usarle.";
/** The same, where a phone has one short line for it. */
export const AI_ANSWERS_NOTICE_SHORT = 'Risposte AI: verifica le fonti.';
/** In their place where no model is configured: the answers quote the sources, extracted by rules. */
export const EXTRACTIVE_ANSWERS_NOTICE =
  'Nessun modello AI è configurato: le risposte riportano estratti delle fonti scelti automaticamente. Verifica sempre le fonti prima di usarle.';
export const EXTRACTIVE_ANSWERS_NOTICE_SHORT = 'Risposte estrattive: verifica le fonti.';

/** GET /api/ai/status: who answers chat questions (the sidebar's AI status card). */
export const aiStatusResponse = z.object({
  provider: z.enum(['openai', 'extractive']),
  model: z.string().nullable(),
  /** Present for the extractive responder: the label its answers carry. */
  extractive_label: z.string().optional(),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponse>;
