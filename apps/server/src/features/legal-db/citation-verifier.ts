import {
  type CheckedCitation,
  type CitationStatus,
  LEGAL_SOURCE_TYPE,
  otherSpelling,
  parseLegalCitations,
  parseOutsideActs,
  SOURCE_TAG_PATTERN,
  USER_SOURCE_TYPE,
  WEB_SOURCE_TYPE,
} from '@brocardo/shared';
import type { UserSourceState } from '../documents/documents.service';
import { articleTitle, type LegalIndex } from './search/legal-index';

/** The identifiers of the `@source:user:…` tags of a text (looked up before verifying). */
export function userSourceTags(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SOURCE_TAG_PATTERN)) {
    if (match[1] === USER_SOURCE_TYPE) found.add(match[2]!.toLowerCase());
  }
  return [...found];
}

/**
 * Every citation a text makes, tagged or written as a lawyer would (`art. 1453 c.c.`), checked
 * against the corpus: verified; not_in_sources when it exists but the answer was not given it;
 * not_found when no such article exists; outside_corpus for an act the corpus does not hold
 * (`art. 5 L. 392/1978`), with the act's name and no identifier. Passages of personal documents are checked against
 * `userSources` (the caller's documents, looked up beforehand): deleted when their document is gone.
 */
export function verifyCitations(
  text: string,
  index: LegalIndex,
  sources?: readonly string[],
  userSources?: ReadonlyMap<string, UserSourceState>,
): CheckedCitation[] {
  const given = sources ? new Set(sources.map((source) => source.toLowerCase())) : null;
  const statusOf = (
    written: string,
  ): Pick<CheckedCitation, 'identifier' | 'status' | 'title' | 'abrogated'> => {
    const other = otherSpelling(written);
    const identifier =
      !index.byIdentifier.has(written) && other && index.byIdentifier.has(other) ? other : written;
    const article = index.byIdentifier.get(identifier);
    if (!article) return { identifier, status: 'not_found' };
    const status: CitationStatus = given && !given.has(identifier) ? 'not_in_sources' : 'verified';
    return { identifier, status, title: articleTitle(article), abrogated: article.abrogated };
  };

  const userStatusOf = (identifier: string): Pick<CheckedCitation, 'status' | 'title'> => {
    const state = userSources?.get(identifier);
    if (!state || state.status === 'missing') return { status: 'not_found' };
    if (state.status === 'deleted')
      return { status: 'deleted', ...(state.title ? { title: state.title } : {}) };
    const status: CitationStatus = given && !given.has(identifier) ? 'not_in_sources' : 'verified';
    return { status, ...(state.title ? { title: state.title } : {}) };
  };

  // A web result exists only as the search gave it: a tag of a result that was not given is made up.
  const webStatusOf = (identifier: string): Pick<CheckedCitation, 'status'> => ({
    status: given?.has(identifier) ? 'verified' : 'not_found',
  });

  const checked: CheckedCitation[] = [];
  const tagSpans: [number, number][] = [];
  for (const match of text.matchAll(SOURCE_TAG_PATTERN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    tagSpans.push([start, end]);
    const sourceType = match[1]!;
    const identifier = match[2]!.toLowerCase();
    const found =
      sourceType === LEGAL_SOURCE_TYPE
        ? statusOf(identifier)
        : sourceType === USER_SOURCE_TYPE
          ? userStatusOf(identifier)
          : sourceType === WEB_SOURCE_TYPE
            ? webStatusOf(identifier)
            : { status: 'not_found' as const };
    checked.push({ text: match[0], start, end, kind: 'tag', source_type: sourceType, identifier, ...found });
  }
  const insideTag = (start: number) => tagSpans.some(([from, to]) => start >= from && start < to);
  const references = parseLegalCitations(text);
  for (const citation of references) {
    if (insideTag(citation.start)) continue;
    const { text: written, start, end } = citation;
    checked.push({
      text: written,
      start,
      end,
      kind: 'reference',
      source_type: LEGAL_SOURCE_TYPE,
      ...statusOf(citation.identifier),
    });
  }
  for (const outside of parseOutsideActs(text, references)) {
    if (insideTag(outside.start)) continue;
    const { text: written, start, end, act } = outside;
    checked.push({
      text: written,
      start,
      end,
      kind: 'reference',
      source_type: LEGAL_SOURCE_TYPE,
      identifier: '',
      status: 'outside_corpus',
      act_name: act,
    });
  }
  return checked.sort((a, b) => a.start - b.start);
}
