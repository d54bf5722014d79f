import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  brokenXrefPdf,
  docxFile,
  encryptedPdf,
  mixedPdf,
  pdfWithJavaScript,
  scannedPdf,
  textPdf,
  xlsFile,
  xlsxFile,
  zipBombDocx,
} from '../../../../test/document-fixtures';
import { extractDocument } from './extract-document';
import {
  type ExtractedDocument,
  ExtractionFailure,
  type ExtractionOptions,
  FAILURE,
  type OcrOptions,
} from './types';
import { assertZipWithinBudget } from './zip-budget';

const OCR: OcrOptions = { command: 'tesseract', languages: 'ita', timeoutMs: 30_000, maxPages: 5 };
const OPTIONS: ExtractionOptions = { ocr: OCR, maxUnzippedBytes: 64 * 1024 * 1024 };

const SCANNED_LINES = [
  'TRIBUNALE ORDINARIO DI MILANO',
  'Sezione civile, in composizione monocratica.',
  'Il giudice, letti gli atti della causa promossa dalla',
  'società Edilizia Lombarda contro il signor Giuseppe Verdi,',
  'osserva che il contratto di appalto è stato risolto per',
  'inadempimento e condanna il convenuto al pagamento.',
];

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExtractionFailure);
  return (error as ExtractionFailure).reason;
}

const textOf = (doc: ExtractedDocument) => doc.blocks.map((block) => block.text).join('\n');

