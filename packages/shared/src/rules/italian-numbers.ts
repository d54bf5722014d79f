/**
 * Numbers as Italian users type and read them, and today's date in Italy: the server fills documents
 * with them and the web checks the same values before sending, so both must read "12.500,00" alike.
 */

const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const ITALIAN_NUMBER = /^[+-]?\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^[+-]?\d+(?:,\d+)?$/;

/**
 * A number as an Italian user types it: `12500`, `12.500`, `12.500,50`, `12500,5`, `12500.50`.
 * A dot followed by exactly three digits is a thousands separator (`12.500` is twelve thousand five
 * hundred); a single dot otherwise is a decimal point. Euro signs and spaces are ignored.
 */
export function parseItalianNumber(text: string): number | null {
  const cleaned = text.replace(/€|eur(?:o)?/gi, '').replace(/\s/g, '');
  if (cleaned === '') return null;
  let value: number;
  const thousandsDot = /\.\d{3}(?!\d)/.test(cleaned) && !/^[+-]?0\./.test(cleaned);
  if (ITALIAN_NUMBER.test(cleaned) && (cleaned.includes(',') || thousandsDot)) {
    value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  } else if (PLAIN_NUMBER.test(cleaned)) {
    value = Number(cleaned);
  } else {
    return null;
  }
  return Number.isFinite(value) ? value : null;
}

const EURO = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as Intl.NumberFormatOptions);
const NUMBER = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 12500 → `€ 12.500,00` (the sign before the amount, as Italian deeds write it). */
export function formatEuro(amount: number): string {
  return `€ ${EURO.format(amount)}`;
}

/** 1234.5 → `1.234,5`. */
export function formatItalianNumber(value: number): string {
  return NUMBER.format(value);
}

/** Today's calendar date in Italy, as yyyy-mm-dd. */
export function italianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
