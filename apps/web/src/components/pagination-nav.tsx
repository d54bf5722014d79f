import { secondaryButtonClass } from './buttons';

export interface PageState {
  current_page: number;
  last_page: number;
}

/** "Precedenti / Pagina n di m / Successivi" under a paginated list; nothing when there is one page. */
export function PaginationNav({
  page,
  label,
  onPage,
}: {
  page: PageState | undefined;
  /** The nav's accessible name, e.g. "Pagine dei casi". */
  label: string;
  onPage: (page: number) => void;
}) {
  if (!page || page.last_page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page.current_page <= 1}
        onClick={() => onPage(page.current_page - 1)}
      >
        Precedenti
      </button>
      <span className="text-ink-muted">
        Pagina {page.current_page} di {page.last_page}
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page.current_page >= page.last_page}
        onClick={() => onPage(page.current_page + 1)}
      >
        Successivi
      </button>
    </nav>
  );
}
