import type { ReviewDetail } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { CrossIcon } from '../../components/cross-icon';
import { reviewErrorText } from './review-errors';
import { removeReviewItem } from './tabular-reviews-api';

interface RemoveReviewItemProps {
  reviewId: string;
  kind: 'column' | 'document';
  itemId: string;
  /** The column's label or the document's file name. */
  name: string;
  onChanged(review: ReviewDetail): void;
}

const WORDS = {
  column: { what: 'la colonna', title: 'Rimuovere la colonna?', done: 'Colonna rimossa.' },
  document: { what: 'il documento', title: 'Rimuovere il documento?', done: 'Documento rimosso.' },
} as const;

/** The × that takes a column or a document out of the review, with its answers, after asking. */
export function RemoveReviewItem({ reviewId, kind, itemId, name, onChanged }: RemoveReviewItemProps) {
  const [asking, setAsking] = useState(false);
  const words = WORDS[kind];
  const removal = useMutation({
    mutationFn: () => removeReviewItem(reviewId, kind, itemId),
    onSuccess: (result) => {
      onChanged(result.review);
      showAppToast(words.done, 'success');
    },
    onError: (error) => showAppToast(reviewErrorText(error), 'error'),
  });
  return (
    <>
      <button
        type="button"
        aria-label={`Rimuovi ${words.what} «${name}»`}
        title={`Rimuovi ${words.what}`}
        disabled={removal.isPending}
        onClick={() => setAsking(true)}
        className="ml-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-critical/10 hover:text-critical disabled:opacity-50"
      >
        <CrossIcon className="size-3.5" strokeWidth={2} />
      </button>
      <ConfirmDeleteDialog
        open={asking}
        title={words.title}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          removal.mutate();
        }}
      >
        «{name}» e le sue risposte saranno tolte dalla revisione; i punti già spesi non sono restituiti.
      </ConfirmDeleteDialog>
    </>
  );
}
