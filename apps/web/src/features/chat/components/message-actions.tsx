import type { WebSearchResult } from '@brocardo/shared';
import { useEffect, useState } from 'react';
import { showAppToast } from '../../../components/app-toast';
import { copyAnswer, copyPlainText, writeToClipboard } from '../copy-answer';
import type { Citation } from '../message-model';

/** Spec 1 §9: the copied indicator shows for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;
export const COPIED_TOAST = 'Testo copiato negli appunti!';
const COPY_FAILED = 'Impossibile copiare il testo negli appunti.';

const actionClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-ink-muted transition-colors ' +
  'hover:bg-accent-soft hover:text-accent active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 ' +
  'disabled:hover:bg-transparent aria-pressed:bg-accent-soft aria-pressed:text-accent';

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

const COPY_ICON = 'M9 9h10v12H9zM5 15V3h10';
const CHECK_ICON = 'M5 12l5 5L20 7';
const LIKE_ICON =
  'M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 2.8 1.9L13 9h5.6a2 2 0 0 1 2 2.4l-1.4 7A2 2 0 0 1 17.2 20H7';
const DISLIKE_ICON =
  'M17 14V4h3v10zM17 14l-4 7a2 2 0 0 1-2.8-1.9L11 15H5.4a2 2 0 0 1-2-2.4l1.4-7A2 2 0 0 1 6.8 4H17';

export interface CopyButtonProps {
  /** The message as stored: an answer's Markdown with its `@source:` tags. */
  text: string;
  /** 'markdown' (the default) copies it as rendered; 'plain' as written (a question, shown as typed). */
  format?: 'markdown' | 'plain';
  /** The answer's sources, so each tag is copied as its chip reads. */
  citations?: readonly Citation[] | undefined;
  /** The results of the question's web search (`@source:web:{n}`). */
  webResults?: readonly WebSearchResult[] | undefined;
  /** The file name of a personal document, when known. */
  documentName?: ((documentId: string) => string | undefined) | undefined;
}

/**
 * Copies a message (spec 1 §2): 'Copiato' for 2 seconds and a toast. An answer is copied as the
 * lawyer reads it, as plain text and as rich text (HTML) for Word: no Markdown, no raw tags.
 */
export function CopyButton({
  text,
  format = 'markdown',
  citations,
  webResults,
  documentName,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      const content =
        format === 'plain' ? copyPlainText(text) : copyAnswer(text, { citations, webResults, documentName });
      await writeToClipboard(content);
      setCopied(true);
      showAppToast(COPIED_TOAST, 'success');
    } catch {
      showAppToast(COPY_FAILED, 'error');
    }
  }

  return (
    <button type="button" onClick={() => void copy()} className={actionClass} aria-label="Copia il messaggio">
      <Icon d={copied ? CHECK_ICON : COPY_ICON} />
      <span aria-live="polite">{copied ? 'Copiato' : 'Copia'}</span>
    </button>
  );
}

interface RatingButtonsProps {
  rating: 'like' | 'dislike' | null;
  pending: boolean;
  onLike(): void;
  onDislike(): void;
}

/** Like and dislike (spec 1 §4 Feedback): disabled once the answer is rated; a rating never changes. */
export function RatingButtons({ rating, pending, onLike, onDislike }: RatingButtonsProps) {
  const locked = rating !== null || pending;
  return (
    <>
      <button
        type="button"
        onClick={onLike}
        disabled={locked}
        aria-pressed={rating === 'like'}
        aria-busy={pending}
        className={actionClass}
        aria-label="Mi piace"
        title={rating ? 'Hai già valutato questa risposta' : 'Mi piace'}
      >
        <Icon d={LIKE_ICON} />
      </button>
      <button
        type="button"
        onClick={onDislike}
        disabled={locked}
        aria-pressed={rating === 'dislike'}
        className={actionClass}
        aria-label="Non mi piace"
        title={rating ? 'Hai già valutato questa risposta' : 'Non mi piace'}
      >
        <Icon d={DISLIKE_ICON} />
      </button>
    </>
  );
}
