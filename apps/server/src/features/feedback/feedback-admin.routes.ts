import {
  adminConversationMessagesResponse,
  adminFeedbackDeleteResponse,
  adminFeedbackIdParams,
  adminFeedbackQuery,
  adminFeedbackResponse,
  conversationIdParams,
  feedbackStatsResponse,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { pageAddressOf } from '../../platform/pagination';
import type { ActivityService } from '../activity/activity.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { FeedbackService } from './feedback.service';
import { FEEDBACK_DELETED_MESSAGE, feedbackDeletedActivity } from './feedback-admin.service';

/** Message Feedback review: registered inside the /api/admin scope, whose guard runs first. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  conversations: ConversationsService;
  activity: ActivityService;
}> = async (admin, { feedback, conversations, activity }) => {
  admin.get('/feedback/stats', { schema: { response: { 200: feedbackStatsResponse } } }, async () =>
    feedback.stats(),
  );

  admin.get(
    '/feedback',
    { schema: { querystring: adminFeedbackQuery, response: { 200: adminFeedbackResponse } } },
    async (request) => feedback.adminList(request.query, pageAddressOf(request)),
  );

  admin.delete(
    '/feedback/:id',
    { schema: { params: adminFeedbackIdParams, response: { 200: adminFeedbackDeleteResponse } } },
    async (request) => {
      const deleted = await feedback.adminRemove(request.params.id);
      const adminId = currentAuth(request).user.id;
      await activity.record(feedbackDeletedActivity(adminId, deleted, request.ip ?? null));
      return { success: true as const, message: FEEDBACK_DELETED_MESSAGE };
    },
  );

  admin.get(
    '/conversations/:id/messages',
    { schema: { params: conversationIdParams, response: { 200: adminConversationMessagesResponse } } },
    async (request) => conversations.messagesForAdmin(request.params.id),
  );
};
