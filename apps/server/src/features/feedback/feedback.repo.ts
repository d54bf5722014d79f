import type { FeedbackRating, MessageRole } from '@brocardo/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conversations, messageFeedback, messages } from '../../db/schema';

export interface OwnedMessage {
  id: number;
  role: MessageRole;
  content: string;
  conversationId: number;
  conversationTitle: string;
  /** The nearest user message before it in the conversation: the question it answers. */
  question: string | null;
}

export interface FeedbackRow {
  id: number;
  messageId: number | null;
  rating: FeedbackRating;
  feedbackText: string | null;
  createdAt: Date;
}

export interface NewFeedback {
  messageId: number;
  conversationId: number;
  userId: number;
  rating: FeedbackRating;
  feedbackText: string | null;
  questionText: string | null;
  answerText: string;
  conversationTitle: string;
}

const feedbackColumns = {
  id: messageFeedback.id,
  messageId: messageFeedback.messageId,
  rating: messageFeedback.rating,
  feedbackText: messageFeedback.feedbackText,
  createdAt: messageFeedback.createdAt,
};

const asFeedback = (row: { rating: string } & Omit<FeedbackRow, 'rating'>): FeedbackRow => ({
  ...row,
  rating: row.rating as FeedbackRating,
});

export function createFeedbackRepo(db: Database) {
  return {
    /** The message, if it belongs to one of the user's conversations. */
    async findOwnedMessage(userId: number, messageId: number): Promise<OwnedMessage | undefined> {
      const question = sql<string | null>`(
        select earlier.content from ${messages} as earlier
        where earlier.conversation_id = ${messages.conversationId}
          and earlier.id < ${messages.id} and earlier.role = 'user'
        order by earlier.id desc limit 1)`;
      const [row] = await db
        .select({
          id: messages.id,
          role: messages.role,
          content: messages.content,
          conversationId: messages.conversationId,
          conversationTitle: conversations.title,
          question,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, messageId), eq(conversations.userId, userId)));
      return row && { ...row, role: row.role as MessageRole };
    },

    async findByMessage(messageId: number): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select(feedbackColumns)
        .from(messageFeedback)
        .where(eq(messageFeedback.messageId, messageId));
      return row && asFeedback(row);
    },

    /** The new feedback, or null when the message already has one (the unique index decides). */
    async insertOnce(feedback: NewFeedback): Promise<FeedbackRow | null> {
      try {
        const [row] = await db.insert(messageFeedback).values(feedback).returning(feedbackColumns);
        return asFeedback(row!);
      } catch (error) {
        if (isUniqueViolation(error, 'message_feedback_message_id_unique')) return null;
        throw error;
      }
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
