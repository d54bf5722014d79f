import { z } from '../zod-it';

/**
 * The usage-log action types the case strategy screen sends (spec 2 §7), through
 * POST /api/user-activities: the only types that call accepts.
 */
export const USER_ACTIVITY_TYPES = [
  'CASE_STRATEGIES_LOADED',
  'CASE_STRATEGY_CREATE_ATTEMPT',
  'CASE_SELECTED',
  'CASE_ANALYSIS_REGENERATE_ATTEMPT',
  'CASE_ANALYSIS_REGENERATED',
  'CASE_EDIT_MODE_ENABLED',
  'CASE_EDIT_SAVE_AND_REGENERATE',
] as const;
export type UserActivityType = (typeof USER_ACTIVITY_TYPES)[number];

/** Activity types (spec 2 §3 Activity record, and the screen's usage log). */
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
  // What the client's own logging calls report (spec 1 §7 Logging), kept apart from the CHAT_*
  // records the server writes while answering, so the client's word never counts a question twice.
  'CLIENT_SIMPLE_CHAT_REPORTED',
  'CLIENT_WEB_SEARCH_REPORTED',
  // GDPR self-service (issue 27): the user downloaded their data; the account was erased.
  'ACCOUNT_DATA_EXPORTED',
  'ACCOUNT_ERASED',
  ...USER_ACTIVITY_TYPES,
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

/** The JSON text of a usage log's details: at most this many characters. */
export const USER_ACTIVITY_DETAILS_MAX_LENGTH = 4_000;

/** The details as JSON text (spec 2 §7): an object, e.g. component name, timestamp and extras. */
const activityDetails = z
  .string()
  .max(
    USER_ACTIVITY_DETAILS_MAX_LENGTH,
    `I dettagli possono contenere al massimo ${USER_ACTIVITY_DETAILS_MAX_LENGTH} caratteri.`,
  )
  .transform((text, context) => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'I dettagli devono essere un oggetto JSON valido.' });
    return z.NEVER;
  });

/** POST /api/user-activities: one of the screen's usage-log types and its details (JSON text). */
export const userActivityRequest = z.object({
  action_type: z.enum(USER_ACTIVITY_TYPES, 'Tipo di attività non riconosciuto.'),
  details: activityDetails.optional(),
});
export type UserActivityRequest = z.infer<typeof userActivityRequest>;

export const loggedResponse = z.object({ success: z.literal(true) });
