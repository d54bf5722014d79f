import { useId, useState } from 'react';
import type { ActivityLogRecord } from '../admin-api';
import { formatDateTime } from '../admin-messages';
import {
  actionFamily,
  actionTypeLabel,
  familyBadgeClass,
  initialsOf,
  prettyDetails,
} from './activity-format';

export function ActionBadge({ type }: { type: string }) {
  const family = actionFamily(type);
  return (
    <span
      data-testid="action-badge"
      data-family={family}
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${familyBadgeClass[family]}`}
    >
      {actionTypeLabel(type)}
    </span>
  );
}

function Avatar({ name }: { name: string | null }) {
  return (
    <span
      aria-hidden="true"
      data-testid="activity-avatar"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent"
    >
      {initialsOf(name)}
    </span>
  );
}

/** One activity record: avatar, who, the action badge, when, and the details on demand. */
export function ActivityRow({ record }: { record: ActivityLogRecord }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details = prettyDetails(record.details);
  const hasDetails = details !== null || record.ip_address !== null;
  return (
    <article
      data-testid="activity-row"
      className="flex flex-col gap-3 rounded-lg border border-rule bg-paper-raised p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={record.user?.name ?? null} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            {record.user ? (
              <>
                <p className="font-semibold text-ink">{record.user.name}</p>
                <p className="text-sm break-all text-ink-muted">{record.user.email}</p>
              </>
            ) : (
              <p className="font-semibold text-ink-muted">Unknown user</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
            <ActionBadge type={record.action_type} />
            <time dateTime={record.created_at} className="text-sm text-ink-muted">
              {formatDateTime(record.created_at)}
            </time>
          </div>
        </div>
      </div>
      {hasDetails && (
        <div className="flex flex-col gap-2 sm:pl-13">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className="self-start text-sm font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {open ? 'Hide technical details' : 'Show technical details'}
          </button>
          <div id={detailsId} hidden={!open}>
            {open && (
              <div className="flex flex-col gap-2">
                {record.ip_address && <p className="text-xs text-ink-muted">IP: {record.ip_address}</p>}
                {details !== null && (
                  <pre
                    data-testid="activity-details"
                    className="max-h-80 overflow-auto rounded-md border border-rule bg-paper p-3 font-mono text-xs leading-relaxed whitespace-pre text-ink"
                  >
                    {details}
                  </pre>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
