/**
 * Costs as exact integers of 10⁻⁸ dollars, the scale usage records store them at (numeric(20, 8)):
 * the spending tab's sums, ratios and half-up roundings with no binary fraction on the way, so
 * '$0.00005' shows as '$0.0001', never as a neighbour of it. Units are plain numbers while they are
 * exact (below about $90 million, every realistic figure: twice as fast as BigInt on 10,000 users'
 * rows) and BigInt beyond.
 */
export type CostUnits = number | bigint;

const DIGITS = 8;
const SCALE = 10 ** DIGITS;

const exact = (value: number) => Number.isSafeInteger(value);

/** A non-negative decimal string (PostgreSQL numeric text) in 10⁻⁸ dollars; finer digits must be 0. */
export function costUnits(decimal: string): CostUnits {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match || `${match[1]}${match[2] ?? ''}` === '')
    throw new Error(`not a non-negative decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(DIGITS))) throw new Error(`finer than 10⁻⁸: ${decimal}`);
  const digits = `${match[1] || '0'}${fraction.slice(0, DIGITS).padEnd(DIGITS, '0')}`;
  const units = Number(digits);
  return exact(units) ? units : BigInt(digits);
}

/** The exact sum of `units`. */
export function sumUnits(...units: CostUnits[]): CostUnits {
  let total: CostUnits = 0;
  for (const value of units) {
    if (typeof total === 'number' && typeof value === 'number' && exact(total + value)) total += value;
    else total = BigInt(total) + BigInt(value);
  }
  return total;
}

/**
 * `units` × `times` ÷ `per` (positive integers) in dollars, rounded half-up to `places` (at most 8):
 * '$0.0045'. Per request: { per: requests }; per 1,000 tokens: { times: 1000, per: tokens }.
 */
export function dollars(
  units: CostUnits,
  places: number,
  ratio: { times?: number; per?: number } = {},
): string {
  const { times = 1, per = 1 } = ratio;
  const denominator = per * 10 ** (DIGITS - places);
  let rounded: number | bigint;
  const numerator = typeof units === 'number' ? units * times : Number.NaN;
  if (exact(numerator) && exact(2 * denominator)) {
    // A floating division may land on the integer above a quotient just below it: the remainder says.
    let quotient = Math.floor(numerator / denominator);
    let remainder = numerator - quotient * denominator;
    if (remainder < 0) {
      quotient -= 1;
      remainder += denominator;
    }
    rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  } else {
    const big = BigInt(units) * BigInt(times);
    const bigDenominator = BigInt(per) * 10n ** BigInt(DIGITS - places);
    rounded = (2n * big + bigDenominator) / (2n * bigDenominator);
  }
  const digits = rounded.toString().padStart(places + 1, '0');
  return `$${places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`}`;
}

/** `units` as a number of dollars: below $90 million the double nearest the exact amount. */
export function dollarAmount(units: CostUnits): number {
  return typeof units === 'number' ? units / SCALE : Number(units) / SCALE;
}
