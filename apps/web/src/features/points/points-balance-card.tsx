import { useId } from 'react';
import { PointsValue } from './points-display';
import { usePointsBalance } from './use-points-balance';

/** The sidebar's points balance (spec 1 §2 Sidebar). */
export function PointsBalanceCard() {
  const { balance } = usePointsBalance();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-rule bg-paper px-4 py-3"
      data-testid="points-balance-card"
    >
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Punti disponibili
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <PointsValue balance={balance} className="font-serif text-3xl font-semibold tabular-nums text-ink" />
      </p>
    </section>
  );
}
