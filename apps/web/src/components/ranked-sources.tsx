import type { RankedSourceEntry } from '@brocardo/shared';
import type { ReactNode } from 'react';

export const PRINCIPAL_SOURCES_TITLE = 'Fonti principali';
export const OTHER_SOURCES_TITLE = 'Altre fonti consultate';

/**
 * The articles a generated document or a case analysis was given, as the server ranked them
 * (issue 25): the principal ones listed, the others folded under "Altre fonti consultate (N)", a
 * native disclosure (closed, reachable by Tab, opened with Enter or Space). Rows stored before the
 * ranking carry no `relevance`: they are listed as one list, as they always were.
 */
export function RankedSources({
  sources,
  testId,
  label,
}: {
  sources: readonly RankedSourceEntry[];
  testId: string;
  label?: string;
}) {
  const ranked = sources.some((source) => source.relevance);
  const principal = ranked ? sources.filter((source) => source.relevance === 'principal') : sources;
  const other = ranked ? sources.filter((source) => source.relevance !== 'principal') : [];
  return (
    <div className="text-sm text-ink">
      {ranked && principal.length > 0 && (
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{PRINCIPAL_SOURCES_TITLE}</p>
      )}
      <ul className="mt-0.5 flex flex-col gap-0.5" data-testid={testId} aria-label={label}>
        {principal.map((source) => (
          <li key={source.identifier} data-identifier={source.identifier}>
            {source.title || source.identifier}
          </li>
        ))}
      </ul>
      {other.length > 0 && (
        <OtherSources count={other.length} testId={`${testId}-other`}>
          {other.map((source) => (
            <li key={source.identifier} data-identifier={source.identifier}>
              {source.title || source.identifier}
            </li>
          ))}
        </OtherSources>
      )}
    </div>
  );
}

/** "Altre fonti consultate (N)": a native disclosure, closed, holding the list items given. */
export function OtherSources({
  count,
  testId,
  children,
  title = OTHER_SOURCES_TITLE,
}: {
  count: number;
  testId: string;
  children: ReactNode;
  title?: string;
}) {
  return (
    <details className="group mt-2" data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-sm text-xs font-semibold text-ink-muted hover:text-accent [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          fill="none"
          stroke="currentColor"
        >
          <path strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m9 6 6 6-6 6" />
        </svg>
        {title} ({count})
      </summary>
      <ul className="mt-1 flex flex-col gap-0.5 pl-6">{children}</ul>
    </details>
  );
}
