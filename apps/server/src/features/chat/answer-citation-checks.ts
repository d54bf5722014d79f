import {
  type CitationChecksEvent,
  type CitationsEvent,
  type TypedStreamEvent,
  USER_SOURCE_TYPE,
} from '@brocardo/shared';
import type { DocumentsService } from '../documents/documents.service';
import type { LegalDbService } from '../legal-db/legal-db.service';

export interface AnswerCitationChecksDeps {
  legalDb: Pick<LegalDbService, 'verify'>;
  /** The caller's personal documents, for the answer's `@source:user:` tags (deleted since, missing). */
  userSources: Pick<DocumentsService, 'sourceStates'>;
}

/** What POST /rag-api/verify-citations accepts as the sources of an answer (the web sends the same). */
const MAX_SOURCES = 200;

/**
 * The identifiers of the sources a stream gave the model, as the web reads them: the last
 * `citations` event of the stream (the pipeline always sends one, empty when no source was given).
 */
export function givenSources(events: readonly TypedStreamEvent[]): string[] {
  const last = events.findLast((event): event is CitationsEvent => event.type === 'citations');
  return (last?.citations ?? []).map((citation) => citation.identifier).slice(0, MAX_SOURCES);
}

export type AnswerCitationChecker = (
  userId: number,
  text: string,
  sources: readonly string[],
) => Promise<CitationChecksEvent>;

/**
 * The check of a finished answer's citations against the sources its stream named: what
 * POST /rag-api/verify-citations answers for the same text and sources, so the web need not post
 * the answer back. Personal-document tags are looked up only when the answer has some (the first
 * pass finds them, with the verifier's own reading of the tags).
 */
export function createAnswerCitationChecks(deps: AnswerCitationChecksDeps): AnswerCitationChecker {
  return async (userId, text, sources) => {
    const first = await deps.legalDb.verify(text, sources);
    const cited = [
      ...new Set(
        first.citations
          .filter((check) => check.kind === 'tag' && check.source_type === USER_SOURCE_TYPE)
          .map((check) => check.identifier),
      ),
    ];
    if (cited.length === 0) return { type: 'citation_checks', citations: first.citations };
    const states = await deps.userSources.sourceStates(userId, cited);
    const { citations } = await deps.legalDb.verify(text, sources, states);
    return { type: 'citation_checks', citations };
  };
}
