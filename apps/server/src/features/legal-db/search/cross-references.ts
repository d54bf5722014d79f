import type { LegalCitation } from '@brocardo/shared';

/**
 * Words of the codes that cite an article only to set it aside: «Salvo quanto previsto dagli articoli
 * 406 e 415-bis c.p.p., …», «Fuori dei casi previsti dagli artt. 7 e 8 c.p., …», «In deroga
 * all'art. …», «Fermo restando …». A quiz stem quoting them asks about another article.
 */
const SETS_ASIDE =
  /(?:\bsalvo (?:quanto|il|i|l'|gli|le)|\bfuori (?:dei|dai|del|dal) cas[oi]|\boltre (?:ai|i|al) cas[oi]|\bin deroga\b|\bferm[oaie] restand[oi]|\bdivers[oaie] da quell[oaie])[^.;:?!]{0,48}$/iu;
/** How far before a citation those words are looked for. */
const LOOK_BEHIND = 90;

/** The citations of `text` that set their articles aside, and those it asks about. */
export function splitCitations(
  text: string,
  citations: readonly LegalCitation[],
): { asked: LegalCitation[]; setAside: LegalCitation[] } {
  const asked: LegalCitation[] = [];
  const setAside: LegalCitation[] = [];
  for (const citation of citations) {
    const before = text.slice(Math.max(0, citation.start - LOOK_BEHIND), citation.start);
    (SETS_ASIDE.test(before) ? setAside : asked).push(citation);
  }
  return { asked, setAside };
}
