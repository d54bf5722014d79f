import {
  formatLegalReference,
  LEGAL_SOURCE_TYPE,
  parseUserSourceIdentifier,
  splitLegalIdentifier,
  USER_SOURCE_TYPE,
} from '@brocardo/shared';
import type { ReactNode } from 'react';
import { OtherSources, PRINCIPAL_SOURCES_TITLE } from '../../../components/ranked-sources';
import { useOpenSource } from '../../legal-db';
import type { Citation } from '../message-model';

export { OTHER_SOURCES_TITLE, PRINCIPAL_SOURCES_TITLE } from '../../../components/ranked-sources';

const SOURCES_LABEL = 'Fonti della risposta';
export const DOCUMENT_PASSAGES_TITLE = 'Dai tuoi documenti';
export const MORE_PASSAGES_TITLE = 'Altri passaggi';
/** Passages of the user's documents listed before the rest are folded. */
const VISIBLE_PASSAGES = 3;

/**
 * The ranked Database Legale sources of an answer, split as the server ranked them (issue 25).
 * Answers stored before the ranking carry no `relevance`: they get no block (their citation chips
 * still open each source), rather than the unranked list this block replaces.
 */
export function rankedLegalSources(citations: readonly Citation[] | undefined) {
  const legal = (citations ?? []).filter((citation) => citation.source_type === LEGAL_SOURCE_TYPE);
  if (!legal.some((citation) => citation.relevance)) return null;
  const principal = legal.filter((citation) => citation.relevance === 'principal');
  const other = legal.filter((citation) => citation.relevance !== 'principal');
  return { principal, other };
}

/**
 * The passages of the user's own documents the answer was given, in the server's order. Their title
 * is the file name (with the page where known: 'contratto.pdf, p. 3'); passages sharing a title are
 * told apart by their number in the document.
 */
export function documentPassages(
  citations: readonly Citation[] | undefined,
): Array<{ citation: Citation; label: string }> {
  const passages = (citations ?? []).filter((citation) => citation.source_type === USER_SOURCE_TYPE);
  const titles = new Map<string, number>();
  for (const { title } of passages) titles.set(title, (titles.get(title) ?? 0) + 1);
  return passages.map((citation) => {
    const chunk = parseUserSourceIdentifier(citation.identifier)?.chunk;
    const shared = (titles.get(citation.title) ?? 0) > 1 && chunk !== undefined;
    return { citation, label: shared ? `${citation.title} · passaggio ${chunk + 1}` : citation.title };
  });
}

/** `art. 1325 c.c.` and `Indicazione dei requisiti` from the source's title. */
function referenceAndHeading(citation: Citation): { reference: string; heading: string } {
  const parts = splitLegalIdentifier(citation.identifier);
  const reference = parts ? formatLegalReference(parts.act, parts.article) : citation.identifier;
  const title = citation.title.trim();
  const heading = title.startsWith(reference) ? title.slice(reference.length).replace(/^\s*—\s*/, '') : title;
  return { reference, heading };
}

function LegalSourceItem({ citation }: { citation: Citation }) {
  const { reference, heading } = referenceAndHeading(citation);
  return (
    <SourceItem citation={citation} name={`Apri fonte: ${citation.title}`} testId="legal-source">
      <span className="mr-2 font-medium whitespace-nowrap text-accent [font-variant-caps:all-small-caps]">
        {reference}
      </span>
      {heading && <span className="break-words text-ink">{heading}</span>}
    </SourceItem>
  );
}

function DocumentPassageItem({ citation, label }: { citation: Citation; label: string }) {
  return (
    <SourceItem citation={citation} name={`Leggi il passaggio: ${label}`} testId="document-passage">
      <span className="break-words text-ink">{label}</span>
    </SourceItem>
  );
}

/** One source of the block: a button opening the source panel (the chips' panel), when there is one. */
function SourceItem({
  citation,
  name,
  testId,
  children,
}: {
  citation: Citation;
  /** The button's accessible name. */
  name: string;
  testId: string;
  children: ReactNode;
}) {
  const openSource = useOpenSource();
  return (
    <li data-testid={testId} data-identifier={citation.identifier}>
      {openSource ? (
        <button
          type="button"
          aria-label={name}
          onClick={() =>
            openSource({
              sourceType: citation.source_type,
              identifier: citation.identifier,
              excerpt: citation.excerpt,
            })
          }
          className="block w-full cursor-pointer rounded-sm py-0.5 text-left hover:text-accent-strong hover:underline"
        >
          {children}
        </button>
      ) : (
        <span className="block py-0.5">{children}</span>
      )}
    </li>
  );
}

/**
 * Under an answer: the passages of the user's documents it was given ("Dai tuoi documenti", the
 * first three listed, the rest folded: with documents active they lead the retrieval), then the
 * Database Legale sources that govern the question ("Fonti principali"), then the other sources it
 * was given, folded ("Altre fonti consultate (N)", a native disclosure: closed, Tab and Enter/Space).
 * Each opens the same source panel as the citation chips, so a passage the answer does not cite can
 * still be read.
 */
export function LegalSources({ citations }: { citations: readonly Citation[] | undefined }) {
  const ranked = rankedLegalSources(citations);
  const passages = documentPassages(citations);
  if (!ranked && passages.length === 0) return null;
  const { principal, other } = ranked ?? { principal: [], other: [] };
  const shownPassages = passages.slice(0, VISIBLE_PASSAGES);
  const foldedPassages = passages.slice(VISIBLE_PASSAGES);
  return (
    <section
      aria-label={SOURCES_LABEL}
      data-testid="legal-sources"
      className="rounded-md border border-rule bg-paper px-3 py-2 font-sans text-sm"
    >
      {passages.length > 0 && (
        <div data-testid="document-passages" className="mb-2 last:mb-0">
          <h3 className="text-xs font-semibold tracking-wide text-accent uppercase">
            {DOCUMENT_PASSAGES_TITLE}
          </h3>
          <ul className="mt-1 flex flex-col gap-0.5">
            {shownPassages.map((passage) => (
              <DocumentPassageItem key={passage.citation.identifier} {...passage} />
            ))}
          </ul>
          {foldedPassages.length > 0 && (
            <OtherSources count={foldedPassages.length} testId="more-passages" title={MORE_PASSAGES_TITLE}>
              {foldedPassages.map((passage) => (
                <DocumentPassageItem key={passage.citation.identifier} {...passage} />
              ))}
            </OtherSources>
          )}
        </div>
      )}
      {principal.length > 0 && (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-accent uppercase">
            {PRINCIPAL_SOURCES_TITLE}
          </h3>
          <ul className="mt-1 flex flex-col gap-0.5" data-testid="principal-sources">
            {principal.map((citation) => (
              <LegalSourceItem key={citation.identifier} citation={citation} />
            ))}
          </ul>
        </div>
      )}
      {other.length > 0 && (
        <OtherSources count={other.length} testId="other-sources">
          {other.map((citation) => (
            <LegalSourceItem key={citation.identifier} citation={citation} />
          ))}
        </OtherSources>
      )}
    </section>
  );
}
