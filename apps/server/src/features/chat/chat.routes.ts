import { type ChatMode, chatRequest } from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { openSseStream, type SseStream } from '../../platform/sse';
import type { ChatService } from './chat.service';
import { effectiveMode } from './chat-modes';

export interface ChatRoutesOptions {
  chat: ChatService;
  /** Questions per minute per user, counted after authentication (so per account, not per address). */
  rateLimitPerMinute: number;
}

/** The spec's streamed chat endpoints, one per mode, all served by the same pipeline. */
const CHAT_ENDPOINTS: ReadonlyArray<readonly [string, ChatMode]> = [
  ['/api/chat', 'standard'],
  ['/rag-api/rag-chat', 'rag'],
  ['/api/chat-with-web', 'websearch'],
];

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { chat, rateLimitPerMinute },
) => {
  // Streams outlive their handler's view from Fastify (the reply is hijacked): remember them so a
  // shutdown waits for their refunds and usage records before the database closes.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });

  const rateLimit = {
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `chat:${currentAuth(request).user.id}`,
    },
  };
  for (const [url, mode] of CHAT_ENDPOINTS) {
    app.post(
      url,
      { onRequest: app.requireUser, schema: { body: chatRequest }, config: rateLimit },
      async (request, reply) => {
        const prepared = await chat.prepare(
          currentAuth(request).user,
          effectiveMode(mode, request.body),
          request.body,
          request.log,
        );
        let sse: SseStream;
        try {
          sse = openSseStream(reply, app.shutdownSignal);
        } catch (error) {
          await chat.abandon(prepared);
          throw error;
        }
        const streaming = chat.stream(prepared, sse, request.log);
        inFlight.add(streaming);
        try {
          await streaming;
        } finally {
          inFlight.delete(streaming);
        }
        return reply;
      },
    );
  }

  app.get('/api/ai/status', { onRequest: app.requireUser }, async () => chat.status());
};
