/**
 * Costs as exact integers of 10⁻⁸ dollars, the scale usage records store them at (numeric(20, 8)):
 * the spending tab's sums, ratios and half-up roundings with no binary fraction on the way, so
 * '$0.00005' shows as '$0.0001', never as a neighbour of it.
 */
const DIGITS = 8;
const SCALE = 10n ** BigInt(DIGITS);

/** A non-negative decimal string (PostgreSQL numeric text) in 10⁻⁸ dollars; finer digits must be 0. */
export function costUnits(decimal: string): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match || `${match[1]}${match[2] ?? ''}` === '')
    throw new Error(`not a non-negative decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(DIGITS))) throw new Error(`finer than 10⁻⁸: ${decimal}`);
  return BigInt(`${match[1] || '0'}${fraction.slice(0, DIGITS).padEnd(DIGITS, '0')}`);
}

/** `units` ÷ `divisor` (a positive integer) in dollars, rounded half-up to `places`: '$0.0045'. */
export function dollars(units: bigint, places: number, divisor = 1n): string {
  const denominator = divisor * SCALE;
  const rounded = (2n * units * 10n ** BigInt(places) + denominator) / (2n * denominator);
  const digits = rounded.toString().padStart(places + 1, '0');
  return `$${places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`}`;
}

/** `units` as a number of dollars (the nearest double: units and 10⁸ are exact, so is the division). */
export function dollarAmount(units: bigint): number {
  return Number(units) / Number(SCALE);
}
