import {
  type AdminFeedbackItem,
  type AdminFeedbackQuery,
  type AdminFeedbackResponse,
  AppError,
  type FeedbackRating,
  type FeedbackStats,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import type { ActivityRecord } from '../activity/activity.service';
import { type AdminFeedbackRow, createFeedbackAdminRepo } from './feedback-admin.repo';

export const FEEDBACK_DELETED_MESSAGE = 'Feedback eliminato.';

/** What the Message Feedback tab reads and does (spec 2 §2.6, §3, §7). */
export interface FeedbackAdminService {
  stats(): Promise<FeedbackStats>;
  /** Newest first; a page beyond the last is empty, with the right last_page. */
  adminList(query: AdminFeedbackQuery, address: PageAddress): Promise<AdminFeedbackResponse>;
  /** Deletes one feedback (FEEDBACK_NOT_FOUND when absent) and answers what it was. */
  adminRemove(id: number): Promise<{ id: number; rating: FeedbackRating; userId: number | null }>;
}

/** likes ÷ total × 100, one decimal; 0 with no feedback. */
export function satisfactionRate(likes: number, total: number): number {
  return total === 0 ? 0 : Math.round((likes / total) * 1000) / 10;
}

/** The activity record of an administrator's deletion of a feedback. */
export function feedbackDeletedActivity(
  adminId: number,
  deleted: { id: number; rating: FeedbackRating; userId: number | null },
  ipAddress: string | null,
): ActivityRecord {
  return {
    userId: adminId,
    actionType: 'ADMIN_FEEDBACK_DELETED',
    details: { feedback_id: deleted.id, rating: deleted.rating, target_user_id: deleted.userId },
    ipAddress,
  };
}

function presentItem(row: AdminFeedbackRow): AdminFeedbackItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    rating: row.rating,
    feedback_text: row.feedbackText,
    is_orphaned: row.message === null,
    user: row.user,
    message: row.message && {
      id: row.message.id,
      conversation_id: row.message.conversationId,
      content: row.message.content,
    },
    effective_user_question: row.question,
    effective_ai_response: row.answer,
    effective_message_content: row.answer,
    effective_conversation_title: row.conversationTitle,
  };
}

export function createFeedbackAdminService(deps: { db: Database; timeZone: string }): FeedbackAdminService {
  const repo = createFeedbackAdminRepo(deps.db);

  return {
    async stats() {
      const counts = await repo.counts();
      return {
        total_feedback: counts.total,
        likes_count: counts.likes,
        dislikes_count: counts.dislikes,
        satisfaction_rate: satisfactionRate(counts.likes, counts.total),
        with_text_count: counts.withText,
        orphaned_count: counts.orphaned,
      };
    },

    async adminList(query, address) {
      const filters = {
        rating: query.rating,
        fromDate: query.from_date,
        toDate: query.to_date,
        orphaned: query.orphaned,
        timeZone: deps.timeZone,
      };
      const [total, rows] = await Promise.all([
        repo.total(filters),
        repo.page(filters, query.per_page, (query.page - 1) * query.per_page),
      ]);
      return pageEnvelope(rows.map(presentItem), total, query.page, query.per_page, address);
    },

    async adminRemove(id) {
      const deleted = await repo.remove(id);
      if (!deleted) throw new AppError('FEEDBACK_NOT_FOUND');
      return deleted;
    },
  };
}
