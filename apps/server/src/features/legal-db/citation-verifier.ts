import {
  type CheckedCitation,
  type CitationStatus,
  LEGAL_SOURCE_TYPE,
  parseLegalCitations,
} from '@brocardo/shared';
import { articleTitle, type LegalIndex } from '../../retrieval/legal-index';

/** `@source:{type}:{identifier}` as answers write it (the identifier ends on a letter or digit). */
const SOURCE_TAG = /@source:([A-Za-z][\w-]*):([\w\-./#:]*\w)/g;

/**
 * Every citation a text makes, tagged or written as a lawyer would (`art. 1453 c.c.`), checked
 * against the corpus: verified; not_in_sources when it exists but the answer was not given it;
 * not_found when no such article exists. Sources of other types (personal documents) are checked
 * by their own feature; here they are not found.
 */
export function verifyCitations(
  text: string,
  index: LegalIndex,
  sources?: readonly string[],
): CheckedCitation[] {
  const given = sources ? new Set(sources.map((source) => source.toLowerCase())) : null;
  const statusOf = (identifier: string): Pick<CheckedCitation, 'status' | 'title' | 'abrogated'> => {
    const article = index.byIdentifier.get(identifier);
    if (!article) return { status: 'not_found' };
    const status: CitationStatus = given && !given.has(identifier) ? 'not_in_sources' : 'verified';
    return { status, title: articleTitle(article), abrogated: article.abrogated };
  };

  const checked: CheckedCitation[] = [];
  const tagSpans: [number, number][] = [];
  for (const match of text.matchAll(SOURCE_TAG)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    tagSpans.push([start, end]);
    const sourceType = match[1]!;
    const identifier = match[2]!.toLowerCase();
    const found = sourceType === LEGAL_SOURCE_TYPE ? statusOf(identifier) : { status: 'not_found' as const };
    checked.push({ text: match[0], start, end, kind: 'tag', source_type: sourceType, identifier, ...found });
  }
  const insideTag = (start: number) => tagSpans.some(([from, to]) => start >= from && start < to);
  for (const citation of parseLegalCitations(text)) {
    if (insideTag(citation.start)) continue;
    checked.push({
      text: citation.text,
      start: citation.start,
      end: citation.end,
      kind: 'reference',
      source_type: LEGAL_SOURCE_TYPE,
      identifier: citation.identifier,
      ...statusOf(citation.identifier),
    });
  }
  return checked.sort((a, b) => a.start - b.start);
}
