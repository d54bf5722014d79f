import { PointsValue } from './points-display';
import { usePointsBalance } from './use-points-balance';

/** The points pill of the mobile top bar (spec 1 §2 Sidebar, below 1620 px). */
export function PointsPill() {
  const { balance } = usePointsBalance();
  return (
    <p
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-accent/30 bg-accent-soft px-3 py-1 text-sm font-semibold text-accent tabular-nums"
      data-testid="points-pill"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
        <circle cx="12" cy="12" r="8.5" strokeWidth="1.6" />
        <path strokeWidth="1.6" strokeLinecap="round" d="M9.5 9.5h3.2a1.8 1.8 0 0 1 0 3.6H9.5V16M9.5 9.5V8" />
      </svg>
      <PointsValue balance={balance} />
    </p>
  );
}
