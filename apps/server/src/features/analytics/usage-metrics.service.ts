import type {
  AdminDateRangeQuery,
  ChatActivityDay,
  ChatModeUsageRow,
  DocumentUploadsRow,
  LlmTokensRow,
} from '@brocardo/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createUsageMetricsRepo, type DayRange } from './usage-metrics.repo';

export interface UsageMetricsDeps {
  db: Database;
  config: Pick<Config, 'POINTS_TIME_ZONE'>;
}

/**
 * Usage Analytics (spec 2 §2.6, §3): per-user aggregates of the server's own
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
  };
}

export type UsageMetricsService = ReturnType<typeof createUsageMetricsService>;
