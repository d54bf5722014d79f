import {
  type PointsInfo,
  REVIEW_COLUMN_SETS,
  REVIEW_LABEL_MAX_LENGTH,
  REVIEW_QUESTION_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewCell,
  type ReviewDetail,
} from '@brocardo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { FileChooser } from '../../components/file-chooser';
import { AppLayout } from '../../components/layouts';
import { isApiError } from '../../lib/api-client';
import { countOf } from '../../lib/count-of';
import { InsufficientPointsDialog, readPointsInfo } from '../points';
import { reviewErrorText } from './review-errors';
import { progressOf, ReviewTable } from './review-table';
import {
  addReviewColumns,
  createReview,
  deleteReview,
  downloadReviewExport,
  fetchReview,
  fetchReviews,
  retryReviewCell,
  startReview,
  uploadReviewDocument,
} from './tabular-reviews-api';

export const PAGE_TITLE = 'Revisione tabellare';
const buttonClass =
  'rounded-md border border-rule px-3 py-1.5 text-sm font-semibold text-ink hover:bg-accent-soft disabled:opacity-60';
const primaryClass = 'rounded-md bg-accent px-4 py-2 text-sm font-semibold text-paper disabled:opacity-60';
const inputClass = 'w-full rounded-md border border-rule bg-paper p-2 text-sm';

const reviewKey = (id: string) => ['tabular-reviews', id] as const;
const isBusy = (review: ReviewDetail) =>
  review.documents_list.some((document) => document.status === 'processing') ||
  review.cells.some((cell) => cell.status === 'pending' || cell.status === 'running');

function ColumnsForm({ review, onChanged }: { review: ReviewDetail; onChanged(review: ReviewDetail): void }) {
  const [set, setSet] = useState(REVIEW_COLUMN_SETS[0]!.id);
  const [label, setLabel] = useState('');
  const [question, setQuestion] = useState('');
  const ids = { set: useId(), label: useId(), question: useId() };
  const add = useMutation({
    mutationFn: (body: Parameters<typeof addReviewColumns>[1]) => addReviewColumns(review.id, body),
    onSuccess: (result, sent) => {
      // Only what was sent is cleared: text typed while the request ran stays.
      const typed = sent.columns?.[0];
      if (typed) {
        setLabel((current) => (current === typed.label ? '' : current));
        setQuestion((current) => (current === typed.question ? '' : current));
      }
      onChanged(result.review);
    },
  });
  function addTyped(event: FormEvent) {
    event.preventDefault();
    add.mutate({ columns: [{ label, question }] });
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.set} className="text-sm font-semibold">
            Colonne pronte
          </label>
          <select
            id={ids.set}
            value={set}
            onChange={(event) => setSet(event.target.value)}
            className={inputClass}
          >
            {REVIEW_COLUMN_SETS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({countOf(candidate.columns.length, 'colonna', 'colonne')})
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass}
          disabled={add.isPending}
          onClick={() => add.mutate({ set })}
        >
          Aggiungi l’insieme
        </button>
      </div>
      <form
        onSubmit={addTyped}
        className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        aria-label="Nuova colonna"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.label} className="text-sm font-semibold">
            Etichetta
          </label>
          <input
            id={ids.label}
            value={label}
            maxLength={REVIEW_LABEL_MAX_LENGTH}
            onChange={(event) => setLabel(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.question} className="text-sm font-semibold">
            Domanda
          </label>
          <input
            id={ids.question}
            value={question}
            maxLength={REVIEW_QUESTION_MAX_LENGTH}
            onChange={(event) => setQuestion(event.target.value)}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className={buttonClass}
          disabled={add.isPending || !label.trim() || !question.trim()}
        >
          Aggiungi colonna
        </button>
      </form>
      {add.isError && (
        <p role="alert" className="text-sm text-critical">
          {reviewErrorText(add.error)}
        </p>
      )}
    </div>
  );
}

