import type { ReactNode } from 'react';
import { dialogSecondaryClass } from '../../components/dialog-buttons';
import { noticeClass } from '../../components/notice';
import { type PageState, PaginationNav } from '../../components/pagination-nav';
import { formatWhole } from './admin-messages';

/** A tab's failed load: what failed and a retry button. */
export function LoadError({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}>
      {children}
      <button type="button" className={dialogSecondaryClass} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

interface PagedItems<Item> extends PageState {
  data: Item[];
  from: number | null;
  to: number | null;
  total: number;
}

/**
 * A paged list of cards in an admin tab: the loading text, the load error with Riprova, the empty
 * text, "from–to di total", the cards, and the page bar.
 */
export function PagedCards<Item extends { id: number }>({
  query,
  loadingText,
  errorText,
  emptyText,
  pagesLabel,
  onPage,
  renderItem,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: PagedItems<Item> | undefined;
    refetch: () => unknown;
  };
  loadingText: string;
  /** Before the reason, e.g. "Impossibile caricare i messaggi". */
  errorText: string;
  emptyText: string;
  pagesLabel: string;
  onPage: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isPending && <p className="text-sm text-ink-muted">{loadingText}</p>}
      {query.isError && (
        <LoadError retryLabel="Riprova" onRetry={() => void query.refetch()}>
          {errorText}: {query.error?.message}
        </LoadError>
      )}
      {data && data.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          {emptyText}
        </p>
      )}
      {data && data.data.length > 0 && (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {data.from}–{data.to} di {formatWhole(data.total)}
          </p>
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {data.data.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        </>
      )}
      <PaginationNav page={data} label={pagesLabel} onPage={onPage} />
    </>
  );
}
