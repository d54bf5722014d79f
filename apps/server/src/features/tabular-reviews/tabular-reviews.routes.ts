import {
  AppError,
  addReviewColumnsRequest,
  createReviewRequest,
  reviewCellParams,
  reviewDeletedResponse,
  reviewExportXlsx,
  reviewIdParams,
  reviewItemParams,
  reviewResponse,
  reviewStartedResponse,
  reviewsResponse,
} from '@brocardo/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { TabularReviewsService } from './tabular-reviews.service';

export interface TabularReviewsRoutesOptions {
  reviews: TabularReviewsService;
  maxUploadBytes: number;
  /** Uploads and retries per minute per account (each costs parsing, or a model call). */
  uploadsPerMinute: number;
}

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function tooLarge(maxUploadBytes: number): AppError {
  const megabytes = Math.round((maxUploadBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('DOCUMENT_TOO_LARGE', {
    message: `Il file supera la dimensione massima consentita di ${megabytes} MB.`,
  });
}

/** Revisione tabellare (issue 28): owner only, another user's review answers 404. */
export const tabularReviewsRoutes: FastifyPluginAsyncZod<TabularReviewsRoutesOptions> = async (
  app,
  { reviews, maxUploadBytes, uploadsPerMinute },
) => {
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const perMinute = {
    rateLimit: {
      max: uploadsPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `review-processing:${currentAuth(request).user.id}`,
    },
  };

  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 10, fieldSize: 1024, headerPairs: 100 },
  });

  async function refuseOversizedBody(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
      throw tooLarge(maxUploadBytes);
    }
  }

  app.get(
    '/api/reviews',
    { onRequest: app.requireUser, schema: { response: { 200: reviewsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { reviews: await reviews.list(userId(request)) };
    },
  );

  app.post(
    '/api/reviews',
    {
      onRequest: app.requireUser,
      schema: { body: createReviewRequest, response: { 201: reviewResponse } },
    },
    async (request, reply) => {
      reply.code(201);
      return { review: await reviews.create(userId(request), request.body.title) };
    },
  );

  app.get(
    '/api/reviews/:id',
    { onRequest: app.requireUser, schema: { params: reviewIdParams, response: { 200: reviewResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { review: await reviews.detail(userId(request), request.params.id) };
    },
  );

  app.post(
    '/api/reviews/:id/documents',
    {
      onRequest: [app.requireUser, refuseOversizedBody],
      bodyLimit: maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
      config: perMinute,
      schema: { params: reviewIdParams, response: { 202: reviewResponse } },
    },
    async (request, reply) => {
      await reviews.assertOwned(userId(request), request.params.id);
      if (!request.isMultipart()) throw new AppError('DOCUMENT_FILE_MISSING');
      let filename: string;
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') throw new AppError('DOCUMENT_FILE_MISSING');
        bytes = await part.toBuffer();
        // See documents.routes.ts: the truncated flag, not toBuffer, says the file was cut.
        if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
        filename = part.filename;
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(maxUploadBytes);
        if (error instanceof AppError) throw error;
        request.log.info({ err: error }, 'malformed multipart upload');
        throw new AppError('DOCUMENT_FILE_MISSING');
      }
      const review = await reviews.addDocument(userId(request), request.params.id, { filename, bytes });
      reply.code(202);
      return { review };
    },
  );

  app.post(
    '/api/reviews/:id/columns',
    {
      onRequest: app.requireUser,
      schema: { params: reviewIdParams, body: addReviewColumnsRequest, response: { 200: reviewResponse } },
    },
    async (request) => ({
      review: await reviews.addColumns(userId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/reviews/:id/start',
    {
      onRequest: app.requireUser,
      schema: { params: reviewIdParams, response: { 202: reviewStartedResponse } },
    },
    async (request, reply) => {
      const started = await reviews.start(userId(request), request.params.id);
      reply.code(202);
      return {
        message: `Revisione avviata: ${started.queued} celle in elaborazione.`,
        queued: started.queued,
        points_required: started.pointsRequired,
        review: started.review,
      };
    },
  );

  app.post(
    '/api/reviews/:id/cells/:cellId/retry',
    {
      onRequest: app.requireUser,
      config: perMinute,
      schema: { params: reviewCellParams, response: { 202: reviewResponse } },
    },
    async (request, reply) => {
      const review = await reviews.retryCell(userId(request), request.params.id, request.params.cellId);
      reply.code(202);
      return { review };
    },
  );

  for (const [segment, kind] of [
    ['columns', 'column'],
    ['documents', 'document'],
  ] as const) {
    app.delete(
      `/api/reviews/:id/${segment}/:itemId`,
      {
        onRequest: app.requireUser,
        config: perMinute,
        schema: { params: reviewItemParams, response: { 200: reviewResponse } },
      },
      async (request) => ({
        review: await reviews.removeItem(userId(request), request.params.id, kind, request.params.itemId),
      }),
    );
  }

  app.delete(
    '/api/reviews/:id',
    {
      onRequest: app.requireUser,
      schema: { params: reviewIdParams, response: { 200: reviewDeletedResponse } },
    },
    async (request) => {
      await reviews.remove(userId(request), request.params.id);
      return { message: 'Revisione eliminata.', id: request.params.id };
    },
  );

  app.get(
    '/api/reviews/:id/export',
    {
      onRequest: app.requireUser,
      schema: { params: reviewIdParams, response: { 200: reviewExportXlsx } },
    },
    async (request, reply) => {
      const { filename, bytes } = await reviews.export(userId(request), request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="revisione.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
