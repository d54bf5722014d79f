import { unparse } from 'papaparse';
import { createElement } from 'react';
import { dialogSecondaryClass } from '../../components/dialog-buttons';
import { saveFile } from '../../lib/save-file';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** Excel reads a CSV as UTF-8 (accents in names) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * The CSV text of a table: a header row, then one row per item. Numbers stay plain (1234.5) so a
 * spreadsheet reads them as numbers; a text cell starting with = + - @ (or a tab or CR) gets a
 * leading ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Builds the CSV and hands it to the browser's download as `fileName`. */
export function downloadCsv<Row>(fileName: string, columns: CsvColumn<Row>[], rows: Row[]): void {
  saveFile(new Blob([BOM + toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** 'brocardo-user-spending-2026-11-24.csv': the table's name and today's date. */
export function csvFileName(name: string, today = new Date()): string {
  return `brocardo-${name}-${today.toISOString().slice(0, 10)}.csv`;
}

/** The 'Export CSV' button of a table; disabled while there is nothing to export. */
export function ExportCsvButton<Row>({
  fileName,
  columns,
  rows,
  label = 'Export CSV',
  description,
}: {
  fileName: string;
  columns: CsvColumn<Row>[];
  rows: Row[];
  label?: string;
  /** The table's name for screen readers, e.g. 'Export CSV: User Spending'. */
  description?: string;
}) {
  return createElement(
    'button',
    {
      type: 'button',
      className: `${dialogSecondaryClass} px-3 py-1.5`,
      disabled: rows.length === 0,
      'aria-label': description ? `${label}: ${description}` : undefined,
      onClick: () => downloadCsv(fileName, columns, rows),
    },
    label,
  );
}
