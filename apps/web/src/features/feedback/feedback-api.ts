import { type FeedbackRating, feedbackLookupResponse } from '@brocardo/shared';
import { api, ignoredBody } from '../../lib/api-client';

/** The body of POST /api/messages/feedback (FeedbackRequest is its parsed form). */
export interface FeedbackBody {
  message_id: number;
  rating: FeedbackRating;
  feedback_text?: string;
}

/** POST /api/messages/feedback: a like alone, a dislike with its text (the stored rating is not read back). */
export async function sendFeedback(body: FeedbackBody): Promise<void> {
  await api.post('/api/messages/feedback', body, ignoredBody);
}

/** GET /api/messages/{id}/feedback: the rating already given, if any. */
export async function fetchRating(messageId: number): Promise<FeedbackRating | null> {
  const body = await api.get(`/api/messages/${messageId}/feedback`, feedbackLookupResponse);
  return body.rating ?? body.feedback?.rating ?? null;
}
