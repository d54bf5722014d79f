/** Number formats of the admin analytics (spec 2 §9); Italian separators for plain counts. */

const COUNT = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1.234 (Italian grouping from four digits), up to two decimals. */
export const formatCount = (value: number): string => COUNT.format(value);

/** Spec 2 §9: 1,000 and above as K, 1,000,000 and above as M, one decimal (1,5K; 2,3M); below, the count. */
export function formatTokens(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${ONE_DECIMAL.format(value / 1_000_000)}M`;
  if (abs >= 1_000) return `${ONE_DECIMAL.format(value / 1_000)}K`;
  return formatCount(value);
}

/**
 * '$' and the given decimals ($0.0123): the spec writes costs in dollars with a decimal point
 * (spec 2 §9: 2 decimals in feature cards, 4 in spending totals and the cost tooltip).
 */
export function formatCost(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 12,5% (Italian decimal comma), one decimal by default. */
export function formatPercent(value: number, decimals = 1): string {
  const format = new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${format.format(value)}%`;
}

/** A numeric string or number from the server as a number (0 when unreadable). */
export function toNumber(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

const DAY = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** A calendar day 'YYYY-MM-DD' as 24/11/2026 (the day as given, no time zone shift). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** A moment as 24/11/2026, 10:30 in Rome time, or the raw text when unreadable. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}
