import { formatLegalReference, LEGAL_SEARCH_QUERY_MAX_LENGTH, type LegalSearchHit } from '@brocardo/shared';
import { useId } from 'react';
import { vigenteLabel } from './format';
import { useOpenSource } from './source-panel-context';
import { SEARCH_MIN_LENGTH, useLegalSearch } from './use-legal-search';

interface LegalSearchProps {
  /** Whether the hit's act is among the specific acts picked. */
  isActSelected(act: string): boolean;
  /** Adds the hit's act to the specific acts. */
  onAddAct(act: string): void;
}

const actButtonClass =
  'inline-flex items-center gap-1 rounded-full border border-rule px-2 py-0.5 text-xs font-medium text-accent ' +
  'hover:border-accent hover:bg-accent-soft active:translate-y-px disabled:cursor-default disabled:border-transparent disabled:bg-accent-soft disabled:text-ink-muted';

function SearchHit({
  hit,
  selected,
  onAddAct,
}: {
  hit: LegalSearchHit;
  selected: boolean;
  onAddAct(): void;
}) {
  const openSource = useOpenSource();
  const reference = formatLegalReference(hit.act, hit.article);
  const label = hit.heading ? `${reference} — ${hit.heading}` : reference;
  return (
    <li data-testid="search-hit" className="flex flex-col gap-1 border-b border-rule py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {openSource ? (
          <button
            type="button"
            onClick={() =>
              openSource({ sourceType: 'legal', identifier: hit.identifier, excerpt: hit.excerpt })
            }
            className="text-left font-semibold text-accent underline-offset-2 hover:underline"
          >
            {label}
          </button>
        ) : (
          <span className="font-semibold text-ink">{label}</span>
        )}
        <button
          type="button"
          onClick={onAddAct}
          disabled={selected}
          aria-label={
            selected ? `${hit.act_name}: già selezionato` : `Aggiungi ${hit.act_name} agli atti specifici`
          }
          className={actButtonClass}
        >
          <span aria-hidden="true">{selected ? '✓' : '+'}</span>
          {hit.act_name}
        </button>
      </div>
      <p className="reading-text line-clamp-3 text-sm text-ink">{hit.excerpt}</p>
      <p className="text-xs text-ink-muted">{vigenteLabel(hit.vigente_al)}</p>
    </li>
  );
}

/** Free search of the articles of every act, from the configuration modal. */
export function LegalSearch({ isActSelected, onAddAct }: LegalSearchProps) {
  const search = useLegalSearch();
  const inputId = useId();
  const hintId = useId();
  let status = '';
  if (search.error) status = search.error;
  else if (search.searching && search.active) status = 'Ricerca in corso…';
  else if (search.results?.length === 0) status = 'Nessun articolo trovato.';
  else if (search.results)
    status = `${search.results.length} ${search.results.length === 1 ? 'articolo' : 'articoli'}`;

  return (
    <search aria-label="Cerca negli atti" className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Cerca negli atti
      </label>
      <input
        id={inputId}
        type="search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        maxLength={LEGAL_SEARCH_QUERY_MAX_LENGTH}
        placeholder="es. danno ingiusto, art. 2043 c.c."
        aria-describedby={hintId}
        className="block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-sm text-ink placeholder:text-ink-muted hover:border-ink-muted"
      />
      <p id={hintId} className="text-xs text-ink-muted">
        Ricerca gratuita in tutti gli atti (almeno {SEARCH_MIN_LENGTH} caratteri). Apri un articolo per
        leggerlo, o aggiungi il suo atto a quelli consultati.
      </p>
      <p
        role="status"
        className={`text-xs ${search.error ? 'text-critical' : 'text-ink-muted'} empty:absolute`}
      >
        {status}
      </p>
      {search.results && search.results.length > 0 && (
        <ul
          aria-label="Risultati della ricerca"
          className="max-h-72 overflow-y-auto rounded-md border border-rule px-3"
        >
          {search.results.map((hit) => (
            <SearchHit
              key={hit.identifier}
              hit={hit}
              selected={isActSelected(hit.act)}
              onAddAct={() => onAddAct(hit.act)}
            />
          ))}
        </ul>
      )}
    </search>
  );
}