describe('PDF', () => {
  it('reads each page with its number, keeping paragraphs and an all-caps heading', async () => {
    const pdf = await textPdf([
      'CONTRATTO DI LOCAZIONE\n\nIl locatore concede in locazione al conduttore l’immobile sito in Roma, via Appia 12.',
      'Il canone annuo è fissato in euro dodicimila, da pagarsi in rate mensili anticipate.',
      'Le parti eleggono domicilio presso i rispettivi studi legali.',
    ]);
    const doc = await extractDocument(pdf, 'PDF', OPTIONS);
    expect(doc).toMatchObject({ type: 'PDF', pageCount: 3, ocrPages: 0 });
    expect(doc.blocks[0]).toEqual({ page: 1, text: 'CONTRATTO DI LOCAZIONE', kind: 'heading' });
    expect(doc.blocks).toContainEqual({
      page: 2,
      text: 'Il canone annuo è fissato in euro dodicimila, da pagarsi in rate mensili anticipate.',
      kind: 'paragraph',
    });
    expect(doc.blocks.find((block) => block.text.startsWith('Le parti'))?.page).toBe(3);
  });

  it('joins wrapped lines into paragraphs, single or double spaced, and finds headings', async () => {
    const first =
      'Con atto di citazione ritualmente notificato, la società Alfa conveniva in giudizio il signor Rossi chiedendo il pagamento della somma di euro diecimila per le forniture eseguite.';
    const second =
      'Si costituiva il convenuto eccependo la prescrizione del credito e, in via subordinata, la non conformità della merce consegnata rispetto a quanto pattuito tra le parti.';
    const page = `# Svolgimento del processo\n\n${first}\n\n${second}\n\nMOTIVI DELLA DECISIONE\n\n${first}`;
    for (const lineGap of [0, 12]) {
      const doc = await extractDocument(await textPdf([page], { lineGap }), 'PDF', OPTIONS);
      expect(doc.blocks).toEqual([
        { page: 1, text: 'Svolgimento del processo', kind: 'heading' },
        { page: 1, text: first, kind: 'paragraph' },
        { page: 1, text: second, kind: 'paragraph' },
        { page: 1, text: 'MOTIVI DELLA DECISIONE', kind: 'heading' },
        { page: 1, text: first, kind: 'paragraph' },
      ]);
    }
  });

  it('reads a 20-page PDF quickly', async () => {
    const pages = Array.from(
      { length: 20 },
      (_, i) =>
        `Pagina ${i + 1}. ${'Il ricorrente espone i fatti di causa e chiede il risarcimento del danno. '.repeat(25)}`,
    );
    const pdf = await textPdf(pages);
    const started = performance.now();
    const doc = await extractDocument(pdf, 'PDF', OPTIONS);
    const elapsed = performance.now() - started;
    expect(doc.pageCount).toBe(20);
    for (let page = 1; page <= 20; page++) {
      expect(doc.blocks.find((block) => block.text.startsWith(`Pagina ${page}.`))?.page).toBe(page);
    }
    expect(elapsed).toBeLessThan(5_000);
  });

  it('reads the text of a PDF carrying JavaScript without running it', async () => {
    const doc = await extractDocument(pdfWithJavaScript(), 'PDF', OPTIONS);
    expect(textOf(doc)).toBe('Il contratto di locazione è stato firmato a Torino.');
  });

  it('recovers the text of a PDF whose xref table is garbage (pdf.js rebuilds it)', async () => {
    const pdf = await brokenXrefPdf([
      'Prima pagina del ricorso per decreto ingiuntivo.',
      'Seconda pagina: conclusioni.',
    ]);
    const doc = await extractDocument(pdf, 'PDF', OPTIONS);
    expect(doc.pageCount).toBe(2);
    expect(doc.blocks).toEqual([
      { page: 1, text: 'Prima pagina del ricorso per decreto ingiuntivo.', kind: 'paragraph' },
      { page: 2, text: 'Seconda pagina: conclusioni.', kind: 'paragraph' },
    ]);
  });

  it('refuses encrypted, corrupt and empty PDFs with their reasons', async () => {
    expect(await failure(extractDocument(await encryptedPdf(), 'PDF', OPTIONS))).toBe(FAILURE.encryptedPdf);
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${'rumore '.repeat(200)}`);
    expect(await failure(extractDocument(garbage, 'PDF', OPTIONS))).toBe(FAILURE.corrupt);
    const truncated = (await textPdf(['Testo del ricorso.'])).subarray(0, 400);
    expect(await failure(extractDocument(truncated, 'PDF', OPTIONS))).toBe(FAILURE.corrupt);
    // A blank page draws nothing: it needs no OCR, and the document simply has no text.
    const blank = await textPdf(['']);
    expect(await failure(extractDocument(blank, 'PDF', { ...OPTIONS, ocr: null }))).toBe(FAILURE.noText);
  });

  it('reads a scanned page through tesseract', async () => {
    const pdf = await scannedPdf(SCANNED_LINES);
    const started = performance.now();
    const doc = await extractDocument(pdf, 'PDF', OPTIONS);
    const elapsed = performance.now() - started;
    expect(doc).toMatchObject({ type: 'PDF', pageCount: 1, ocrPages: 1 });
    expect(doc.blocks.every((block) => block.page === 1)).toBe(true);
    const text = textOf(doc);
    for (const word of [
      'TRIBUNALE',
      'MILANO',
      'monocratica',
      'Edilizia',
      'Lombarda',
      'Giuseppe',
      'Verdi',
      'appalto',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toMatch(/contratto di appalto è stato risolto/);
    expect(elapsed).toBeLessThan(15_000); // ≈2 s alone; generous because test files run side by side
  }, 30_000);

  it('reads only the pages without a text layer through OCR, keeping page numbers', async () => {
    const pdf = await mixedPdf([
      'Ricorso per decreto ingiuntivo depositato presso la cancelleria del tribunale.',
      { scan: ['Allegato: quietanza di pagamento firmata', 'dal debitore Antonio Esposito.'] },
      'Si chiede la provvisoria esecuzione del decreto.',
    ]);
    const doc = await extractDocument(pdf, 'PDF', OPTIONS);
    expect(doc).toMatchObject({ pageCount: 3, ocrPages: 1 });
    expect(doc.blocks[0]).toEqual({
      page: 1,
      text: 'Ricorso per decreto ingiuntivo depositato presso la cancelleria del tribunale.',
      kind: 'paragraph',
    });
    const scanned = textOf({ ...doc, blocks: doc.blocks.filter((block) => block.page === 2) });
    expect(scanned).toMatch(/quietanza di pagamento/);
    expect(scanned).toMatch(/Antonio Esposito/);
    expect(doc.blocks.at(-1)).toEqual({
      page: 3,
      text: 'Si chiede la provvisoria esecuzione del decreto.',
      kind: 'paragraph',
    });
  }, 30_000);

  it('fails a scanned page when OCR is off, missing, lacks the language, is too slow or over the page limit', async () => {
    const pdf = await scannedPdf(['Verbale di udienza del 12 marzo.']);
    expect(await failure(extractDocument(pdf, 'PDF', { ...OPTIONS, ocr: null }))).toBe('OCR non disponibile');
    const missing = { ...OCR, command: '/nonexistent/tesseract' };
    expect(await failure(extractDocument(pdf, 'PDF', { ...OPTIONS, ocr: missing }))).toBe(
      'OCR non disponibile',
    );
    const klingon = { ...OCR, languages: 'ita+tlh' };
    expect(await failure(extractDocument(pdf, 'PDF', { ...OPTIONS, ocr: klingon }))).toBe(
      'OCR non disponibile',
    );
    const hasty = { ...OCR, timeoutMs: 10 };
    expect(await failure(extractDocument(pdf, 'PDF', { ...OPTIONS, ocr: hasty }))).toBe(
      'Lettura OCR interrotta: la pagina 1 ha richiesto troppo tempo.',
    );
    const reason = await failure(extractDocument(pdf, 'PDF', { ...OPTIONS, ocr: { ...OCR, maxPages: 0 } }));
    expect(reason).toBe(
      "Il PDF contiene troppe pagine scansionate: l'OCR ne legge al massimo 0 per documento.",
    );
  }, 30_000);
});

describe('DOCX', () => {
  it('keeps headings, paragraphs, list items and tables', async () => {
    const docx = await docxFile({
      heading: 'Atto di citazione',
      paragraphs: [
        'Il sottoscritto avvocato cita in giudizio la società convenuta.',
        'Si chiede la condanna alle spese.',
      ],
      subheading: 'Documenti allegati',
      listItems: ['Contratto del 3 maggio 2021', 'Diffida del 9 giugno 2022'],
      table: [
        ['Parte', 'Ruolo'],
        ['Mario Rossi', 'Attore'],
        ['Alfa S.r.l.', 'Convenuta'],
      ],
    });
    const doc = await extractDocument(docx, 'DOCX', OPTIONS);
    expect(doc).toMatchObject({ type: 'DOCX', ocrPages: 0 });
    expect(doc.blocks).toEqual([
      { page: null, text: 'Atto di citazione', kind: 'heading' },
      {
        page: null,
        text: 'Il sottoscritto avvocato cita in giudizio la società convenuta.',
        kind: 'paragraph',
      },
      { page: null, text: 'Si chiede la condanna alle spese.', kind: 'paragraph' },
      { page: null, text: 'Documenti allegati', kind: 'heading' },
      { page: null, text: '- Contratto del 3 maggio 2021', kind: 'paragraph' },
      { page: null, text: '- Diffida del 9 giugno 2022', kind: 'paragraph' },
      {
        page: null,
        text: '| Parte | Ruolo |\n| Mario Rossi | Attore |\n| Alfa S.r.l. | Convenuta |',
        kind: 'table',
      },
    ]);
  });

  it('fails a broken package as corrupt and an inflating one as a zip bomb', async () => {
    const broken = zipSync({ 'word/document.xml': new TextEncoder().encode('<w:document>non è XML valido') });
    expect(await failure(extractDocument(broken, 'DOCX', OPTIONS))).toBe(FAILURE.corrupt);

    const before = process.memoryUsage();
    for (const lie of [false, true]) {
      const bomb = zipBombDocx(1024, { lie }); // 1 GB of zeros in ~1 MB
      expect(await failure(extractDocument(bomb, 'DOCX', OPTIONS))).toBe(FAILURE.zipBomb);
    }
    const after = process.memoryUsage();
    expect(after.rss - before.rss).toBeLessThan(150 * 1024 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(100 * 1024 * 1024);
  }, 20_000);

  it('counts every byte against the budget, and passes a package within it', () => {
    const bomb = zipBombDocx(8);
    expect(() => assertZipWithinBudget(bomb, 8 * 1024 * 1024 - 1)).toThrow(FAILURE.zipBomb);
    expect(() => assertZipWithinBudget(bomb, 9 * 1024 * 1024)).not.toThrow();
  });
});

describe('Excel', () => {
  const when = new Date(Date.UTC(2024, 2, 15));
  const sheets = [
    {
      name: 'Scadenze',
      rows: [
        [null, null, null, null],
        ['Pratica', 'Scadenza', null, 'Importo'],
        ['Rossi c. Bianchi', when, null, 1234.5],
        [null, null, null, null],
        ['Verdi | Neri', new Date(Date.UTC(2025, 0, 7)), null, 99],
      ],
    },
    { name: 'Vuoto', rows: [] },
    { name: 'Clienti', rows: [['Cliente'], ['Studio legale Esposito']] },
  ];
  const expected = (type: 'XLS' | 'XLSX'): ExtractedDocument => ({
    type,
    pageCount: 3,
    ocrPages: 0,
    blocks: [
      { page: 1, text: 'Foglio: Scadenze', kind: 'heading' },
      {
        page: 1,
        text: [
          '| Pratica | Scadenza | Importo |',
          '| Rossi c. Bianchi | 15/03/2024 | 1234,5 |',
          '| Verdi \\| Neri | 07/01/2025 | 99 |',
        ].join('\n'),
        kind: 'table',
      },
      { page: 3, text: 'Foglio: Clienti', kind: 'heading' },
      { page: 3, text: '| Cliente |\n| Studio legale Esposito |', kind: 'table' },
    ],
  });

  it('reads XLSX sheets as headed tables, dropping empty rows and columns', async () => {
    expect(await extractDocument(await xlsxFile(sheets), 'XLSX', OPTIONS)).toEqual(expected('XLSX'));
  });

  it('reads legacy XLS the same way', async () => {
    expect(await extractDocument(xlsFile(sheets), 'XLS', OPTIONS)).toEqual(expected('XLS'));
  });

  it('fails a workbook without any text, and bytes that are not the stated type', async () => {
    const empty = await xlsxFile([{ name: 'Foglio1', rows: [] }]);
    expect(await failure(extractDocument(empty, 'XLSX', OPTIONS))).toBe(FAILURE.noText);
    expect(await failure(extractDocument(empty, 'DOCX', OPTIONS))).toBe(FAILURE.corrupt);
    expect(await failure(extractDocument(new Uint8Array(10), 'XLS', OPTIONS))).toBe(FAILURE.corrupt);
  });
});
