import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  brokenXrefPdf,
  docxFile,
  encryptedPdf,
  pdfWithJavaScript,
  scannedPdf,
  xlsFile,
  xlsxFile,
  zipBombDocx,
} from '../../../test/document-fixtures';
import { signedInUser } from '../../../test/sessions';
import { createDocumentsRepo } from './documents.repo';
import { settled, uploaded } from './documents.test-support';

const chunkText = async (t: TestApp, id: string) =>
  (await createDocumentsRepo(t.database.db).chunks(id)).map((chunk) => chunk.text).join('\n');

describe('document processing: every type, OCR, hostile files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', DOCUMENT_WORKER_CONCURRENCY: '2' },
    });
  });
  afterAll(() => t?.close());

  it('extracts Word headings and paragraphs, and Excel sheets as tables (XLSX and legacy XLS)', async () => {
    const user = await signedInUser(t);
    const word = await uploaded(
      t,
      user,
      'parere.docx',
      await docxFile({
        heading: 'Parere sulla clausola penale',
        paragraphs: [
          'La clausola penale può essere ridotta equamente dal giudice se manifestamente eccessiva.',
        ],
      }),
    );
    const sheets = [
      {
        name: 'Scadenze',
        rows: [
          ['Pratica', 'Termine', 'Importo'],
          ['Rossi contro Bianchi', 'Appello', 1500],
        ],
      },
    ];
    const xlsx = await uploaded(t, user, 'scadenze.xlsx', await xlsxFile(sheets));
    const xls = await uploaded(t, user, 'scadenze-vecchio.xls', xlsFile(sheets));
    for (const document of [word, xlsx, xls]) {
      expect((await settled(t, user, document.id)).status, document.filename).toBe('completed');
    }
    const chunks = await createDocumentsRepo(t.database.db).chunks(word.id);
    expect(chunks[0]).toMatchObject({ heading: 'Parere sulla clausola penale', page: null });
    expect(chunks.map((c) => c.text).join('\n')).toContain('ridotta equamente dal giudice');
    for (const document of [xlsx, xls]) {
      const text = await chunkText(t, document.id);
      expect(text, document.filename).toContain('Rossi contro Bianchi');
      expect(text).toMatch(/\|\s*Pratica\s*\|\s*Termine\s*\|\s*Importo\s*\|/);
      const [chunk] = await createDocumentsRepo(t.database.db).chunks(document.id);
      expect(chunk?.heading).toContain('Scadenze');
      expect(chunk?.page).toBe(1);
    }
    expect((await settled(t, user, xls.id)).documentType).toBe('XLS');
  });

  it('reads a scanned page through Tesseract OCR', async () => {
    const user = await signedInUser(t);
    const scan = await uploaded(
      t,
      user,
      'scansione.pdf',
      await scannedPdf([
        'TRIBUNALE DI MILANO',
        'Sentenza di condanna al risarcimento',
        'del danno patrimoniale',
      ]),
    );
    const done = await settled(t, user, scan.id, 60_000);
    expect(done).toMatchObject({ status: 'completed', ocr_pages: 1, pages: 1 });
    const text = (await chunkText(t, scan.id)).toLowerCase();
    for (const word of ['tribunale', 'milano', 'sentenza', 'risarcimento', 'danno'])
      expect(text).toContain(word);
  });

  it('fails hostile or unreadable files with a reason, and keeps working', async () => {
    const user = await signedInUser(t);
    const bomb = await uploaded(t, user, 'bomba.docx', zipBombDocx(600));
    const locked = await uploaded(t, user, 'protetto.pdf', await encryptedPdf());
    const scripted = await uploaded(t, user, 'script.pdf', pdfWithJavaScript());
    expect(await settled(t, user, bomb.id)).toMatchObject({
      status: 'failed',
      error: 'Il file compresso supera la dimensione massima una volta decompresso (possibile zip bomb).',
    });
    expect(await settled(t, user, locked.id)).toMatchObject({
      status: 'failed',
      error: 'PDF protetto da password: rimuovi la protezione e caricalo di nuovo.',
    });
    // Scripts are never run: the text is read like any other PDF's.
    expect((await settled(t, user, scripted.id)).status).toBe('completed');
    expect((await chunkText(t, scripted.id)).length).toBeGreaterThan(0);

    const broken = await uploaded(
      t,
      user,
      'rotto.pdf',
      await brokenXrefPdf(['Atto di citazione in giudizio.']),
    );
    const outcome = await settled(t, user, broken.id);
    if (outcome.status === 'failed') expect(outcome.error).toBe('File danneggiato o non leggibile.');
    else expect(await chunkText(t, broken.id)).toContain('citazione');

    // The server is unharmed: a normal document still goes through.
    const after = await uploaded(
      t,
      user,
      'dopo.docx',
      await docxFile({ heading: 'Dopo', paragraphs: ['Tutto funziona ancora.'] }),
    );
    expect((await settled(t, user, after.id)).status).toBe('completed');
  });
});

describe('document processing without an OCR engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', OCR_ENABLED: 'false' } });
  });
  afterAll(() => t?.close());

  it("fails a scanned page with 'OCR non disponibile', never as an empty document, and retries it on request", async () => {
    const user = await signedInUser(t);
    const scan = await uploaded(t, user, 'scansione.pdf', await scannedPdf(['Verbale di udienza']));
    expect(await settled(t, user, scan.id)).toMatchObject({ status: 'failed', error: 'OCR non disponibile' });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/rag-api/retry-document/${scan.id}`,
      headers: user.headers,
    });
    expect(retried.statusCode).toBe(202);
    expect(retried.json().document).toMatchObject({ status: 'processing', error: null });
    expect(await settled(t, user, scan.id)).toMatchObject({ status: 'failed', error: 'OCR non disponibile' });
  });
});
