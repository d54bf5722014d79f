import type {
  AdminDateRangeQuery,
  ChatActivityDay,
  ChatModeUsageRow,
  DocumentUploadsRow,
  LlmPricingStatus,
  LlmTokensRow,
  UserSpendingRow,
} from '@brocardo/shared';
import { pricesFromConfig } from '../../ai/pricing';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { percentOf } from './analytics-period';
import { costUnits, dollarAmount, dollars } from './exact-costs';
import { createUsageMetricsRepo, type DayRange, type SpendingTotals } from './usage-metrics.repo';

export interface UsageMetricsDeps {
  db: Database;
  config: Pick<
    Config,
    | 'POINTS_TIME_ZONE'
    | 'LLM_PRICE_INPUT_CACHE_HIT'
    | 'LLM_PRICE_INPUT_CACHE_MISS'
    | 'LLM_PRICE_INPUT_CACHE_WRITE'
    | 'LLM_PRICE_OUTPUT'
    | 'LLM_BASE_URL'
    | 'LLM_MODEL'
  >;
}

/** cached ÷ prompt × 100, one decimal; 0 without prompt tokens. */
export function cacheHitPercentage(cached: number, prompt: number): number {
  return percentOf(cached, prompt, 1);
}

function presentSpending(row: SpendingTotals): UserSpendingRow {
  const hit = costUnits(row.costCacheHit);
  const miss = costUnits(row.costCacheMiss);
  const write = costUnits(row.costCacheWrite);
  const output = costUnits(row.costOutput);
  const total = hit + miss + write + output;
  const tokens = row.promptTokens + row.completionTokens;
  return {
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    case_strategy_count: row.caseStrategies,
    legal_document_count: row.legalDocuments,
    legal_document_enhanced_count: row.legalDocumentsEnhanced,
    total_feature_usage: row.caseStrategies + row.legalDocuments,
    total_requests: row.requests,
    total_prompt_tokens: row.promptTokens,
    total_cached_prompt_tokens: row.cachedPromptTokens,
    total_cache_write_tokens: row.cacheWritePromptTokens,
    total_completion_tokens: row.completionTokens,
    cache_hit_percentage: cacheHitPercentage(row.cachedPromptTokens, row.promptTokens),
    total_cost_cache_hit: dollarAmount(hit),
    total_cost_cache_miss: dollarAmount(miss),
    total_cost_cache_write: dollarAmount(write),
    total_cost_output: dollarAmount(output),
    total_cost: dollarAmount(total),
    total_cost_cache_hit_formatted: dollars(hit, 4),
    total_cost_cache_miss_formatted: dollars(miss, 4),
    total_cost_cache_write_formatted: dollars(write, 4),
    total_cost_output_formatted: dollars(output, 4),
    total_cost_formatted: dollars(total, 4),
    // Per request and per 1,000 tokens of the exact total; 0 with nothing to divide by.
    cost_per_request_formatted: dollars(row.requests > 0 ? total : 0n, 6, BigInt(Math.max(row.requests, 1))),
    cost_per_1k_tokens_formatted: dollars(tokens > 0 ? total * 1000n : 0n, 6, BigInt(Math.max(tokens, 1))),
  };
}

/**
 * Usage Analytics and User Spending (spec 2 §2.6, §3): per-user aggregates of the server's own
 * records over inclusive days in POINTS_TIME_ZONE. The chat figures count the activity records
 * written for each answered question; tokens and costs come from the usage records, whose costs
 * were fixed with the prices in force when each call was made.
 */
export function createUsageMetricsService({ db, config }: UsageMetricsDeps) {
  const repo = createUsageMetricsRepo(db);
  const daysOf = (query: AdminDateRangeQuery): DayRange => ({
    from: query.date_from,
    to: query.date_to,
    timeZone: config.POINTS_TIME_ZONE,
  });

  return {
    async documentUploads(query: AdminDateRangeQuery): Promise<DocumentUploadsRow[]> {
      const rows = await repo.documentUploads(daysOf(query));
      return rows.map((row) => ({ user_id: row.userId, user_name: row.userName, upload_count: row.uploads }));
    },

    async chatModeUsage(query: AdminDateRangeQuery): Promise<ChatModeUsageRow[]> {
      const rows = await repo.chatModes(daysOf(query));
      return rows.map((row) => ({
        user_id: row.userId,
        user_name: row.userName,
        rag_mode_count: String(row.rag),
        simple_chat_count: String(row.standard),
        web_search_count: String(row.websearch),
        web_and_rag_count: String(row.webAndRag),
      }));
    },

    async llmTokensPerUser(query: AdminDateRangeQuery): Promise<LlmTokensRow[]> {
      const rows = await repo.tokens(daysOf(query));
      return rows.map((row) => ({
        user_id: row.userId,
        user_name: row.userName,
        total_prompt_tokens: row.promptTokens,
        total_completion_tokens: row.completionTokens,
      }));
    },

    async chatActivity(query: AdminDateRangeQuery): Promise<ChatActivityDay[]> {
      const days = await repo.chatActivityByDay(daysOf(query));
      return days.map(({ day, standard, rag, websearch }) => ({ date: day, standard, rag, websearch }));
    },

    async userSpending(query: AdminDateRangeQuery): Promise<UserSpendingRow[]> {
      return (await repo.spending(daysOf(query))).map(presentSpending);
    },

    /**
     * The prices new usage records are costed with (cache writes at the miss price unless set). No
     * model is named when no endpoint is configured: the extractive responder costs nothing.
     */
    pricing(): LlmPricingStatus {
      const prices = pricesFromConfig(config);
      return {
        configured: Object.values(prices).some((price) => price > 0),
        currency: 'USD',
        prices: {
          input_cache_hit: prices.inputCacheHit,
          input_cache_miss: prices.inputCacheMiss,
          input_cache_write: prices.inputCacheWrite,
          output: prices.output,
        },
        model: config.LLM_BASE_URL ? config.LLM_MODEL : null,
      };
    },
  };
}

export type UsageMetricsService = ReturnType<typeof createUsageMetricsService>;
