import { spawn } from 'node:child_process';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { ExtractionFailure, FAILURE, type OcrOptions, SAFE_PDF_OPTIONS } from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

const TARGET_DPI = 300;
const MAX_IMAGE_SIDE = 3500;
const canvasImport = () => import('@napi-rs/canvas');

/**
 * Where tesseract runs. In-process by default; a worker thread hands the work to its parent, so that
 * the processes belong to a thread that outlives the worker and can kill and reap them.
 */
export interface OcrEngine {
  available(ocr: OcrOptions): Promise<boolean>;
  recognize(page: RenderedPage, ocr: OcrOptions): Promise<string>;
}

export interface RenderedPage {
  png: Uint8Array;
  dpi: number;
  pageNumber: number;
}

let engine: OcrEngine = { available: isOcrAvailable, recognize: (page, ocr) => recognize(page, ocr) };
export const ocrEngine = (): OcrEngine => engine;
export function setOcrEngine(next: OcrEngine): void {
  engine = next;
}

const availability = new Map<string, Promise<boolean>>();

/** Whether the binary runs and knows every requested language; checked once per command/languages. */
export function isOcrAvailable(ocr: OcrOptions): Promise<boolean> {
  const key = `${ocr.command}\0${ocr.languages}`;
  let known = availability.get(key);
  if (!known) {
    known = listLanguages(ocr.command).then((languages) => {
      if (!languages) availability.delete(key); // a transient failure: ask again next time
      return !!languages && ocr.languages.split('+').every((language) => languages.has(language));
    });
    availability.set(key, known);
  }
  return known;
}

/** Installed languages; an empty set when the binary is missing, null when the check itself failed. */
function listLanguages(command: string): Promise<Set<string> | null> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, ['--list-langs'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.stderr.resume();
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ENOENT' || error.code === 'EACCES' ? new Set() : null);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return resolve(code === null ? null : new Set());
      // The first line is a header ("List of available languages in …").
      resolve(
        new Set(
          output
            .split('\n')
            .slice(1)
            .map((line) => line.trim())
            .filter(Boolean),
        ),
      );
    });
  });
}

/** A document opened with a canvas factory, for rendering pages (text extraction does not need one). */
export async function openForRendering(bytes: Uint8Array): Promise<PdfDocument> {
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  return getDocumentProxy(bytes.slice(), { ...SAFE_PDF_OPTIONS, CanvasFactory });
}

/** The page as a PNG at ~300 DPI, never more than MAX_IMAGE_SIDE pixels on its long side. */
export async function renderPageForOcr(pdf: PdfDocument, pageNumber: number): Promise<RenderedPage> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(TARGET_DPI / 72, MAX_IMAGE_SIDE / Math.max(width, height, 1));
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport, scale });
  page.cleanup();
  return { png: new Uint8Array(png), dpi: Math.round(scale * 72), pageNumber };
}

/**
 * Runs tesseract on one image (stdin → stdout); killed when it takes longer than the page timeout
 * or when `signal` aborts.
 */
export function recognize(
  { png, dpi, pageNumber }: RenderedPage,
  ocr: OcrOptions,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const args = ['stdin', 'stdout', '-l', ocr.languages, '--dpi', String(dpi)];
    // One thread per tesseract: on few cores OpenMP costs more than it gains, and documents run side by side.
    const child = spawn(ocr.command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    const stdout: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, ocr.timeoutMs);
    child.stdout.on('data', (data: Buffer) => stdout.push(data));
    child.stderr.resume();
    child.stdin.on('error', () => {}); // EPIPE when tesseract exits early; 'close' reports it
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      done();
      reject(error.code === 'ENOENT' ? new ExtractionFailure(FAILURE.ocrUnavailable) : error);
    });
    child.on('close', (code) => {
      done();
      if (signal?.aborted) {
        reject(signal.reason);
      } else if (timedOut) {
        reject(
          new ExtractionFailure(`Lettura OCR interrotta: la pagina ${pageNumber} ha richiesto troppo tempo.`),
        );
      } else if (code !== 0) {
        reject(new ExtractionFailure(`Lettura OCR non riuscita alla pagina ${pageNumber}.`));
      } else {
        resolve(Buffer.concat(stdout).toString('utf8'));
      }
    });
    child.stdin.end(png);
  });
}
