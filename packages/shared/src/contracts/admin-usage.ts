import { z } from '../zod-it';
import { adminDateRangeQuery, DATE_RANGE_INVERTED, dateRangeInOrder } from './admin-period';
import { adminPageQuery, paginated } from './pagination';

/**
 * Usage Analytics and User Spending (spec 2 §2.6, §3, §7): per-user rows computed by the server from
 * its own records (usage records, documents, the generator's and the simulator's tables) over
 * ?date_from=&date_to= (inclusive days in POINTS_TIME_ZONE). Users with nothing in the period are
 * left out; rows come heaviest first.
 */

/** GET /api/admin/usage-metrics/document-uploads: personal documents uploaded in the period. */
export const documentUploadsRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  upload_count: z.number().int(),
});
export const documentUploadsResponse = z.array(documentUploadsRow);
export type DocumentUploadsRow = z.infer<typeof documentUploadsRow>;

/**
 * GET /api/admin/usage-metrics/chat-mode-usage: answered questions per mode, as numeric strings (the
 * spec's shape). RAG = Database Legale, Simple = Standard, Web Search = Ricerca Web; Web + RAG =
 * Ricerca Web answers that also drew on the user's own documents.
 */
const numericString = z.string().regex(/^\d+$/);
export const chatModeUsageRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  rag_mode_count: numericString,
  simple_chat_count: numericString,
  web_search_count: numericString,
  web_and_rag_count: numericString,
});
export const chatModeUsageResponse = z.array(chatModeUsageRow);
export type ChatModeUsageRow = z.infer<typeof chatModeUsageRow>;

/** GET /api/admin/usage-metrics/llm-tokens/per-user: every metered model call of the period. */
export const llmTokensRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  total_prompt_tokens: z.number().int(),
  total_completion_tokens: z.number().int(),
});
export const llmTokensResponse = z.array(llmTokensRow);
export type LlmTokensRow = z.infer<typeof llmTokensRow>;

/**
 * GET /api/admin/usage-metrics/chat-activity (beyond the spec, the Chat Activity tab): answered
 * questions per calendar day and mode, days in order, days without questions left out.
 */
export const chatActivityDay = z.object({
  date: z.string(),
  standard: z.number().int(),
  rag: z.number().int(),
  websearch: z.number().int(),
});
export const chatActivityResponse = z.array(chatActivityDay);
export type ChatActivityDay = z.infer<typeof chatActivityDay>;

/**
 * Spec 2 §3 User spending row, GET /api/admin/usage-metrics/user-spending: exactly the spec's fields.
 * Costs are in the provider's currency (USD for most), from the configured prices per million tokens;
 * *_formatted are '$' and 4 decimals ('$0.0123'), per request and per 1K tokens 6 decimals.
 * cache_hit_percentage = cached input tokens ÷ input tokens × 100, one decimal (0 when no input).
 * total_cost = cache hit + cache miss + cache write + output.
 */
export const userSpendingRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  case_strategy_count: z.number().int(),
  legal_document_count: z.number().int(),
  legal_document_enhanced_count: z.number().int(),
  total_feature_usage: z.number().int(),
  total_requests: z.number().int(),
  cache_hit_percentage: z.number(),
  total_cost: z.number(),
  total_cost_cache_hit_formatted: z.string(),
  total_cost_cache_miss_formatted: z.string(),
  total_cost_output_formatted: z.string(),
  total_cost_formatted: z.string(),
  cost_per_request_formatted: z.string(),
  cost_per_1k_tokens_formatted: z.string(),
});
export const userSpendingResponse = z.array(userSpendingRow);
export type UserSpendingRow = z.infer<typeof userSpendingRow>;

/**
 * The spending row with what the tab and its CSV add (beyond the spec): tokens by kind, each cost as
 * a number, and cache writes (priced apart). GET /api/admin/usage-metrics/user-spending/detailed has
 * every user's (the CSV export); the paginated call a page of them.
 */
export const userSpendingDetail = userSpendingRow.extend({
  total_prompt_tokens: z.number().int(),
  total_cached_prompt_tokens: z.number().int(),
  total_cache_write_tokens: z.number().int(),
  total_completion_tokens: z.number().int(),
  total_cost_cache_hit: z.number(),
  total_cost_cache_miss: z.number(),
  total_cost_cache_write: z.number(),
  total_cost_output: z.number(),
  total_cost_cache_write_formatted: z.string(),
});
export const userSpendingDetailResponse = z.array(userSpendingDetail);
export type UserSpendingDetail = z.infer<typeof userSpendingDetail>;

/** The User Spending tab shows this many users per page. */
export const USER_SPENDING_PER_PAGE = 20;

/**
 * GET /api/admin/usage-metrics/user-spending/paginated (beyond the spec, what the tab calls): the
 * detailed rows in user-spending's order, a page at a time, with the summary cards' figures over every
 * row of the period. With 10,000 users the whole detailed list is 8 MB of JSON and as many table rows;
 * a page is 20.
 */
export const userSpendingPageQuery = adminPageQuery
  .extend({ per_page: z.coerce.number().int().min(1).max(100).default(USER_SPENDING_PER_PAGE) })
  .extend(adminDateRangeQuery.shape)
  .refine(dateRangeInOrder, { path: ['date_to'], message: DATE_RANGE_INVERTED });
export type UserSpendingPageQuery = z.infer<typeof userSpendingPageQuery>;

/**
 * The summary cards (spec 2 §2.6) over every row of the period: Active Users (rows), Total Spending
 * (sum of total_cost, exact, '$' and 4 decimals), Case Strategies, Legal Documents (documents plus
 * enhanced); total_cost_cache_write tells whether the cache-write column has anything to show.
 */
export const userSpendingSummary = z.object({
  active_users: z.number().int(),
  total_cost: z.number(),
  total_cost_formatted: z.string(),
  total_cost_cache_write: z.number(),
  case_strategies: z.number().int(),
  legal_documents: z.number().int(),
});
export type UserSpendingSummary = z.infer<typeof userSpendingSummary>;

export const userSpendingPage = paginated(userSpendingDetail).extend({ summary: userSpendingSummary });
export type UserSpendingPage = z.infer<typeof userSpendingPage>;

/**
 * GET /api/admin/usage-metrics/pricing (beyond the spec): whether costs can be computed at all. With
 * no price configured every cost is 0 and the portal says so instead of showing $0.0000 as a fact.
 */
export const llmPricingStatus = z.object({
  configured: z.boolean(),
  currency: z.string(),
  /** Per million tokens. */
  prices: z.object({
    input_cache_hit: z.number(),
    input_cache_miss: z.number(),
    input_cache_write: z.number(),
    output: z.number(),
  }),
  model: z.string().nullable(),
});
export type LlmPricingStatus = z.infer<typeof llmPricingStatus>;
