import { BUDGET_RANGES, CASE_TYPES, COURT_LEVELS, URGENCY_LEVELS } from '../rules/case-enumerations';
import { withoutBidiControls } from '../rules/display-text';
import { z } from '../zod-it';
import { OUTSIDE_CORPUS_LABEL } from './legal-db';
import { legalDocumentIdParams, listLegalDocumentsQuery, rankedSource } from './legal-documents';
import { matterIdField } from './matters';
import { paginated } from './pagination';

export const CASE_TEXT_MAX_LENGTH = 255;
export const CASE_FACTS_MAX_LENGTH = 20_000;
export const CASE_OUTCOME_MAX_LENGTH = 5_000;

const requiredText = (label: string, max: number) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, `${label}: campo obbligatorio.`)
    .max(max, `${label}: al massimo ${max} caratteri.`);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Spec 2 §3 / §5 case form: the four required fields, the optional ones, and the case value. */
export const caseStrategyFields = z.object({
  case_title: requiredText('Titolo del caso', CASE_TEXT_MAX_LENGTH),
  case_type: z.enum(CASE_TYPES, 'Tipo di caso: campo obbligatorio.'),
  legal_area: requiredText('Area legale', CASE_TEXT_MAX_LENGTH),
  case_facts: requiredText('Fatti del caso', CASE_FACTS_MAX_LENGTH),
  opposing_party: optionalText(CASE_TEXT_MAX_LENGTH),
  court_level: z.enum(COURT_LEVELS).nullable().optional(),
  urgency_level: z.enum(URGENCY_LEVELS).default('media'),
  budget_range: z.enum(BUDGET_RANGES).nullable().optional(),
  desired_outcome: optionalText(CASE_OUTCOME_MAX_LENGTH),
  /** Beyond the spec: the value of the dispute in euro (null: indeterminable), for the fee tables. */
  case_value_euro: z.number().min(0).max(1_000_000_000).nullable().optional(),
});

/** POST /api/case-strategies. */
export const createCaseStrategyRequest = caseStrategyFields.extend({
  generate_ai_analysis: z.boolean().default(true),
  /** Files the new case under one of the user's matters (404 otherwise). */
  matter_id: matterIdField,
});
export type CreateCaseStrategyRequest = z.input<typeof createCaseStrategyRequest>;

/**
 * PUT /api/case-strategies/{id}: regenerate_ai_analysis true plus optional edited fields (spec 2 §7).
 * urgency_level loses its default here: a field left out is left unchanged, never reset to 'media'.
 */
export const updateCaseStrategyRequest = caseStrategyFields
  .extend({ urgency_level: z.enum(URGENCY_LEVELS) })
  .partial()
  .extend({ regenerate_ai_analysis: z.boolean().optional() });
export type UpdateCaseStrategyRequest = z.input<typeof updateCaseStrategyRequest>;

/**
 * What the model must answer (validated before anything is stored; a malformed or out-of-range
 * answer is retried once, then reported). Probability and duration are the model's estimates.
 */
export const caseAnalysisAnswer = z.object({
  success_probability: z.number().int().min(0).max(100),
  /** How much the model trusts its own estimate, 0–100. */
  ai_confidence_score: z.number().int().min(0).max(100),
  /** The factors that move the probability, each with its direction. */
  probability_factors: z.array(
    z.object({ factor: z.string().min(1), effect: z.enum(['positivo', 'negativo']) }),
  ),
  /** What information would narrow the estimate. */
  missing_information: z.array(z.string().min(1)),
  risk_factors: z.array(z.string().min(1)),
  strategic_recommendations: z.array(z.string().min(1)),
  alternative_strategies: z.array(z.string().min(1)),
  precedent_analysis: z.string(),
  estimated_duration_months: z
    .object({ min: z.number().int().min(0).max(240), max: z.number().int().min(0).max(240) })
    .refine((range) => range.min <= range.max, 'La durata minima supera la massima.'),
});
export type CaseAnalysisAnswer = z.infer<typeof caseAnalysisAnswer>;

/** GET /api/case-strategies?per_page=5&page=1: the same paging as the legal documents' list. */
export const listCaseStrategiesQuery = listLegalDocumentsQuery;
export type ListCaseStrategiesQuery = z.infer<typeof listCaseStrategiesQuery>;
/** A malformed id names no case: answered 404, like a missing one. */
export const caseStrategyIdParams = legalDocumentIdParams;

