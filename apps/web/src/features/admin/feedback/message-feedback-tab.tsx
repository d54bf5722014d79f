import type { AdminFeedbackItem, FeedbackRating } from '@brocardo/shared';
import { DATE_RANGE_INVERTED, dateRangeInOrder } from '@brocardo/shared';
import { useEffect, useState } from 'react';
import { showAppToast } from '../../../components/app-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogSecondaryClass } from '../../../components/dialog-buttons';
import { clampPage, EntriesPagination } from '../activity/entries-pagination';
import type { FeedbackFilters, OrphanedFilter } from '../admin-api';
import { formatDateTime, withReason } from '../admin-messages';
import { useDeleteFeedback, useFeedbackPage } from '../admin-queries';
import { DateInput, SelectField } from '../form-controls';
import { LoadError } from '../list-states';
import { type CsvColumn, csvFileName, ExportCsvButton } from '../table-export';
import { effectivePair } from './feedback-format';
import { FeedbackRow } from './feedback-row';
import { FeedbackStatsCards } from './feedback-stats';

export const DELETE_FEEDBACK_CONFIRM =
  'Are you sure you want to delete this feedback? This action cannot be undone.';
export const DELETE_FEEDBACK_FAILED = 'Failed to delete feedback. Please try again.';

const NO_FILTERS: FeedbackFilters = { rating: '', fromDate: '', toDate: '', orphaned: '' };

const csvColumns: CsvColumn<AdminFeedbackItem>[] = [
  { header: 'Date', value: (item) => formatDateTime(item.created_at) },
  { header: 'Rating', value: (item) => (item.rating === 'like' ? 'Like' : 'Dislike') },
  { header: 'User', value: (item) => item.user?.name ?? '' },
  { header: 'Email', value: (item) => item.user?.email ?? '' },
  { header: 'Feedback', value: (item) => item.feedback_text ?? '' },
  { header: 'Question', value: (item) => effectivePair(item)?.question ?? '' },
  { header: 'Answer', value: (item) => effectivePair(item)?.answer ?? '' },
  { header: 'Conversation', value: (item) => item.effective_conversation_title ?? '' },
  { header: 'Orphaned', value: (item) => (item.is_orphaned ? 'Yes' : 'No') },
];

/** Spec 2 §2.6 Message Feedback: stats, filters, the paged list (20), delete with confirmation. */
export function MessageFeedbackTab() {
  const [filters, setFilters] = useState<FeedbackFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const inOrder = dateRangeInOrder({
    date_from: filters.fromDate || undefined,
    date_to: filters.toDate || undefined,
  });
  const list = useFeedbackPage(filters, page, inOrder);
  const remove = useDeleteFeedback();
  const [target, setTarget] = useState<AdminFeedbackItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const data = list.data;

  // Spec 2 §4: the page stays within 1..last_page, also when a delete or a filter shortens the list.
  const lastPage = data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !list.isPlaceholderData) {
      setPage((current) => clampPage(current, lastPage));
    }
  }, [lastPage, list.isPlaceholderData]);

  const change = (patch: Partial<FeedbackFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const close = () => {
    setTarget(null);
    setDeleteError(null);
  };

  async function confirmDelete(item: AdminFeedbackItem) {
    setDeleteError(null);
    try {
      const result = await remove.mutateAsync(item.id);
      close();
      showAppToast(result.message, 'success');
    } catch {
      setDeleteError(DELETE_FEEDBACK_FAILED);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl font-semibold text-ink">Message Feedback</h2>
        <ExportCsvButton
          fileName={csvFileName('message-feedback')}
          columns={csvColumns}
          rows={data?.data ?? []}
          description="Message Feedback"
        />
      </div>
      <FeedbackStatsCards />

      <fieldset className="m-0 grid min-w-0 border-0 p-0 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Feedback filters</legend>
        <SelectField
          label="Rating"
          value={filters.rating}
          onChange={(event) => change({ rating: event.target.value as '' | FeedbackRating })}
        >
          <option value="">All</option>
          <option value="like">Like</option>
          <option value="dislike">Dislike</option>
        </SelectField>
        <DateInput label="From Date" value={filters.fromDate} onChange={(fromDate) => change({ fromDate })} />
        <DateInput label="To Date" value={filters.toDate} onChange={(toDate) => change({ toDate })} />
        <SelectField
          label="Orphaned"
          value={filters.orphaned}
          onChange={(event) => change({ orphaned: event.target.value as OrphanedFilter })}
        >
          <option value="">All</option>
          <option value="true">Only orphaned</option>
          <option value="false">Only live</option>
        </SelectField>
        <button
          type="button"
          className={dialogSecondaryClass}
          disabled={Object.values(filters).every((value) => value === '')}
          onClick={() => change(NO_FILTERS)}
        >
          Clear Filters
        </button>
      </fieldset>
      {!inOrder && (
        <p role="alert" className="text-sm text-critical">
          {DATE_RANGE_INVERTED}
        </p>
      )}

      {inOrder && list.isPending && <p className="text-sm text-ink-muted">Loading feedback...</p>}
      {list.isError && (
        <LoadError retryLabel="Try Again" onRetry={() => void list.refetch()}>
          {withReason('Failed to load feedback', list.error)}
        </LoadError>
      )}
      {data && data.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          No feedback found
        </p>
      )}
      {data && data.data.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-busy={list.isPlaceholderData}>
            {data.data.map((item) => (
              <li key={item.id}>
                <FeedbackRow
                  item={item}
                  onDelete={(chosen) => {
                    setDeleteError(null);
                    setTarget(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
          <EntriesPagination page={data} label="Feedback pages" onPage={setPage} />
        </>
      )}

      <ConfirmDialog
        open={target !== null}
        title="Delete Feedback"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={remove.isPending}
        error={deleteError}
        onCancel={close}
        onConfirm={() => target && void confirmDelete(target)}
      >
        <p>{DELETE_FEEDBACK_CONFIRM}</p>
      </ConfirmDialog>
    </div>
  );
}
