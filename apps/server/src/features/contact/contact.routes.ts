import { AppError, contactInfoResponse, contactRequest, contactResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service';

export interface ContactRoutesOptions {
  contact: ContactService;
  /** CONTACT_RATE_LIMIT_PER_HOUR: messages accepted per hour from one client address. */
  rateLimitPerHour: number;
}

/** The landing page's contact form (spec 2 §2.3, §3). The admins' list lives in the admin scope. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact, rateLimitPerHour },
) => {
  app.post(
    '/api/contact',
    {
      schema: { body: contactRequest, response: { 201: contactResponse } },
      config: {
        rateLimit: {
          max: rateLimitPerHour,
          timeWindow: 3_600_000,
          // Thrown to the one error handler: the contact form's own code and Italian message.
          errorResponseBuilder: () => new AppError('CONTACT_RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const result = await contact.submit(request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.get('/api/contact/info', { schema: { response: { 200: contactInfoResponse } } }, async () =>
    contact.info(),
  );
};