/** How each article the analysis cites was checked against the Database Legale (labels for the screen). */
export const CASE_REFERENCE_STATUS_LABELS = {
  verified: 'verificato',
  not_in_sources: 'non tra le fonti',
  not_found: 'non trovata',
  deleted: 'non trovata',
  outside_corpus: OUTSIDE_CORPUS_LABEL,
} as const;

export const caseCostLine = z.object({
  label: z.string(),
  min: z.number(),
  max: z.number(),
  rule: z.string(),
});

/** Spec 2 §3 Case strategy entity, with the checkable details of its analysis. */
export const caseStrategyResource = z.object({
  id: z.number().int(),
  /** The matter (pratica) it is filed under; null: unfiled. */
  matter_id: z.number().int().nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  case_title: z.string(),
  case_type: z.enum(CASE_TYPES),
  legal_area: z.string(),
  case_facts: z.string(),
  opposing_party: z.string().nullable(),
  court_level: z.enum(COURT_LEVELS).nullable(),
  urgency_level: z.enum(URGENCY_LEVELS),
  budget_range: z.enum(BUDGET_RANGES).nullable(),
  desired_outcome: z.string().nullable(),
  case_value_euro: z.number().nullable(),
  success_probability: z.number().nullable(),
  ai_confidence_score: z.number().nullable(),
  risk_factors: z.array(z.string()),
  strategic_recommendations: z.array(z.string()),
  alternative_strategies: z.array(z.string()),
  precedent_analysis: z.string().nullable(),
  estimated_cost_min: z.number().nullable(),
  estimated_cost_max: z.number().nullable(),
  estimated_duration: z.string().nullable(),
  analysis: z
    .object({
      /** success_probability ± max(5, ⌈(100 − ai_confidence_score) / 4⌉), clamped to 0–100. */
      probability_range: z.tuple([z.number(), z.number()]),
      /** Spec 2 §4 class of success_probability (alta ≥ 70, media 40–69, bassa < 40). */
      probability_class: z.enum(['alta', 'media', 'bassa']).optional(),
      /** Which figures are the model's estimates rather than computed, said in Italian. */
      estimate_notes: z.array(z.string()).optional(),
      probability_factors: caseAnalysisAnswer.shape.probability_factors,
      missing_information: z.array(z.string()),
      /** The articles the legal database gave the model, and each cited article's verification. */
      sources: z.array(rankedSource),
      cited_references: z.array(
        z.object({
          text: z.string(),
          /** verified | not_in_sources | not_found | outside_corpus (CASE_REFERENCE_STATUS_LABELS). */
          status: z.string(),
          identifier: z.string().optional(),
          /** The article's title when it exists. */
          title: z.string().optional(),
          abrogated: z.boolean().optional(),
        }),
      ),
      /** Real search results the precedents come from (empty: no case-law source was consulted). */
      precedents: z.array(z.object({ title: z.string(), url: z.string() })),
      /** Case-law results left out because they do not concern the case's subject (absent: older analyses). */
      discarded_precedents: z.number().int().min(0).optional(),
      /** Judgment numbers in the analysis that match no source given: flagged, never presented as real. */
      unsourced_judgments: z.array(z.string()),
      cost_breakdown: z.array(caseCostLine),
      cost_notes: z.array(z.string()),
      duration_months: z.object({ min: z.number(), max: z.number() }),
      generated_at: z.string(),
    })
    .nullable(),
  /** Why there is no analysis (no model configured, generation failed…), in Italian. */
  analysis_unavailable_reason: z.string().nullable(),
  /** The case was edited after its analysis was generated: the analysis speaks of the earlier facts. */
  analysis_outdated: z.boolean().optional(),
});
export type CaseStrategyResource = z.infer<typeof caseStrategyResource>;

export const caseStrategyResponse = z.object({
  success: z.literal(true),
  data: caseStrategyResource,
  /** An AI analysis (creation or regeneration): the user's points balance after its charge (absent: nothing charged). */
  balance: z.number().int().optional(),
});
export const caseStrategiesResponse = z.object({
  success: z.literal(true),
  data: paginated(caseStrategyResource),
});
export type CaseStrategiesResponse = z.infer<typeof caseStrategiesResponse>;

/** Spec 2 §4: probability class, 70 or more high, 40 to 69 medium, below 40 low. */
export function probabilityClass(probability: number): 'alta' | 'media' | 'bassa' {
  if (probability >= 70) return 'alta';
  if (probability >= 40) return 'media';
  return 'bassa';
}
