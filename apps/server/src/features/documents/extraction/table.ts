import { sheetjs } from './sheetjs';
import { cleanLine } from './text';

/**
 * Markdown-like rows `| a | b |`, one per line, the first non-empty row first (it is the header);
 * empty rows and columns are dropped. null when no cell has text.
 */
export function renderTable(rows: string[][]): string | null {
  const cleaned = rows.map((row) => row.map((cell) => cleanLine(cell).replaceAll('|', '\\|')));
  const kept = cleaned.filter((row) => row.some(Boolean));
  if (!kept.length) return null;
  const width = Math.max(...kept.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) => kept.some((row) => row[c]));
  return kept.map((row) => `| ${columns.map((c) => row[c] ?? '').join(' | ')} |`).join('\n');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy, with hh:mm when the time is not midnight. */
export function formatDateParts(y: number, m: number, d: number, hours = 0, minutes = 0): string {
  const date = `${pad(d)}/${pad(m)}/${y}`;
  return hours || minutes ? `${date} ${pad(hours)}:${pad(minutes)}` : date;
}

/** A Date cell, read in UTC (exceljs) or local time (SheetJS), rounded to the minute. */
export function formatDate(value: Date, zone: 'utc' | 'local'): string {
  if (Number.isNaN(value.getTime())) return '';
  const d = new Date(Math.round(value.getTime() / 60_000) * 60_000);
  return zone === 'utc'
    ? formatDateParts(
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
      )
    : formatDateParts(d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes());
}

/** Swaps the en-US separators of formatted numbers for the Italian ones: 1,234.5 → 1.234,5. */
export function italianSeparators(text: string): string {
  return text.replace(/\d[\d.,]*\d/g, (digits) => digits.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')));
}

/**
 * Excel refuses number formats longer than this. A longer one only comes from a crafted file, and
 * SheetJS's SSF takes quadratic time on some (every `[$…]` block rescans the whole format).
 */
export const MAX_NUMBER_FORMAT_LENGTH = 255;

/**
 * A number as Excel shows it with its number format, in Italian notation. With no format (General)
 * the full value is kept (up to 15 significant digits) rather than Excel's 11-digit abbreviation,
 * so identifiers and amounts survive; so is it under a format longer than Excel allows.
 */
export function formatNumber(value: number, numFmt: string | undefined): string {
  const format = numFmt && numFmt !== 'General' && numFmt.length <= MAX_NUMBER_FORMAT_LENGTH ? numFmt : null;
  if (format) {
    try {
      const XLSX = sheetjs();
      if (XLSX.SSF.is_date(format)) {
        const date = XLSX.SSF.parse_date_code(value);
        if (date) return formatDateParts(date.y, date.m, date.d, date.H, date.M);
      }
      return italianSeparators(XLSX.SSF.format(format, value));
    } catch {
      // An exotic format SSF cannot apply: fall back to the plain value.
    }
  }
  if (!Number.isFinite(value)) return String(value);
  return italianSeparators(String(Number(value.toPrecision(15))));
}
