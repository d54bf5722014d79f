import {
  type CheckedCitation,
  type CitationStatus,
  formatLegalReference,
  LEGAL_SOURCE_TYPE,
  OUTSIDE_CORPUS_LABEL,
  outsideCorpusNote,
  splitLegalIdentifier,
  WEB_SOURCE_TYPE,
  type WebSearchResult,
} from '@brocardo/shared';
import { useCachedDocumentName } from '../../documents';
import { citedDocumentId, useDeletedSources, useOpenSource } from '../../legal-db';
import { linkableUrl } from '../../web-search';
import type { Citation } from '../message-model';
import { chipStatus } from '../use-citation-checks';

const SOURCE_TYPE_LABELS: Record<string, string> = {
  legal: 'Fonte legale',
  user: 'Documento personale',
  web: 'Fonte web',
};

export const NOT_IN_SOURCES_MARK = 'non tra le fonti';
export const UNVERIFIED_MARK = 'citazione non verificata';
export const DELETED_MARK = 'fonte eliminata';
const USER_SOURCE_FALLBACK = 'Documento personale';

type ChipStatus = CitationStatus | 'pending';
type ChipKind = 'tag' | 'reference';

/**
 * Tags are small-caps chips (the frame on <cite>); plain references keep the answer's words, only
 * underlined (on the words themselves: a decoration does not reach into a button).
 */
const frameClass: Record<ChipKind, Record<ChipStatus, string>> = {
  tag: {
    pending: 'border border-dashed border-accent/50 bg-accent-soft/60 text-accent',
    verified: 'border border-accent/40 bg-accent-soft text-accent',
    not_in_sources: 'border border-dashed border-warning/60 bg-warning/5 text-accent',
    not_found: 'border border-dotted border-critical bg-critical/5 text-critical',
    deleted: 'border border-dotted border-ink-muted/60 bg-paper text-ink-muted',
    outside_corpus: 'border border-dotted border-ink-muted/60 bg-paper text-ink',
  },
  reference: {
    pending: '',
    verified: 'underline decoration-accent/60 underline-offset-4',
    not_in_sources: 'underline decoration-warning decoration-dashed underline-offset-4',
    not_found:
      'underline decoration-critical decoration-dotted decoration-2 underline-offset-4 text-critical',
    deleted: 'underline decoration-ink-muted decoration-dotted underline-offset-4 text-ink-muted',
    outside_corpus: 'underline decoration-ink-muted decoration-dotted underline-offset-4',
  },
};

const tagBase =
  'mx-0.5 inline-flex items-baseline gap-1 rounded px-1.5 font-sans text-[0.8em] not-italic [font-variant-caps:all-small-caps]';
/** A page title is long: its chip wraps like text (each line framed) instead of pushing the line break. */
const webTagBase =
  'mx-0.5 inline rounded px-1.5 font-sans text-[0.8em] not-italic box-decoration-clone [font-variant-caps:normal]';
const referenceBase = 'not-italic';
const buttonClass =
  'cursor-pointer rounded-sm text-inherit not-italic [font:inherit] hover:text-accent-strong hover:underline';

function WarningIcon({ spaced = false }: { spaced?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`inline size-[0.9em] self-center ${spaced ? 'ml-1 align-[-0.1em]' : ''}`}
      fill="none"
      stroke="currentColor"
    >
      <path strokeWidth="2" strokeLinejoin="round" d="M12 3 2 21h20L12 3Z" />
      <path strokeWidth="2" strokeLinecap="round" d="M12 10v5M12 18v.01" />
    </svg>
  );
}

export interface CitationChipProps {
  kind: ChipKind;
  /** For a tag, its source type and identifier; for a plain reference, those of its (first) check. */
  sourceType: string;
  identifier: string;
  /** The words of a plain reference as written in the answer. */
  text: string;
  /** The verification of this citation; undefined until it returns. */
  checks: readonly CheckedCitation[] | undefined;
  /** The source as the stream's `citations` event described it (title, excerpt), if it did. */
  citation: Citation | undefined;
  /** The sentence of the answer around the citation. */
  context: string | undefined;
  /** For `@source:web:{n}`: the n-th result of the question's web search, when known. */
  webResult?: WebSearchResult | undefined;
}

const MAX_FILE_LABEL = 40;
const MAX_WEB_LABEL = 60;

/** Long file names keep their start and their end (extension, page) in the chip; the tooltip has it all. */
function shortenMiddle(label: string): string {
  if (label.length <= MAX_FILE_LABEL) return label;
  const tail = 16;
  return `${label.slice(0, MAX_FILE_LABEL - tail - 1)}…${label.slice(-tail)}`;
}

/** A web page's title, cut at the end when long (the tooltip has it all). */
function shortenEnd(label: string): string {
  return label.length <= MAX_WEB_LABEL ? label : `${label.slice(0, MAX_WEB_LABEL - 1).trimEnd()}…`;
}

