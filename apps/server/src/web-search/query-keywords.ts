import { collapseWhitespace } from './html-text';
import { ITALIAN_STOP_WORDS } from './italian-stop-words';
import { findLegalReferences, isLegalReference } from './legal-references';

export interface BuiltSearchQuery {
  /** What is sent to the provider: at most SEARCH_QUERY_MAX_LENGTH characters. */
  searchQuery: string;
  /** The keywords, comma-separated, as shown to the user. */
  extractedKeywords: string;
  /** One Italian sentence saying how the question became the search. */
  enhancementNote: string;
}

export const SEARCH_QUERY_MAX_LENGTH = 200;
const MAX_KEYWORDS = 12;
const CASE_LAW_BIAS = 'giurisprudenza';

const WORD = /[\p{L}\p{N}]+(?:[/\-.][\p{L}\p{N}]+)*/gu;
/** Initials the reference finder did not claim ("c.c" alone): noise for a search. */
const INITIALS = /^\p{L}(?:\.\p{L})+$/u;
const CASE_LAW =
  /(?<![\p{L}])(?:sentenz|giurisprudenz|pronunc|ordinanz|massim|orientament|precedent|cassazione|cass\.|consiglio di stato|t\.?a\.?r\.?(?![\p{L}])|corte|sezioni unite|tribunal|giudic)/iu;

function isUsefulWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (ITALIAN_STOP_WORDS.has(lower) || INITIALS.test(word)) return false;
  return word.length > 1 || /\d/.test(word);
}

/** A reference ending in "di <parola vuota>" ("Tribunale di recente") was a court name and a filler. */
function trimFillerTail(reference: string): string {
  const tail = /\s+di\s+([\p{L}']+)$/u.exec(reference);
  return tail?.[1] && ITALIAN_STOP_WORDS.has(tail[1].toLowerCase())
    ? reference.slice(0, tail.index)
    : reference;
}

/**
 * The keywords of an Italian question, in the order written: legal references kept whole
 * ("art. 2051 c.c.", "Cass. civ., sez. III, n. 1234/2023", "TAR Lazio"), then the words that carry
 * the subject; function words, question phrasing and recency words are left out.
 */
export function extractKeywords(question: string): string[] {
  const text = collapseWhitespace(question.replace(/[’‘`´]/g, "'"));
  const references = findLegalReferences(text);
  const found: Array<{ keyword: string; reference: boolean }> = [];
  let cursor = 0;
  const addWords = (from: number, to: number) => {
    for (const match of text.slice(from, to).matchAll(WORD)) {
      if (isUsefulWord(match[0])) found.push({ keyword: match[0], reference: false });
    }
  };
  for (const reference of references) {
    addWords(cursor, reference.start);
    const kept = trimFillerTail(reference.text);
    found.push({ keyword: kept, reference: true });
    if (kept.length < reference.text.length) addWords(reference.start + kept.length, reference.end);
    cursor = reference.end;
  }
  addWords(cursor, text.length);

  const seen = new Set<string>();
  const unique = found.filter(({ keyword }) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Past the limit, plain words give way to references; the order written is kept.
  const limited = new Set(
    [...unique.filter((entry) => entry.reference), ...unique.filter((entry) => !entry.reference)].slice(
      0,
      MAX_KEYWORDS,
    ),
  );
  return unique.filter((entry) => limited.has(entry)).map((entry) => entry.keyword);
}

interface SearchTerm {
  text: string;
  reference: boolean;
}

/** A reference of several words becomes an exact phrase; anything else is left as written. */
function searchTerm(keyword: string): SearchTerm {
  const clean = collapseWhitespace(keyword.replace(/"/g, ''));
  const reference = isLegalReference(clean);
  return { text: reference && /\s/.test(clean) ? `"${clean}"` : clean, reference };
}

/** The terms that fit the budget (references first), in the order given. */
function fitTerms(terms: SearchTerm[], budget: number): string[] {
  const byPriority = terms
    .map((term, index) => ({ ...term, index }))
    .sort((a, b) => Number(b.reference) - Number(a.reference) || a.index - b.index);
  const chosen = new Set<number>();
  let length = 0;
  for (const { text, index } of byPriority) {
    const added = text.length + (chosen.size ? 1 : 0);
    if (length + added > budget) continue;
    chosen.add(index);
    length += added;
  }
  return terms.filter((_, index) => chosen.has(index)).map((term) => term.text);
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

/**
 * The query sent to the provider: the keywords (multi-word legal references as exact phrases),
 * plus "giurisprudenza" when the question is about case law. Nothing is excluded: no `site:`
 * operators and no date filter; preferred domains are ranked first by the provider adapter.
 */
export function buildSearchQuery(
  question: string,
  keywords: readonly string[],
  preferredDomains: readonly string[],
): BuiltSearchQuery {
  const terms = keywords.map(searchTerm).filter((term) => term.text !== '');
  const wantsCaseLaw =
    CASE_LAW.test(question) && !terms.some((term) => term.text.toLowerCase().includes(CASE_LAW_BIAS));
  const bias = wantsCaseLaw && terms.length > 0 ? CASE_LAW_BIAS : '';
  const budget = SEARCH_QUERY_MAX_LENGTH - (bias ? bias.length + 1 : 0);
  const fitted = fitTerms(terms, budget);
  const searchQuery = fitted.length
    ? [...fitted, bias].filter(Boolean).join(' ')
    : cutAtWord(collapseWhitespace(question), SEARCH_QUERY_MAX_LENGTH);

  const notes = [
    fitted.length ? 'Parole chiave estratte dalla domanda' : 'Domanda cercata così come è scritta',
  ];
  if (terms.some((term) => term.reference && term.text.startsWith('"'))) {
    notes.push('riferimenti normativi e giurisprudenziali mantenuti interi');
  }
  if (bias) notes.push('aggiunto «giurisprudenza» per privilegiare le decisioni');
  if (preferredDomains.length) notes.push('risultati dei siti istituzionali italiani in evidenza');
  return {
    searchQuery,
    extractedKeywords: keywords.join(', '),
    enhancementNote: `${notes.join('; ')}.`,
  };
}
