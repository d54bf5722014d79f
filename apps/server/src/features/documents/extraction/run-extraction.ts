import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { UserDocumentType } from '@brocardo/shared';
import { checkedDocument } from './checked-document';
import { isOcrAvailable, recognize } from './ocr';
import { type ExtractedDocument, ExtractionFailure, type ExtractionOptions, FAILURE } from './types';
import type { OcrReply, WorkerInput, WorkerMessage } from './worker-protocol';

export interface WorkerExtractionOptions extends ExtractionOptions {
  /** Wall-clock limit for the whole document, OCR included. */
  timeoutMs: number;
  /** The worker's V8 old-generation heap limit. */
  maxMemoryMb: number;
  /** Aborting stops the worker (and its tesseract) and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The built server has dist/extraction-worker.js next to its bundle; from TypeScript sources
 * (vitest, tsx) a small bootstrap loads extraction-worker.ts through tsx.
 */
function workerEntry(): URL {
  const built = new URL('./extraction-worker.js', import.meta.url);
  if (built.protocol === 'file:' && existsSync(fileURLToPath(built))) return built;
  return new URL('./extraction-worker-dev.mjs', import.meta.url);
}

/** The bytes' own ArrayBuffer when they span all of it (it is then transferred), else a copy. */
function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    return bytes as Uint8Array<ArrayBuffer>;
  }
  return bytes.slice();
}

/**
 * Extracts one document in a fresh worker thread with a heap limit and a wall-clock timeout; the
 * worker, and the tesseract run for it, are killed once the document is done, failed or out of time.
 * Tesseract runs from this thread at the worker's request (a child process started by a terminated
 * worker would be left unreaped), and the OCR availability check is cached here, across workers.
 * The bytes are transferred when possible: `bytes` may be detached (empty) after the call.
 * Whatever the parsers do to the worker's own globals (prototypes included) dies with it; what comes
 * back is structured-cloned data, checked field by field before it is returned.
 */
export function extractDocumentInWorker(
  bytes: Uint8Array,
  type: UserDocumentType,
  options: WorkerExtractionOptions,
): Promise<ExtractedDocument> {
  const { timeoutMs, maxMemoryMb, signal, ...extraction } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const entry = workerEntry();
  const data = transferable(bytes);
  const input: WorkerInput = { bytes: data, type, options: extraction };
  const worker = new Worker(entry, {
    execArgv: [],
    workerData: input,
    transferList: [data.buffer],
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  });

  return new Promise<ExtractedDocument>((resolve, reject) => {
    const stopOcr = new AbortController(); // kills this document's tesseract, if one is running
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      stopOcr.abort(new Error('extraction finished'));
      void worker.terminate();
      outcome();
    };
    const answer = (id: number, work: Promise<boolean | string>) => {
      work.then(
        (value) => reply({ id, ok: true, value }),
        (error: unknown) =>
          reply({
            id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            ...(error instanceof ExtractionFailure ? { reason: error.reason } : {}),
          }),
      );
    };
    const reply = (message: OcrReply) => {
      if (!settled) worker.postMessage(message);
    };
    const timer = setTimeout(() => settle(() => reject(new ExtractionFailure(FAILURE.timeout))), timeoutMs);
    const onAbort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (message: WorkerMessage | null) => {
      switch (message?.type) {
        case 'ocr-available':
          answer(message.id, isOcrAvailable(message.ocr));
          break;
        case 'ocr':
          answer(message.id, recognize(message.page, message.ocr, stopOcr.signal));
          break;
        case 'done': {
          const document = checkedDocument(message.document, type);
          settle(() =>
            document
              ? resolve(document)
              : reject(
                  new ExtractionFailure(FAILURE.corrupt, { cause: new Error('malformed worker reply') }),
                ),
          );
          break;
        }
        case 'failed':
          settle(() => reject(new ExtractionFailure(message.reason)));
          break;
        case 'error':
          settle(() => reject(new ExtractionFailure(FAILURE.corrupt, { cause: new Error(message.message) })));
          break;
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        settle(() => reject(new ExtractionFailure(FAILURE.memory)));
      else settle(() => reject(error)); // the worker could not run at all: not the document's fault
    });
    worker.on('exit', (code) => {
      settle(() => reject(new Error(`Extraction worker exited (code ${code}) without a result`)));
    });
  });
}

/** A stored or uploaded file read the same way everywhere: its type, a signal to stop, the text out. */
export type UploadedFileReader = (
  bytes: Uint8Array,
  type: UserDocumentType,
  signal?: AbortSignal,
) => Promise<ExtractedDocument>;

/**
 * One reader for every feature that reads a file a user gave (Verifica atto, the reviews): the
 * personal documents' worker, limits and OCR, configured once.
 */
export function uploadedFileReader(options: Omit<WorkerExtractionOptions, 'signal'>): UploadedFileReader {
  return (bytes, type, signal) => extractDocumentInWorker(bytes, type, { ...options, signal });
}
