import { feedbackRequest, conversationIdParams as messageIdParams } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/api/messages/feedback',
    { onRequest: app.requireUser, schema: { body: feedbackRequest } },
    async (request, reply) => {
      const given = await feedback.give(currentAuth(request).user.id, request.body);
      return reply.status(201).send(given);
    },
  );

  app.get(
    '/api/messages/:id/feedback',
    { onRequest: app.requireUser, schema: { params: messageIdParams } },
    async (request) => feedback.find(currentAuth(request).user.id, request.params.id),
  );
};
