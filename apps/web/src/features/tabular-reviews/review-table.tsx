import type { ReviewCell, ReviewDetail } from '@brocardo/shared';
import { useState } from 'react';
import { RemoveReviewItem } from './remove-review-item';

const STATUS_TEXT: Record<ReviewCell['status'], string> = {
  pending: 'In coda…',
  running: 'In elaborazione…',
  done: '',
  failed: 'Non riuscita',
};

/** Where the quote is: a PDF page, an Excel sheet, nothing for Word. */
export function placeOf(cell: ReviewCell, documentType: string): string {
  if (cell.page === null) return '';
  return documentType === 'XLSX' ? `foglio ${cell.page}` : `p. ${cell.page}`;
}

export function verificationLabel(cell: ReviewCell): string {
  if (cell.extractive) return 'Passaggio estratto dal documento (senza modello AI)';
  return cell.verified ? 'Citazione verificata nel testo del documento' : 'Citazione NON verificata';
}

/** Cells settled over all cells queued, 0–100. */
export function progressOf(review: ReviewDetail): { settled: number; total: number; percent: number } {
  const total = review.cells.length;
  const settled = review.cells.filter((cell) => cell.status === 'done' || cell.status === 'failed').length;
  return { settled, total, percent: total === 0 ? 0 : Math.round((100 * settled) / total) };
}

function CellDetail({
  cell,
  documentType,
  onRetry,
  retrying,
}: {
  cell: ReviewCell;
  documentType: string;
  onRetry(cell: ReviewCell): void;
  retrying: boolean;
}) {
  if (cell.status === 'failed') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-critical">{cell.error ?? 'Cella non riuscita.'}</p>
        <div>
          <button
            type="button"
            disabled={retrying}
            onClick={() => onRetry(cell)}
            className="rounded-md border border-rule px-3 py-1 text-sm font-semibold hover:bg-accent-soft disabled:opacity-60"
          >
            Riprova
          </button>
        </div>
      </div>
    );
  }
  if (cell.status !== 'done') return <p className="text-sm text-ink-muted">{STATUS_TEXT[cell.status]}</p>;
  const place = placeOf(cell, documentType);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{cell.answer}</p>
      {cell.quote ? (
        <blockquote className="border-l-4 border-rule pl-3 italic">
          «{cell.quote}»{place && <span className="not-italic text-ink-muted"> ({place})</span>}
        </blockquote>
      ) : null}
      <p className={cell.verified || cell.extractive ? 'text-success' : 'font-semibold text-critical'}>
        {verificationLabel(cell)}
      </p>
    </div>
  );
}

/** Documents × columns; a cell shows its answer, and on click its quote, page and verification. */
export function ReviewTable({
  review,
  onRetry,
  retrying,
  onChanged,
}: {
  review: ReviewDetail;
  onRetry(cell: ReviewCell): void;
  retrying: boolean;
  /** The review after a column or a document was taken out. */
  onChanged(review: ReviewDetail): void;
}) {
  const [openCellId, setOpenCellId] = useState<string | null>(null);
  const cells = new Map(review.cells.map((cell) => [`${cell.document_id}:${cell.column_id}`, cell]));
  const open = review.cells.find((cell) => cell.id === openCellId) ?? null;
  const openDocument = open
    ? review.documents_list.find((document) => document.id === open.document_id)
    : null;
  const openColumn = open ? review.columns_list.find((column) => column.id === open.column_id) : null;
  return (
    <div className="flex flex-col gap-3">
      <div
        className="max-w-full overflow-x-auto rounded-md border border-rule"
        data-testid="review-table-scroll"
      >
        <table className="min-w-max border-collapse text-left text-sm">
          <thead>
            <tr className="bg-accent-soft">
              <th scope="col" className="sticky left-0 bg-accent-soft px-3 py-2">
                Documento
              </th>
              {review.columns_list.map((column) => (
                <th key={column.id} scope="col" className="px-3 py-2" title={column.question}>
                  <span className="inline-flex items-center">
                    {column.label}
                    <RemoveReviewItem
                      reviewId={review.id}
                      kind="column"
                      itemId={column.id}
                      name={column.label}
                      onChanged={onChanged}
                    />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {review.documents_list.map((document) => (
              <tr key={document.id} className="border-t border-rule align-top">
                <th scope="row" className="sticky left-0 max-w-48 bg-paper px-3 py-2 font-medium break-words">
                  <span className="flex items-start justify-between gap-1">
                    <span className="min-w-0">{document.filename}</span>
                    <RemoveReviewItem
                      reviewId={review.id}
                      kind="document"
                      itemId={document.id}
                      name={document.filename}
                      onChanged={onChanged}
                    />
                  </span>
                  {document.status === 'processing' && (
                    <span className="block text-xs text-ink-muted">Lettura in corso…</span>
                  )}
                  {document.status === 'failed' && (
                    <span className="block text-xs text-critical">{document.error}</span>
                  )}
                </th>
                {review.columns_list.map((column) => {
                  const cell = cells.get(`${document.id}:${column.id}`);
                  if (!cell) {
                    return (
                      <td key={column.id} className="px-3 py-2 text-ink-muted">
                        —
                      </td>
                    );
                  }
                  const unverified = cell.status === 'done' && !cell.verified && !cell.extractive;
                  return (
                    <td key={column.id} className="px-1 py-1">
                      <button
                        type="button"
                        aria-expanded={openCellId === cell.id}
                        aria-label={`${column.label} — ${document.filename}`}
                        data-status={cell.status}
                        onClick={() => setOpenCellId(openCellId === cell.id ? null : cell.id)}
                        className={`block w-56 rounded px-2 py-1 text-left hover:bg-accent-soft ${
                          openCellId === cell.id ? 'ring-2 ring-accent' : ''
                        } ${cell.status === 'failed' ? 'text-critical' : ''}`}
                      >
                        <span className="line-clamp-3">
                          {cell.status === 'done' ? cell.answer : STATUS_TEXT[cell.status]}
                        </span>
                        {unverified && (
                          <span className="text-xs font-semibold text-critical">Non verificata</span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && openDocument && openColumn && (
        <section aria-label="Dettaglio della cella" className="rounded-md border border-rule p-3">
          <h3 className="mb-2 text-sm font-semibold">
            {openColumn.label} — {openDocument.filename}
          </h3>
          <CellDetail
            cell={open}
            documentType={openDocument.document_type}
            onRetry={onRetry}
            retrying={retrying}
          />
        </section>
      )}
    </div>
  );
}
