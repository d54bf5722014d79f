import { termOf } from '../../retrieval/text-analysis';
import { ITALIAN_STOP_WORDS } from '../../web-search/italian-stop-words';
import { extractKeywords } from '../../web-search/query-keywords';
import type { CaseInput } from './analysis-prompt';

/** What a case-law result is scored against. */
export type CaseSubject = Pick<CaseInput, 'case_title' | 'legal_area' | 'case_facts' | 'opposing_party'>;

/** A web search result as the analysis reads it. */
export interface PrecedentCandidate {
  title: string;
  text: string;
}

/** The case's key terms, stemmed (`termOf`): "morosità" and "moroso" are one term. */
export interface CaseKeyTerms {
  /** From the title and the legal area: what the case is about. */
  subject: string[];
  /** The facts' most frequent words, beyond the subject's. */
  facts: string[];
}

export interface PrecedentScore {
  /** Share of the subject's terms the result contains (1 when the subject has none). */
  subjectShare: number;
  /** Share of the facts' terms the result contains. */
  factsShare: number;
  relevant: boolean;
}

/** At least half the subject's terms: a result on "sfratto" alone may concern another "morosità". */
export const MIN_SUBJECT_SHARE = 0.5;
/** And a fifth of the facts' terms, so that a shared word of the title is not enough. */
export const MIN_FACTS_SHARE = 0.2;
const MAX_FACTS_TERMS = 15;
const MIN_WORD_LENGTH = 4;

/** Words every case or judgment carries: they say nothing of the subject. */
const GENERIC_TERMS = new Set(
  `diritto civile civili penale amministrativo tributario commerciale societario contrattuale altro altri
  caso casi causa cause giudizio procedimento controversia questione pratica sentenza sentenze ordinanza
  decreto cassazione corte tribunale giudice ricorso appello legale legali parte parti cliente clienti
  richiesta chiede chiedono vuole vorrebbe area materia totale giorno giorni mese mesi anno anni`
    .split(/\s+/)
    .map(termOf)
    .filter(Boolean),
);
/** "Rossi contro Beta": the words around these are the parties' names. */
const VERSUS = new Set(['contro', 'vs', 'c']);
const WORD = /\p{L}+/gu;

const wordsOf = (text: string | null) => [...(text ?? '').matchAll(WORD)].map((match) => match[0]);

/** The parties' names: the opposing party, capitalised words after the title's first, and "X contro Y". */
function nameTerms(input: CaseSubject): Set<string> {
  const names = new Set(wordsOf(input.opposing_party).map(termOf));
  const title = wordsOf(input.case_title);
  title.forEach((word, index) => {
    const nextToVersus =
      VERSUS.has(title[index - 1]?.toLowerCase() ?? '') || VERSUS.has(title[index + 1]?.toLowerCase() ?? '');
    if ((index > 0 && /^\p{Lu}/u.test(word)) || nextToVersus) names.add(termOf(word));
  });
  return names;
}

/** Plain words only: legal references ("art. 658 c.p.c.") and amounts are not a subject. */
function subjectTerms(text: string, excluded: ReadonlySet<string>): string[] {
  return extractKeywords(text)
    .filter((keyword) => /^\p{L}+$/u.test(keyword))
    .map(termOf)
    .filter((term) => term && !excluded.has(term) && !GENERIC_TERMS.has(term));
}

/** The facts' content words by frequency (ties: first written), without the subject's. */
function factsTerms(facts: string, excluded: ReadonlySet<string>): string[] {
  const counts = new Map<string, number>();
  for (const word of wordsOf(facts)) {
    if (word.length < MIN_WORD_LENGTH || ITALIAN_STOP_WORDS.has(word.toLowerCase())) continue;
    const term = termOf(word);
    if (!term || excluded.has(term) || GENERIC_TERMS.has(term)) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([term, count], order) => ({ term, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_FACTS_TERMS)
    .map(({ term }) => term);
}

export function caseKeyTerms(input: CaseSubject): CaseKeyTerms {
  const names = nameTerms(input);
  const subject = [
    ...new Set([...subjectTerms(input.case_title, names), ...subjectTerms(input.legal_area, names)]),
  ];
  const facts = factsTerms(input.case_facts, new Set([...names, ...subject]));
  return { subject, facts };
}

const shareOf = (terms: readonly string[], found: ReadonlySet<string>) =>
  terms.length === 0 ? 1 : terms.filter((term) => found.has(term)).length / terms.length;

/**
 * How well a result's title and text cover the case: relevant when they hold at least half the
 * subject's terms (title and legal area, one at least) and a fifth of the facts' key terms.
 */
export function scorePrecedent(terms: CaseKeyTerms, candidate: PrecedentCandidate): PrecedentScore {
  const found = new Set(wordsOf(`${candidate.title}\n${candidate.text}`).map(termOf));
  const subjectShare = shareOf(terms.subject, found);
  const factsShare = shareOf(terms.facts, found);
  return {
    subjectShare,
    factsShare,
    relevant: subjectShare >= MIN_SUBJECT_SHARE && factsShare >= MIN_FACTS_SHARE,
  };
}

/** The results that concern the case's subject, in their order. */
export function relevantPrecedents<T extends PrecedentCandidate>(
  input: CaseSubject,
  candidates: readonly T[],
): T[] {
  const terms = caseKeyTerms(input);
  return candidates.filter((candidate) => scorePrecedent(terms, candidate).relevant);
}
