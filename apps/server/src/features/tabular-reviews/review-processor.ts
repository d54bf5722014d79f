import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { LlmProvider } from '../../ai/llm';
import { createClaimLoop } from '../../platform/claim-loop';
import { type ObjectStorage, StorageNotFoundError } from '../../platform/storage';
import type { MeteringService } from '../metering/metering.service';
import {
  type CellAnswer,
  cellFailureReason,
  extractiveAnswer,
  modelAnswer,
  type ReviewChunk,
} from './cell-answer';
import type { ClaimedCell, ReviewQueueRepo } from './review-queue.repo';
import type { TabularReviewsRepo } from './tabular-reviews.repo';

export interface ReviewProcessorSettings {
  /** Cells answered at once by this server (the bounded pool). */
  cellConcurrency: number;
  /** Documents extracted at once (each in its own worker thread). */
  documentConcurrency: number;
  leaseMs: number;
  pollIntervalMs: number;
  maxAttempts: number;
}

/**
 * How a stored file becomes text: the personal documents' extraction (a throwaway worker thread,
 * OCR, limits), given by the app so this feature reaches the documents feature only through it.
 */
export interface DocumentReading {
  detectType(bytes: Uint8Array): string | null;
  read(
    bytes: Uint8Array,
    type: 'PDF' | 'DOCX' | 'XLSX',
    signal: AbortSignal,
  ): Promise<{ pageCount: number | null; chunks: ReviewChunk[] }>;
  /** The Italian reason a file cannot be read, or null when the error is not the file's fault. */
  failureReason(error: unknown): string | null;
}

export interface ReviewProcessorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const EXHAUSTED_REASON = 'Elaborazione interrotta più volte: riprova.';
const MISSING_FILE_REASON = "Il file non è più nell'archivio: caricalo di nuovo.";
const RETRY_DELAY_MS = 15_000;

/**
 * The background worker of the reviews: extracts their documents (the personal documents' extraction,
 * in a worker thread) and answers their cells, at most `cellConcurrency` at once. Work is claimed in
 * the database with leases, renewed while it runs, so a server that dies leaves it to another claim.
 * A cell answered by a model is metered (charged, refunded when it fails); without a model it is free.
 */
export function createReviewProcessor({
  queue,
  repo,
  storage,
  provider,
  metering,
  settings,
  log,
  reading,
}: {
  queue: ReviewQueueRepo;
  repo: Pick<TabularReviewsRepo, 'chunksOf'>;
  storage: ObjectStorage;
  provider: LlmProvider;
  metering: Pick<MeteringService, 'meteredRun'>;
  settings: ReviewProcessorSettings;
  log: ReviewProcessorLog;
  reading: Pick<DocumentReading, 'read' | 'failureReason'>;
}) {
  const owner = `${hostname()}:${process.pid}:review:${randomUUID().slice(0, 8)}`;
  const documents = new Map<string, Promise<void>>();
  const cells = new Map<string, Promise<void>>();
  /** The most cells seen in progress at once (the bench reports it). */
  let peakCells = 0;
  const loop = createClaimLoop({
    pollIntervalMs: settings.pollIntervalMs,
    enabled: settings.cellConcurrency > 0,
    pass: async () => {
      if (!(await queue.hasWork())) return;
      await queue.failExhausted(settings.maxAttempts, EXHAUSTED_REASON);
      await queue.failCellsOfFailedDocuments();
      while (!loop.signal.aborted && documents.size < settings.documentConcurrency) {
        const document = await queue.claimDocument(owner, settings.leaseMs);
        if (!document) break;
        loop.track(documents, document.id, processDocument(document));
      }
      while (!loop.signal.aborted && cells.size < settings.cellConcurrency) {
        const cell = await queue.claimCell(owner, settings.leaseMs);
        if (!cell) break;
        loop.track(cells, cell.id, processCell(cell));
        peakCells = Math.max(peakCells, cells.size);
      }
    },
    onPassError: (error) => log.warn({ err: error }, 'review queue poll failed'),
  });

  function heartbeat(kind: 'document' | 'cell', id: string): NodeJS.Timeout {
    return setInterval(
      () => {
        queue.extendLease(kind, id, owner, settings.leaseMs).catch((error: unknown) => {
          log.warn({ err: error, id }, 'review lease not extended');
        });
      },
      Math.max(500, Math.floor(settings.leaseMs / 3)),
    );
  }

  async function processDocument(document: { id: string; storageKey: string; documentType: string }) {
    const beat = heartbeat('document', document.id);
    try {
      const bytes = await storage.get(document.storageKey);
      const read = await reading.read(bytes, document.documentType as 'PDF' | 'DOCX' | 'XLSX', loop.signal);
      if (loop.signal.aborted) throw loop.signal.reason;
      await queue.completeDocument(document.id, owner, read);
    } catch (error) {
      if (loop.signal.aborted) {
        await queue.releaseDocument(document.id, owner, 0, true).catch(() => {});
      } else if (reading.failureReason(error) !== null) {
        await queue.failDocument(document.id, owner, reading.failureReason(error)!);
      } else if (error instanceof StorageNotFoundError) {
        await queue.failDocument(document.id, owner, MISSING_FILE_REASON);
      } else {
        log.error({ err: error, review_document_id: document.id }, 'review document error: retried later');
        await queue.releaseDocument(document.id, owner, RETRY_DELAY_MS, false).catch(() => {});
      }
    } finally {
      clearInterval(beat);
    }
  }

  async function answer(cell: ClaimedCell): Promise<CellAnswer> {
    const chunks = await repo.chunksOf(cell.documentId);
    if (provider.kind === 'extractive') return extractiveAnswer(chunks, cell.question);
    return metering.meteredRun(
      'review_cell',
      cell.userId,
      (run) => modelAnswer(provider, { chunks, question: cell.question, signal: loop.signal }, run.addUsage),
      { description: `Revisione tabellare: ${cell.label} — ${cell.filename}`.slice(0, 250) },
    );
  }

  async function processCell(cell: ClaimedCell): Promise<void> {
    const beat = heartbeat('cell', cell.id);
    try {
      await queue.completeCell(cell.id, owner, await answer(cell));
    } catch (error) {
      if (loop.signal.aborted) {
        await queue.releaseCell(cell.id, owner).catch(() => {});
      } else {
        log.warn({ err: error, review_cell_id: cell.id }, 'review cell failed');
        await queue.failCell(cell.id, owner, cellFailureReason(error)).catch(() => {});
      }
    } finally {
      clearInterval(beat);
    }
  }

  return {
    owner,
    peakConcurrentCells: () => peakCells,
    start: loop.start,
    wake: loop.wake,
    stop: loop.stop,
  };
}

export type ReviewProcessor = ReturnType<typeof createReviewProcessor>;
