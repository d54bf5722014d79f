import type ExcelJS from 'exceljs';
import type { CellObject, WorkBook } from 'xlsx';
import { sheetjs } from './sheetjs';
import { formatDate, formatNumber, renderTable } from './table';
import { type ExtractedBlock, type ExtractedDocument, ExtractionFailure, FAILURE } from './types';

/** A sheet: a `Foglio: <name>` heading, then its rows as one table block (nothing when it is empty). */
function sheetBlocks(name: string, sheet: number, rows: string[][]): ExtractedBlock[] {
  const table = renderTable(rows);
  if (!table) return [];
  return [
    { page: sheet, text: `Foglio: ${name}`, kind: 'heading' },
    { page: sheet, text: table, kind: 'table' },
  ];
}

function finish(type: 'XLS' | 'XLSX', pageCount: number, blocks: ExtractedBlock[]): ExtractedDocument {
  if (!blocks.length) throw new ExtractionFailure(FAILURE.noText);
  return { type, pageCount, ocrPages: 0, blocks };
}

const booleanText = (value: boolean) => (value ? 'VERO' : 'FALSO');

/** XLSX through exceljs. */
export async function extractXlsx(bytes: Uint8Array): Promise<ExtractedDocument> {
  // Loaded per document type: a worker only pays for the parser it uses.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new ExtractionFailure(FAILURE.corrupt);
  }
  const blocks: ExtractedBlock[] = [];
  workbook.worksheets.forEach((worksheet, index) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, r) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, c) => {
        if (cell.isMerged && cell.master.address !== cell.address) return; // merged: the text is the master's
        cells[c - 1] = excelCellText(cell.value, cell.numFmt);
      });
      rows[r - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    blocks.push(
      ...sheetBlocks(
        worksheet.name,
        index + 1,
        Array.from(rows, (row) => row ?? []),
      ),
    );
  });
  return finish('XLSX', workbook.worksheets.length, blocks);
}

function excelCellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return booleanText(value);
  // exceljs turns date-formatted serials into Dates at UTC midnight.
  if (value instanceof Date) {
    return formatDate(value, 'utc');
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('hyperlink' in value) return excelCellText(value.text as ExcelJS.CellValue, numFmt);
  if ('formula' in value || 'sharedFormula' in value) {
    return excelCellText((value as { result?: ExcelJS.CellValue }).result ?? null, numFmt);
  }
  return '';
}

/** Legacy BIFF .xls through SheetJS (run only inside the throwaway worker). */
export function extractXls(bytes: Uint8Array): ExtractedDocument {
  let workbook: WorkBook;
  try {
    workbook = sheetjs().read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
      cellDates: true,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      bookVBA: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ExtractionFailure(/password/i.test(message) ? FAILURE.encryptedExcel : FAILURE.corrupt);
  }
  const blocks: ExtractedBlock[] = [];
  workbook.SheetNames.forEach((name, index) => {
    // SheetJS 0.18 dense sheets are arrays of rows of cells.
    const sheet = workbook.Sheets[name] as unknown as (CellObject | undefined)[][] | undefined;
    if (!Array.isArray(sheet)) return;
    const rows = Array.from(sheet, (row) =>
      Array.from(row ?? [], (cell) => (cell ? sheetJsCellText(cell) : '')),
    );
    blocks.push(...sheetBlocks(name, index + 1, rows));
  });
  return finish('XLS', workbook.SheetNames.length, blocks);
}

function sheetJsCellText(cell: CellObject): string {
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return booleanText(Boolean(cell.v));
    case 'e':
      return cell.w ?? '';
    case 'd': {
      // SheetJS builds these in local time.
      return cell.v instanceof Date ? formatDate(cell.v, 'local') : (cell.w ?? '');
    }
    case 'n':
      return typeof cell.v === 'number'
        ? formatNumber(cell.v, cell.z === undefined ? undefined : String(cell.z))
        : '';
    default:
      return cell.w ?? '';
  }
}
