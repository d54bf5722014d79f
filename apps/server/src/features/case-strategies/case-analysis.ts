import { createHash } from 'node:crypto';
import {
  AppError,
  type CaseAnalysisAnswer,
  type CaseStrategyResource,
  caseAnalysisAnswer,
  caseValueFromFacts,
  classifySourceRelevance,
  probabilityClass,
  WEB_SEARCH_INPUT_MAX_LENGTH,
} from '@brocardo/shared';
import type { LlmProvider, LlmUsage } from '../../ai/llm';
import {
  completeStructured,
  InvalidStructuredAnswer,
  type StructuredAnswer,
  strictJsonSchema,
} from '../../ai/structured-output';
import type { Clock } from '../../platform/clock';
import { quoteForQuery } from '../../retrieval/quotation';
import { articleTitle, type LegalDbService } from '../legal-db/legal-db.service';
import type { WebSearchService } from '../web-search/web-search.service';
import {
  analysisMessages,
  type CaseInput,
  type CaseLawSearch,
  type GroundingSource,
  noCaseLawNote,
} from './analysis-prompt';
import { checkAnswer } from './answer-checks';
import { caseCosts } from './case-costs';
import { relevantPrecedents } from './precedent-relevance';
import { durationText, estimateNotes, probabilityRange } from './probability';

export type AnalysisDetails = NonNullable<CaseStrategyResource['analysis']>;

/** The analysis as stored: whole, validated, with its checks. */
export interface StoredAnalysis {
  success_probability: number;
  ai_confidence_score: number;
  risk_factors: string[];
  strategic_recommendations: string[];
  alternative_strategies: string[];
  precedent_analysis: string;
  estimated_cost_min: number | null;
  estimated_cost_max: number | null;
  estimated_duration: string;
  details: AnalysisDetails;
  /** SHA-256 of the case fields it was generated from: a later edit makes it outdated. */
  input_hash: string;
  /** Model calls it took: 2 when the first answer was malformed or out of range. */
  attempts: number;
}

export interface AnalysisDeps {
  provider: LlmProvider;
  legalDb: Pick<LegalDbService, 'search' | 'verify' | 'vigenteAl'>;
  webSearch: Pick<WebSearchService, 'status' | 'search'>;
  /** Aborted when the server shuts down. */
  signal: AbortSignal;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}

/** The answer's JSON schema, as the endpoint and the prompt see it. */
const ANSWER_SCHEMA = strictJsonSchema(caseAnalysisAnswer);
const MAX_SOURCES = 8;
/** A hit scoring less than this share of what the query could reach is noise for the analysis. */
const MIN_SCORE = 0.2;
const SEARCH_TEXT_MAX_LENGTH = 4_000;
const SOURCE_QUOTE_MAX_LENGTH = 2_000;
const MAX_CASE_LAW_RESULTS = 5;
/** Room for the lists and the precedent analysis, well above what the schema needs. */
const ANALYSIS_MAX_OUTPUT_TOKENS = 4_096;

