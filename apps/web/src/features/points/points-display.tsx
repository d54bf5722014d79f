import { formatPoints } from '@brocardo/shared';

// Grouped from four digits too ('1.500'), as DESIGN.md writes Italian numbers; CLDR's default would give '1500'.
const fullNumber = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** '1.234 punti' — the exact balance, for the tooltip and screen readers. */
export function pointsFullText(points: number): string {
  return `${fullNumber.format(points)} ${Math.abs(points) === 1 ? 'punto' : 'punti'}`;
}

interface PointsValueProps {
  balance: number | null;
  className?: string;
}

/**
 * The shortened balance ('1,5K') as seen, with the exact one ('1.500 punti') in the tooltip and
 * for screen readers, which read the exact text instead of the abbreviation.
 */
export function PointsValue({ balance, className }: PointsValueProps) {
  if (balance === null) {
    return (
      <span className={className} aria-busy="true">
        <span aria-hidden="true">…</span>
        <span className="sr-only">Caricamento punti</span>
      </span>
    );
  }
  const full = pointsFullText(balance);
  return (
    <span className={className} title={full} data-testid="points-value">
      <span aria-hidden="true">{formatPoints(balance)}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}
