/**
 * Procedural terms counted backwards from a hearing (codice di procedura civile after D.Lgs. 149/2022):
 *
 * - art. 163-bis c.p.c.: between the day the citazione is served and the hearing there must be
 *   "termini liberi" of at least 120 days (150 when served abroad). Free days exclude both the day of
 *   service and the hearing, so the latest day of service is the 121st (151st) day before the hearing.
 * - art. 166 c.p.c.: the defendant files the comparsa "almeno settanta giorni prima dell'udienza":
 *   the hearing day is excluded and the last day counted is included (hearing − 70 days).
 *
 * Choices (each a conservative reading, i.e. it can only make the date earlier):
 * - Sospensione feriale (L. 742/1969, art. 1, 1–31 August since D.L. 132/2014): the days of August are
 *   not counted, as for every procedural term including those counted backwards (Cass. 12044/2010 on
 *   the defendant's term; Cass. 875/1986 on the term to appear). Matters the suspension does not
 *   apply to (labour, urgent proceedings…) pass `ferialSuspension: false`.
 * - Art. 155, fourth and fifth paragraphs, c.p.c. extend a term *ending* on a holiday or a Saturday to
 *   the next working day; for a term counted backwards that would shorten the interval the law
 *   guarantees, so the case law does not apply it (Cass., brocardi.it massima 41544). A date falling
 *   on a Saturday, Sunday or national holiday is therefore anticipated to the previous working day.
 * - Holidays: the national ones of L. 260/1949 as in force (Easter Monday included; 4 October from
 *   2026, L. 151/2025). A local patron saint's day is not known here: pass it in `extraHolidays`.
 * - The hearing date is taken as written, even when it falls on a holiday.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days a citazione must leave before the hearing (art. 163-bis, first paragraph, c.p.c.). */
export const SUMMONS_TERM_DAYS = { italy: 120, abroad: 150 } as const;
/** Days before the hearing by which the defendant files the comparsa (art. 166 c.p.c.). */
export const DEFENDANT_APPEARANCE_DAYS = 70;

export interface BackwardTermOptions {
  /** Whether 1–31 August is left out of the count (default true). */
  ferialSuspension?: boolean;
  /** Further non-working days (ISO yyyy-mm-dd), such as the local patron saint's day. */
  extraHolidays?: readonly string[];
}

export interface BackwardTerm {
  /** The last useful day (ISO yyyy-mm-dd), after anticipating a non-working day. */
  date: string;
  /** The day the count itself gives, before the anticipation. */
  counted: string;
  /** The counted day was a Saturday, a Sunday or a holiday, so `date` is earlier. */
  anticipated: boolean;
  /** Whether days of August were left out. */
  ferialDaysSkipped: number;
}

/** A valid calendar date written yyyy-mm-dd, as UTC milliseconds; null otherwise. */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return time;
}

const toIso = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Easter Sunday (Gregorian calendar, anonymous algorithm), as UTC milliseconds. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];

/** Whether a day (ISO yyyy-mm-dd) is an Italian national public holiday. */
export function isItalianPublicHoliday(iso: string): boolean {
  const time = parseIsoDate(iso);
  if (time === null) return false;
  const year = new Date(time).getUTCFullYear();
  const monthDay = iso.slice(5);
  if (FIXED_HOLIDAYS.includes(monthDay)) return true;
  if (monthDay === '10-04' && year >= 2026) return true;
  const easter = easterSunday(year);
  return time === easter || time === easter + DAY_MS;
}

function isWorkingDay(time: number, extraHolidays: ReadonlySet<string>): boolean {
  const weekday = new Date(time).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const iso = toIso(time);
  return !isItalianPublicHoliday(iso) && !extraHolidays.has(iso);
}

const isAugust = (time: number) => new Date(time).getUTCMonth() === 7;

/**
 * Counts `days` days back from the hearing (the hearing day excluded), leaving August out when the
 * suspension applies; with `freeDays` the result is the day before the last counted one (the term
 * must be free of both ends). Then a non-working day is anticipated to the previous working day.
 */
function countBackwards(
  hearing: string,
  days: number,
  freeDays: boolean,
  options: BackwardTermOptions,
): BackwardTerm {
  const start = parseIsoDate(hearing);
  if (start === null) throw new RangeError(`not a date (yyyy-mm-dd): ${hearing}`);
  const suspension = options.ferialSuspension ?? true;
  const extra = new Set(options.extraHolidays ?? []);
  let day = start;
  let counted = 0;
  let skipped = 0;
  while (counted < days) {
    day -= DAY_MS;
    if (suspension && isAugust(day)) skipped += 1;
    else counted += 1;
  }
  if (freeDays) day -= DAY_MS;
  const computed = day;
  while (!isWorkingDay(day, extra)) day -= DAY_MS;
  return {
    date: toIso(day),
    counted: toIso(computed),
    anticipated: day !== computed,
    ferialDaysSkipped: skipped,
  };
}

/** Art. 163-bis c.p.c.: the last day the citazione may be served for the hearing to be valid. */
export function latestSummonsServiceDate(
  hearing: string,
  options: BackwardTermOptions & { servedAbroad?: boolean } = {},
): BackwardTerm {
  const days = options.servedAbroad ? SUMMONS_TERM_DAYS.abroad : SUMMONS_TERM_DAYS.italy;
  return countBackwards(hearing, days, true, options);
}

/** Art. 166 c.p.c.: the last day the defendant may file the comparsa di costituzione e risposta. */
export function latestDefendantAppearanceDate(
  hearing: string,
  options: BackwardTermOptions = {},
): BackwardTerm {
  return countBackwards(hearing, DEFENDANT_APPEARANCE_DAYS, false, options);
}
