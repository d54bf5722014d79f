import type { LegalArea, LegalDocumentType } from '../contracts/legal-documents';

/**
 * D.M. Giustizia 7 agosto 2023, n. 110 (criteri di redazione e limiti degli atti del processo civile,
 * art. 46 disp. att. c.p.c.), as read from the text published in the Gazzetta Ufficiale (23G00120):
 *
 * - art. 3, comma 1: the exposition stays within a) 80.000 characters for the atto di citazione, the
 *   ricorso, the comparsa di risposta and the memoria difensiva, the acts of intervention and third-party
 *   joinder, the comparse and note conclusionali and the acts introducing an appeal; b) 50.000 for the
 *   memorie, the repliche and every other act of the proceedings; c) 10.000 for the written notes that
 *   replace a hearing (art. 127-ter c.p.c.).
 * - art. 3, comma 2: spaces are not counted.
 * - art. 4: not counted are the elements of art. 2, comma 2, lett. a) b) c) d) h) i) l) m) n)
 *   (intestazione, parti, parole chiave, the decision appealed, conclusioni, mezzi di prova and index of
 *   the documents, valore della controversia, …), the index and the summary of the act, the statements
 *   and warnings the law requires, date, place and signatures, the relate di notifica, and the case law
 *   cited in footnotes.
 * - art. 5: the limits may be exceeded for questions of particular complexity, stating why in the act,
 *   with an index and a summary after the heading.
 * - art. 2, comma 1, lett. c): at most twenty keywords.
 *
 * Not verified here (so not applied): the letters m) and n) of art. 2 by name, and the €500.000 value
 * threshold some commentaries mention. The decree governs civil proceedings: criminal and administrative
 * acts (the latter have their own limits) are not checked. The text is Markdown: sections are read from
 * its headings, and what precedes the first heading of the exposition (fatto, diritto, motivi…) is taken
 * as intestazione and parti; a text with no such heading is counted whole.
 */

export type FilingCategory = 'atto_principale' | 'atto_successivo' | 'note_udienza';

export const DM110_CHARACTER_LIMITS: Readonly<Record<FilingCategory, number>> = {
  atto_principale: 80_000,
  atto_successivo: 50_000,
  note_udienza: 10_000,
};

export const DM110_MAX_KEYWORDS = 20;

/** From this share of the limit on, the check says the text is close to it. */
const NEAR_LIMIT_SHARE = 0.9;

const LIMIT_RULE: Readonly<Record<FilingCategory, string>> = {
  atto_principale:
    "dall'art. 3, comma 1, lett. a), del D.M. 110/2023 per l'atto di citazione, il ricorso e la comparsa di risposta",
  atto_successivo:
    "dall'art. 3, comma 1, lett. b), del D.M. 110/2023 per le memorie, le repliche e gli altri atti del giudizio",
  note_udienza:
    "dall'art. 3, comma 1, lett. c), del D.M. 110/2023 per le note scritte in sostituzione dell'udienza",
};

/** Italian article before the limit as read aloud: gli ottantamila, i cinquantamila, i diecimila. */
const LIMIT_ARTICLE: Readonly<Record<FilingCategory, string>> = {
  atto_principale: 'gli',
  atto_successivo: 'i',
  note_udienza: 'i',
};

/** The document types the decree governs, by its categories (null: not a civil filing). */
const CATEGORY_BY_TYPE: Readonly<Partial<Record<LegalDocumentType, FilingCategory>>> = {
  atto_giudiziario: 'atto_principale',
  ricorso: 'atto_principale',
  atto_costituzione: 'atto_principale',
  istanza: 'atto_successivo',
};

const OUTSIDE_CIVIL_PROCEEDINGS: ReadonlySet<LegalArea> = new Set([
  'diritto_penale',
  'diritto_amministrativo',
]);

export function filingCategoryFor(type: LegalDocumentType, area: LegalArea): FilingCategory | null {
  if (OUTSIDE_CIVIL_PROCEEDINGS.has(area)) return null;
  return CATEGORY_BY_TYPE[type] ?? null;
}

/** Headings of the parts art. 4 leaves out of the count. */
const EXCLUDED_HEADING =
  /intestazion|^(?:le\s+)?parti\b|parole chiave|provvedimento impugnato|conclusion|mezzi (di prova|istruttori)|istanze istruttorie|indice|sintesi|allegat|produzion|elenco (dei )?documenti|documenti (prodotti|allegati|offerti)|valore della (causa|controversia)|^dichiarazion|contributo unificato|avvertiment|procura|relat[ae] di notific|relazion[ei] di notific/i;