function ReviewWorkspace({ id, onDeleted }: { id: string; onDeleted(): void }) {
  const queryClient = useQueryClient();
  const uploadId = useId();
  const [pointsInfo, setPointsInfo] = useState<PointsInfo | null>(null);
  const [pointsDialog, setPointsDialog] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const query = useQuery({
    queryKey: reviewKey(id),
    queryFn: ({ signal }) => fetchReview(id, signal).then((result) => result.review),
    refetchInterval: (current) => (current.state.data && isBusy(current.state.data) ? 1_000 : false),
  });
  const changed = (review: ReviewDetail) => {
    queryClient.setQueryData(reviewKey(id), review);
    void queryClient.invalidateQueries({ queryKey: ['tabular-reviews', 'list'] });
  };
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      let latest: ReviewDetail | null = null;
      for (const file of files) latest = (await uploadReviewDocument(id, file)).review;
      return latest;
    },
    onSuccess: (review) => review && changed(review),
  });
  const start = useMutation({
    mutationFn: () => startReview(id),
    onSuccess: (result) => changed(result.review),
    onError: (error) => {
      const info = readPointsInfo(error);
      if (info || (isApiError(error) && error.status === 402)) {
        setPointsInfo(info);
        setPointsDialog(true);
      }
    },
  });
  const retry = useMutation({
    mutationFn: (cell: ReviewCell) => retryReviewCell(id, cell.id),
    onSuccess: (result) => changed(result.review),
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteReview(id), onSuccess: onDeleted });

  const review = query.data;
  if (query.isError) return <p className="text-sm text-critical">{reviewErrorText(query.error)}</p>;
  if (!review) return <p className="text-sm text-ink-muted">Caricamento…</p>;
  const progress = progressOf(review);
  const cost = review.cells_to_start * review.cost_per_cell;
  const full = review.documents >= review.max_documents;
  return (
    <section aria-label={review.title} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{review.title}</h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={review.cells.length === 0}
            onClick={() => {
              setExportFailed(false);
              downloadReviewExport(review.id, review.title).catch(() => setExportFailed(true));
            }}
          >
            Esporta in Excel
          </button>
          <button
            type="button"
            className={`${buttonClass} text-critical`}
            disabled={remove.isPending}
            onClick={() => setConfirmingDelete(true)}
          >
            Elimina
          </button>
        </div>
        <ConfirmDeleteDialog
          open={confirmingDelete}
          title="Eliminare la revisione?"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            remove.mutate();
          }}
        >
          La revisione, i suoi documenti e le risposte saranno eliminati definitivamente.
        </ConfirmDeleteDialog>
      </div>
      {exportFailed && <p className="text-sm text-critical">Esportazione non riuscita.</p>}

      <div className="flex flex-col gap-2">
        <label htmlFor={uploadId} className="text-sm font-semibold">
          Documenti ({review.documents}/{review.max_documents}): PDF, Word (.docx), Excel (.xlsx)
        </label>
        <FileChooser
          id={uploadId}
          multiple
          disabled={full || upload.isPending}
          accept=".pdf,.docx,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onFiles={(files) => upload.mutate(files)}
          status={full ? 'Hai raggiunto il numero massimo di documenti.' : undefined}
        />
        {upload.isPending && <p className="text-sm text-ink-muted">Caricamento dei documenti…</p>}
        {upload.isError && (
          <p role="alert" className="text-sm text-critical">
            {reviewErrorText(upload.error)}
          </p>
        )}
      </div>

      <ColumnsForm review={review} onChanged={changed} />

      <div className="flex flex-wrap items-center gap-3 rounded-md border border-rule p-3">
        <p className="text-sm" data-testid="review-cost">
          {review.cells_to_start === 0
            ? 'Nessuna cella da avviare.'
            : review.cost_per_cell > 0
              ? `${review.cells_to_start} celle × ${review.cost_per_cell} punti = ${cost} punti`
              : `${review.cells_to_start} celle: risposte estratte dai documenti, senza modello AI (gratuite)`}
        </p>
        <button
          type="button"
          className={primaryClass}
          disabled={review.cells_to_start === 0 || start.isPending}
          onClick={() => start.mutate()}
        >
          Avvia la revisione
        </button>
        {start.isError && !pointsDialog && (
          <p role="alert" className="text-sm text-critical">
            {reviewErrorText(start.error)}
          </p>
        )}
      </div>

      {progress.total > 0 && (
        <div className="flex flex-col gap-1">
          <progress
            className="h-2 w-full"
            max={progress.total}
            value={progress.settled}
            aria-label="Avanzamento della revisione"
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {progress.settled} di {progress.total} celle completate ({progress.percent}%)
          </p>
        </div>
      )}
      {(review.documents_list.length > 0 || review.columns_list.length > 0) && (
        <ReviewTable
          review={review}
          onRetry={(cell) => retry.mutate(cell)}
          retrying={retry.isPending}
          onChanged={changed}
        />
      )}
      <InsufficientPointsDialog
        open={pointsDialog}
        info={pointsInfo}
        onClose={() => setPointsDialog(false)}
      />
    </section>
  );
}

