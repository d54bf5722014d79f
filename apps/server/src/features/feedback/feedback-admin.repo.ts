import type { FeedbackRating } from '@brocardo/shared';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { conversations, messageFeedback, messages, users } from '../../db/schema';

export interface FeedbackCounts {
  total: number;
  likes: number;
  dislikes: number;
  withText: number;
  orphaned: number;
}

export interface AdminFeedbackFilters {
  rating?: FeedbackRating | undefined;
  /** Inclusive calendar days 'YYYY-MM-DD' in `timeZone`. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  orphaned?: boolean | undefined;
  timeZone: string;
}

export interface AdminFeedbackRow {
  id: number;
  createdAt: Date;
  rating: FeedbackRating;
  feedbackText: string | null;
  user: { id: number; name: string; email: string } | null;
  /** The live rated answer, while it exists. */
  message: { id: number; conversationId: number; content: string } | null;
  question: string | null;
  answer: string;
  conversationTitle: string | null;
}

function whereOf(filters: AdminFeedbackFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.rating) conditions.push(eq(messageFeedback.rating, filters.rating));
  if (filters.orphaned !== undefined) {
    conditions.push(
      filters.orphaned ? isNull(messageFeedback.messageId) : isNotNull(messageFeedback.messageId),
    );
  }
  // Whole days in the time zone: [from 00:00, the day after `to` 00:00), right across DST changes.
  if (filters.fromDate) {
    conditions.push(
      sql`${messageFeedback.createdAt} >= (${filters.fromDate}::date)::timestamp at time zone ${filters.timeZone}`,
    );
  }
  if (filters.toDate) {
    conditions.push(
      sql`${messageFeedback.createdAt} < (${filters.toDate}::date + 1)::timestamp at time zone ${filters.timeZone}`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createFeedbackAdminRepo(db: Database) {
  const answer = alias(messages, 'rated_answer');

  return {
    async counts(): Promise<FeedbackCounts> {
      const [row] = await db
        .select({
          total: count(),
          likes: count(sql`case when ${messageFeedback.rating} = 'like' then 1 end`),
          dislikes: count(sql`case when ${messageFeedback.rating} = 'dislike' then 1 end`),
          withText: count(sql`case when btrim(${messageFeedback.feedbackText}) <> '' then 1 end`),
          orphaned: count(sql`case when ${messageFeedback.messageId} is null then 1 end`),
        })
        .from(messageFeedback);
      return row ?? { total: 0, likes: 0, dislikes: 0, withText: 0, orphaned: 0 };
    },

    async total(filters: AdminFeedbackFilters): Promise<number> {
      const [row] = await db.select({ total: count() }).from(messageFeedback).where(whereOf(filters));
      return row?.total ?? 0;
    },

    /** One page, newest first, with the live texts beside the copies kept at rating time. */
    async page(filters: AdminFeedbackFilters, limit: number, offset: number): Promise<AdminFeedbackRow[]> {
      // The question a live answer answers: the nearest user message before it, as when it was rated.
      const liveQuestion = sql<string | null>`(
        select earlier.content from ${messages} as earlier
        where earlier.conversation_id = ${answer.conversationId}
          and earlier.id < ${answer.id} and earlier.role = 'user'
        order by earlier.id desc limit 1)`;
      const rows = await db
        .select({
          id: messageFeedback.id,
          createdAt: messageFeedback.createdAt,
          rating: messageFeedback.rating,
          feedbackText: messageFeedback.feedbackText,
          questionText: messageFeedback.questionText,
          answerText: messageFeedback.answerText,
          copiedTitle: messageFeedback.conversationTitle,
          userId: users.id,
          userName: users.name,
          userEmail: users.email,
          answerId: answer.id,
          answerConversationId: answer.conversationId,
          answerContent: answer.content,
          liveQuestion,
          liveTitle: conversations.title,
        })
        .from(messageFeedback)
        .leftJoin(users, eq(users.id, messageFeedback.userId))
        .leftJoin(answer, eq(answer.id, messageFeedback.messageId))
        .leftJoin(conversations, eq(conversations.id, messageFeedback.conversationId))
        .where(whereOf(filters))
        .orderBy(desc(messageFeedback.createdAt), desc(messageFeedback.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => {
        const live =
          row.answerId !== null && row.answerConversationId !== null && row.answerContent !== null
            ? { id: row.answerId, conversationId: row.answerConversationId, content: row.answerContent }
            : null;
        return {
          id: row.id,
          createdAt: row.createdAt,
          rating: row.rating as FeedbackRating,
          feedbackText: row.feedbackText,
          user:
            row.userId !== null && row.userName !== null && row.userEmail !== null
              ? { id: row.userId, name: row.userName, email: row.userEmail }
              : null,
          message: live,
          question: live ? (row.liveQuestion ?? row.questionText) : row.questionText,
          answer: live ? live.content : row.answerText,
          conversationTitle: row.liveTitle ?? row.copiedTitle,
        };
      });
    },

    /** Deletes one feedback; what it was, or undefined when there was none. */
    async remove(
      id: number,
    ): Promise<{ id: number; rating: FeedbackRating; userId: number | null } | undefined> {
      const [row] = await db.delete(messageFeedback).where(eq(messageFeedback.id, id)).returning({
        id: messageFeedback.id,
        rating: messageFeedback.rating,
        userId: messageFeedback.userId,
      });
      return row && { ...row, rating: row.rating as FeedbackRating };
    },
  };
}

export type FeedbackAdminRepo = ReturnType<typeof createFeedbackAdminRepo>;
