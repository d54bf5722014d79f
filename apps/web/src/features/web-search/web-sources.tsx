import type { WebSearchData, WebSearchResult } from '@brocardo/shared';
import { formatPublishedDate, linkableUrl, resultSite } from './web-search-data';

export const WEB_SOURCES_LABEL = 'Fonti dal web';
export const WEB_SEARCH_LOADING_TEXT = 'Ricerca sul web in corso…';
export const NO_WEB_RESULTS_TEXT = 'Nessun risultato trovato sul web.';
export const DIRECT_ANSWER_LABEL = 'Sintesi del servizio di ricerca (non verificata)';
const NEW_TAB_NOTE = ' (si apre in una nuova scheda)';

/** What the sources block of a Ricerca Web answer shows. */
export type WebSourcesState =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string; meaning: string; suggestion: string }
  | { kind: 'found'; data: WebSearchData };

const frameClass = 'rounded-md border border-rule bg-paper px-3 py-2 font-sans text-sm';

function ResultItem({ result, position }: { result: WebSearchResult; position: number }) {
  const href = linkableUrl(result.url);
  const title = result.title.trim() || result.url;
  const site = resultSite(result);
  const date = formatPublishedDate(result.published_at);
  return (
    <li className="flex gap-2" data-testid="web-source">
      <span className="shrink-0 font-semibold text-accent tabular-nums">[{position}]</span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-words text-accent underline hover:text-accent-strong"
          >
            {title}
            <span className="sr-only">{NEW_TAB_NOTE}</span>
          </a>
        ) : (
          <span className="font-medium break-words text-ink">{title}</span>
        )}
        {(site || date) && (
          <p className="text-xs text-ink-muted">
            {site}
            {site && date && ' · '}
            {date && <time dateTime={result.published_at ?? undefined}>{date}</time>}
          </p>
        )}
        <p className="text-xs break-all text-ink-muted" data-testid="web-source-url">
          {result.url}
        </p>
        {result.content && (
          // A quotation of the page: shown exactly as the server cut it, "[…]" marks included.
          <blockquote
            data-testid="web-source-excerpt"
            className="mt-1 border-l-2 border-accent/30 pl-3 font-serif text-[0.95rem] leading-relaxed break-words whitespace-pre-line text-ink"
          >
            {result.content}
          </blockquote>
        )}
      </div>
    </li>
  );
}

function SearchFacts({ data }: { data: WebSearchData }) {
  const keywords = data.extractedKeywords.trim();
  const note = data.enhancementNote.trim();
  return (
    <>
      {keywords && (
        <p className="text-xs text-ink" data-testid="web-search-keywords">
          <span className="font-semibold">Parole chiave:</span> {keywords}
        </p>
      )}
      {note && (
        <p className="text-xs text-ink-muted" data-testid="web-search-note">
          {note}
        </p>
      )}
      {data.directAnswer && (
        <div className="rounded border border-rule bg-paper-raised px-3 py-2" data-testid="web-direct-answer">
          <p className="text-xs font-semibold text-ink-muted">{DIRECT_ANSWER_LABEL}</p>
          <p className="mt-1 break-words text-ink">{data.directAnswer}</p>
        </div>
      )}
    </>
  );
}

/**
 * The sources of a Ricerca Web answer (spec 1 §1, §3): while searching, a status; on failure, the
 * error and what to try instead; then a collapsible list of the results, each with its link, site,
 * date and its verbatim excerpt. Addresses and texts come from web pages: they are shown as text,
 * never as HTML, and only http(s) addresses become links.
 */
export function WebSources({ state }: { state: WebSourcesState }) {
  if (state.kind === 'loading') {
    return (
      <section
        aria-label={WEB_SOURCES_LABEL}
        data-testid="web-sources"
        data-state="loading"
        className={frameClass}
      >
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <span
            aria-hidden="true"
            className="size-3 rounded-full border-2 border-accent/30 border-t-accent motion-safe:animate-spin"
          />
          {WEB_SEARCH_LOADING_TEXT}
        </p>
      </section>
    );
  }
  if (state.kind === 'failed') {
    return (
      <section
        aria-label={WEB_SOURCES_LABEL}
        data-testid="web-sources"
        data-state="failed"
        className="rounded-md border-l-4 border-critical bg-critical/5 px-3 py-2 font-sans text-sm"
      >
        <div role="alert" data-testid="web-search-error">
          <p className="font-medium text-critical">{state.text}</p>
          <p className="mt-1 text-ink">
            {state.meaning} {state.suggestion}
          </p>
        </div>
      </section>
    );
  }
  const { data } = state;
  return (
    <section
      aria-label={WEB_SOURCES_LABEL}
      data-testid="web-sources"
      data-state="found"
      className={frameClass}
    >
      <details open className="group">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-sm font-semibold text-accent [&::-webkit-details-marker]:hidden">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
            fill="none"
            stroke="currentColor"
          >
            <path strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m9 6 6 6-6 6" />
          </svg>
          {WEB_SOURCES_LABEL} ({data.results.length})
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <SearchFacts data={data} />
          {data.results.length === 0 ? (
            <p className="text-ink-muted">{NO_WEB_RESULTS_TEXT}</p>
          ) : (
            <ol className="mt-1 flex flex-col gap-4">
              {data.results.map((result, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a result's position is its citation number; a search never reorders
                <ResultItem key={index} result={result} position={index + 1} />
              ))}
            </ol>
          )}
        </div>
      </details>
    </section>
  );
}
