import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './admin-routes';
import { createEmbedder } from './ai/embeddings';
import { createLlmProvider } from './ai/llm-provider';
import { pricesFromConfig } from './ai/pricing';
import { createQueryEnricher, type RewriteMeter, WEB_KEYWORDS_INSTRUCTION } from './ai/query-enricher';
import { registerBackgroundJobs } from './background-jobs';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { createFirmProfileService } from './features/account/firm-profile.service';
import { activityRoutes } from './features/activity/activity.routes';
import { createActivityService } from './features/activity/activity.service';
import { createAuthRepo } from './features/auth/auth.repo';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createCaseStrategiesRepo } from './features/case-strategies/case-strategies.repo';
import { caseStrategiesRoutes } from './features/case-strategies/case-strategies.routes';
import { createCaseStrategiesService } from './features/case-strategies/case-strategies.service';
import { createAnswerCitationChecks } from './features/chat/answer-citation-checks';
import { chatRoutes } from './features/chat/chat.routes';
import { createChatService } from './features/chat/chat.service';
import { createLegalDbPreparer } from './features/chat/modes/legal-db';
import { createStandardPreparer } from './features/chat/modes/standard';
import { createWebSearchPreparer } from './features/chat/modes/web-search';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { createConversationsService } from './features/conversations/conversations.service';
import { createDocumentProcessor } from './features/documents/document-processor';
import { createDocumentQueueRepo } from './features/documents/document-queue.repo';
import { createDocumentSearch } from './features/documents/document-search';
import { createDocumentsRepo } from './features/documents/documents.repo';
import { documentsRoutes } from './features/documents/documents.routes';
import { createDocumentsService } from './features/documents/documents.service';
import { chunkDocument } from './features/documents/extraction/chunker';
import { detectDocumentType } from './features/documents/extraction/detect-type';
import { uploadedFileReader } from './features/documents/extraction/run-extraction';
import { ExtractionFailure, type ExtractionOptions } from './features/documents/extraction/types';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { createFeedbackService } from './features/feedback/feedback.service';
import { healthRoutes, PROBE_PATHS } from './features/health/health.routes';
import { metricsRoutes } from './features/health/metrics.routes';
import { legalIndexCacheIn } from './features/legal-db/corpus/legal-index-cache';
import { createLegalDbRepo } from './features/legal-db/legal-db.repo';
import { legalDbRoutes } from './features/legal-db/legal-db.routes';
import { createLegalDbService, type LegalDbService } from './features/legal-db/legal-db.service';
import { createLegalDocumentsRepo } from './features/legal-documents/legal-documents.repo';
import { legalDocumentsRoutes } from './features/legal-documents/legal-documents.routes';
import { createLegalDocumentsService } from './features/legal-documents/legal-documents.service';
import { createMattersService } from './features/matters/matters.service';
import { createMeteringRepo } from './features/metering/metering.repo';
import { createMeteringService } from './features/metering/metering.service';
import { pointsRoutes } from './features/points/points.routes';
import { createPointsService } from './features/points/points.service';
import { aiSystemsInUse } from './features/privacy/ai-systems';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { createRegistrationRepo } from './features/registration/registration.repo';
import { registrationRoutes } from './features/registration/registration.routes';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { createSubscriptionService } from './features/subscription/subscription.service';
import { createTabularReviews } from './features/tabular-reviews/tabular-reviews.module';
import { webSearchRoutes } from './features/web-search/web-search.routes';
import { createWebSearchService } from './features/web-search/web-search.service';
import { AccessLogController } from './platform/access-log';
import { registerAuthGuards } from './platform/auth-guard';
import { captchaCspAdditions, createCaptcha } from './platform/captcha';
import { type Clock, systemClock } from './platform/clock';
import { registerGracefulShutdown } from './platform/graceful-shutdown';
import { frameworkErrorReplier, registerErrorHandler } from './platform/http-errors';
import { bufferedStdout } from './platform/log-sink';
import { loggerOptions, probeAwareChildLogger, requestIdGenerator } from './platform/logging';
import { createMailer, defaultOutboxDir } from './platform/mail';
import { createMetrics, registerRequestMetrics } from './platform/metrics';
import { registerNulGuard } from './platform/nul-guard';
import { registerRateLimit } from './platform/rate-limit';
import { zodCompilers } from './platform/response-serializer';
import { registerResponseHeaders, responseHeadersSetter } from './platform/security-headers';
import { openSseStreamCount } from './platform/sse';
import { createStorageFromConfig, type ObjectStorage } from './platform/storage';
import { registerWebApp } from './platform/web-app';
import { createWebSearchProvider } from './web-search/web-search-provider';
import { registerWorkspaceRoutes } from './workspace-routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Extra plugins registered after the features (test fixtures). */
  plugins?: FastifyPluginAsync[];
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: { write(line: string): void };
  /** Time source for lockouts and expiries (tests move it). */
  clock?: Clock;
  /** Where e-mails go when SMTP_URL is unset (default DATA_DIR/outbox); tests give each app its own. */
  outboxDir?: string;
  /** Where uploads go (default: S3 when S3_BUCKET is set, else DATA_DIR/uploads); tests give each app its own. */
  storage?: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The legal database: started (corpus read, index built) by the server once the corpus is loaded. */
    legalDb: LegalDbService;
  }
}

