import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { formatPointsFull } from '../subscription';
import { matterLabel } from './matter-picker';
import { useMatterPoints } from './matters-queries';

export const MATTER_POINTS_TITLE = 'Punti per pratica (questo mese)';
export const MATTER_POINTS_EMPTY = 'Nessun punto usato per una pratica questo mese.';
export const MATTER_POINTS_ERROR = 'Impossibile caricare i punti per pratica.';

/** The account page's card: this month's points per matter (from the server), then the unfiled ones. */
export function MatterPointsCard() {
  const headingId = useId();
  const points = useMatterPoints();
  const rows = points.data?.matters ?? [];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="card-matter-points"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-ink">
        {MATTER_POINTS_TITLE}
      </h2>
      <div className="flex flex-1 flex-col gap-3 text-sm">
        {points.isPending && (
          <p role="status" className="text-ink-muted">
            Caricamento…
          </p>
        )}
        {points.isError && (
          <p role="alert" className="text-critical">
            {MATTER_POINTS_ERROR}{' '}
            <button type="button" className="font-medium underline" onClick={() => void points.refetch()}>
              Riprova
            </button>
          </p>
        )}
        {points.data && rows.length === 0 && (
          <p className="rounded-md border border-dashed border-rule px-4 py-6 text-center text-ink-muted">
            {MATTER_POINTS_EMPTY}
          </p>
        )}
        {points.data && (rows.length > 0 || points.data.unfiled > 0) && (
          <dl className="flex flex-col divide-y divide-rule">
            {rows.map((row) => (
              <div
                key={row.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
              >
                <dt className="min-w-0 break-words text-ink-muted">
                  <Link to={`${paths.matters}/${row.id}`} className="hover:text-accent hover:underline">
                    {matterLabel(row)}
                  </Link>
                </dt>
                <dd className="font-medium text-ink tabular-nums">{formatPointsFull(row.points)}</dd>
              </div>
            ))}
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
              <dt className="text-ink-muted">Senza pratica</dt>
              <dd className="font-medium text-ink tabular-nums" data-testid="matter-points-unfiled">
                {formatPointsFull(points.data.unfiled)}
              </dd>
            </div>
          </dl>
        )}
      </div>
      <div className="border-t border-rule pt-3 text-sm">
        <Link
          to={paths.matters}
          className="font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          Vai alle pratiche
        </Link>
      </div>
    </section>
  );
}