/** /revisione-tabellare: many documents asked the same questions, answered cell by cell with their sources. */
export function TabularReviewPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [title, setTitle] = useState('');
  const titleId = useId();
  const list = useQuery({
    queryKey: ['tabular-reviews', 'list'],
    queryFn: ({ signal }) => fetchReviews(signal).then((result) => result.reviews),
  });
  const select = (id: string | null) => setParams(id ? { id } : {});
  const create = useMutation({
    mutationFn: () => createReview(title),
    onSuccess: (result) => {
      setTitle('');
      queryClient.setQueryData(reviewKey(result.review.id), result.review);
      void queryClient.invalidateQueries({ queryKey: ['tabular-reviews', 'list'] });
      select(result.review.id);
    },
  });
  return (
    <AppLayout title={PAGE_TITLE}>
      <div className="flex flex-col gap-6 p-3 sm:p-6 lg:flex-row xl:p-8">
        <aside className="flex flex-col gap-4 lg:w-64 lg:shrink-0">
          <form
            aria-label="Nuova revisione"
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate();
            }}
          >
            <label htmlFor={titleId} className="text-sm font-semibold">
              Titolo della nuova revisione
            </label>
            <input
              id={titleId}
              value={title}
              maxLength={REVIEW_TITLE_MAX_LENGTH}
              onChange={(event) => setTitle(event.target.value)}
              className={inputClass}
            />
            <div>
              <button type="submit" className={primaryClass} disabled={create.isPending || !title.trim()}>
                Crea revisione
              </button>
            </div>
            {create.isError && (
              <p role="alert" className="text-sm text-critical">
                {reviewErrorText(create.error)}
              </p>
            )}
          </form>
          <nav aria-label="Revisioni">
            <ul className="flex flex-col gap-1">
              {(list.data ?? []).map((review) => (
                <li key={review.id}>
                  <button
                    type="button"
                    aria-current={review.id === selected ? 'true' : undefined}
                    onClick={() => select(review.id)}
                    className={`w-full rounded-md px-3 py-2 text-left text-sm hover:bg-accent-soft ${
                      review.id === selected ? 'bg-accent-soft font-semibold text-accent' : ''
                    }`}
                  >
                    {review.title}
                    <span className="block text-xs text-ink-muted">
                      {countOf(review.documents, 'documento', 'documenti')} ·{' '}
                      {countOf(review.columns, 'colonna', 'colonne')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {list.data?.length === 0 && <p className="text-sm text-ink-muted">Nessuna revisione.</p>}
          </nav>
        </aside>
        <div className="min-w-0 flex-1">
          {selected ? (
            <ReviewWorkspace
              key={selected}
              id={selected}
              onDeleted={() => {
                void queryClient.invalidateQueries({ queryKey: ['tabular-reviews', 'list'] });
                select(null);
              }}
            />
          ) : (
            <p className="text-sm text-ink-muted">
              Crea una revisione o sceglila dall’elenco: carica i documenti, scegli le domande e ottieni una
              tabella con le risposte e i passaggi su cui si fondano.
            </p>
          )}
        </div>
      </div>
    </AppLayout>
  );
}
