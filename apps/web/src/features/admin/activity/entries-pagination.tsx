import { secondaryButtonClass } from '../../../components/buttons';
import { formatWhole } from '../admin-messages';

export interface EntriesPage {
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** Any page number brought into 1..last_page (spec 2 §4: feedback pagination clamps). */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, lastPage));
}

/** 'Showing 21-40 of 57 entries', or null on an empty page. */
export function showingText(page: EntriesPage): string | null {
  if (page.from === null || page.to === null) return null;
  return `Showing ${formatWhole(page.from)}-${formatWhole(page.to)} of ${formatWhole(page.total)} entries`;
}

/** Previous / 'Page X of Y' / Next under an admin list, with the envelope's range; every page asked is clamped. */
export function EntriesPagination({
  page,
  label,
  onPage,
}: {
  page: EntriesPage;
  /** The nav's accessible name, e.g. 'Feedback pages'. */
  label: string;
  onPage: (page: number) => void;
}) {
  const go = (target: number) => onPage(clampPage(target, page.last_page));
  const showing = showingText(page);
  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-ink-muted" aria-live="polite">
        {showing}
      </p>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page.current_page <= 1}
          onClick={() => go(page.current_page - 1)}
        >
          Previous
        </button>
        <span className="text-ink-muted tabular-nums">
          Page {formatWhole(page.current_page)} of {formatWhole(Math.max(1, page.last_page))}
        </span>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page.current_page >= page.last_page}
          onClick={() => go(page.current_page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
