import { AppError, briefVerificationRequest, briefVerificationResponse } from '@brocardo/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { BriefVerificationService } from './brief-verification.service';

export interface BriefVerificationRoutesOptions {
  briefVerification: BriefVerificationService;
  /** The personal documents' upload limit. */
  maxUploadBytes: number;
  /** Verifications per hour per account (free, but a file goes through the extraction worker). */
  perHour: number;
}

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(maxUploadBytes: number): AppError {
  const megabytes = Math.round((maxUploadBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('DOCUMENT_TOO_LARGE', {
    message: `Il file supera la dimensione massima consentita di ${megabytes} MB.`,
  });
}

/** The `text` field as the JSON body would give it: 422 with Italian field messages otherwise. */
function parsedText(body: unknown): string {
  const parsed = briefVerificationRequest.safeParse(body);
  if (parsed.success) return parsed.data.text;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'text');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw AppError.validation(errors);
}

/** Verifica atto: a brief's references, quotations and judgments checked; nothing is stored. */
export const briefVerificationRoutes: FastifyPluginAsyncZod<BriefVerificationRoutesOptions> = async (
  app,
  { briefVerification, maxUploadBytes, perHour },
) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 10, fieldSize: 1024, headerPairs: 100 },
  });

  async function refuseOversizedFile(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!request.isMultipart()) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
      throw tooLarge(maxUploadBytes);
    }
  }

  async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
    try {
      const part = await request.file();
      if (part?.fieldname !== 'file') throw AppError.validation({ file: ['Allega il file dell’atto.'] });
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
      return bytes;
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(maxUploadBytes);
      if (error instanceof AppError) throw error;
      request.log.info({ err: error }, 'malformed multipart brief');
      throw AppError.validation({ file: ['Allega il file dell’atto.'] });
    }
  }

  app.post(
    '/api/brief-verifications',
    {
      onRequest: [app.requireUser, refuseOversizedFile],
      // JSON up to 300,000 characters (up to 4 bytes each in UTF-8, escapes included) or one file.
      bodyLimit: Math.max(maxUploadBytes + MULTIPART_OVERHEAD_BYTES, 2 * 1024 * 1024),
      config: {
        rateLimit: {
          max: perHour,
          timeWindow: 3_600_000,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `brief-verification:${currentAuth(request).user.id}`,
        },
      },
      schema: { response: { 200: briefVerificationResponse } },
    },
    async (request) => {
      const userId = currentAuth(request).user.id;
      if (request.isMultipart()) return briefVerification.verifyFile(await uploadedBytes(request), userId);
      return briefVerification.verifyText(parsedText(request.body), userId);
    },
  );
};
