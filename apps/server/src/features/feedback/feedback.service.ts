import {
  AppError,
  type FeedbackRating,
  type FeedbackRequest,
  type FeedbackResource,
  feedbackMessages,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { createFeedbackRepo, type FeedbackRow } from './feedback.repo';
import { createFeedbackAdminService, type FeedbackAdminService } from './feedback-admin.service';

/** The user's ratings, and the administrators' review of them (feedback-admin.service.ts). */
export interface FeedbackService extends FeedbackAdminService {
  /** Rates one of the user's assistant messages, once and for good. */
  give(
    userId: number,
    request: FeedbackRequest,
  ): Promise<{ success: true; message: string; feedback: FeedbackResource }>;
  /** The rating of one of the user's messages, if any. */
  find(
    userId: number,
    messageId: number,
  ): Promise<{ success: true; feedback: FeedbackResource | null; rating: FeedbackRating | null }>;
}

export function presentFeedback(row: FeedbackRow): FeedbackResource {
  return {
    id: row.id,
    message_id: row.messageId,
    rating: row.rating,
    feedback_text: row.feedbackText,
    created_at: row.createdAt.toISOString(),
  };
}

/** `timeZone`: the zone of the admin list's calendar-day filters (POINTS_TIME_ZONE). */
export function createFeedbackService(deps: { db: Database; timeZone: string }): FeedbackService {
  const repo = createFeedbackRepo(deps.db);

  async function ownedMessage(userId: number, messageId: number) {
    const message = await repo.findOwnedMessage(userId, messageId);
    if (!message) throw new AppError('NOT_FOUND');
    return message;
  }

  return {
    ...createFeedbackAdminService(deps),

    async give(userId, request) {
      const message = await ownedMessage(userId, request.message_id);
      if (message.role !== 'assistant') throw new AppError('FEEDBACK_ASSISTANT_ONLY');
      // The texts are copied so the feedback keeps its meaning once the conversation is deleted.
      const created = await repo.insertOnce({
        messageId: message.id,
        conversationId: message.conversationId,
        userId,
        rating: request.rating,
        feedbackText: request.feedback_text,
        questionText: message.question,
        answerText: message.content,
        conversationTitle: message.conversationTitle,
      });
      if (!created) throw new AppError('FEEDBACK_ALREADY_GIVEN');
      return {
        success: true,
        message: created.feedbackText ? feedbackMessages.thanksDetailed : feedbackMessages.thanks,
        feedback: presentFeedback(created),
      };
    },

    async find(userId, messageId) {
      await ownedMessage(userId, messageId);
      const found = await repo.findByMessage(messageId);
      return {
        success: true,
        feedback: found ? presentFeedback(found) : null,
        rating: found?.rating ?? null,
      };
    },
  };
}
