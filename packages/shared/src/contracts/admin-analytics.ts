import { POINTS_ACTIONS } from '../rules/points';
import { z } from '../zod-it';

/**
 * Feature Analytics and Points Analytics (spec 2 §2.6, §3). Both calls take the optional
 * ?date_from=&date_to= of the usage calls (inclusive days in POINTS_TIME_ZONE); absent: all time.
 * Dates in the `usage_over_time` maps are 'YYYY-MM-DD' in POINTS_TIME_ZONE, keys in ascending order.
 */

const countMap = z.record(z.string(), z.number().int());

/** GET /api/admin/analytics/features. */
export const featureAnalyticsResponse = z.object({
  case_strategy: z.object({
    total_created: z.number().int(),
    /** Strategies with an AI analysis (a probability or risk factors), and their share (0–100, rounded). */
    ai_analysis_usage: z.object({ with_ai: z.number().int(), ai_usage_percentage: z.number() }),
    /** By the strategy's legal area as the user wrote it (trimmed; blank: 'non indicata'). */
    usage_by_legal_area: countMap,
    usage_over_time: countMap,
  }),
  legal_document: z.object({
    total_generated: z.number().int(),
    /** Documents drafted with AI (Base or Avanzata), and their share (0–100, rounded). */
    ai_enhancement_usage: z.object({ enhanced: z.number().int(), ai_generation_percentage: z.number() }),
    usage_by_document_type: countMap,
    usage_over_time: countMap,
  }),
  /** The heaviest users of the two features (at most 10), by strategies + documents. */
  topUsers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      caseStrategyCount: z.number().int(),
      legalDocumentCount: z.number().int(),
      totalTokens: z.number().int(),
      totalCost: z.number(),
    }),
  ),
  /** The latest strategies and documents (at most 20), newest first. */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      user_name: z.string(),
      feature: z.enum(['case_strategy', 'legal_document']),
      action: z.string(),
      /** The model's tokens for it; null when no model was called. */
      tokens: z.number().int().nullable(),
    }),
  ),
});
export type FeatureAnalytics = z.infer<typeof featureAnalyticsResponse>;

const featureTokens = z.object({
  total_tokens: z.number().int(),
  total_cost: z.number(),
  total_requests: z.number().int(),
});

/** GET /api/admin/analytics/features/llm-token-usage: model usage of the simulator and the generator. */
export const featureTokenUsageResponse = z.object({
  case_strategy_tokens: featureTokens,
  legal_document_tokens: featureTokens,
  /** Per day, ascending (beyond the spec: the line chart's two series). */
  usage_over_time: z.array(
    z.object({
      date: z.string(),
      case_strategy_tokens: z.number().int(),
      legal_document_tokens: z.number().int(),
    }),
  ),
});
export type FeatureTokenUsage = z.infer<typeof featureTokenUsageResponse>;

/** Spec 2 §9 balance ranges, in display order. */
export const BALANCE_RANGES = ['0', '1-19', '20-49', '50-99', '100+'] as const;
export type BalanceRange = (typeof BALANCE_RANGES)[number];

/**
 * GET /api/admin/analytics/points. Points used = charges minus their refunds in the period (a
 * refunded charge is not a use); usage_count counts the charges that were not refunded. The balance
 * distribution is today's balances of every user (not of the period).
 */
export const pointsAnalyticsResponse = z.object({
  total_points_used: z.number().int(),
  points_by_action: z.array(
    z.object({
      action_type: z.enum(POINTS_ACTIONS),
      total_points: z.number().int(),
      usage_count: z.number().int(),
      /** total_points ÷ usage_count, 2 decimals. */
      average_points: z.number(),
      /** Share of total_points_used, 0–100, 1 decimal. */
      percentage: z.number(),
    }),
  ),
  user_points_distribution: z.array(
    z.object({
      balance_range: z.enum(BALANCE_RANGES),
      user_count: z.number().int(),
      percentage: z.number(),
    }),
  ),
  monthly_points_trend: z.array(
    z.object({ year: z.number().int(), month: z.number().int(), total_points: z.number().int() }),
  ),
  most_used_feature: z
    .object({ action_type: z.enum(POINTS_ACTIONS), total_points: z.number().int() })
    .nullable(),
  average_points_per_action: z.number(),
  /** Users whose balance is in a range other than '0'. */
  active_users: z.number().int(),
});
export type PointsAnalytics = z.infer<typeof pointsAnalyticsResponse>;
