import { type ErrorCode, type FeedbackRating, feedbackMessages } from '@brocardo/shared';
import { useCallback, useRef, useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { fetchRating, sendFeedback } from './feedback-api';

/** What rating an answer needs: the screen's own message type has these and more. */
export interface RatedAnswer {
  /** Stable key of the message on the screen. */
  key: string;
  /** The server id; null until saved (it cannot be rated before). */
  id: number | null;
  rating: FeedbackRating | null;
}

export interface Feedback<Answer extends RatedAnswer = RatedAnswer> {
  /** Keys of the messages whose rating is being sent (their buttons wait). */
  pendingKeys: ReadonlySet<string>;
  like(message: Answer): void;
  /** Opens the feedback modal for this answer; nothing is recorded until its text is sent. */
  startDislike(message: Answer): void;
  /** The answer the feedback modal is about, or null when it is closed. */
  dislikeTarget: Answer | null;
  cancelDislike(): void;
  /** Sends the dislike with its text; resolves to an error to show in the modal, or null. */
  submitDislike(text: string): Promise<string | null>;
}

const FEEDBACK_FAILED = 'Invio del feedback non riuscito. Riprova.';

function isAlreadyGiven(error: unknown): boolean {
  return isApiError(error) && error.errorCode === ('FEEDBACK_ALREADY_GIVEN' satisfies ErrorCode);
}

/**
 * Likes and dislikes on answers (spec 1 §4 Feedback): one rating per answer, never changed.
 * `setRating` records a rating on the screen (it also disables the buttons).
 */
export function useFeedback<Answer extends RatedAnswer>(
  setRating: (message: Answer, rating: FeedbackRating) => void,
): Feedback<Answer> {
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(new Set());
  const [dislikeTarget, setDislikeTarget] = useState<Answer | null>(null);
  const pendingRef = useRef(new Set<string>());

  const setPending = useCallback((key: string, pending: boolean) => {
    if (pending) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPendingKeys(new Set(pendingRef.current));
  }, []);

  /** Already rated elsewhere (another tab): show the spec's message and the stored rating. */
  const adoptExistingRating = useCallback(
    async (message: Answer, errorMessage: string) => {
      showAppToast(errorMessage, 'warning');
      if (message.id === null) return;
      try {
        const rating = await fetchRating(message.id);
        if (rating) setRating(message, rating);
      } catch {
        // The buttons stay enabled; the server refuses a second rating anyway.
      }
    },
    [setRating],
  );

  const like = useCallback(
    (message: Answer) => {
      const messageId = message.id;
      if (messageId === null || message.rating !== null || pendingRef.current.has(message.key)) return;
      setPending(message.key, true);
      sendFeedback({ message_id: messageId, rating: 'like' })
        .then(
          () => {
            setRating(message, 'like');
            showAppToast(feedbackMessages.thanks, 'success');
          },
          async (error: unknown) => {
            if (isApiError(error) && error.sessionEnded) return;
            if (isAlreadyGiven(error)) await adoptExistingRating(message, (error as Error).message);
            else showAppToast(isApiError(error) ? error.message : FEEDBACK_FAILED, 'error');
          },
        )
        .finally(() => setPending(message.key, false));
    },
    [setPending, setRating, adoptExistingRating],
  );

  const startDislike = useCallback((message: Answer) => {
    if (message.id === null || message.rating !== null) return;
    setDislikeTarget(message);
  }, []);

  const cancelDislike = useCallback(() => setDislikeTarget(null), []);

  const submitDislike = useCallback(
    async (text: string): Promise<string | null> => {
      const message = dislikeTarget;
      if (message?.id === null || message === null) return null;
      setPending(message.key, true);
      try {
        await sendFeedback({ message_id: message.id, rating: 'dislike', feedback_text: text.trim() });
        setRating(message, 'dislike');
        setDislikeTarget(null);
        showAppToast(feedbackMessages.thanksDetailed, 'success');
        return null;
      } catch (error) {
        if (isApiError(error) && error.sessionEnded) return null;
        if (isAlreadyGiven(error)) {
          setDislikeTarget(null);
          await adoptExistingRating(message, (error as Error).message);
          return null;
        }
        return isApiError(error) ? error.message : FEEDBACK_FAILED;
      } finally {
        setPending(message.key, false);
      }
    },
    [dislikeTarget, setPending, setRating, adoptExistingRating],
  );

  return { pendingKeys, like, startDislike, dislikeTarget, cancelDislike, submitDislike };
}