function shortLabel(
  sourceType: string,
  identifier: string,
  citation: Citation | undefined,
  documentName: string | undefined,
  webResult: WebSearchResult | undefined,
): string {
  if (sourceType === WEB_SOURCE_TYPE)
    return shortenEnd(webResult?.title.trim() || citation?.title || `Risultato web ${identifier}`);
  if (sourceType === LEGAL_SOURCE_TYPE) {
    const parts = splitLegalIdentifier(identifier);
    if (parts) return formatLegalReference(parts.act, parts.article);
  }
  // A personal document: the stream's title ('contratto.pdf, p. 3'), else its file name.
  if (citedDocumentId(sourceType, identifier))
    return shortenMiddle(citation?.title ?? documentName ?? USER_SOURCE_FALLBACK);
  return citation?.title ?? identifier;
}

/**
 * A cited source (DESIGN.md: citations look like citations). Verified, it is a button that opens
 * the source panel; 'non tra le fonti' still opens but says so; 'citazione non verificata', a
 * personal document deleted since ('fonte eliminata') and an act the corpus does not hold ('atto
 * non presente nella banca dati': unverified, not wrong, so neutral) are never links. Before verification it is
 * a neutral reference.
 */
export function CitationChip(props: CitationChipProps) {
  const { kind, sourceType, identifier, checks, citation, context, webResult } = props;
  const openSource = useOpenSource();
  const documentId = citedDocumentId(sourceType, identifier);
  const documentName = useCachedDocumentName(documentId);
  // Deleted since the answer was verified (a 410 from the panel, or deleted in this visit).
  const deleted = useDeletedSources()?.isDeleted(sourceType, identifier) ?? false;
  const status = deleted ? 'deleted' : chipStatus(checks);
  const label =
    kind === 'reference' ? props.text : shortLabel(sourceType, identifier, citation, documentName, webResult);
  const title =
    checks?.find((check) => check.title)?.title ?? (webResult?.title.trim() || citation?.title) ?? label;
  const sourceKind = SOURCE_TYPE_LABELS[sourceType] ?? `Fonte ${sourceType}`;
  const isWeb = sourceType === WEB_SOURCE_TYPE;
  // A verified web citation is a link to its page; the others open the source panel.
  const webHref = isWeb && status === 'verified' && webResult ? linkableUrl(webResult.url) : null;
  const opens = !isWeb && openSource !== null && (status === 'verified' || status === 'not_in_sources');
  // File names are not set in small caps (they are not article references).
  const caps = documentId ? '[font-variant-caps:normal]' : '';
  const className =
    kind === 'tag' ? `${isWeb ? webTagBase : tagBase} ${frameClass.tag[status]} ${caps}` : referenceBase;
  const wordsClass = kind === 'reference' ? frameClass.reference[status] : '';

  let tooltip = `${sourceKind}: ${title}`;
  if (status === 'pending') tooltip += ' (verifica in corso)';
  if (status === 'not_in_sources') tooltip += ` (${NOT_IN_SOURCES_MARK})`;
  if (status === 'not_found') tooltip = `${UNVERIFIED_MARK}: ${label}`;
  if (status === 'deleted') tooltip += ` (${DELETED_MARK})`;
  if (status === 'outside_corpus')
    tooltip = outsideCorpusNote(checks?.find((check) => check.act_name)?.act_name ?? label);
  if (webHref) tooltip += ` — ${webResult?.url}`;

  return (
    <cite data-testid="citation" data-status={status} data-kind={kind} title={tooltip} className={className}>
      {webHref ? (
        <a
          href={webHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Apri fonte web: ${title} (si apre in una nuova scheda)`}
          className={`${buttonClass} no-underline`}
        >
          {label}
        </a>
      ) : opens ? (
        <button
          type="button"
          aria-label={`Apri fonte: ${title}${status === 'not_in_sources' ? ` (${NOT_IN_SOURCES_MARK})` : ''}`}
          onClick={() => openSource({ sourceType, identifier, excerpt: citation?.excerpt, context })}
          className={`${buttonClass} ${wordsClass}`}
        >
          {label}
        </button>
      ) : (
        <>
          {status === 'not_found' && <span className="sr-only">{UNVERIFIED_MARK}: </span>}
          {status === 'outside_corpus' && <span className="sr-only">{OUTSIDE_CORPUS_LABEL}: </span>}
          {status === 'deleted' && (
            <span className="sr-only">
              {sourceKind}, {DELETED_MARK}:{' '}
            </span>
          )}
          {status === 'pending' && kind === 'tag' && (
            <span className="sr-only">{sourceKind}, non verificata: </span>
          )}
          <span className={wordsClass}>{label}</span>
        </>
      )}
      {status === 'not_in_sources' && (
        <span
          aria-hidden="true"
          className="ml-1 font-sans text-[0.75em] font-medium text-warning [font-variant-caps:normal]"
        >
          {NOT_IN_SOURCES_MARK}
        </span>
      )}
      {status === 'deleted' && (
        <span
          aria-hidden="true"
          className="ml-1 font-sans text-[0.75em] font-medium text-ink-muted [font-variant-caps:normal]"
        >
          {DELETED_MARK}
        </span>
      )}
      {status === 'outside_corpus' && (
        <span
          aria-hidden="true"
          className="ml-1 font-sans text-[0.75em] font-medium text-ink-muted [font-variant-caps:normal]"
        >
          {OUTSIDE_CORPUS_LABEL}
        </span>
      )}
      {status === 'not_found' && <WarningIcon spaced={isWeb} />}
    </cite>
  );
}
