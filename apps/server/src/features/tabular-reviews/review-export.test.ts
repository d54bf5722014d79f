import { reviewExportFilename } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { extractionNote, reviewWorkbook } from './review-export';
import type { ReviewCellRow, ReviewColumnRow, ReviewDocumentRow } from './tabular-reviews.repo';

const document = { id: 'd1', filename: 'locazione-milano.pdf', documentType: 'PDF' } as ReviewDocumentRow;
const column = { id: 'c1', label: 'Durata' } as ReviewColumnRow;

function cell(changes: Partial<ReviewCellRow>): ReviewCellRow {
  return {
    documentId: 'd1',
    columnId: 'c1',
    status: 'done',
    answer: 'Quattro anni',
    quote: 'Il contratto ha durata di 4 anni.',
    page: 1,
    verified: true,
    extractive: false,
    ...changes,
  } as ReviewCellRow;
}

async function sheetOf(cells: ReviewCellRow[]) {
  const bytes = await reviewWorkbook({ title: 'Locazioni', documents: [document], columns: [column], cells });
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as never);
  return workbook.worksheets[0]!;
}

describe('the Excel export’s note on how the cells were extracted', () => {
  it('closes the sheet, after an empty row, saying the model answered and the cells are to be checked', async () => {
    const sheet = await sheetOf([cell({})]);
    expect(sheet.getRow(2).getCell(1).value).toBe('locazione-milano.pdf');
    expect(sheet.getRow(3).getCell(1).value ?? null).toBeNull();
    const note = sheet.getRow(4).getCell(1);
    expect(note.value).toBe(
      'Nota: risposte estratte dai documenti con l’ausilio dell’intelligenza artificiale; da verificare sui documenti originali prima dell’uso.',
    );
    expect(note.font?.italic).toBe(true);
    expect(sheet.rowCount).toBe(4);
  });

  it('says truthfully when no model answered, or only some cells', () => {
    const extractive = extractionNote([
      cell({ extractive: true }),
      cell({ status: 'failed', extractive: false }),
    ]);
    expect(extractive).toContain('per estrazione automatica, senza un modello di intelligenza artificiale');
    expect(extractive).not.toContain('ausilio');
    expect(extractive).toContain('da verificare sui documenti originali');
    const mixed = extractionNote([cell({ extractive: true }), cell({})]);
    expect(mixed).toContain(
      'in parte con l’ausilio dell’intelligenza artificiale, in parte per estrazione automatica',
    );
    expect(extractionNote([cell({ status: 'pending' })])).toBe(
      'Nota: nessuna risposta è stata ancora estratta dai documenti.',
    );
  });
});

describe('the Excel file’s name', () => {
  it('keeps a title’s dash as "-" and one space between words', () => {
    expect(reviewExportFilename('Locazioni Milano e Torino – clausole')).toBe(
      'Locazioni Milano e Torino - clausole.xlsx',
    );
    expect(reviewExportFilename('Contratti — fornitura  2024/25:\tbozza')).toBe(
      'Contratti - fornitura 202425 bozza.xlsx',
    );
    expect(reviewExportFilename(' «»? ')).toBe('revisione.xlsx');
    expect(reviewExportFilename('a'.repeat(200))).toBe(`${'a'.repeat(80)}.xlsx`);
  });
});
