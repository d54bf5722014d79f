import type { ConversationSearchHit } from '@brocardo/shared';
import { italianDateTime } from '../export/export-blocks';
import { readableSnippetPiece } from './readable-snippet';

interface SearchResultsProps {
  results: ConversationSearchHit[];
  onOpen(hit: ConversationSearchHit): void;
}

const ROLE_LABELS = { user: 'Domanda', assistant: 'Risposta' } as const;

/**
 * The snippet's pieces as text nodes, the matching words in <mark>: never markup from the server. A
 * snippet is a quotation of the stored message (an answer's as the chat shows it: references, no
 * Markdown marks): where the message goes on, the cut shows as «[…]».
 */
export function Snippet({ hit }: { hit: ConversationSearchHit }) {
  return (
    <span>
      {hit.snippet_cut_before && <span aria-hidden="true">[…] </span>}
      {hit.snippet.map((piece, index) =>
        piece.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed sequence
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-ink">
            {readableSnippetPiece(piece.text, hit.role, index === 0 && !hit.snippet_cut_before)}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed sequence
          <span key={index}>
            {readableSnippetPiece(piece.text, hit.role, index === 0 && !hit.snippet_cut_before)}
          </span>
        ),
      )}
      {hit.snippet_cut_after && <span aria-hidden="true"> […]</span>}
    </span>
  );
}

/** The hits, best first: where (conversation, question or answer, date) and the snippet. */
export function SearchResults({ results, onOpen }: SearchResultsProps) {
  return (
    <ol aria-label="Risultati della ricerca" className="flex flex-col gap-3">
      {results.map((hit) => (
        <li key={`${hit.conversation_id}-${hit.message_id ?? 'title'}`}>
          <button
            type="button"
            data-testid="search-result"
            onClick={() => onOpen(hit)}
            className="w-full rounded-md border border-rule bg-paper-raised p-3 text-left hover:border-accent"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-ink-muted">
              <span className="font-semibold text-ink">{hit.conversation_title}</span>
              <span>
                {hit.role ? ROLE_LABELS[hit.role] : 'Titolo'} · {italianDateTime(hit.created_at)}
              </span>
            </span>
            <span className="mt-1 block text-sm text-ink">
              <Snippet hit={hit} />
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