/** Builds the whole application from its dependencies. Never listens: main.ts and the tests do. */
export async function buildApp({
  config,
  database,
  plugins = [],
  logStream,
  clock = systemClock,
  outboxDir = defaultOutboxDir(config.DATA_DIR),
  storage = createStorageFromConfig(config),
}: AppDeps) {
  const cspAdditions = captchaCspAdditions(config);
  const logDestination = logStream ?? bufferedStdout();
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' ? false : { ...loggerOptions(config.LOG_LEVEL), stream: logDestination },
    genReqId: requestIdGenerator(config.TRUST_PROXY !== false),
    childLoggerFactory: probeAwareChildLogger(PROBE_PATHS),
    // One line per request; none for the probes (their failures still log a warning).
    logController: new AccessLogController(PROBE_PATHS, config.LOG_LEVEL, logDestination),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Requests on connections kept alive while stopping are served (with Connection: close), not
    // refused: see graceful-shutdown.ts. Idle connections are swept there.
    return503OnClosing: false,
    forceCloseConnections: false,
    frameworkErrors: frameworkErrorReplier(responseHeadersSetter(cspAdditions)),
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  registerGracefulShutdown(app);
  registerErrorHandler(app);
  registerNulGuard(app);
  registerResponseHeaders(app, cspAdditions);
  await registerRateLimit(app, config);
  const documentQueue = createDocumentQueueRepo(database.db);
  const metrics = createMetrics(config.METRICS_TOKEN, {
    documentQueue: () => documentQueue.depth(),
    activeStreams: openSseStreamCount,
  });
  registerRequestMetrics(app, metrics);

  const activity = createActivityService({
    db: database.db,
    timeZone: config.POINTS_TIME_ZONE,
    log: app.log,
  });
  const auth = createAuthService({
    repo: createAuthRepo(database.db, database.readCache),
    clock,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionMaxDays: config.SESSION_MAX_DAYS,
    activity,
    metrics,
  });
  registerAuthGuards(app, auth);
  const points = createPointsService({ db: database.db, clock, config });
  const conversations = createConversationsService({ db: database.db, readCache: database.readCache });
  // Pratiche: the other features file their items under one (owner only) at creation.
  const matters = createMattersService({ db: database.db, clock, timeZone: config.POINTS_TIME_ZONE });
  const legalDb = createLegalDbService({
    repo: createLegalDbRepo(database.db),
    embedder: createEmbedder(config),
    log: app.log,
    indexCache: legalIndexCacheIn(config.DATA_DIR, app.log),
  });
  app.decorate('legalDb', legalDb);
  const embedder = createEmbedder(config);
  const documentsRepo = createDocumentsRepo(database.db);
  // How an uploaded file is read (personal documents, Verifica atto, reviews): limits and OCR.
  const documentExtraction: ExtractionOptions = {
    maxUnzippedBytes: config.DOCUMENT_MAX_UNZIPPED_BYTES,
    ocr: config.OCR_ENABLED
      ? {
          command: config.OCR_COMMAND,
          languages: config.OCR_LANGUAGES,
          timeoutMs: config.OCR_PAGE_TIMEOUT_MS,
          maxPages: config.OCR_MAX_PAGES,
        }
      : null,
  };
  const readUploadedFile = uploadedFileReader({
    ...documentExtraction,
    timeoutMs: config.DOCUMENT_PROCESSING_TIMEOUT_MS,
    maxMemoryMb: config.DOCUMENT_WORKER_MEMORY_MB,
  });
  const documentProcessor = createDocumentProcessor({
    queue: documentQueue,
    storage,
    embedder,
    log: app.log,
    settings: {
      concurrency: config.DOCUMENT_WORKER_CONCURRENCY,
      leaseMs: config.DOCUMENT_LEASE_MS,
      pollIntervalMs: config.DOCUMENT_POLL_INTERVAL_MS,
      maxAttempts: config.DOCUMENT_MAX_ATTEMPTS,
    },
    read: readUploadedFile,
  });
  const documents = createDocumentsService({
    repo: documentsRepo,
    storage,
    processor: documentProcessor,
    log: app.log,
  });
  const documentSearch = createDocumentSearch({ repo: documentsRepo, embedder, log: app.log });
  const provider = createLlmProvider({ config, log: app.log });
  // Every AI action is charged, refunded and recorded through the one metering service.
  const metering = createMeteringService({
    points,
    repo: createMeteringRepo(database.db),
    prices: pricesFromConfig(config),
    provider,
    log: app.log,
    metrics,
  });
  const meteredEnrichment: RewriteMeter = (userId, rewrite) =>
    metering.meteredRun('query_enrichment', userId, (run) => rewrite(run.addUsage));
  // Ricerca Web: the configured provider (none: the mode says so); the model, when configured,
  // picks the keywords, recorded (never charged) like the Database Legale's rewrite.
  const webSearch = createWebSearchService({
    provider: createWebSearchProvider({
      provider: config.WEB_SEARCH_PROVIDER ?? null,
      searxngUrl: config.SEARXNG_URL,
      tavilyApiKey: config.TAVILY_API_KEY,
      tavilyBaseUrl: config.TAVILY_BASE_URL,
      braveApiKey: config.BRAVE_API_KEY,
      braveBaseUrl: config.BRAVE_BASE_URL,
      timeoutMs: config.WEB_SEARCH_TIMEOUT_MS,
    }),
    settings: {
      preferredDomains: config.WEB_SEARCH_PREFERRED_DOMAINS,
      maxResults: config.WEB_SEARCH_MAX_RESULTS,
      fetchPages: config.WEB_SEARCH_FETCH_PAGES,
      allowedHosts: config.WEB_FETCH_ALLOWED_HOSTS,
    },
    suggestKeywords: createQueryEnricher(provider, app.log, meteredEnrichment, WEB_KEYWORDS_INSTRUCTION),
  });
  // The chat modes: each calls the legal-db and documents services; the rewrite of a Database
  // Legale question is a model call of its own, recorded (never charged) as query_enrichment.
  const chat = createChatService({
    provider,
    points,
    metering,
    conversations,
    activity,
    preparers: {
      standard: createStandardPreparer(documentSearch),
      rag: createLegalDbPreparer({
        legalDb,
        enrich: createQueryEnricher(provider, app.log, meteredEnrichment),
        userDocuments: documentSearch,
      }),
      websearch: createWebSearchPreparer({
        webSearch,
        userDocuments: documentSearch,
        conversations,
        log: app.log,
      }),
    },
    isModeAvailable: (mode) => mode !== 'websearch' || webSearch.status().configured,
    // Each completed answer's citations, checked before `done` as verify-citations would.
    checkCitations: createAnswerCitationChecks({ legalDb, userSources: documents }),
  });
  // «Profilo dello studio»: the account page edits it, the generator's templates read it.
  const firmProfiles = createFirmProfileService({ db: database.db, clock });
  // The document generator: AI drafts metered like the chat, grounded in and checked against the
  // Database Legale.
  const legalDocuments = createLegalDocumentsService({
    repo: createLegalDocumentsRepo(database.db),
    firmProfiles,
    aiSystems: aiSystemsInUse(config),
    provider,
    metering,
    matters,
    legalDb,
    activity,
    signal: app.shutdownSignal,
    clock,
    log: app.log,
  });
  // The case strategy simulator: analyses metered like the documents, grounded in the Database
  // Legale, with case law from the web search when configured and costs from the official tables.
  const caseStrategies = createCaseStrategiesService({
    repo: createCaseStrategiesRepo(database.db),
    provider,
    metering,
    matters,
    legalDb,
    webSearch,
    activity,
    signal: app.shutdownSignal,
    clock,
    log: app.log,
  });
  // One bot check for the public forms: one key and one set of redeemed challenges, so a solution
  // serves once, on the registration or on the contact form.
  const captcha = createCaptcha(config, {
    store: createRegistrationRepo(database.db).usedChallenges,
    clock,
    log: app.log,
  });
  // One mail transport for every message the app sends (verification links, contact form, plan requests).
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const contact = createContactService({ db: database.db, config, captcha, clock, log: app.log, mailer });
  // Plan-change requests (no payments in the beta): e-mailed to CONTACT_EMAIL, decided by the admins.
  const subscription = createSubscriptionService({
    db: database.db,
    points,
    config,
    clock,
    log: app.log,
    mailer,
    activity,
  });
  // Revisione tabellare: its own documents and a worker answering the cells (metered per cell).
  const tabularReviews = createTabularReviews({
    config,
    db: database.db,
    storage,
    provider,
    metering,
    points,
    reading: {
      detectType: detectDocumentType,
      read: async (bytes, type, signal) => {
        const extracted = await readUploadedFile(bytes, type, signal);
        const chunks = chunkDocument(extracted).map((chunk) => ({
          chunkIndex: chunk.index,
          page: chunk.page,
          heading: chunk.heading,
          text: chunk.text,
        }));
        // Word files rarely record their page count (0): unknown rather than "0 pagine".
        return { pageCount: extracted.pageCount || null, chunks };
      },
      failureReason: (error) => (error instanceof ExtractionFailure ? error.reason : null),
    },
    log: app.log,
  });
  registerBackgroundJobs(app, {
    config,
    db: database.db,
    clock,
    points,
    metrics,
    outboxDir,
    beforeStart: () => legalDocuments.seedTemplates(),
    worker: {
      start: () => {
        documentProcessor.start();
        tabularReviews.processor.start();
      },
      stop: async () => {
        await Promise.all([documentProcessor.stop(), tabularReviews.processor.stop()]);
      },
    },
  });

  await app.register(healthRoutes, { database });
  await app.register(metricsRoutes, { metrics });
  await app.register(authRoutes, { auth, loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  await app.register(registrationRoutes, { config, db: database.db, clock, mailer, captcha, activity });
  await app.register(contactRoutes, { contact, rateLimitPerHour: config.CONTACT_RATE_LIMIT_PER_HOUR });
  await app.register(privacyRoutes, { config });
  await app.register(pointsRoutes, { points });
  await app.register(subscriptionRoutes, {
    subscription,
    requestsPerHour: config.UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR,
  });
  await app.register(accountRoutes, {
    account: createAccountService({ db: database.db, points, subscription }),
    firmProfiles,
  });
  await app.register(conversationsRoutes, {
    conversations,
    messagesPerMinute: 2 * config.CHAT_RATE_LIMIT_PER_MINUTE,
  });
  const feedback = createFeedbackService({ db: database.db, timeZone: config.POINTS_TIME_ZONE });
  await app.register(feedbackRoutes, { feedback });
  await app.register(activityRoutes, { activity });
  await app.register(webSearchRoutes, { webSearch });
  await app.register(chatRoutes, { chat, rateLimitPerMinute: config.CHAT_RATE_LIMIT_PER_MINUTE });
  await app.register(legalDbRoutes, {
    legalDb,
    userSources: documents,
    rateLimitPerMinute: config.LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(documentsRoutes, {
    documents,
    maxUploadBytes: config.DOCUMENT_MAX_UPLOAD_BYTES,
    uploadsPerMinute: config.DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(legalDocumentsRoutes, { legalDocuments });
  await app.register(caseStrategiesRoutes, { caseStrategies });
  // The lawyer's workspace: matters, search and export, GDPR self-service, Verifica atto, reviews.
  await registerWorkspaceRoutes(app, {
    config,
    db: database.db,
    clock,
    activity,
    documents,
    readUploadedFile,
    conversations,
    legalDb,
    webSearch,
    reviews: tabularReviews.service,
    matters,
  });
  await registerAdminRoutes(app, {
    config,
    db: database.db,
    clock,
    points,
    documents,
    activity,
    feedback,
    conversations,
    matters,
    contact,
    subscription,
  });
  for (const plugin of plugins) await app.register(plugin);
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
