import { z } from '../zod-it';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_INVALID = 'Data non valida (AAAA-MM-GG)';

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 is refused); blank means absent. */
export const calendarDay = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    if (!DAY.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DATE_INVALID)
  .transform((value) => value || undefined);

/** Whether a range's first day is not after its last (absent ends always are). */
export function dateRangeInOrder(range: { date_from?: string; date_to?: string }): boolean {
  return !range.date_from || !range.date_to || range.date_from <= range.date_to;
}
export const DATE_RANGE_INVERTED = 'La data iniziale non può essere successiva a quella finale';

/**
 * ?date_from=&date_to= of the admin analytics (spec 2 §7): inclusive calendar days in
 * POINTS_TIME_ZONE (Europe/Rome), either may be absent.
 */
export const adminDateRangeQuery = z.object({
  date_from: calendarDay.optional(),
  date_to: calendarDay.optional(),
});
/** The range alone, checked: the query of the usage, spending and analytics calls. */
export const adminDateRangeQueryChecked = adminDateRangeQuery.refine(dateRangeInOrder, {
  path: ['date_to'],
  message: DATE_RANGE_INVERTED,
});
export type AdminDateRangeQuery = z.infer<typeof adminDateRangeQuery>;
