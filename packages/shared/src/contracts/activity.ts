import { z } from '../zod-it';

/** Activity types (spec 2 §3 Activity record). */
export const ACTIVITY_TYPES = [
  'CHAT_SIMPLE_INTERACTION',
  'CHAT_RAG_INTERACTION',
  'CHAT_WEB_SEARCH_INTERACTION',
  'LLM_COMPLETION_TOKENS_REPORTED',
  'CASE_STRATEGY_CREATED',
  'LEGAL_DOCUMENT_GENERATED',
  'LEGAL_DOCUMENT_ENHANCED',
  'USER_REGISTRATION',
  'SECURITY_ALERT_GENERATED',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const text = z.string().max(100_000);
const count = z.coerce.number().int().min(0).max(10_000_000);

/** POST /api/log-simple-chat (spec 1 §7 Logging): stored as activity, never used for billing. */
export const logSimpleChatRequest = z.object({
  user_message: text.optional(),
  ai_response: text.optional(),
  message_length: count.optional(),
  response_length: count.optional(),
});
export type LogSimpleChatRequest = z.infer<typeof logSimpleChatRequest>;

/** POST /api/log-web-search. */
export const logWebSearchRequest = logSimpleChatRequest.extend({ search_results_count: count.optional() });
export type LogWebSearchRequest = z.infer<typeof logWebSearchRequest>;

/** POST /api/update-llm-completion-tokens (the spec's client sends 0). */
export const updateCompletionTokensRequest = z.object({
  completion_tokens: count.optional(),
  response_content: text.optional(),
});
export type UpdateCompletionTokensRequest = z.infer<typeof updateCompletionTokensRequest>;

export const loggedResponse = z.object({ success: z.literal(true) });
