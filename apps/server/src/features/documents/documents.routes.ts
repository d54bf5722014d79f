import {
  AppError,
  documentAcceptedResponse,
  documentDeletedResponse,
  documentIdParams,
  documentPreferencesRequest,
  documentPreferencesResponse,
  documentToggleRequest,
  matterIdText,
  userDocumentsQuery,
  userDocumentsResponse,
} from '@brocardo/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { DocumentsService } from './documents.service';

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
  maxUploadBytes: number;
  /** Uploads and retries per minute per account (each one is parsed, maybe through OCR). */
  uploadsPerMinute: number;
}

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(maxUploadBytes: number): AppError {
  const megabytes = Math.round((maxUploadBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('DOCUMENT_TOO_LARGE', {
    message: `Il file supera la dimensione massima consentita di ${megabytes} MB.`,
  });
}

/**
 * The optional `matter_id` field sent before the file (blank: unfiled); 422 when it is not an id.
 * Whether the matter is the caller's is the composite key's to say (404).
 */
function matterIdOf(fields: Record<string, unknown>): number | null {
  const field = fields.matter_id;
  const value = field && typeof field === 'object' && 'value' in field ? field.value : undefined;
  if (value === undefined) return null;
  const parsed = matterIdText.safeParse(value);
  if (!parsed.success) {
    throw AppError.validation({ matter_id: [parsed.error.issues[0]?.message ?? 'Pratica non valida'] });
  }
  return parsed.data ?? null;
}

/** Spec 1 §7 Personal documents: upload, list, delete, retry, activation preferences. */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (
  app,
  { documents, maxUploadBytes, uploadsPerMinute },
) => {
  const processingLimit = {
    rateLimit: {
      max: uploadsPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `document-processing:${currentAuth(request).user.id}`,
    },
  };

  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
  });

  /** A declared length over the limit is refused before a byte of the body is read. */
  async function refuseOversizedBody(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
      throw tooLarge(maxUploadBytes);
    }
  }

  app.get(
    '/rag-api/user-documents',
    {
      onRequest: app.requireUser,
      schema: { querystring: userDocumentsQuery, response: { 200: userDocumentsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
      return { documents: await documents.list(currentAuth(request).user.id, request.query.matter_id) };
    },
  );

  app.post(
    '/rag-api/upload-document',
    {
      onRequest: [app.requireUser, refuseOversizedBody],
      bodyLimit: maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
      config: processingLimit,
      schema: { response: { 202: documentAcceptedResponse } },
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      await documents.assertRoomForUpload(userId);
      if (!request.isMultipart()) throw new AppError('DOCUMENT_FILE_MISSING');
      let part: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        part = await request.file();
        if (part?.fieldname !== 'file') throw new AppError('DOCUMENT_FILE_MISSING');
        bytes = await part.toBuffer();
        // toBuffer checks the limit after each chunk it reads: when busboy cut the stream after the
        // last one, it returned the first maxUploadBytes as if they were the file (seen by an outside
        // probe about half the time for a 21,000,000-byte PDF). The flag is the truth.
        if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(maxUploadBytes);
        if (error instanceof AppError) throw error;
        request.log.info({ err: error }, 'malformed multipart upload');
        throw new AppError('DOCUMENT_FILE_MISSING');
      }
      const matterId = matterIdOf(part.fields);
      const document = await documents.upload(userId, { filename: part.filename, bytes, matterId });
      reply.code(202);
      return { message: 'Documento caricato: elaborazione in corso.', document };
    },
  );

  app.delete(
    '/rag-api/user-documents/:id',
    {
      onRequest: app.requireUser,
      schema: { params: documentIdParams, response: { 200: documentDeletedResponse } },
    },
    async (request) => {
      await documents.remove(currentAuth(request).user.id, request.params.id);
      return { message: 'Documento eliminato.', id: request.params.id };
    },
  );

  app.post(
    '/rag-api/retry-document/:id',
    {
      onRequest: app.requireUser,
      config: processingLimit,
      schema: { params: documentIdParams, response: { 202: documentAcceptedResponse } },
    },
    async (request, reply) => {
      const document = await documents.retry(currentAuth(request).user.id, request.params.id);
      reply.code(202);
      return { message: 'Documento di nuovo in elaborazione.', document };
    },
  );

  app.get(
    '/api/user-document-preferences',
    { onRequest: app.requireUser, schema: { response: { 200: documentPreferencesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { activated_documents: await documents.activatedDocuments(currentAuth(request).user.id) };
    },
  );

  app.post(
    '/api/user-document-preferences',
    {
      onRequest: app.requireUser,
      schema: { body: documentPreferencesRequest, response: { 200: documentPreferencesResponse } },
    },
    async (request) => ({
      activated_documents: await documents.setActivatedDocuments(
        currentAuth(request).user.id,
        request.body.document_ids,
      ),
    }),
  );

  app.post(
    '/api/user-document-preferences/toggle',
    {
      onRequest: app.requireUser,
      schema: { body: documentToggleRequest, response: { 200: documentPreferencesResponse } },
    },
    async (request) => ({
      activated_documents: await documents.toggle(
        currentAuth(request).user.id,
        request.body.document_id,
        request.body.activate,
      ),
    }),
  );
};
