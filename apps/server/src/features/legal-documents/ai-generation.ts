import { AppError, classifySourceRelevance, parseLegalCitations } from '@brocardo/shared';
import type { LlmProvider, LlmUsage } from '../../ai/llm';
import { quoteForQuery } from '../../retrieval/quotation';
import { articleTitle, type LegalDbService } from '../legal-db/legal-db.service';
import {
  cleanModelDocument,
  completeText,
  type DraftSource,
  draftMessages,
  markUnverifiedReferences,
  type DraftRequest as PromptRequest,
  parseReview,
  reviewMessages,
  type UnverifiedReference,
} from './ai-drafting';

export interface DraftRequest extends PromptRequest {
  /** What the search reads: the title, the facts, the user's values. */
  searchText: string;
  /** The template's own text: the articles it cites are given to the model too. */
  templateBody: string | null;
}

export interface GenerationDeps {
  provider: LlmProvider;
  legalDb: Pick<LegalDbService, 'search' | 'verify' | 'vigenteAl'>;
  signal: AbortSignal;
}

export interface Drafted {
  content: string;
  sources: DraftSource[];
  unverified: UnverifiedReference[];
  /** enhanced: what the review changed (or why the draft was kept). */
  notes: string[] | null;
  enhancementOptions: string[];
}

/** The articles the facts call for come first; the template's own references fill the rest. */
const FACT_SOURCES = 6;
const MAX_SOURCES = 10;
/** A hit scoring less than this share of what the query could reach is noise for a draft. */
const MIN_SCORE = 0.2;
const SEARCH_TEXT_MAX_LENGTH = 4_000;
const SOURCE_QUOTE_MAX_LENGTH = 3_000;

export const ENHANCEMENT_OPTIONS = {
  drafted: 'Redazione con AI fondata sulle fonti del Database Legale',
  verified: 'Verifica dei riferimenti normativi',
  reviewed: 'Revisione: clausole mancanti, termini, coerenza di parti e importi',
} as const;

async function retrieveSources(
  legalDb: GenerationDeps['legalDb'],
  request: DraftRequest,
): Promise<DraftSource[]> {
  const query = request.searchText.slice(0, SEARCH_TEXT_MAX_LENGTH);
  const { loaded, hits } = await legalDb.search(query, { limit: FACT_SOURCES });
  const chosen = hits
    .filter((hit) => hit.cited || hit.score >= MIN_SCORE)
    .map((hit) => ({ article: hit.article, score: hit.score, cited: hit.cited }));
  // The template's own references are what the act rests on: principal whatever they score.
  for (const citation of parseLegalCitations(request.templateBody ?? '')) {
    const article = loaded.index.byIdentifier.get(citation.identifier);
    if (article && !article.abrogated && !chosen.some((source) => source.article === article))
      chosen.push({ article, score: 1, cited: true });
  }
  const kept = chosen.slice(0, MAX_SOURCES);
  const relevance = classifySourceRelevance(kept);
  return kept.map(({ article }, at) => ({
    identifier: article.identifier,
    title: articleTitle(article),
    vigenteAl: legalDb.vigenteAl(loaded, article.act),
    text: quoteForQuery(article.text, query, { maxLength: SOURCE_QUOTE_MAX_LENGTH }),
    relevance: relevance[at]!,
  }));
}

/**
 * The model drafts from the filled template and the facts, grounded in the Database Legale's
 * articles; `enhanced` adds a review pass. Every article reference of the result is then checked
 * against the corpus: those it cannot match are marked in the text and listed.
 */
export async function draftWithModel(
  deps: GenerationDeps,
  request: DraftRequest,
  enhanced: boolean,
  addUsage: (usage: LlmUsage | null) => void,
): Promise<Drafted> {
  const sources = await retrieveSources(deps.legalDb, request);
  const answer = await completeText(deps.provider, draftMessages(request, sources), deps.signal, addUsage);
  const draft = cleanModelDocument(answer);
  // An empty answer is a failed run: refunded by the meter.
  if (draft === '') throw new AppError('LLM_ERROR');
  let content = draft;
  let notes: string[] | null = null;
  if (enhanced) {
    const review = await completeText(
      deps.provider,
      reviewMessages(request, draft, sources),
      deps.signal,
      addUsage,
    );
    const outcome = parseReview(review, draft);
    content = outcome.content;
    notes = outcome.notes;
  }
  const { citations } = await deps.legalDb.verify(content);
  const marked = markUnverifiedReferences(content, citations);
  return {
    content: `${marked.text}\n`,
    sources,
    unverified: marked.unverified,
    notes,
    enhancementOptions: [
      ENHANCEMENT_OPTIONS.drafted,
      ENHANCEMENT_OPTIONS.verified,
      ...(enhanced ? [ENHANCEMENT_OPTIONS.reviewed] : []),
    ],
  };
}
