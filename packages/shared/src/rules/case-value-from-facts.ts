/**
 * The value of a case read from its facts, proposed to the user when the value field is empty.
 *
 * Only sums written as money are read: a number next to "€", "euro" or "EUR" ("€ 1.250",
 * "1.250,00 €", "euro 1.250", "EUR 1250", "1.250 euro"), or listed right after one ("euro 12.500,00
 * e 3.400"). Years, dates, article and case numbers and percentages carry no currency, so they are
 * never read. A count just before the amount multiplies it ("3 canoni da € 1.250", "tre mensilità
 * di 800 euro").
 *
 * The same sum written twice is counted once:
 * - pieces with equal totals are one claim restated ("€ 3.750, pari a 3 canoni da € 1.250" → 3.750);
 *   the multiplied piece is kept, since it explains the figure;
 * - a piece introduced as a total ("in totale", "complessivi", "pari a"…) or followed by its parts
 *   in brackets, equal to the sum of the pieces right before (or after) it, is their total restated.
 * Two different claims of the same amount are therefore counted once, unless the second is written
 * as a further one ("altri € 5.000"): the proposal errs low, and the user confirms it.
 *
 * A range ("tra € 1.000 e € 2.000", "da € 1.000 a € 2.000") makes the value uncertain: nothing is
 * proposed. Limits ("fino a € 10.000") are not claims and are left out.
 */

import { formatEuro, parseItalianNumber } from './italian-numbers';

/** One sum read in the facts. */
export interface FactsAmount {
  /** The words read, as written: "3 canoni da € 1.250". */
  excerpt: string;
  /** 1 when no count precedes the amount. */
  count: number;
  unitEuro: number;
  totalEuro: number;
}

export interface FactsValueProposal {
  valueEuro: number;
  /** The sums the value adds up, in the order written. */
  pieces: FactsAmount[];
  /** How the value was reached: "3 × € 1.250,00 = € 3.750,00". */
  calculation: string;
}

/** The largest case value the contract accepts. */
const MAX_VALUE_EURO = 1_000_000_000;
const MAX_COUNT = 120;

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  diciotto: 18,
  ventiquattro: 24,
};

/** Words that cannot sit between a count and "da/di" in "3 canoni da": the count belongs elsewhere. */
const NOT_COUNTED_WORDS = new Set(
  `gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre
  per il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle dal dallo
  dalla dai dagli dalle nel nello nella nei negli nelle sul sulla sui con tra fra in su a e ed o pari
  totale complessivo complessiva complessivi complessive somma importo circa oltre anno anni`.split(/\s+/),
);

const AMOUNT_SOURCE = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?`;
/** A whole number: not part of "1,250.00", "2016/679" or "12500.5". */
const AMOUNT_AFTER = new RegExp(String.raw`^\s*(?<![\d.,/])(${AMOUNT_SOURCE})(?![\d]|[.,/]\d)`);
const AMOUNT_BEFORE = new RegExp(String.raw`(?<![\d.,/])(${AMOUNT_SOURCE})(?![\d]|[.,/]\d)\s*$`);
const CURRENCY = /€|\beur(?:o)?\b/gi;
/** "euro 12.500,00 e 3.400": a further amount of the same list, ending there. */
const LISTED_AMOUNT = new RegExp(
  String.raw`^\s*(?:,|e|ed)\s+(?<![\d.,/])(${AMOUNT_SOURCE})(?![\d]|[.,/]\d)(?=\s*(?:$|[.;,)]|e\s|ed\s))`,
  'i',
);
const COUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/°])(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})\s+((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:da|di)\s+$`,
  'iu',
);
/** "n. 3 fatture": a number that names, not one that counts. */
const NUMBERING = /(?:\bn|\bnr|\bnum|\bart|\bartt|\bcomma|°)\.?\s*$/i;
/** Limits and thresholds are not claims: "fino a € 5.000", "soglia di € 10.000". */
const LIMIT_BEFORE =
  /(?:fino a|non superiore a|superiore a|inferiore a|oltre|limite di|soglia di|massimo di|minimo di|almeno)\s+$/i;
