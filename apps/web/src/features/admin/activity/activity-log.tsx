import { ADMIN_ACTIVITY_FILTER_TYPES, DATE_RANGE_INVERTED, dateRangeInOrder } from '@brocardo/shared';
import { useState } from 'react';
import { dialogSecondaryClass } from '../../../components/dialog-buttons';
import { ACTIVITY_PAGE_SIZE, type ActivityFilters, type ActivityLogRecord } from '../admin-api';
import { formatDateTime, withReason } from '../admin-messages';
import { useActivityLog, useAdminUsers } from '../admin-queries';
import { DateInput, SelectField } from '../form-controls';
import { LoadError } from '../list-states';
import { type CsvColumn, csvFileName, ExportCsvButton } from '../table-export';
import { actionTypeLabel, prettyDetails } from './activity-format';
import { ActivityRow } from './activity-row';
import { EntriesPagination } from './entries-pagination';

export const NO_ACTIVITY_FILTERS: ActivityFilters = { userId: '', actionType: '', dateFrom: '', dateTo: '' };

const csvColumns: CsvColumn<ActivityLogRecord>[] = [
  { header: 'Date', value: (record) => formatDateTime(record.created_at) },
  { header: 'User', value: (record) => record.user?.name ?? '' },
  { header: 'Email', value: (record) => record.user?.email ?? '' },
  { header: 'Action', value: (record) => actionTypeLabel(record.action_type) },
  { header: 'Action type', value: (record) => record.action_type },
  { header: 'IP address', value: (record) => record.ip_address ?? '' },
  // One line per cell: the JSON compact, as the server stored it.
  { header: 'Details', value: (record) => (prettyDetails(record.details) ?? '').replace(/\s*\n\s*/g, ' ') },
];

/** Spec 2 §2.6 User Activity Log: filters, refresh, clear filters, rows, pagination over 15. */
export function ActivityLog() {
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const inOrder = dateRangeInOrder({
    date_from: filters.dateFrom || undefined,
    date_to: filters.dateTo || undefined,
  });
  const log = useActivityLog(filters, page, inOrder);
  const users = useAdminUsers();
  const data = log.data;
  const filtered = Object.values(filters).some((value) => value !== '');

  const change = (patch: Partial<ActivityFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <section aria-labelledby="activity-log-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-log-title" className="font-serif text-xl font-semibold text-ink">
          User Activity Log
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${dialogSecondaryClass} px-3 py-1.5`}
            aria-label="Refresh activity log"
            aria-busy={log.isFetching}
            onClick={() => void log.refetch()}
          >
            Refresh
          </button>
          <button
            type="button"
            className={`${dialogSecondaryClass} px-3 py-1.5`}
            disabled={!filtered}
            onClick={() => change(NO_ACTIVITY_FILTERS)}
          >
            Clear Filters
          </button>
          <ExportCsvButton
            fileName={csvFileName('activity-log')}
            columns={csvColumns}
            rows={data?.data ?? []}
            description="User Activity Log"
          />
        </div>
      </div>

      <fieldset className="m-0 grid min-w-0 border-0 p-0 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">Activity filters</legend>
        <SelectField
          label="User"
          value={filters.userId}
          onChange={(event) => change({ userId: event.target.value })}
        >
          <option value="">All Users</option>
          {users.data?.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.name} ({user.email})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Action Type"
          value={filters.actionType}
          onChange={(event) => change({ actionType: event.target.value })}
        >
          <option value="">All Actions</option>
          {ADMIN_ACTIVITY_FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {actionTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <DateInput label="Date From" value={filters.dateFrom} onChange={(dateFrom) => change({ dateFrom })} />
        <DateInput label="Date To" value={filters.dateTo} onChange={(dateTo) => change({ dateTo })} />
      </fieldset>
      {!inOrder && (
        <p role="alert" className="text-sm text-critical">
          {DATE_RANGE_INVERTED}
        </p>
      )}

      {inOrder && log.isPending && <p className="text-sm text-ink-muted">Loading activities...</p>}
      {log.isError && (
        <LoadError retryLabel="Try Again" onRetry={() => void log.refetch()}>
          {withReason('Failed to load activities', log.error)}
        </LoadError>
      )}
      {data && data.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          No activities found
        </p>
      )}
      {data && data.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-busy={log.isPlaceholderData}>
          {data.data.map((record) => (
            <li key={record.id}>
              <ActivityRow record={record} />
            </li>
          ))}
        </ul>
      )}
      {/* Spec 2 §9: pagination only when there is more than one page of 15. */}
      {data && data.total > (data.per_page || ACTIVITY_PAGE_SIZE) && (
        <EntriesPagination page={data} label="Activity log pages" onPage={setPage} />
      )}
    </section>
  );
}
