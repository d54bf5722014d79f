import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  isDocumentReady,
  type UserDocument,
  type UserDocumentStatus,
} from '@brocardo/shared';
import { type ReactNode, useId } from 'react';
import { formatUploadDate } from './personal-documents';

export const PROCESSING_REASON = 'Attivabile al termine dell’elaborazione.';
export const FAILED_REASON = 'Non attivabile: l’elaborazione non è riuscita.';
const FAILED_FALLBACK = 'Elaborazione non riuscita.';

const statusClass: Record<UserDocumentStatus, string> = {
  processing: 'text-accent',
  completed: 'text-success',
  processed: 'text-success',
  failed: 'text-critical',
};

const smallButtonClass =
  'rounded-md border border-rule bg-paper-raised px-2.5 py-1 text-xs font-medium transition-colors active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60';

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 rounded-full border-2 border-accent/30 border-t-accent motion-safe:animate-spin"
    />
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      />
    </svg>
  );
}

/** Pages of a PDF or sheets of a workbook, once processed; pages read through OCR. */
function details(document: UserDocument): string | null {
  const count = document.pages;
  if (count === null || document.documentType === 'DOCX') return null;
  const unit =
    document.documentType === 'PDF' ? (count === 1 ? 'pagina' : 'pagine') : count === 1 ? 'foglio' : 'fogli';
  const ocr = document.ocr_pages ? `, ${document.ocr_pages} lette con OCR` : '';
  return `${count} ${unit}${ocr}`;
}

interface DocumentRowProps {
  document: UserDocument;
  active: boolean;
  busy: boolean;
  onToggle(activate: boolean): void;
  onRetry(): void;
  onDelete(): void;
  /** The matter picker that files it (features/matters). */
  matter?: ReactNode;
}

/** One document: name, type, status, upload date, the activation switch, retry and delete. */
export function DocumentRow({
  document,
  active,
  busy,
  onToggle,
  onRetry,
  onDelete,
  matter,
}: DocumentRowProps) {
  const reasonId = useId();
  const ready = isDocumentReady(document.status);
  const failed = document.status === 'failed';
  const reason = ready ? null : failed ? FAILED_REASON : PROCESSING_REASON;
  const extra = details(document);
  return (
    <li
      data-testid="document-row"
      data-status={document.status}
      aria-busy={busy || document.status === 'processing'}
      className="flex items-start gap-3 rounded-md border border-rule bg-paper-raised px-3 py-3 data-[status=failed]:border-critical/40"
    >
      <label className="relative mt-0.5 inline-flex shrink-0 cursor-pointer has-[:disabled]:cursor-not-allowed">
        <input
          type="checkbox"
          role="switch"
          data-testid="document-toggle"
          checked={ready && active}
          aria-checked={ready && active}
          disabled={!ready}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={`Usa ${document.filename} nelle risposte`}
          aria-describedby={reason ? reasonId : undefined}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="h-5 w-9 rounded-full bg-rule transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-paper-raised after:shadow after:transition-transform peer-checked:after:translate-x-4"
        />
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate text-sm font-medium text-ink" title={document.filename}>
          {document.filename}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
          <span data-testid="document-type">{DOCUMENT_TYPE_LABELS[document.documentType]}</span>
          <span aria-hidden="true">·</span>
          <span
            data-testid="document-status"
            className={`inline-flex items-center gap-1 font-medium ${statusClass[document.status]}`}
          >
            {document.status === 'processing' && <Spinner />}
            {DOCUMENT_STATUS_LABELS[document.status]}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            Caricato il <time dateTime={document.uploadDate}>{formatUploadDate(document.uploadDate)}</time>
          </span>
          {extra && (
            <>
              <span aria-hidden="true">·</span>
              <span>{extra}</span>
            </>
          )}
        </p>
        {matter}
        {failed && (
          <p data-testid="document-error" className="text-xs text-critical">
            {document.error ?? FAILED_FALLBACK}
          </p>
        )}
        {reason && (
          <p id={reasonId} className="text-xs text-ink-muted">
            {reason}
          </p>
        )}
        {failed && (
          <button
            type="button"
            data-testid="document-retry"
            onClick={onRetry}
            disabled={busy}
            aria-label={`Riprova l’elaborazione di ${document.filename}`}
            className={`${smallButtonClass} mt-1.5 self-start text-accent hover:border-accent`}
          >
            Riprova
          </button>
        )}
      </div>
      <button
        type="button"
        data-testid="document-delete"
        onClick={onDelete}
        disabled={busy}
        aria-label={`Elimina ${document.filename}`}
        title="Elimina"
        className="shrink-0 rounded-md p-1.5 text-ink-muted transition-colors hover:bg-critical/5 hover:text-critical disabled:cursor-not-allowed disabled:opacity-60"
      >
        <TrashIcon />
      </button>
    </li>
  );
}
