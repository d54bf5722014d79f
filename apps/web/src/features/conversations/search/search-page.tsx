import { type ConversationSearchHit, DATE_RANGE_INVERTED, dateRangeInOrder } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { secondaryButtonClass } from '../../../components/buttons';
import { AppLayout } from '../../../components/layouts';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { setCurrentConversationId } from '../../../lib/storage';
import { listMattersForFilter, searchConversations } from './conversation-search-api';
import { SearchResults } from './search-results';

const PAGE_TITLE = 'Cerca nelle conversazioni';
const inputClass = 'rounded-md border border-rule bg-paper-raised px-3 py-2 text-sm text-ink';

/** Where the chat opens a search hit: the conversation, scrolled to the message (chat-page reads it). */
export function chatAtMessage(messageId: number | null): string {
  return messageId === null ? paths.home : `${paths.home}?message=${messageId}`;
}

/** Issue 27: search the caller's conversations (titles and messages), filter by matter and dates. */
export function SearchPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [matterId, setMatterId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const params = { q, matterId, from, to, page };
  // The server's own rule, said at once and without asking it (a 422 in the console otherwise).
  const rangeInverted = !dateRangeInOrder({ date_from: from, date_to: to });
  const results = useQuery({
    queryKey: ['conversation-search', params],
    queryFn: () => searchConversations(params),
    enabled: q !== '' && !rangeInverted,
    retry: false,
  });
  const matters = useQuery({ queryKey: ['matters', 'filter'], queryFn: listMattersForFilter, retry: false });

  const open = (hit: ConversationSearchHit) => {
    setCurrentConversationId(hit.conversation_id);
    void navigate(chatAtMessage(hit.message_id));
  };
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const error = results.error;
  const fieldError = rangeInverted
    ? DATE_RANGE_INVERTED
    : isApiError(error) && error.fieldErrors
      ? Object.values(error.fieldErrors).flat()[0]
      : error
        ? error.message
        : null;
  const data = results.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <AppLayout title={PAGE_TITLE}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
        <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            aria-label="Testo da cercare"
            placeholder='Cerca… (es. "clausola penale")'
            className={inputClass}
            value={text}
            maxLength={200}
            onChange={(event) => change(setText)(event.target.value)}
          />
          <div className="flex flex-wrap gap-3 text-sm">
            {matters.data && (
              <label className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
                Pratica
                <select
                  className={`${inputClass} min-w-0 flex-1 sm:max-w-xs`}
                  value={matterId}
                  onChange={(event) => change(setMatterId)(event.target.value)}
                >
                  <option value="">Tutte</option>
                  <option value="none">Senza pratica</option>
                  {matters.data.map((matter) => (
                    <option key={matter.id} value={String(matter.id)}>
                      {matter.client_name} — {matter.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="flex items-center gap-2">
              Dal
              <input
                type="date"
                className={inputClass}
                value={from}
                onChange={(event) => change(setFrom)(event.target.value)}
              />
            </label>
            <label className="flex items-center gap-2">
              Al
              <input
                type="date"
                className={inputClass}
                value={to}
                onChange={(event) => change(setTo)(event.target.value)}
              />
            </label>
          </div>
        </form>
        {fieldError && (
          <p role="alert" className="text-sm text-critical">
            {fieldError}
          </p>
        )}
        {q === '' && (
          <p className="text-sm text-ink-muted">
            Scrivi una o più parole: la ricerca guarda nei titoli e nei messaggi delle tue conversazioni,
            anche senza accenti. Tra virgolette una frase esatta, OR per le alternative, un trattino per
            escludere una parola.
          </p>
        )}
        {results.isFetching && <p className="text-sm text-ink-muted">Ricerca in corso…</p>}
        {data && !results.isFetching && (
          <p role="status" className="text-sm text-ink-muted">
            {data.total === 0
              ? 'Nessun risultato.'
              : data.total === 1
                ? '1 risultato'
                : `${data.total} risultati`}
          </p>
        )}
        {data && data.results.length > 0 && <SearchResults results={data.results} onOpen={open} />}
        {data && lastPage > 1 && (
          <div className="flex items-center justify-between">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              « Precedente
            </button>
            <span className="text-sm text-ink-muted">
              Pagina {page} di {lastPage}
            </span>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={page >= lastPage}
              onClick={() => setPage(page + 1)}
            >
              Successiva »
            </button>
          </div>
        )}
      </div>
    </AppLayout>
  );
}
