import type { ReactNode } from 'react';

/** One titled part of the analysis. */
export function AnalysisBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h4>
      {children}
    </section>
  );
}
