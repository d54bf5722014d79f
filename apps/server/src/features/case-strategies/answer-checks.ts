import type { CaseAnalysisAnswer, CheckedCitation } from '@brocardo/shared';
import { findJudgmentReferences, isSourced, judgmentNumbersIn } from './judgment-references';

/** After an article the Database Legale does not have (or has as abrogated). */
export const UNVERIFIED_ARTICLE_MARK = '[riferimento non verificato]';
/** After a judgment number no consulted source carries: it may be invented. */
export const UNSOURCED_JUDGMENT_MARK = '[sentenza senza fonte: non verificata]';

export interface CitedReference {
  text: string;
  status: string;
  identifier?: string;
  title?: string;
  abrogated?: boolean;
}

export interface CheckedAnswer {
  /** The answer with each failing reference marked in its text. */
  answer: CaseAnalysisAnswer;
  citedReferences: CitedReference[];
  unsourcedJudgments: string[];
}

export interface AnswerCheckDeps {
  /** The legal database's check of one text against the articles given to the model. */
  verify(text: string): Promise<CheckedCitation[]>;
  /** Titles, links and texts of the case-law results given to the model (empty: none consulted). */
  precedentTexts: readonly string[];
}

interface Mark {
  at: number;
  mark: string;
}

/** Inserts each mark after its position, right to left so earlier positions stay valid; one per position. */
function withMarks(text: string, marks: readonly Mark[]): string {
  const byPosition = new Map<number, string>();
  for (const { at, mark } of marks) if (!byPosition.has(at)) byPosition.set(at, mark);
  let marked = text;
  for (const at of [...byPosition.keys()].sort((a, b) => b - a)) {
    marked = `${marked.slice(0, at)} ${byPosition.get(at)}${marked.slice(at)}`;
  }
  return marked;
}

/**
 * Checks every text of the model's answer: each article it cites against the Database Legale
 * (verified, not_in_sources, not_found; outside_corpus for an act it does not hold), each judgment
 * number against the case-law results it was given. Articles that do not exist and judgments without
 * a source are marked in the text and listed; an act outside the corpus is listed as such, unmarked
 * (it is unverified, not invented). The references are listed once each, in order of appearance.
 */
export async function checkAnswer(answer: CaseAnalysisAnswer, deps: AnswerCheckDeps): Promise<CheckedAnswer> {
  const sourced = judgmentNumbersIn(deps.precedentTexts);
  const references = new Map<string, CitedReference>();
  const unsourced = new Set<string>();

  async function check(text: string): Promise<string> {
    const marks: Mark[] = [];
    for (const citation of await deps.verify(text)) {
      const key = citation.identifier || citation.text;
      if (!references.has(key)) {
        references.set(key, {
          text: citation.text,
          status: citation.status,
          ...(citation.identifier ? { identifier: citation.identifier } : {}),
          ...(citation.title ? { title: citation.title } : {}),
          ...(citation.abrogated ? { abrogated: true } : {}),
        });
      }
      if (citation.status === 'not_found' || citation.abrogated) {
        marks.push({ at: citation.end, mark: UNVERIFIED_ARTICLE_MARK });
      }
    }
    for (const judgment of findJudgmentReferences(text)) {
      if (isSourced(judgment, sourced)) continue;
      unsourced.add(judgment.text);
      marks.push({ at: judgment.end, mark: UNSOURCED_JUDGMENT_MARK });
    }
    return withMarks(text, marks);
  }
  const all = (texts: readonly string[]) => Promise.all(texts.map(check));

  // In the order the screen shows them, so the references are listed in reading order.
  const probabilityFactors = await Promise.all(
    answer.probability_factors.map(async (factor) => ({ ...factor, factor: await check(factor.factor) })),
  );
  const riskFactors = await all(answer.risk_factors);
  const recommendations = await all(answer.strategic_recommendations);
  const alternatives = await all(answer.alternative_strategies);
  const precedentAnalysis = await check(answer.precedent_analysis);
  const missingInformation = await all(answer.missing_information);

  return {
    answer: {
      ...answer,
      probability_factors: probabilityFactors,
      risk_factors: riskFactors,
      strategic_recommendations: recommendations,
      alternative_strategies: alternatives,
      precedent_analysis: precedentAnalysis,
      missing_information: missingInformation,
    },
    citedReferences: [...references.values()],
    unsourcedJudgments: [...unsourced],
  };
}
