import {
  adminDateRangeQueryChecked,
  chatActivityResponse,
  chatModeUsageResponse,
  documentUploadsResponse,
  llmTokensResponse,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsageMetricsService } from './usage-metrics.service';

/** Registered inside the /api/admin scope, whose guard runs first. */
export const usageMetricsRoutes: FastifyPluginAsyncZod<{ usageMetrics: UsageMetricsService }> = async (
  admin,
  { usageMetrics },
) => {
  const over = <T>(response: T) => ({
    schema: { querystring: adminDateRangeQueryChecked, response: { 200: response } },
  });

  admin.get('/usage-metrics/document-uploads', over(documentUploadsResponse), async (request) =>
    usageMetrics.documentUploads(request.query),
  );
  admin.get('/usage-metrics/chat-mode-usage', over(chatModeUsageResponse), async (request) =>
    usageMetrics.chatModeUsage(request.query),
  );
  admin.get('/usage-metrics/llm-tokens/per-user', over(llmTokensResponse), async (request) =>
    usageMetrics.llmTokensPerUser(request.query),
  );
  admin.get('/usage-metrics/chat-activity', over(chatActivityResponse), async (request) =>
    usageMetrics.chatActivity(request.query),
  );
};
