import { z } from '../zod-it';
import { pointsDashboard } from './points';
import { subscriptionPlan, upgradeRequest } from './subscription';

/** How many recent items the account summary carries (spec 2 §9: fetch 5, show 5 / 3 / 3). */
export const ACCOUNT_RECENT_TRANSACTIONS = 5;
export const ACCOUNT_RECENT_ITEMS = 5;

export const accountUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  is_admin: z.boolean(),
  email_verified_at: z.string().nullable(),
  tutorial_completed: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUser>;

/**
 * Statistiche di Utilizzo (spec 2 §2.9, §9), counted over everything the user has, not over the five
 * recent items: the enhancement rate is the share of legal documents drafted with AI, the AI usage
 * rate the share of case strategies with a success probability or risk factors; both are rounded
 * percentages, 0 when there is nothing to count.
 */
export const accountUsage = z.object({
  conversations_count: z.number().int(),
  messages_count: z.number().int(),
  user_documents_count: z.number().int(),
  legal_documents_count: z.number().int(),
  legal_documents_enhanced_count: z.number().int(),
  enhancement_rate: z.number().int(),
  case_strategies_count: z.number().int(),
  case_strategies_with_ai_count: z.number().int(),
  ai_usage_rate: z.number().int(),
  /** Points spent since the account was created, net of refunds. */
  total_points_used: z.number().int(),
});
export type AccountUsage = z.infer<typeof accountUsage>;

export const accountRecentLegalDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  document_type: z.string(),
  legal_area: z.string(),
  status: z.string(),
  ai_enhanced: z.boolean(),
  created_at: z.string(),
});
export type AccountRecentLegalDocument = z.infer<typeof accountRecentLegalDocument>;

export const accountRecentCaseStrategy = z.object({
  id: z.number().int(),
  case_title: z.string(),
  case_type: z.string(),
  legal_area: z.string(),
  status: z.string(),
  success_probability: z.number().nullable(),
  created_at: z.string(),
});
export type AccountRecentCaseStrategy = z.infer<typeof accountRecentCaseStrategy>;

/**
 * GET /api/account/summary: everything the account page (/user-details) shows, in one call.
 * `points.recent_transactions` holds the 5 most recent; the two recent lists hold up to 5 each
 * (the page shows 3).
 */
export const accountSummaryResponse = z.object({
  success: z.literal(true),
  user: accountUser,
  points: pointsDashboard,
  plan: subscriptionPlan,
  usage: accountUsage,
  recent_legal_documents: z.array(accountRecentLegalDocument),
  recent_case_strategies: z.array(accountRecentCaseStrategy),
  /** The user's pending plan-change request, if any. */
  pending_upgrade_request: upgradeRequest.nullable(),
});
export type AccountSummaryResponse = z.infer<typeof accountSummaryResponse>;

/** The bounds of the optional conversation retention (days), checked by the database too. */
export const CONVERSATION_RETENTION_MIN_DAYS = 7;
export const CONVERSATION_RETENTION_MAX_DAYS = 3650;

/** GET/PUT /api/account/conversation-retention: null keeps conversations until deleted. */
export const conversationRetentionSetting = z.object({
  conversation_retention_days: z
    .number({ message: 'Il numero di giorni deve essere un numero intero.' })
    .int('Il numero di giorni deve essere un numero intero.')
    .min(
      CONVERSATION_RETENTION_MIN_DAYS,
      `Il numero di giorni deve essere almeno ${CONVERSATION_RETENTION_MIN_DAYS}.`,
    )
    .max(
      CONVERSATION_RETENTION_MAX_DAYS,
      `Il numero di giorni non può superare ${CONVERSATION_RETENTION_MAX_DAYS}.`,
    )
    .nullable(),
});
export type ConversationRetentionSetting = z.infer<typeof conversationRetentionSetting>;

export const conversationRetentionResponse = conversationRetentionSetting.extend({
  success: z.literal(true),
});
export type ConversationRetentionResponse = z.infer<typeof conversationRetentionResponse>;

/** The message of a wrong password on DELETE /api/account (field `password`). */
export const ACCOUNT_ERASE_WRONG_PASSWORD = 'La password non è corretta.';

/** DELETE /api/account: the current password confirms the erasure. */
export const accountEraseRequest = z.object({
  password: z
    .string({ message: 'La password è obbligatoria.' })
    .min(1, 'La password è obbligatoria.')
    .max(200),
});
export type AccountEraseRequest = z.infer<typeof accountEraseRequest>;

export const accountEraseResponse = z.object({ success: z.literal(true), message: z.string() });
export type AccountEraseResponse = z.infer<typeof accountEraseResponse>;

/** The name of the data export's zip: brocardo-dati-<YYYY-MM-DD>.zip (the day in Europe/Rome). */
export function dataExportFilename(day: string): string {
  return `brocardo-dati-${day}.zip`;
}

/** GET /api/account/data-export answers application/zip (declared for the contract's sake). */
export const dataExportZip = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
