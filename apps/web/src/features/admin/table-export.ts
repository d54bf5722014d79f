import { unparse } from 'papaparse';
import { createElement, Fragment, useState } from 'react';
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

/** Spec-free texts of the export that has to fetch its rows first. */
export const exportMessages = {
  busy: 'Esportazione…',
  failed: 'Esportazione non riuscita: riprova tra poco.',
} as const;

/** The rows to export: those already shown, or a loader for more than is shown (e.g. every page). */
type ExportSource<Row> = { rows: Row[]; loadRows?: never } | { loadRows: () => Promise<Row[]>; rows?: never };

/**
 * The 'Export CSV' button of a table. With `rows` it downloads them at once and is disabled while
 * there are none; with `loadRows` it fetches them on click, says 'Esportazione…' meanwhile and shows
 * an error beside it when the fetch fails.
 */
export function ExportCsvButton<Row>({
  fileName,
  columns,
  label = 'Export CSV',
  description,
  ...source
}: {
  fileName: string;
  columns: CsvColumn<Row>[];
  label?: string;
  /** The table's name for screen readers, e.g. 'Export CSV: User Spending'. */
  description?: string;
} & ExportSource<Row>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { rows, loadRows } = source;

  async function exportLoaded(load: () => Promise<Row[]>) {
    setBusy(true);
    setFailed(false);
    try {
      downloadCsv(fileName, columns, await load());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const shown = busy ? exportMessages.busy : label;
  const button = createElement(
    'button',
    {
      type: 'button',
      className: `${dialogSecondaryClass} px-3 py-1.5`,
      disabled: busy || (rows !== undefined && rows.length === 0),
      'aria-busy': loadRows ? busy : undefined,
      'aria-label': description ? `${shown}: ${description}` : undefined,
      onClick: () => {
        if (loadRows) void exportLoaded(loadRows);
        else if (rows) downloadCsv(fileName, columns, rows);
      },
    },
    shown,
  );
  if (!loadRows) return button;
  return createElement(
    Fragment,
    null,
    button,
    failed &&
      createElement('p', { role: 'alert', className: 'text-sm text-critical' }, exportMessages.failed),
  );
}
