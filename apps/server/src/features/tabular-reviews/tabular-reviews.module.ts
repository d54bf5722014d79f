import type { LlmProvider } from '../../ai/llm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../platform/storage';
import type { MeteringService } from '../metering/metering.service';
import type { PointsService } from '../points/points.service';
import { createReviewProcessor, type DocumentReading, type ReviewProcessorLog } from './review-processor';
import { createReviewQueueRepo } from './review-queue.repo';
import { createTabularReviewsRepo } from './tabular-reviews.repo';
import { createTabularReviewsService } from './tabular-reviews.service';

/** The review service and its background worker (started and stopped with the document worker). */
export function createTabularReviews(deps: {
  config: Config;
  db: Database;
  storage: ObjectStorage;
  provider: LlmProvider;
  metering: Pick<MeteringService, 'meteredRun'>;
  points: PointsService;
  reading: DocumentReading;
  log: ReviewProcessorLog;
}) {
  const { config } = deps;
  const repo = createTabularReviewsRepo(deps.db);
  const processor = createReviewProcessor({
    queue: createReviewQueueRepo(deps.db),
    repo,
    storage: deps.storage,
    provider: deps.provider,
    metering: deps.metering,
    log: deps.log,
    settings: {
      cellConcurrency: config.REVIEW_CELL_CONCURRENCY,
      // Extraction runs beside the personal documents' worker: at most as many at once as it.
      documentConcurrency: Math.max(1, config.DOCUMENT_WORKER_CONCURRENCY),
      leaseMs: config.REVIEW_LEASE_MS,
      pollIntervalMs: config.REVIEW_POLL_INTERVAL_MS,
      maxAttempts: config.DOCUMENT_MAX_ATTEMPTS,
    },
    reading: deps.reading,
  });
  const service = createTabularReviewsService({
    repo,
    storage: deps.storage,
    points: deps.points,
    processor,
    detectType: deps.reading.detectType,
    modelAnswers: deps.provider.kind !== 'extractive',
    maxDocuments: config.REVIEW_MAX_DOCUMENTS,
    log: deps.log,
  });
  return { service, processor, repo };
}
