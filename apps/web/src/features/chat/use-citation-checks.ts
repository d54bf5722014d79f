import {
  type CheckedCitation,
  type CitationStatus,
  VERIFY_CITATIONS_MAX_LENGTH,
  type VerifyCitationsResponse,
} from '@brocardo/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { verifyCitations } from '../legal-db';
import type { ChatMessage } from './message-model';

/** A plain reference of the text (one written span; a list such as `artt. 1453 e 1455 c.c.` has several checks). */
export interface ReferenceSpan {
  text: string;
  checks: CheckedCitation[];
}

/** What POST /rag-api/verify-citations (or the stream's citation_checks) said about an answer, arranged for the chips. */
export interface CitationChecks {
  /** `@source:` tags, by `{source_type}:{identifier}`. */
  tags: Map<string, CheckedCitation>;
  /** Plain references, in the order of the text; the remark plugin wraps them by this order. */
  references: ReferenceSpan[];
}

/** Answers without a tag, an article reference or an act's number are not worth a call. */
const MAY_CITE =
  /@source:|\bartt?\.\s*\d|\barticol[oi]\s+\d|\b(?:l|legge|d\.\s?lgs|d\.\s?l|d\.\s?p\.\s?r|dpr|reg|regolamento|dir|direttiva)\b\.?\s*(?:\(|n\.|\d)/i;

export function tagKey(sourceType: string, identifier: string): string {
  return `${sourceType}:${identifier.toLowerCase()}`;
}

function arrange(response: VerifyCitationsResponse): CitationChecks {
  const tags = new Map<string, CheckedCitation>();
  const spans = new Map<string, ReferenceSpan & { start: number }>();
  for (const check of response.citations) {
    if (check.kind === 'tag') {
      const key = tagKey(check.source_type, check.identifier);
      if (!tags.has(key)) tags.set(key, check);
      continue;
    }
    const spanKey = `${check.start}:${check.end}`;
    const span = spans.get(spanKey) ?? { text: check.text, checks: [], start: check.start };
    span.checks.push(check);
    spans.set(spanKey, span);
  }
  const references = [...spans.values()]
    .sort((a, b) => a.start - b.start)
    .map(({ text, checks }) => ({ text, checks }));
  return { tags, references };
}

const SEVERITY: Record<CitationStatus, number> = {
  verified: 0,
  not_in_sources: 1,
  outside_corpus: 2,
  deleted: 3,
  not_found: 4,
};

/** The status a chip shows for its checks: the worst of them; 'pending' before (or without) a check. */
export function chipStatus(checks: readonly CheckedCitation[] | undefined): CitationStatus | 'pending' {
  if (!checks || checks.length === 0) return 'pending';
  return checks.reduce<CitationStatus>(
    (worst, check) => (SEVERITY[check.status] > SEVERITY[worst] ? check.status : worst),
    'verified',
  );
}

type CheckedMessage = Pick<ChatMessage, 'key' | 'content' | 'citations'>;

/** The identifiers of the sources the model was given, as verify-citations takes them. */
const sourcesOf = (message: CheckedMessage) =>
  message.citations?.map((citation) => citation.identifier).slice(0, 200);

const citationChecksKey = (message: CheckedMessage) =>
  ['verify-citations', message.key, message.content, sourcesOf(message) ?? null] as const;

/**
 * The stream's own check of its answer (the `citation_checks` event, what verify-citations would
 * answer for the same text and sources): stored where the chips read it, so the answer is not
 * posted back. Call it before the answer is marked complete.
 */
export function primeCitationChecks(
  queryClient: QueryClient,
  message: CheckedMessage,
  citations: CheckedCitation[],
): void {
  queryClient.setQueryData<VerifyCitationsResponse>(citationChecksKey(message), { citations });
}

/**
 * Verifies the references of a finished answer once (streamed now or loaded from history), unless
 * its stream already did (primeCitationChecks). The sources are the identifiers the model was
 * given, when known: others are 'non tra le fonti'. Until the answer is verified, or if
 * verification fails, the result is undefined.
 */
export function useCitationChecks(message: ChatMessage): CitationChecks | undefined {
  const finished = message.status === 'complete' || message.status === 'stopped';
  const sources = sourcesOf(message);
  const enabled =
    message.role === 'assistant' &&
    finished &&
    message.content.length <= VERIFY_CITATIONS_MAX_LENGTH &&
    MAY_CITE.test(message.content);
  const query = useQuery({
    queryKey: citationChecksKey(message),
    queryFn: ({ signal }) =>
      verifyCitations({ text: message.content, ...(sources ? { sources } : {}) }, signal),
    select: arrange,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return enabled ? query.data : undefined;
}
