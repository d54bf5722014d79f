import type { SubscriptionPlan } from '@brocardo/shared';
import { useId } from 'react';
import { secondaryButtonClass } from '../../../components/buttons';
import { formatPlanPrice, formatPointsFull } from '../plan-format';

interface PlanCardProps {
  plan: SubscriptionPlan;
  current: boolean;
  /** The plan a pending request asks for. */
  requested: boolean;
  /** Another request is pending: a second one would be refused (UPGRADE_REQUEST_PENDING). */
  requestBlocked: boolean;
  onRequest(plan: SubscriptionPlan): void;
}

/** One plan: name, price a month, monthly points; the user's own plan is marked. */
export function PlanCard({ plan, current, requested, requestBlocked, onRequest }: PlanCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      data-testid="plan-card"
      className={`flex flex-col gap-4 rounded-lg border bg-paper-raised p-5 ${current ? 'border-accent ring-1 ring-accent' : 'border-rule'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-paper-raised">
            Piano attuale
          </span>
        )}
        {requested && (
          <span className="rounded-full border border-warning/40 bg-warning/5 px-2.5 py-0.5 text-xs font-semibold text-warning">
            Richiesta in attesa
          </span>
        )}
      </header>
      <p className="font-serif text-2xl font-semibold text-ink tabular-nums" data-testid="plan-price">
        {formatPlanPrice(plan.price)}
      </p>
      <p className="text-sm text-ink-muted" data-testid="plan-points">
        {formatPointsFull(plan.monthly_points)} al mese
      </p>
      {!current && !requested && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-auto`}
          disabled={requestBlocked}
          onClick={() => onRequest(plan)}
        >
          Richiedi questo piano
        </button>
      )}
    </article>
  );
}