/** Headings where the exposition (counted) begins. */
const EXPOSITION_HEADING =
  /fatt|diritto|motiv|premess|ragioni|esposizion|difese|eccezion|domand|svolgimento/i;
const HEADING = /^#{1,6}\s+(.*)$/;
const FOOTNOTE = /^\[\^[^\]]+\]:/;

export interface FilingCount {
  /** Characters counted: spaces and line breaks excluded, Markdown markers removed. */
  counted: number;
  /** The headings of the sections left out, as written. */
  excludedSections: string[];
  /** Whether an exposition heading was found (otherwise the whole text is counted). */
  structured: boolean;
  /** Keywords listed under a "Parole chiave" heading. */
  keywords: number;
}

/** Characters as art. 3, comma 2, counts them: no spaces; Markdown emphasis and heading marks are not text. */
function charactersOf(line: string): number {
  const text = line.replace(/^#{1,6}\s+/, '').replace(/[*_`]/g, '');
  return Array.from(text.replace(/\s/g, '')).length;
}

function keywordCount(lines: readonly string[]): number {
  const words = lines
    .join('\n')
    .split(/[,;\n]/)
    .map((part) => part.replace(/^[\s\-*•\d.)]+/, '').trim())
    .filter((part) => part !== '');
  return words.length;
}

export function countFilingCharacters(text: string): FilingCount {
  const lines = text.split(/\r?\n/);
  const structured = lines.some((line) => {
    const heading = HEADING.exec(line);
    return heading !== null && EXPOSITION_HEADING.test(heading[1]!) && !EXCLUDED_HEADING.test(heading[1]!);
  });
  let counted = 0;
  let keywords = 0;
  const excludedSections: string[] = [];
  // Before the first exposition heading: intestazione and parti (art. 2, comma 2, lett. a e b).
  let excluded = structured;
  let keywordLines: string[] | null = null;
  if (structured) excludedSections.push('Intestazione e parti');
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      const title = heading[1]!.trim();
      if (keywordLines) keywords += keywordCount(keywordLines);
      keywordLines = /parole chiave/i.test(title) ? [] : null;
      const isExcluded = EXCLUDED_HEADING.test(title);
      if (isExcluded) excludedSections.push(title);
      excluded = isExcluded || (excluded && !EXPOSITION_HEADING.test(title));
      if (excluded) continue;
    }
    if (keywordLines && !heading) keywordLines.push(line);
    if (excluded || FOOTNOTE.test(line)) continue;
    counted += charactersOf(line);
  }
  if (keywordLines) keywords += keywordCount(keywordLines);
  return { counted, excludedSections, structured, keywords };
}

export interface FilingLengthCheck extends FilingCount {
  category: FilingCategory;
  limit: number;
  /** Italian warnings, each naming its rule; empty when the text is within the decree's limits. */
  warnings: string[];
}

/** 80000 → '80.000' (Italian grouping, also for four digits, which Intl leaves ungrouped). */
const grouped = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The D.M. 110/2023 check of a document: null when the decree does not govern its type and area.
 * The web runs it before an export; the server stores its warnings with the document.
 */
export function checkFilingLength(
  text: string,
  type: LegalDocumentType,
  area: LegalArea,
): FilingLengthCheck | null {
  const category = filingCategoryFor(type, area);
  if (!category) return null;
  const limit = DM110_CHARACTER_LIMITS[category];
  const count = countFilingCharacters(text);
  const warnings: string[] = [];
  const counted = grouped(count.counted);
  const max = grouped(limit);
  if (count.counted > limit) {
    warnings.push(
      `Il testo supera ${LIMIT_ARTICLE[category]} ${max} caratteri (spazi esclusi) previsti ${LIMIT_RULE[category]}: ne conta ${counted}. ` +
        "Il limite può essere superato solo per questioni di particolare complessità, esponendone le ragioni nell'atto con un indice e una sintesi (art. 5).",
    );
  } else if (count.counted >= limit * NEAR_LIMIT_SHARE) {
    warnings.push(
      `Il testo conta ${counted} caratteri (spazi esclusi), vicino al limite di ${max} previsto ${LIMIT_RULE[category]}.`,
    );
  }
  if (count.keywords > DM110_MAX_KEYWORDS) {
    warnings.push(
      `Le parole chiave sono ${count.keywords}: l'art. 2, comma 1, lett. c), del D.M. 110/2023 ne consente al massimo ${DM110_MAX_KEYWORDS}.`,
    );
  }
  return { ...count, category, limit, warnings };
}
