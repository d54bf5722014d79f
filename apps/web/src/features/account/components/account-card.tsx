import { type ReactNode, useId } from 'react';

interface AccountCardProps {
  title: string;
  testId: string;
  children: ReactNode;
  /** A link under the content (to the page the card summarises). */
  footer?: ReactNode;
}

/** One card of the account page: a titled section. */
export function AccountCard({ title, testId, children, footer }: AccountCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="flex flex-1 flex-col gap-3 text-sm">{children}</div>
      {footer && <div className="border-t border-rule pt-3 text-sm">{footer}</div>}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs, one a row. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="flex flex-col divide-y divide-rule">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
        >
          <dt className="text-ink-muted">{fact.label}</dt>
          <dd className="min-w-0 font-medium break-words text-ink tabular-nums" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function EmptyText({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-md border border-dashed border-rule px-4 py-6 text-center text-sm text-ink-muted"
    >
      {children}
    </p>
  );
}
