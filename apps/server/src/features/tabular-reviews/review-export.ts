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
 * How the answers were made, as the answered cells stored it (`extractive`: the best passage, no model),
 * and that they are to be checked: the AI Act and L. 132/2025 ask that AI output be recognisable.
 */
export function extractionNote(cells: readonly Pick<ReviewCellRow, 'status' | 'extractive'>[]): string {
  const answered = cells.filter((cell) => cell.status === 'done');
  if (answered.length === 0) return 'Nota: nessuna risposta è stata ancora estratta dai documenti.';
  const byModel = answered.some((cell) => !cell.extractive);
  const withoutModel = answered.some((cell) => cell.extractive);
  const how =
    byModel && withoutModel
      ? 'in parte con l’ausilio dell’intelligenza artificiale, in parte per estrazione automatica senza modello (fonte «passaggio estratto»)'
      : byModel
        ? 'con l’ausilio dell’intelligenza artificiale'
        : 'per estrazione automatica, senza un modello di intelligenza artificiale (il passaggio più pertinente alla domanda)';
  return `Nota: risposte estratte dai documenti ${how}; da verificare sui documenti originali prima dell’uso.`;
}

/**
 * The review as an .xlsx: one row per document, one column per question, each followed by a paired
 * column with the quote, its page and whether it was verified; after an empty row, the extraction note.
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
  sheet.addRow([]);
  // Not wrapped: the note runs on over the empty cells to its right.
  sheet.addRow([extractionNote(input.cells)]).font = { italic: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
