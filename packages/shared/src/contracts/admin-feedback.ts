import { z } from '../zod-it';
import { calendarDay, DATE_RANGE_INVERTED } from './admin-period';
import { feedbackRating } from './conversations';
import { paginated } from './pagination';

/** GET /api/admin/feedback/stats (spec 2 §3 Feedback stats). satisfaction_rate: likes ÷ total × 100, 1 decimal. */
export const feedbackStatsResponse = z.object({
  total_feedback: z.number().int(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  satisfaction_rate: z.number(),
  with_text_count: z.number().int(),
  orphaned_count: z.number().int(),
});
export type FeedbackStats = z.infer<typeof feedbackStatsResponse>;

/** Spec 2 §9: 20 feedback rows per page. */
export const FEEDBACK_PAGE_SIZE = 20;

const flag = z
  .enum(['', 'true', 'false', '1', '0'])
  .optional()
  .transform((value) =>
    value === '' || value === undefined ? undefined : value === 'true' || value === '1',
  );

/** GET /api/admin/feedback?page=&per_page=20&rating=&from_date=&to_date=&orphaned= (empties omitted). */
export const adminFeedbackQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(FEEDBACK_PAGE_SIZE),
    rating: z
      .union([z.literal(''), feedbackRating])
      .optional()
      .transform((value) => value || undefined),
    from_date: calendarDay.optional(),
    to_date: calendarDay.optional(),
    orphaned: flag,
  })
  .refine((value) => !value.from_date || !value.to_date || value.from_date <= value.to_date, {
    path: ['to_date'],
    message: DATE_RANGE_INVERTED,
  });
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;

/**
 * Spec 2 §3 Feedback item. `message` is the live rated answer (null once its conversation is
 * deleted); the effective_* fields are the live texts, or the copies kept with the feedback.
 */
export const adminFeedbackItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  rating: feedbackRating,
  feedback_text: z.string().nullable(),
  is_orphaned: z.boolean(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  message: z
    .object({ id: z.number().int(), conversation_id: z.number().int(), content: z.string() })
    .nullable(),
  effective_user_question: z.string().nullable(),
  effective_ai_response: z.string(),
  effective_message_content: z.string(),
  effective_conversation_title: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;

export const adminFeedbackResponse = paginated(adminFeedbackItem);
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponse>;

export const adminFeedbackIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminFeedbackDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/admin/conversations/{id}/messages (spec 2 §3 Conversation message): system messages left out. */
export const adminConversationMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});
export const adminConversationMessagesResponse = z.array(adminConversationMessage);
export type AdminConversationMessage = z.infer<typeof adminConversationMessage>;
