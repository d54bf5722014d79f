import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Embedder } from '../../ai/embeddings';
import { createClaimLoop } from '../../platform/claim-loop';
import { type ObjectStorage, StorageNotFoundError } from '../../platform/storage';
import type { DocumentQueueRepo } from './document-queue.repo';
import type { DocumentRow, StoredChunk } from './documents.repo';
import { chunkDocument } from './extraction/chunker';
import type { UploadedFileReader } from './extraction/run-extraction';
import { ExtractionFailure } from './extraction/types';

export interface ProcessorSettings {
  concurrency: number;
  leaseMs: number;
  pollIntervalMs: number;
  maxAttempts: number;
}

export interface ProcessorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const EXHAUSTED_REASON =
  "Elaborazione interrotta più volte: il file potrebbe essere danneggiato. Riprova o caricane un'altra copia.";
const MISSING_FILE_REASON = "Il file non è più nell'archivio: caricalo di nuovo.";
/** A transient failure (storage or database down) puts the document back after this long. */
const RETRY_DELAY_MS = 15_000;

/**
 * The background worker of one server. It claims waiting documents from the database (any replica
 * may take any document), holds a lease it renews while it works, extracts the text in a worker
 * thread, splits it into chunks, embeds them when embeddings are configured, and writes chunks and
 * status in one transaction. A server that dies mid-document leaves a lease that expires; another
 * claim (here or on another replica) starts the document again.
 */
export function createDocumentProcessor({
  queue: repo,
  storage,
  settings,
  embedder = null,
  log,
  read,
}: {
  queue: DocumentQueueRepo;
  storage: ObjectStorage;
  settings: ProcessorSettings;
  embedder?: Embedder | null;
  log: ProcessorLog;
  /** How a stored file becomes text: the uploaded files' reader of buildApp (worker, limits, OCR). */
  read: UploadedFileReader;
}) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, Promise<void>>();
  /** Claims documents until the queue is empty or every slot is busy. */
  const loop = createClaimLoop({
    pollIntervalMs: settings.pollIntervalMs,
    enabled: settings.concurrency > 0,
    pass: async () => {
      if (!(await repo.hasWork())) return;
      await repo.failExhausted(settings.maxAttempts, EXHAUSTED_REASON);
      while (!loop.signal.aborted && running.size < settings.concurrency) {
        const document = await repo.claimNext(owner, settings.leaseMs);
        if (!document) break;
        loop.track(running, document.id, processDocument(document));
      }
    },
    onPassError: (error) => log.warn({ err: error }, 'document queue poll failed'),
  });

  async function embedChunks(chunks: StoredChunk[], document: DocumentRow): Promise<string | null> {
    if (!embedder || chunks.length === 0) return null;
    try {
      const inputs = chunks.map((chunk) => (chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text));
      const vectors = await embedder.embed(inputs);
      vectors.forEach((vector, index) => {
        chunks[index]!.embedding = vector;
      });
      return embedder.model;
    } catch (error) {
      // Lexical retrieval still works: the document completes without vectors.
      log.warn({ err: error, document_id: document.id }, 'document chunks not embedded');
      return null;
    }
  }

  async function processDocument(document: DocumentRow): Promise<void> {
    const started = performance.now();
    const heartbeat = setInterval(
      () => {
        repo.extendLease(document.id, owner, settings.leaseMs).catch((error: unknown) => {
          log.warn({ err: error, document_id: document.id }, 'document lease not extended');
        });
      },
      Math.max(500, Math.floor(settings.leaseMs / 3)),
    );
    try {
      const bytes = await storage.get(document.storageKey);
      const extracted = await read(bytes, document.documentType, loop.signal);
      if (loop.signal.aborted) throw loop.signal.reason;
      const chunks: StoredChunk[] = chunkDocument(extracted);
      const embeddingModel = await embedChunks(chunks, document);
      const done = await repo.complete(document.id, owner, {
        // Word files rarely record their page count (0): shown as unknown rather than "0 pagine".
        pageCount: extracted.pageCount || null,
        ocrPages: extracted.ocrPages,
        chunks,
        embeddingModel,
      });
      log.info(
        {
          document: {
            id: document.id,
            type: document.documentType,
            bytes: document.sizeBytes,
            pages: extracted.pageCount,
            ocr_pages: extracted.ocrPages,
            chunks: chunks.length,
            ms: Math.round(performance.now() - started),
            written: done,
          },
        },
        done ? 'document processed' : 'document processed but no longer ours (deleted or taken over)',
      );
    } catch (error) {
      if (loop.signal.aborted) {
        await repo.release(document.id, owner, { refundAttempt: true }).catch(() => {});
      } else if (error instanceof ExtractionFailure) {
        await repo.fail(document.id, owner, error.reason);
        log.info({ document_id: document.id, reason: error.reason }, 'document failed');
      } else if (error instanceof StorageNotFoundError) {
        await repo.fail(document.id, owner, MISSING_FILE_REASON);
      } else {
        log.error({ err: error, document_id: document.id }, 'document processing error: retried later');
        await repo.release(document.id, owner, { delayMs: RETRY_DELAY_MS }).catch(() => {});
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    owner,
    start: loop.start,
    wake: loop.wake,
    /** Stops claiming, abandons the documents in progress (their leases are released) and waits. */
    stop: loop.stop,
  };
}

export type DocumentProcessor = ReturnType<typeof createDocumentProcessor>;
