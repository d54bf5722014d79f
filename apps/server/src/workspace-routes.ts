import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountDataRoutes } from './features/account/account-data.routes';
import { createAccountErasureService } from './features/account/account-erasure.service';
import { createConversationRetentionService } from './features/account/conversation-retention.service';
import { createDataExportService } from './features/account/data-export.service';
import type { ActivityService } from './features/activity/activity.service';
import { briefVerificationRoutes } from './features/brief-verification/brief-verification.routes';
import { createBriefVerificationService } from './features/brief-verification/brief-verification.service';
import { conversationSearchRoutes } from './features/conversations/conversation-search.routes';
import { createConversationSearchService } from './features/conversations/conversation-search.service';
import type { ConversationsService } from './features/conversations/conversations.service';
import type { DocumentsService } from './features/documents/documents.service';
import { detectDocumentType } from './features/documents/extraction/detect-type';
import type { UploadedFileReader } from './features/documents/extraction/run-extraction';
import type { LegalDbService } from './features/legal-db/legal-db.service';
import { mattersRoutes } from './features/matters/matters.routes';
import type { MattersService } from './features/matters/matters.service';
import { tabularReviewsRoutes } from './features/tabular-reviews/tabular-reviews.routes';
import type { TabularReviewsService } from './features/tabular-reviews/tabular-reviews.service';
import type { WebSearchService } from './features/web-search/web-search.service';
import type { Clock } from './platform/clock';

/** What the workspace's routes are built from: the services buildApp made. */
export interface WorkspaceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  activity: ActivityService;
  documents: DocumentsService;
  /** How an uploaded file is read (the personal documents' worker, limits and OCR). */
  readUploadedFile: UploadedFileReader;
  conversations: ConversationsService;
  legalDb: LegalDbService;
  webSearch: WebSearchService;
  reviews: TabularReviewsService;
  matters: MattersService;
}

/**
 * The lawyer's workspace beyond the spec's screens (issues 27–28): matters, conversation search and
 * export, GDPR self-service, Verifica atto and the tabular reviews. Kept apart from buildApp, which
 * makes the services, so that file stays readable.
 */
export async function registerWorkspaceRoutes(app: FastifyInstance, deps: WorkspaceDeps): Promise<void> {
  const {
    config,
    db,
    clock,
    activity,
    documents,
    readUploadedFile,
    conversations,
    legalDb,
    webSearch,
    reviews,
    matters,
  } = deps;
  // GDPR self-service: export my data, delete my account, the conversation retention.
  await app.register(accountDataRoutes, {
    dataExport: createDataExportService({
      db,
      documents,
      reviews,
      activity,
      clock,
      timeZone: config.POINTS_TIME_ZONE,
    }),
    erasure: createAccountErasureService({
      db,
      documents,
      reviews,
      activity,
      clock,
    }),
    retention: createConversationRetentionService({ db, clock }),
  });
  // Search over the caller's titles and messages; the export resolves citations through the legal-db.
  await app.register(conversationSearchRoutes, {
    conversationSearch: createConversationSearchService({
      db,
      conversations,
      legalDb,
      timeZone: config.POINTS_TIME_ZONE,
      clock,
    }),
  });
  await app.register(mattersRoutes, { matters });
  await app.register(tabularReviewsRoutes, {
    reviews,
    maxUploadBytes: config.DOCUMENT_MAX_UPLOAD_BYTES,
    uploadsPerMinute: config.DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE,
  });
  // Verifica atto: a brief read like a personal document (type by content, the throwaway worker and
  // its limits) but never stored, checked against the Database Legale; free, rate limited.
  await app.register(briefVerificationRoutes, {
    briefVerification: createBriefVerificationService({
      legalDb,
      webSearch,
      files: {
        detectType: detectDocumentType,
        extractText: async (bytes, type) => {
          const extracted = await readUploadedFile(bytes, type, app.shutdownSignal);
          return extracted.blocks.map((block) => block.text).join('\n\n');
        },
      },
      log: app.log,
      // Like the documents' worker pool, but never 0: a replica without background work still serves.
      maxConcurrentExtractions: Math.max(2, config.DOCUMENT_WORKER_CONCURRENCY),
    }),
    maxUploadBytes: config.DOCUMENT_MAX_UPLOAD_BYTES,
    perHour: config.BRIEF_VERIFICATION_RATE_LIMIT_PER_HOUR,
  });
}
