import { FEEDBACK_TEXT_MAX_LENGTH } from '../rules/chat';
import { z } from '../zod-it';
import { feedbackRating } from './conversations';

export const feedbackMessages = {
  textRequired: 'Il testo del feedback è obbligatorio',
  textTooLong: `Il feedback non può superare i ${FEEDBACK_TEXT_MAX_LENGTH} caratteri`,
  alreadyGiven: 'Hai già dato un feedback per questa risposta. Non è possibile modificarlo.',
  thanks: 'Grazie per il tuo feedback!',
  thanksDetailed: 'Grazie per il tuo feedback dettagliato!',
} as const;

/** POST /api/messages/feedback: a like alone, a dislike only with its text (trimmed, 1–1000). */
export const feedbackRequest = z
  .object({
    message_id: z.coerce.number('Messaggio non valido').int().positive().max(2_147_483_647),
    rating: feedbackRating,
    feedback_text: z.string().nullish(),
  })
  .transform((value) => ({ ...value, feedback_text: value.feedback_text?.trim() || null }))
  .superRefine((value, context) => {
    if (value.rating === 'dislike' && !value.feedback_text) {
      context.addIssue({ code: 'custom', path: ['feedback_text'], message: feedbackMessages.textRequired });
    }
    if (value.feedback_text && Array.from(value.feedback_text).length > FEEDBACK_TEXT_MAX_LENGTH) {
      context.addIssue({ code: 'custom', path: ['feedback_text'], message: feedbackMessages.textTooLong });
    }
  });
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackResource = z.object({
  id: z.number().int(),
  message_id: z.number().int().nullable(),
  rating: feedbackRating,
  feedback_text: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackResource = z.infer<typeof feedbackResource>;

/** GET /api/messages/{id}/feedback: the rating already given to one of the user's messages, if any. */
export const feedbackLookupResponse = z.object({
  success: z.literal(true),
  feedback: feedbackResource.nullable(),
  rating: feedbackRating.nullable(),
});
export type FeedbackLookupResponse = z.infer<typeof feedbackLookupResponse>;
