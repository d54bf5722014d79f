import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';

/** The pieces the analytics tabs share: summary cards, count badges, sections and empty panels. */

export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-rule bg-paper-raised p-4 shadow-xs">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words text-ink tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-ink-muted">{detail}</dd>}
    </div>
  );
}

/** A row of summary cards: one column on phones, two on tablets, four from 1024 px. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </dl>
  );
}

/** '3 users' beside a chart's title. */
export function CountBadge({ count, singular, plural }: { count: number; singular: string; plural: string }) {
  return (
    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent tabular-nums">
      {count} {count === 1 ? singular : plural}
    </span>
  );
}

/** A titled block of a tab (a table and its export button). */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-lg border border-rule bg-paper-raised p-4 shadow-xs sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-ink">{title}</h3>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function EmptyPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-rule px-4 py-8 text-center text-ink-muted">
      {title && <p className="font-medium text-ink">{title}</p>}
      <p className={title ? 'mt-1 text-sm' : ''}>{children}</p>
    </div>
  );
}

/** A chart's card when there is nothing to draw: the title, an optional badge and the empty text. */
export function EmptyChart({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-rule bg-paper-raised p-4 shadow-xs sm:p-5">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-ink">{title}</h3>
        {badge}
      </figcaption>
      <EmptyPanel>{children}</EmptyPanel>
    </figure>
  );
}

/** A neutral chip (feature badges), not a status colour. */
export function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-rule bg-paper px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink">
      {children}
    </span>
  );
}

/**
 * The message the server sent with its error, else the spec's fallback (spec 2 §8): a failure
 * without one (network, a bare 500) shows 'Failed to load chart data' and the like.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return fallback;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
