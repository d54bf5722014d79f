import { formatPoints } from '@brocardo/shared';

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const WHOLE = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

export const FREE_PLAN_LABEL = 'Gratuito';

/** A plan's monthly price ("29.00" from the server) as '29,00 €/mese', or 'Gratuito' at 0. */
export function formatPlanPrice(price: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  return amount === 0 ? FREE_PLAN_LABEL : `${EURO.format(amount)}/mese`;
}

/** '1.500 punti' ('1 punto'), grouped from four digits as DESIGN.md writes Italian numbers. */
export function formatPointsFull(points: number): string {
  return `${WHOLE.format(points)} ${Math.abs(points) === 1 ? 'punto' : 'punti'}`;
}

/** The shortened figure ('1,5K') the app shows for balances, with the exact one for the tooltip. */
export function shortPoints(points: number): { short: string; full: string } {
  return { short: formatPoints(points), full: formatPointsFull(points) };
}

/** 'tra 1 giorno' / 'tra 12 giorni'. */
export function daysText(days: number): string {
  return `${WHOLE.format(days)} ${days === 1 ? 'giorno' : 'giorni'}`;
}

const DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** '24 novembre 2026'; 'Non disponibile' when missing, 'Data non valida' when unreadable (spec 2 §8). */
export function formatItalianDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return 'Non disponibile';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Data non valida' : DATE.format(date);
}
