/**
 * Judgments cited by their number ("Cass. civ., sez. III, n. 12345/2024", "sentenza n. 500 del
 * 2019", "Cons. Stato 1234/2020"), so that a number no consulted source carries can be flagged.
 * A number counts as a judgment's when, looking back from it on the same line, the nearest keyword
 * names a court or a decision (Cassazione, Tribunale, sentenza, ordinanza…) rather than an act, a
 * docket or a document (legge, D.Lgs., DPR, art., R.G., fattura…): "D.Lgs. 231/2002" is not a judgment.
 */

export interface JudgmentReference {
  /** From the court keyword to the end of the number, as written. */
  text: string;
  start: number;
  end: number;
  number: string;
  /** Four digits, or two as written ("n. 123/19"); null when the text gives none next to the number. */
  year: string | null;
}

/** "n. 12345/2024", "n. 12345 del 2024", "n. 12345 del 3 maggio 2024", "n. 12345"; and "12345/2024". */
const NUMBER_FORMS = [
  /\bn(?:\.|°|r\.|um\.)?\s*(\d{1,6})(?:\s*\/\s*(\d{4}|\d{2})\b|\s+del(?:l['’])?\s+(?:\d{1,2}(?:\s+[a-zà-ù]+\s+|[./-]\d{1,2}[./-]))?(\d{4})\b)?/giu,
  /\b(\d{1,6})\s*\/\s*(\d{4})\b/g,
];

const COURT =
  /\b(?:cass(?:azione|\.)|corte\s+(?:suprema|costituzionale|cost\.|d['’]\s?appello|di\s+appello|di\s+giustizia|edu|europea)|c\.\s?cost\.|cons(?:iglio|\.)\s*(?:di\s+)?st(?:ato|\.)|t\.a\.r\.|tar\b|trib(?:unale|\.)|app\.|sez(?:ioni|\.)?\s*un(?:ite|\.)|s\.\s?u\.|ss\.\s?uu\.|sent(?:enza|enze|\.)|ord(?:inanza|inanze|\.)|pronuncia|decreto\s+ingiuntivo|giudice\s+di\s+pace|g\.d\.p\.|cgue|cedu)/giu;

const NOT_A_JUDGMENT =
  /\b(?:legge|leggi|l\.|decreto(?!\s+ingiuntivo)|d\.\s?lgs\.?|dlgs|d\.\s?l\.|d\.\s?p\.\s?r\.?|dpr|d\.\s?m\.|dm|regolamento|reg\.|direttiva|dir\.|artt?\.|articol[oi]|comma|r\.\s?g\.|rg|ruolo|circolare|delibera|provvedimento|prot(?:ocollo|\.)|fattura|contratto)/giu;

/** The same keywords, not global: where the first one starts. */
const COURT_START = new RegExp(COURT.source, 'iu');

/** How far back from a number its court keyword may stand. */
const LOOKBACK = 100;
const MAX_TEXT_LENGTH = 160;

interface NumberMatch {
  start: number;
  digitsAt: number;
  end: number;
  number: string;
  year: string | null;
}

function numbersIn(text: string): NumberMatch[] {
  const byDigits = new Map<number, NumberMatch>();
  for (const form of NUMBER_FORMS) {
    for (const match of text.matchAll(form)) {
      const start = match.index ?? 0;
      const number = match[1]!;
      const digitsAt = start + match[0].indexOf(number);
      const found = {
        start,
        digitsAt,
        end: start + match[0].length,
        number,
        year: match[2] ?? match[3] ?? null,
      };
      const known = byDigits.get(digitsAt);
      if (!known || found.end - found.start > known.end - known.start) byDigits.set(digitsAt, found);
    }
  }
  return [...byDigits.values()].sort((a, b) => a.start - b.start);
}

function lastMatch(pattern: RegExp, text: string): RegExpMatchArray | undefined {
  let last: RegExpMatchArray | undefined;
  for (const match of text.matchAll(pattern)) last = match;
  return last;
}

/**
 * Every judgment the text cites by number, in order. Its text starts at the first court keyword after
 * the previous number or act ("Cass. S.U. 26972/2008"); the second of a list is its number alone.
 */
export function findJudgmentReferences(text: string): JudgmentReference[] {
  const found: JudgmentReference[] = [];
  let previousEnd = 0;
  for (const candidate of numbersIn(text)) {
    const windowStart = Math.max(0, candidate.start - LOOKBACK);
    let window = text.slice(windowStart, candidate.start);
    const lineStart = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(';')) + 1;
    window = window.slice(lineStart);
    const offset = windowStart + lineStart;
    const court = lastMatch(COURT, window);
    const other = lastMatch(NOT_A_JUDGMENT, window);
    const accepted = court && !(other && (other.index ?? 0) > (court.index ?? 0));
    const candidateEnd = candidate.end;
    if (accepted) {
      const floor = Math.max(previousEnd - offset, other ? (other.index ?? 0) + other[0].length : 0, 0);
      const first = window.slice(floor).search(COURT_START);
      const start = first >= 0 ? offset + floor + first : candidate.start;
      const written = text.slice(start, candidateEnd);
      found.push({
        text: written.length > MAX_TEXT_LENGTH ? `${written.slice(0, MAX_TEXT_LENGTH)}…` : written,
        start,
        end: candidateEnd,
        number: candidate.number,
        year: candidate.year,
      });
    }
    previousEnd = candidateEnd;
  }
  return found;
}

/** The judgment numbers the given sources carry (number → its years; '*' when one is given without). */
export function judgmentNumbersIn(texts: readonly string[]): Map<string, Set<string>> {
  const numbers = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const { number, year } of numbersIn(text)) {
      const years = numbers.get(number) ?? new Set<string>();
      years.add(year ? year.slice(-2) : '*');
      numbers.set(number, years);
    }
  }
  return numbers;
}

/** Whether a source given to the model carries this judgment's number (and year, when both say it). */
export function isSourced(
  reference: JudgmentReference,
  sourced: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  const years = sourced.get(reference.number);
  if (!years) return false;
  return reference.year === null || years.has('*') || years.has(reference.year.slice(-2));
}
