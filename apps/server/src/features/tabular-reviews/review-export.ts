import type { ReviewCellRow, ReviewColumnRow, ReviewDocumentRow } from './tabular-reviews.repo';

/**
 * Text a spreadsheet could read as a formula (= + - @, or a leading tab / carriage return) is
 * prefixed with an apostrophe, so opening the export never runs anything a document or a model wrote.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function sourceOf(cell: ReviewCellRow | undefined, documentType: string): string {
  if (cell?.status !== 'done' || !cell.quote) return '';
  const where =
    cell.page === null ? '' : documentType === 'XLSX' ? ` (foglio ${cell.page})` : ` (p. ${cell.page})`;
  const mark = cell.extractive ? 'passaggio estratto' : cell.verified ? 'verificata' : 'NON verificata';
  return `«${cell.quote}»${where} — ${mark}`;
}

function answerOf(cell: ReviewCellRow | undefined): string {
  if (!cell) return '';
  if (cell.status === 'done') return cell.answer ?? '';
  if (cell.status === 'failed') return `Errore: ${cell.error ?? 'non riuscita'}`;
  return 'In elaborazione';
}

/**
 * The review as an .xlsx: one row per document, one column per question, each followed by a paired
 * column with the quote, its page and whether it was verified.
 */
export async function reviewWorkbook(input: {
  title: string;
  documents: readonly ReviewDocumentRow[];
  columns: readonly ReviewColumnRow[];
  cells: readonly ReviewCellRow[];
}): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Brocardo';
  const sheet = workbook.addWorksheet('Revisione');
  sheet.columns = [
    { header: 'Documento', key: 'document', width: 32 },
    ...input.columns.flatMap((column) => [
      { header: neutralised(column.label), key: `a-${column.id}`, width: 40 },
      { header: neutralised(`${column.label} — fonte`), key: `q-${column.id}`, width: 60 },
    ]),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  const byPair = new Map(input.cells.map((cell) => [`${cell.documentId}:${cell.columnId}`, cell]));
  for (const document of input.documents) {
    const values: Record<string, string> = { document: neutralised(document.filename) };
    for (const column of input.columns) {
      const cell = byPair.get(`${document.id}:${column.id}`);
      values[`a-${column.id}`] = neutralised(answerOf(cell));
      values[`q-${column.id}`] = neutralised(sourceOf(cell, document.documentType));
    }
    const row = sheet.addRow(values);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
