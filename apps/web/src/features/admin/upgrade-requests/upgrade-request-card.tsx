import type { AdminUpgradeRequest, SubscriptionPlan, UpgradeRequestStatus } from '@brocardo/shared';
import { formatPlanPrice, formatPointsFull } from '../../subscription';
import { formatDateTime } from '../admin-messages';

export const statusLabels: Record<UpgradeRequestStatus, string> = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  cancelled: 'Ritirata',
};

const statusClass: Record<UpgradeRequestStatus, string> = {
  pending: 'bg-warning/10 text-warning',
  approved: 'bg-success/10 text-success',
  rejected: 'bg-critical/10 text-critical',
  cancelled: 'bg-ink/5 text-ink-muted',
};

function PlanSummary({ plan, label }: { plan: SubscriptionPlan; label: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="font-semibold text-ink">{plan.name}</p>
      <p className="text-ink-muted">
        {formatPointsFull(plan.monthly_points)} al mese · {formatPlanPrice(plan.price)}
      </p>
    </div>
  );
}

interface UpgradeRequestCardProps {
  request: AdminUpgradeRequest;
  onDecide(request: AdminUpgradeRequest, decision: 'approved' | 'rejected'): void;
}

/** One plan-change request: who, from which plan to which, their message, and the decision buttons. */
export function UpgradeRequestCard({ request, onDecide }: UpgradeRequestCardProps) {
  const headingId = `upgrade-request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="upgrade-request"
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {request.user.name}
          </h3>
          <a href={`mailto:${request.user.email}`} className="text-sm break-all">
            {request.user.email}
          </a>
        </div>
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:w-auto sm:flex-col sm:items-end">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[request.status]}`}>
            {statusLabels[request.status]}
          </span>
          <span className="text-ink-muted">
            <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </span>
        </div>
      </header>

      <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center">
        <PlanSummary plan={request.current_plan} label="Piano attuale" />
        <span
          aria-hidden="true"
          className="self-start text-xl text-ink-muted max-sm:rotate-90 sm:self-auto sm:px-4"
        >
          →
        </span>
        <span className="sr-only">passa a</span>
        <PlanSummary plan={request.requested_plan} label="Piano richiesto" />
      </div>

      {request.message ? (
        <blockquote className="border-l-2 border-rule pl-3 text-sm leading-relaxed whitespace-pre-wrap text-ink">
          {request.message}
        </blockquote>
      ) : (
        <p className="text-sm text-ink-muted">Nessun messaggio.</p>
      )}

      {request.status === 'pending' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => onDecide(request, 'rejected')}
            aria-label={`Rifiuta la richiesta di ${request.user.name}`}
            className="inline-flex items-center justify-center rounded-md border border-critical/40 bg-paper-raised px-4 py-2 text-sm font-semibold text-critical transition-colors hover:border-critical hover:bg-critical/5 active:translate-y-px"
          >
            Rifiuta
          </button>
          <button
            type="button"
            onClick={() => onDecide(request, 'approved')}
            aria-label={`Approva la richiesta di ${request.user.name}`}
            className="inline-flex items-center justify-center rounded-md bg-accent px-4 py-2 text-sm font-semibold text-paper-raised transition-colors hover:bg-accent-strong active:translate-y-px"
          >
            Approva
          </button>
        </div>
      ) : (
        request.decided_at && (
          <p className="text-sm text-ink-muted">
            {request.status === 'cancelled' ? 'Ritirata' : 'Decisa'} il{' '}
            <time dateTime={request.decided_at}>{formatDateTime(request.decided_at)}</time>
            {request.decided_by ? ` da ${request.decided_by.name}` : ''}.
          </p>
        )
      )}
    </article>
  );
}
