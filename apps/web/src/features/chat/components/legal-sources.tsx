import { formatLegalReference, LEGAL_SOURCE_TYPE, splitLegalIdentifier } from '@brocardo/shared';
import { OtherSources, PRINCIPAL_SOURCES_TITLE } from '../../../components/ranked-sources';
import { useOpenSource } from '../../legal-db';
import type { Citation } from '../message-model';

export { OTHER_SOURCES_TITLE, PRINCIPAL_SOURCES_TITLE } from '../../../components/ranked-sources';

const SOURCES_LABEL = 'Fonti della risposta';

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

/** `art. 1325 c.c.` and `Indicazione dei requisiti` from the source's title. */
function referenceAndHeading(citation: Citation): { reference: string; heading: string } {
  const parts = splitLegalIdentifier(citation.identifier);
  const reference = parts ? formatLegalReference(parts.act, parts.article) : citation.identifier;
  const title = citation.title.trim();
  const heading = title.startsWith(reference) ? title.slice(reference.length).replace(/^\s*—\s*/, '') : title;
  return { reference, heading };
}

function SourceItem({ citation }: { citation: Citation }) {
  const openSource = useOpenSource();
  const { reference, heading } = referenceAndHeading(citation);
  const label = (
    <>
      <span className="mr-2 font-medium whitespace-nowrap text-accent [font-variant-caps:all-small-caps]">
        {reference}
      </span>
      {heading && <span className="break-words text-ink">{heading}</span>}
    </>
  );
  return (
    <li data-testid="legal-source" data-identifier={citation.identifier}>
      {openSource ? (
        <button
          type="button"
          aria-label={`Apri fonte: ${citation.title}`}
          onClick={() =>
            openSource({
              sourceType: citation.source_type,
              identifier: citation.identifier,
              excerpt: citation.excerpt,
            })
          }
          className="block w-full cursor-pointer rounded-sm py-0.5 text-left hover:text-accent-strong hover:underline"
        >
          {label}
        </button>
      ) : (
        <span className="block py-0.5">{label}</span>
      )}
    </li>
  );
}

/**
 * Under a Database Legale answer: the sources that govern the question ("Fonti principali", each
 * opening the same source panel as the citation chips), then the other sources the answer was
 * given, folded ("Altre fonti consultate (N)", a native disclosure: closed, Tab and Enter/Space).
 */
export function LegalSources({ citations }: { citations: readonly Citation[] | undefined }) {
  const ranked = rankedLegalSources(citations);
  if (!ranked) return null;
  const { principal, other } = ranked;
  return (
    <section
      aria-label={SOURCES_LABEL}
      data-testid="legal-sources"
      className="rounded-md border border-rule bg-paper px-3 py-2 font-sans text-sm"
    >
      {principal.length > 0 && (
        <>
          <h3 className="text-xs font-semibold tracking-wide text-accent uppercase">
            {PRINCIPAL_SOURCES_TITLE}
          </h3>
          <ul className="mt-1 flex flex-col gap-0.5" data-testid="principal-sources">
            {principal.map((citation) => (
              <SourceItem key={citation.identifier} citation={citation} />
            ))}
          </ul>
        </>
      )}
      {other.length > 0 && (
        <OtherSources count={other.length} testId="other-sources">
          {other.map((citation) => (
            <SourceItem key={citation.identifier} citation={citation} />
          ))}
        </OtherSources>
      )}
    </section>
  );
}
