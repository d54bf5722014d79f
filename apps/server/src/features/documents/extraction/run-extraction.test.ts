import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { docxFile, scannedPdf, textPdf, xlsFile } from '../../../../test/document-fixtures';
import { extractDocumentInWorker, type WorkerExtractionOptions } from './run-extraction';
import { ExtractionFailure, FAILURE } from './types';

const OPTIONS: WorkerExtractionOptions = {
  ocr: { command: 'tesseract', languages: 'ita', timeoutMs: 30_000, maxPages: 5 },
  maxUnzippedBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
  maxMemoryMb: 256,
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

/** This process's tesseract children reading a page (not the quick `--list-langs` check). */
function tesseractChildren(): string[] {
  try {
    const out = execFileSync('ps', ['-o', 'stat=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
    return out.split('\n').filter((line) => line.includes('tesseract stdin'));
  } catch {
    return []; // ps exits 1 when there are no children
  }
}

const bigSheet = () =>
  xlsFile([
    {
      name: 'Pratiche',
      rows: Array.from({ length: 20_000 }, (_, i) => [
        `Pratica ${i}`,
        `Cliente ${i} S.r.l.`,
        i * 3.5,
        `Nota ${i}`,
      ]),
    },
  ]);

describe('extractDocumentInWorker', () => {
  it('extracts in a worker thread and takes the bytes over instead of copying them', async () => {
    const docx = await docxFile({
      heading: 'Parere legale',
      paragraphs: ['Il contratto è valido ed efficace.'],
    });
    const doc = await extractDocumentInWorker(docx, 'DOCX', OPTIONS);
    expect(doc.blocks.map((block) => block.text)).toEqual([
      'Parere legale',
      'Il contratto è valido ed efficace.',
    ]);
    expect(docx.byteLength).toBe(0); // transferred

    // A view into a larger buffer is copied, leaving the caller's buffer alone.
    const pdf = await textPdf(['Memoria difensiva del convenuto.']);
    const backing = new Uint8Array(pdf.length + 16);
    backing.set(pdf, 16);
    const fromView = await extractDocumentInWorker(backing.subarray(16), 'PDF', OPTIONS);
    expect(fromView.blocks[0]!.text).toBe('Memoria difensiva del convenuto.');
    expect(backing.byteLength).toBe(pdf.length + 16);
  }, 20_000);

  it('reports failures with their Italian reason', async () => {
    const error = await rejection(extractDocumentInWorker(new Uint8Array(64), 'XLS', OPTIONS));
    expect(error).toBeInstanceOf(ExtractionFailure);
    expect((error as ExtractionFailure).reason).toBe(FAILURE.corrupt);
  }, 20_000);

  it('stops a document that takes too long, and carries on', async () => {
    const pdf = await textPdf(['Atto di precetto notificato il 4 aprile 2024.']);
    const error = await rejection(extractDocumentInWorker(pdf, 'PDF', { ...OPTIONS, timeoutMs: 50 }));
    expect(error).toBeInstanceOf(ExtractionFailure);
    expect((error as ExtractionFailure).reason).toBe(FAILURE.timeout);

    const after = await extractDocumentInWorker(await textPdf(['Ancora operativo.']), 'PDF', OPTIONS);
    expect(after.blocks[0]!.text).toBe('Ancora operativo.');
  }, 20_000);

  it('kills the tesseract of a document it stops', async () => {
    const scan = await scannedPdf(['Atto di precetto notificato il 4 aprile 2024.']);
    const controller = new AbortController();
    const pending = rejection(
      extractDocumentInWorker(scan, 'PDF', { ...OPTIONS, signal: controller.signal }),
    );
    const deadline = Date.now() + 20_000;
    while (tesseractChildren().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(tesseractChildren()).toHaveLength(1);
    controller.abort(new Error('server stopping'));
    expect(await pending).toMatchObject({ message: 'server stopping' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tesseractChildren()).toEqual([]);
  }, 30_000);

  it('stops a document that needs more memory than allowed, and carries on', async () => {
    const error = await rejection(
      extractDocumentInWorker(bigSheet(), 'XLS', { ...OPTIONS, maxMemoryMb: 64 }),
    );
    expect(error).toBeInstanceOf(ExtractionFailure);
    expect((error as ExtractionFailure).reason).toBe(FAILURE.memory);

    const small = xlsFile([{ name: 'Foglio1', rows: [['Cliente'], ['Studio Bruno']] }]);
    const doc = await extractDocumentInWorker(small, 'XLS', { ...OPTIONS, maxMemoryMb: 64 });
    expect(doc.blocks[1]!.text).toBe('| Cliente |\n| Studio Bruno |');
  }, 30_000);

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const pending = extractDocumentInWorker(bigSheet(), 'XLS', { ...OPTIONS, signal: controller.signal });
    controller.abort(new Error('server stopping'));
    expect(await rejection(pending)).toMatchObject({ message: 'server stopping' });
    const aborted = AbortSignal.abort(new Error('already stopped'));
    const before = extractDocumentInWorker(new Uint8Array(8), 'PDF', { ...OPTIONS, signal: aborted });
    expect(await rejection(before)).toMatchObject({ message: 'already stopped' });
  }, 20_000);
});
