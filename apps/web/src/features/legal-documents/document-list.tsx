import type { LegalDocumentResource, LegalDocumentsResponse } from '@brocardo/shared';
import { type ReactNode, useId } from 'react';
import { secondaryButtonClass } from '../../components/buttons';
import { PaginationNav } from '../../components/pagination-nav';
import { DocumentCard } from './document-card';
import { EMPTY_LIST } from './legal-documents-messages';

interface DocumentListProps {
  page: LegalDocumentsResponse['documents'] | undefined;
  refreshing: boolean;
  onRefresh(): void;
  onPage(page: number): void;
  onOpen(document: LegalDocumentResource): void;
  onDownload(document: LegalDocumentResource): void;
  onDelete(document: LegalDocumentResource): void;
  /** The matter filter, under the heading. */
  filter?: ReactNode;
}

/** Spec 2 §2.7 'I Tuoi Documenti': refresh, empty state, the cards, pages when there are more. */
export function DocumentList({
  page,
  refreshing,
  onRefresh,
  onPage,
  onOpen,
  onDownload,
  onDelete,
  filter,
}: DocumentListProps) {
  const headingId = useId();
  const documents = page?.data ?? [];
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={refreshing}
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
          I Tuoi Documenti
        </h2>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing}
          className={secondaryButtonClass}
        >
          {refreshing ? 'Aggiornamento…' : 'Aggiorna'}
        </button>
      </header>
      {filter}
      {page && documents.length === 0 && (
        <p
          data-testid="documents-empty"
          className="rounded-md border border-dashed border-rule px-4 py-8 text-center text-sm text-ink-muted"
        >
          {EMPTY_LIST}
        </p>
      )}
      {documents.length > 0 && (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              onOpen={() => onOpen(document)}
              onDownload={() => onDownload(document)}
              onDelete={() => onDelete(document)}
            />
          ))}
        </ul>
      )}
      <PaginationNav page={page} label="Pagine dei documenti" onPage={onPage} />
    </section>
  );
}
