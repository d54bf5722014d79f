import { parseIsoDate } from '@brocardo/shared';

// The service takes today from here; the number formats now live in @brocardo/shared.
export { italianToday } from '@brocardo/shared';

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** `2024-05-10` → `10 maggio 2024`; the first of the month is written `1° maggio 2024`, as in deeds. */
export function formatItalianDate(iso: string): string {
  const time = parseIsoDate(iso);
  if (time === null) throw new RangeError(`not a date (yyyy-mm-dd): ${iso}`);
  const date = new Date(time);
  const day = date.getUTCDate();
  return `${day === 1 ? '1°' : day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Adds whole days to an ISO date (UTC calendar arithmetic). */
export function addDays(iso: string, days: number): string {
  const time = parseIsoDate(iso);
  if (time === null) throw new RangeError(`not a date (yyyy-mm-dd): ${iso}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** Adds whole years; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const time = parseIsoDate(iso);
  if (time === null) throw new RangeError(`not a date (yyyy-mm-dd): ${iso}`);
  const date = new Date(time);
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
