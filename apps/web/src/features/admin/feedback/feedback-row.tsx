import type { AdminFeedbackItem } from '@brocardo/shared';
import { useId, useState } from 'react';
import { formatDateTime } from '../admin-messages';
import { useConversationMessages } from '../admin-queries';
import { effectivePair, feedbackPreview, type MessagePair, pairRatedMessage } from './feedback-format';

export const NO_MESSAGE_CONTENT = 'No message content available';

function RatingBadge({ rating }: { rating: AdminFeedbackItem['rating'] }) {
  const like = rating === 'like';
  return (
    <span
      data-testid="rating-badge"
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
        like
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-critical/30 bg-critical/10 text-critical'
      }`}
    >
      <span aria-hidden="true">{like ? '▲' : '▼'}</span>
      {like ? 'Like' : 'Dislike'}
    </span>
  );
}

/** Answer text is shown as plain text (React escapes it), never as HTML. */
function MessageText({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</h4>
      <p className="max-h-96 overflow-y-auto rounded-md border border-rule bg-paper p-3 font-serif text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
        {text}
      </p>
    </div>
  );
}

function PairView({ pair }: { pair: MessagePair | null }) {
  if (!pair || (!pair.question && !pair.answer)) {
    return <p className="text-sm text-ink-muted italic">{NO_MESSAGE_CONTENT}</p>;
  }
  return (
    <div data-testid="feedback-messages" className="flex flex-col gap-3">
      {pair.question && <MessageText label="Question" text={pair.question} />}
      {pair.answer && <MessageText label="Answer" text={pair.answer} />}
    </div>
  );
}

/**
 * The full question and answer: from the live conversation when it still exists (the rated answer
 * and the nearest user message before it), else from the texts the feedback kept.
 */
function FeedbackMessages({ item }: { item: AdminFeedbackItem }) {
  const conversationId = item.message && !item.is_orphaned ? item.message.conversation_id : null;
  const messages = useConversationMessages(conversationId);
  if (conversationId !== null && messages.isPending) {
    return <p className="text-sm text-ink-muted">Loading messages...</p>;
  }
  const live = messages.data && item.message ? pairRatedMessage(messages.data, item.message.id) : null;
  return <PairView pair={live ?? effectivePair(item)} />;
}

/** One feedback: rating, date, user, previews and the user's text; opened, the whole exchange. */
export function FeedbackRow({
  item,
  onDelete,
}: {
  item: AdminFeedbackItem;
  onDelete: (item: AdminFeedbackItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const preview = feedbackPreview(item);
  return (
    <article
      data-testid="feedback-row"
      className="flex flex-col gap-3 rounded-lg border border-rule bg-paper-raised p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RatingBadge rating={item.rating} />
          <time dateTime={item.created_at} className="text-sm text-ink-muted">
            {formatDateTime(item.created_at)}
          </time>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="rounded-md border border-rule px-3 py-1.5 text-sm font-medium text-accent transition-colors hover:border-accent hover:bg-accent-soft active:translate-y-px"
          >
            {open ? 'Hide details' : 'Show details'}
          </button>
          <button
            type="button"
            onClick={() => onDelete(item)}
            className="rounded-md border border-rule px-3 py-1.5 text-sm font-medium text-critical transition-colors hover:border-critical hover:bg-critical/5 active:translate-y-px"
          >
            Delete
          </button>
        </div>
      </header>

      <div className="min-w-0 text-sm">
        {item.user ? (
          <p>
            <span className="font-semibold text-ink">{item.user.name}</span>{' '}
            <span className="break-all text-ink-muted">{item.user.email}</span>
          </p>
        ) : (
          // Only an account its user erased leaves feedback without a user (kept as anonymous text).
          <p className="text-ink-muted">Utente eliminato</p>
        )}
      </div>

      <dl data-testid="feedback-preview" className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {preview.kind === 'pair' && (
          <>
            <dt className="font-medium text-ink-muted">Question</dt>
            <dd className="break-words text-ink">{preview.question}</dd>
            <dt className="font-medium text-ink-muted">Answer</dt>
            <dd className="break-words text-ink">{preview.answer}</dd>
          </>
        )}
        {preview.kind === 'fallback' && (
          <>
            <dt className="font-medium text-ink-muted">Message</dt>
            <dd className="break-words text-ink">{preview.text}</dd>
          </>
        )}
        {item.feedback_text && (
          <>
            <dt className="font-medium text-ink-muted">Feedback</dt>
            <dd data-testid="feedback-text" className="break-words whitespace-pre-wrap text-ink">
              {item.feedback_text}
            </dd>
          </>
        )}
      </dl>

      <div id={panelId} hidden={!open}>
        {open && (
          <div className="flex flex-col gap-3 border-t border-rule pt-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {item.is_orphaned && (
                <span
                  data-testid="orphaned-badge"
                  title="The conversation was deleted; the texts below were kept with the feedback."
                  className="rounded-full border border-warning/30 bg-warning/10 px-2.5 py-0.5 text-xs font-semibold text-warning"
                >
                  Orphaned
                </span>
              )}
              <span className="text-ink-muted">Conversation:</span>
              <span className="font-medium text-ink">{item.effective_conversation_title ?? '—'}</span>
            </div>
            <FeedbackMessages item={item} />
          </div>
        )}
      </div>
    </article>
  );
}
