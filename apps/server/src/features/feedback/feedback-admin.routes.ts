import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from '../activity/activity.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { FeedbackService } from './feedback.service';

/** Message Feedback review: registered inside the /api/admin scope, whose guard runs first. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  conversations: ConversationsService;
  activity: ActivityService;
}> = async (_admin, _deps) => {};