/** The fields an analysis depends on, hashed: the same case always gives the same hash. */
export function caseInputHash(input: CaseInput): string {
  const fields = [
    input.case_title,
    input.case_type,
    input.legal_area,
    input.case_facts,
    input.opposing_party,
    input.court_level,
    input.urgency_level,
    input.budget_range,
    input.desired_outcome,
    input.case_value_euro,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The Database Legale's articles for the case's facts, type and area (cited ones first). */
async function groundingSources(deps: AnalysisDeps, input: CaseInput): Promise<GroundingSource[]> {
  const query = [
    input.case_title,
    input.legal_area,
    `diritto ${input.case_type}`,
    input.case_facts,
    input.desired_outcome,
  ]
    .filter(Boolean)
    .join('\n')
    .slice(0, SEARCH_TEXT_MAX_LENGTH);
  const { loaded, hits } = await deps.legalDb.search(query, { limit: MAX_SOURCES });
  const kept = hits.filter((hit) => hit.cited || hit.score >= MIN_SCORE);
  const relevance = classifySourceRelevance(kept);
  return kept.map(({ article }, at) => ({
    identifier: article.identifier,
    title: articleTitle(article),
    vigenteAl: deps.legalDb.vigenteAl(loaded, article.act),
    text: quoteForQuery(article.text, query, { maxLength: SOURCE_QUOTE_MAX_LENGTH }),
    relevance: relevance[at]!,
  }));
}

/** The question the web search reads: the title, then the facts, cut at a word within the chat's limit. */
function caseLawQuestion(input: CaseInput): string {
  const text = `Giurisprudenza: ${input.case_title}. ${input.case_facts}`.replace(/\s+/g, ' ');
  if (text.length <= WEB_SEARCH_INPUT_MAX_LENGTH) return text;
  const cut = text.slice(0, WEB_SEARCH_INPUT_MAX_LENGTH);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

/**
 * Real case-law results when a web search provider is configured, only those that concern the
 * case's subject (precedent-relevance.ts); a failed search is said, never fatal.
 */
async function searchCaseLaw(deps: AnalysisDeps, input: CaseInput, userId: number): Promise<CaseLawSearch> {
  if (!deps.webSearch.status().configured) return { kind: 'not_configured' };
  try {
    const outcome = await deps.webSearch.search(caseLawQuestion(input), userId);
    const found = outcome.results.map((result) => ({
      title: result.title,
      url: result.url,
      text: result.content,
      publishedAt: result.published_at ?? null,
    }));
    if (found.length === 0) return { kind: 'empty' };
    const relevant = relevantPrecedents(input, found);
    const discarded = found.length - relevant.length;
    return relevant.length > 0
      ? { kind: 'results', results: relevant.slice(0, MAX_CASE_LAW_RESULTS), discarded }
      : { kind: 'none_relevant', discarded };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ error_code: error.code }, 'case-law search failed: analysis without precedents');
    return { kind: 'failed', reason: error.message };
  }
}

/**
 * The analysis of a case: the Database Legale searched with its facts, type and area; case law
 * searched when a web search provider is configured; the model asked for a structured answer
 * (retried once when malformed or out of range, then CASE_ANALYSIS_FAILED); every article and
 * judgment it cites checked; costs computed from the official tables, never taken from the model.
 */
export async function analyseCase(
  deps: AnalysisDeps,
  input: CaseInput,
  userId: number,
  addUsage: (usage: LlmUsage | null) => void,
): Promise<StoredAnalysis> {
  const [sources, caseLaw] = await Promise.all([
    groundingSources(deps, input),
    searchCaseLaw(deps, input, userId),
  ]);
  const valueFromFacts = input.case_value_euro === null ? caseValueFromFacts(input.case_facts) : null;
  let answer: StructuredAnswer<CaseAnalysisAnswer>;
  try {
    answer = await completeStructured(
      deps.provider,
      {
        messages: analysisMessages(input, sources, caseLaw, ANSWER_SCHEMA, valueFromFacts),
        schema: caseAnalysisAnswer,
        name: 'case_analysis',
        signal: deps.signal,
        maxOutputTokens: ANALYSIS_MAX_OUTPUT_TOKENS,
      },
      addUsage,
    );
  } catch (error) {
    if (!(error instanceof InvalidStructuredAnswer)) throw error;
    deps.log.warn({ problems: error.problems }, 'case analysis: invalid answer twice');
    throw new AppError('CASE_ANALYSIS_FAILED');
  }

  const results = caseLaw.kind === 'results' ? caseLaw.results : [];
  const sourceIds = sources.map((source) => source.identifier);
  const checked = await checkAnswer(answer.value, {
    verify: async (text) => (await deps.legalDb.verify(text, sourceIds)).citations,
    precedentTexts: results.map((result) => `${result.title}\n${result.url}\n${result.text}`),
  });
  const value = checked.answer;
  const note = noCaseLawNote(caseLaw);
  const costs = caseCosts({
    caseType: input.case_type,
    courtLevel: input.court_level,
    caseValueEuro: input.case_value_euro,
    valueFromFacts,
    budgetRange: input.budget_range,
  });
  const range = probabilityRange(value.success_probability, value.ai_confidence_score);
  const duration = value.estimated_duration_months;

  return {
    success_probability: value.success_probability,
    ai_confidence_score: value.ai_confidence_score,
    risk_factors: value.risk_factors,
    strategic_recommendations: value.strategic_recommendations,
    alternative_strategies: value.alternative_strategies,
    precedent_analysis: note ? `${note}\n\n${value.precedent_analysis}` : value.precedent_analysis,
    estimated_cost_min: costs.min,
    estimated_cost_max: costs.max,
    estimated_duration: durationText(duration),
    details: {
      probability_range: range,
      probability_class: probabilityClass(value.success_probability),
      estimate_notes: estimateNotes(value.success_probability, value.ai_confidence_score, range),
      probability_factors: value.probability_factors,
      missing_information: value.missing_information,
      sources: sources.map(({ identifier, title, relevance }) => ({ identifier, title, relevance })),
      cited_references: checked.citedReferences,
      precedents: results.map(({ title, url }) => ({ title, url })),
      discarded_precedents: 'discarded' in caseLaw ? caseLaw.discarded : 0,
      unsourced_judgments: checked.unsourcedJudgments,
      cost_breakdown: costs.breakdown,
      cost_notes: costs.notes,
      duration_months: { min: duration.min, max: duration.max },
      generated_at: deps.clock().toISOString(),
    },
    input_hash: caseInputHash(input),
    attempts: answer.attempts,
  };
}
