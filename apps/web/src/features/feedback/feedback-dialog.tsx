import { FEEDBACK_TEXT_MAX_LENGTH, feedbackMessages } from '@brocardo/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';

export const FEEDBACK_DIALOG_TITLE = 'Aiutaci a migliorare';

/** Spec 1 §5 Feedback text: required after trimming, at most 1000 characters. */
export function validateFeedbackText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return feedbackMessages.textRequired;
  if (Array.from(trimmed).length > FEEDBACK_TEXT_MAX_LENGTH) return feedbackMessages.textTooLong;
  return null;
}

interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
  /** Sends the dislike; resolves to an error to show, or null once recorded. */
  onSubmit(text: string): Promise<string | null>;
}

/** The dislike's feedback modal (spec 1 §2, §4): the rating is recorded only with its text. */
export function FeedbackDialog({ open, onClose, onSubmit }: FeedbackDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(null);
    setSending(false);
  }, [open]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const invalid = validateFeedbackText(text);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    const failure = await onSubmit(text);
    setSending(false);
    if (failure) setError(failure);
  }

  const length = text.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={FEEDBACK_DIALOG_TITLE}
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} onClick={onClose}>
            Annulla
          </button>
          <button
            type="submit"
            form={formId}
            className={dialogPrimaryClass}
            disabled={sending}
            aria-busy={sending}
          >
            Invia feedback
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-2"
      >
        <label htmlFor={fieldId} className="font-medium">
          Cosa non ti ha convinto in questa risposta?
        </label>
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          rows={5}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-counter${error ? ` ${fieldId}-error` : ''}`}
          className="w-full resize-y rounded-md border border-rule bg-paper-raised px-3 py-2 text-sm leading-relaxed text-ink focus:border-accent focus:outline-none aria-invalid:border-critical"
        />
        <p
          id={`${fieldId}-counter`}
          className="self-end text-xs text-ink-muted tabular-nums"
          data-testid="feedback-counter"
        >
          {length}/{FEEDBACK_TEXT_MAX_LENGTH}
        </p>
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-critical">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
