import type { UpgradeRequest } from '@brocardo/shared';
import { noticeClass } from '../../../components/notice';
import { formatItalianDate } from '../plan-format';

interface PendingRequestProps {
  request: UpgradeRequest;
  withdrawing: boolean;
  onWithdraw(): void;
}

/** The user's pending plan-change request, which they may withdraw while no administrator decided. */
export function PendingRequest({ request, withdrawing, onWithdraw }: PendingRequestProps) {
  return (
    <section
      aria-label="Richiesta di cambio piano"
      data-testid="pending-request"
      className={`${noticeClass('warning')} flex flex-wrap items-center justify-between gap-3 text-ink`}
    >
      <p>
        Richiesta di passaggio al piano <strong>{request.requested_plan.name}</strong> in attesa dal{' '}
        {formatItalianDate(request.created_at)}: un amministratore ti scriverà all’indirizzo del tuo account.
      </p>
      <button
        type="button"
        onClick={onWithdraw}
        disabled={withdrawing}
        aria-busy={withdrawing}
        className="rounded-md border border-rule bg-paper-raised px-3 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent disabled:text-ink-muted"
      >
        {withdrawing ? 'Ritiro in corso…' : 'Ritira richiesta'}
      </button>
    </section>
  );
}
