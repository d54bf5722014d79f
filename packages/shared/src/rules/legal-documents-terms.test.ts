import { describe, expect, it } from 'vitest';
import {
  isItalianPublicHoliday,
  latestDefendantAppearanceDate,
  latestSummonsServiceDate,
  parseIsoDate,
} from './legal-documents-terms';

describe('art. 163-bis c.p.c.: the last day to serve the citazione', () => {
  it('leaves 120 free days (the 121st day before the hearing), anticipating a Saturday to Friday', () => {
    // 15 March 2027 − 121 days = Saturday 14 November 2026.
    expect(latestSummonsServiceDate('2027-03-15')).toEqual({
      date: '2026-11-13',
      counted: '2026-11-14',
      anticipated: true,
      ferialDaysSkipped: 0,
    });
  });

  it('leaves 150 free days when served abroad', () => {
    expect(latestSummonsServiceDate('2027-03-15', { servedAbroad: true })).toMatchObject({
      date: '2026-10-15',
      anticipated: false,
    });
  });

  it('does not count the days of August (sospensione feriale), unless told the matter is excluded', () => {
    // 20 November 2026: 19 + 31 + 30 days back to 1 September, August skipped, 40 more in July and
    // June: the 120th day is 22 June, so the last free day is Sunday 21 June → Friday 19 June.
    const term = latestSummonsServiceDate('2026-11-20');
    expect(term).toMatchObject({ counted: '2026-06-21', date: '2026-06-19', ferialDaysSkipped: 31 });
    expect(latestSummonsServiceDate('2026-11-20', { ferialSuspension: false })).toMatchObject({
      counted: '2026-07-22',
      date: '2026-07-22',
      ferialDaysSkipped: 0,
    });
  });
});

describe('art. 166 c.p.c.: the last day for the defendant to file the comparsa', () => {
  it('is 70 days before the hearing', () => {
    expect(latestDefendantAppearanceDate('2027-03-15')).toEqual({
      date: '2027-01-04',
      counted: '2027-01-04',
      anticipated: false,
      ferialDaysSkipped: 0,
    });
  });

  it('skips August when the count crosses it', () => {
    expect(latestDefendantAppearanceDate('2026-10-15')).toMatchObject({
      date: '2026-07-06',
      ferialDaysSkipped: 31,
    });
    expect(latestDefendantAppearanceDate('2026-10-15', { ferialSuspension: false })).toMatchObject({
      date: '2026-08-06',
    });
  });

  it('anticipates a holiday to the previous working day: Easter Monday, 4 October, a local patron', () => {
    // 7 June 2027 − 70 = Monday 29 March 2027, Easter Monday → Friday 26 March.
    expect(latestDefendantAppearanceDate('2027-06-07')).toMatchObject({
      counted: '2027-03-29',
      date: '2027-03-26',
      anticipated: true,
    });
    // 13 December 2027 − 70 = Monday 4 October 2027, a national holiday since 2026 → Friday 1 October.
    expect(latestDefendantAppearanceDate('2027-12-13')).toMatchObject({ date: '2027-10-01' });
    // 15 March 2027 − 70 = Monday 4 January; with a patron saint that day → Friday 1 January is a
    // holiday too → Thursday 31 December 2026.
    expect(latestDefendantAppearanceDate('2027-03-15', { extraHolidays: ['2027-01-04'] })).toMatchObject({
      date: '2026-12-31',
    });
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => latestDefendantAppearanceDate('2027-02-30')).toThrow(RangeError);
    expect(() => latestSummonsServiceDate('15/03/2027')).toThrow(RangeError);
  });
});

describe('calendar', () => {
  it('knows the national holidays, Easter Monday computed, 4 October only from 2026', () => {
    for (const day of ['2027-01-01', '2027-01-06', '2027-04-25', '2027-05-01', '2027-06-02']) {
      expect(isItalianPublicHoliday(day)).toBe(true);
    }
    for (const day of ['2027-08-15', '2027-11-01', '2027-12-08', '2027-12-25', '2027-12-26']) {
      expect(isItalianPublicHoliday(day)).toBe(true);
    }
    expect(isItalianPublicHoliday('2024-04-01')).toBe(true); // Easter Monday 2024
    expect(isItalianPublicHoliday('2025-04-21')).toBe(true); // Easter Monday 2025
    expect(isItalianPublicHoliday('2027-03-29')).toBe(true); // Easter Monday 2027
    expect(isItalianPublicHoliday('2027-10-04')).toBe(true);
    expect(isItalianPublicHoliday('2025-10-04')).toBe(false);
    expect(isItalianPublicHoliday('2027-03-15')).toBe(false);
  });

  it('parses only real yyyy-mm-dd dates', () => {
    expect(parseIsoDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-2-9')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});