/** The word that opens a range, and the one that must join its two bounds. */
const RANGE_START = /\b(tra|fra|da)\s+$/i;
const RANGE_JOIN: Record<string, string> = { tra: 'e', fra: 'e', da: 'a' };
const TOTAL_CUE =
  /(?:totale|complessiv\p{L}*|in tutto|pari a|somma|ammontare)(?:\s+\p{L}+){0,2}\s*(?:di|a|:)?\s*$/iu;
/** "altri € 5.000": a further claim of the same amount, not the same one restated. */
const FURTHER_CUE = /\b(?:altri|altre|ulteriori|ulteriore|ancora|un altro|un'altra|un’altra)\s+$/i;
const PARTS_CUE = /^\s*(?:\(|:|,?\s*di cui\b)/i;

interface Reading extends FactsAmount {
  start: number;
  end: number;
  /** Introduced as a further sum ("altri € 5.000"): never merged with an equal one. */
  further: boolean;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const cents = (value: number): number => Math.round(value * 100);

/** "1.250,50" → 1250.5, "1250" → 1250 (the shapes AMOUNT_SOURCE accepts). */
const amountOf = (text: string): number => parseItalianNumber(text) ?? 0;

function isYear(text: string): boolean {
  return /^(?:19|20)\d{2}$/.test(text);
}

/** The count just before `start` ("3 canoni da "), with where it begins; null when there is none. */
function countBefore(text: string, start: number): { count: number; start: number } | null {
  const before = text.slice(Math.max(0, start - 80), start);
  const match = COUNT.exec(before);
  if (!match?.[1] || !match[2]) return null;
  const words = match[2].toLowerCase().split(/\s+/);
  // "6 mesi di canone da": "di" may join the nouns, never begin or end them.
  const counted = words.every(
    (word, index) =>
      !NOT_COUNTED_WORDS.has(word) && (word !== 'di' || (index > 0 && index < words.length - 1)),
  );
  if (!counted) return null;
  const token = match[1].toLowerCase();
  const count = /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token] ?? 0);
  const countStart = start - before.length + match.index;
  if (count < 1 || count > MAX_COUNT || NUMBERING.test(text.slice(Math.max(0, countStart - 8), countStart))) {
    return null;
  }
  // The window may have cut a longer number: "1234 canoni" is not "34 canoni".
  if (/[\p{L}\p{N}.,/°]/u.test(text[countStart - 1] ?? '')) return null;
  return { count, start: countStart };
}

/** Every sum next to a currency marker, or listed after one, in the order written. */
function readAmounts(text: string): Reading[] {
  const readings: Reading[] = [];
  const taken = new Set<number>();
  const add = (numberStart: number, numberText: string, start: number, end: number) => {
    if (taken.has(numberStart)) return;
    taken.add(numberStart);
    const unit = amountOf(numberText);
    if (!(unit > 0)) return;
    const counted = countBefore(text, start);
    const from = counted?.start ?? start;
    const count = counted?.count ?? 1;
    readings.push({
      excerpt: text.slice(from, end).replace(/\s+/g, ' ').trim(),
      count,
      unitEuro: unit,
      totalEuro: round2(unit * count),
      start: from,
      end,
      further: FURTHER_CUE.test(text.slice(Math.max(0, from - 20), from)),
    });
    let cursor = end;
    for (;;) {
      const listed = LISTED_AMOUNT.exec(text.slice(cursor));
      if (!listed?.[1] || isYear(listed[1])) break;
      const numberEnd = cursor + listed[0].length;
      const listedStart = numberEnd - listed[1].length;
      if (taken.has(listedStart)) break;
      taken.add(listedStart);
      const value = amountOf(listed[1]);
      if (value > 0) {
        readings.push({
          excerpt: listed[1],
          count: 1,
          unitEuro: value,
          totalEuro: value,
          start: listedStart,
          end: numberEnd,
          further: false,
        });
      }
      cursor = numberEnd;
    }
  };
  for (const marker of text.matchAll(CURRENCY)) {
    const markerStart = marker.index;
    const markerEnd = markerStart + marker[0].length;
    const after = AMOUNT_AFTER.exec(text.slice(markerEnd));
    if (after?.[1]) {
      const end = markerEnd + after[0].length;
      add(end - after[1].length, after[1], markerStart, end);
      continue;
    }
    const windowStart = Math.max(0, markerStart - 40);
    const before = AMOUNT_BEFORE.exec(text.slice(windowStart, markerStart));
    if (before?.[1]) add(windowStart + before.index, before[1], windowStart + before.index, markerEnd);
  }
  return readings
    .filter((reading) => !LIMIT_BEFORE.test(text.slice(Math.max(0, reading.start - 30), reading.start)))
    .sort((a, b) => a.start - b.start);
}

/** "tra € 1.000 e € 2.000", "da € 1.000 a € 2.000": two bounds, not two claims. */
function hasRange(text: string, readings: readonly Reading[]): boolean {
  return readings.some((reading, index) => {
    const next = readings[index + 1];
    if (next === undefined || reading.count > 1) return false;
    const opening = RANGE_START.exec(text.slice(Math.max(0, reading.start - 10), reading.start));
    const join = text.slice(reading.end, next.start).trim().toLowerCase();
    return opening?.[1] !== undefined && RANGE_JOIN[opening[1].toLowerCase()] === join;
  });
}

/** One piece per total: the multiplied one when the same sum is also written plainly. */
function withoutRestatedAmounts(readings: readonly Reading[]): Reading[] {
  const byTotal = new Map<number, Reading>();
  for (const reading of readings) {
    const key = cents(reading.totalEuro);
    const kept = byTotal.get(key);
    if (!kept || (kept.count === 1 && reading.count > 1)) byTotal.set(key, reading);
  }
  return readings.filter((reading) => reading.further || byTotal.get(cents(reading.totalEuro)) === reading);
}

const sumOf = (pieces: readonly Reading[]) =>
  pieces.reduce((total, piece) => total + cents(piece.totalEuro), 0);

/** Does a run of at least two pieces right before (or after) `index` add up to it? */
function totalsAdjacentRun(pieces: readonly Reading[], index: number, direction: -1 | 1): boolean {
  const target = cents(pieces[index]?.totalEuro ?? 0);
  let sum = 0;
  for (let at = index + direction, length = 1; at >= 0 && at < pieces.length; at += direction, length += 1) {
    sum += cents(pieces[at]?.totalEuro ?? 0);
    if (length >= 2 && sum === target) return true;
    if (sum > target) return false;
  }
  return false;
}

/** A stated total of the pieces around it ("in totale € 3.000", "€ 3.000 (€ 1.000 + € 2.000)"). */
function withoutStatedTotals(text: string, pieces: readonly Reading[]): Reading[] {
  return pieces.filter((piece, index) => {
    const before = text.slice(Math.max(0, piece.start - 40), piece.start);
    const after = text.slice(piece.end, piece.end + 12);
    const totalOfBefore = TOTAL_CUE.test(before) && totalsAdjacentRun(pieces, index, -1);
    const totalOfAfter = PARTS_CUE.test(after) && totalsAdjacentRun(pieces, index, 1);
    return !(totalOfBefore || totalOfAfter);
  });
}

function calculationOf(pieces: readonly FactsAmount[], value: number): string {
  const terms = pieces.map((piece) =>
    piece.count > 1 ? `${piece.count} × ${formatEuro(piece.unitEuro)}` : formatEuro(piece.unitEuro),
  );
  const single = pieces.length === 1 && pieces[0]?.count === 1;
  return single ? formatEuro(value) : `${terms.join(' + ')} = ${formatEuro(value)}`;
}

/**
 * The value the facts state (see the rules at the top of this file), or null when they state no
 * sum, state a range, or add up to more than a case value can be.
 */
export function caseValueFromFacts(facts: string): FactsValueProposal | null {
  const readings = readAmounts(facts);
  if (readings.length === 0 || hasRange(facts, readings)) return null;
  const pieces = withoutStatedTotals(facts, withoutRestatedAmounts(readings));
  const valueEuro = sumOf(pieces) / 100;
  if (pieces.length === 0 || valueEuro <= 0 || valueEuro > MAX_VALUE_EURO) return null;
  const clean = pieces.map(({ excerpt, count, unitEuro, totalEuro }) => ({
    excerpt,
    count,
    unitEuro,
    totalEuro,
  }));
  return { valueEuro, pieces: clean, calculation: calculationOf(clean, valueEuro) };
}
