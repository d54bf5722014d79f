import { LEGAL_ACT_CODES } from '../rules/legal-acts';
import { z } from '../zod-it';

/**
 * A citation tag as answers write it, `@source:{type}:{identifier}` (spec 1 §3): the identifier may
 * hold `:` (`{documentId}:{chunk}`) and ends on a letter, digit or underscore, so a full stop or a
 * colon after it is not taken. Global: for `matchAll` and `replace`.
 */
export const SOURCE_TAG_PATTERN = /@source:([A-Za-z][\w-]*):([\w\-./#:]*\w)/g;

/** The source type of corpus articles in `@source:{type}:{identifier}` citations. */
export const LEGAL_SOURCE_TYPE = 'legal';
export const USER_SOURCE_TYPE = 'user';

export const legalActCode = z.enum(LEGAL_ACT_CODES);

/**
 * GET /rag-api/list-available-documents (spec 1 §3 Available legal-database document): the acts
 * of the corpus (type `system`, identifier = act code) and the user's completed documents (type `user`).
 */
export const availableDocument = z.object({
  identifier: z.string(),
  type: z.enum(['system', 'user']),
  name: z.string(),
  /** Acts: the date of the consolidated text, shown as "testo vigente al …". */
  vigente_al: z.string().optional(),
  /** Acts: a quality note on the text (stale, hand-copied), shown under the date. */
  note: z.string().optional(),
  /** Acts: articles in force (searchable). */
  articles: z.number().int().optional(),
});
export type AvailableDocument = z.infer<typeof availableDocument>;
export const availableDocumentsResponse = z.object({ documents: z.array(availableDocument) });
export type AvailableDocumentsResponse = z.infer<typeof availableDocumentsResponse>;

export const LEGAL_SEARCH_DEFAULT_LIMIT = 10;
export const LEGAL_SEARCH_MAX_LIMIT = 50;
export const LEGAL_SEARCH_QUERY_MAX_LENGTH = 500;

/** GET /rag-api/search?q=…&limit=…&acts=cc,cp — a free, rate-limited direct look-up. */
export const legalSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Inserisci un testo da cercare')
    .max(
      LEGAL_SEARCH_QUERY_MAX_LENGTH,
      `La ricerca non può superare i ${LEGAL_SEARCH_QUERY_MAX_LENGTH} caratteri`,
    ),
  limit: z.coerce.number().int().min(1).max(LEGAL_SEARCH_MAX_LIMIT).default(LEGAL_SEARCH_DEFAULT_LIMIT),
  /** Comma-separated act codes; absent or empty = every act. */
  acts: z
    .string()
    .max(200)
    .optional()
    .transform((value, context) => {
      const codes = (value ?? '')
        .split(',')
        .map((code) => code.trim().toLowerCase())
        .filter(Boolean);
      const unknown = codes.filter((code) => !(LEGAL_ACT_CODES as readonly string[]).includes(code));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `Atto sconosciuto: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return codes as (typeof LEGAL_ACT_CODES)[number][];
    }),
});
export type LegalSearchQuery = z.input<typeof legalSearchQuery>;

export const legalSearchHit = z.object({
  identifier: z.string(),
  act: legalActCode,
  act_name: z.string(),
  article: z.string(),
  heading: z.string().nullable(),
  /** The article's opening, or its sentences that best match the query. */
  excerpt: z.string(),
  score: z.number(),
  vigente_al: z.string(),
});
export type LegalSearchHit = z.infer<typeof legalSearchHit>;
export const legalSearchResponse = z.object({ query: z.string(), results: z.array(legalSearchHit) });
export type LegalSearchResponse = z.infer<typeof legalSearchResponse>;

/** POST /rag-api/citation-source (spec 1 §7). */
export const citationSourceRequest = z.object({
  sourceType: z.string().trim().min(1).max(20),
  identifier: z.string().trim().min(1).max(200),
});
export type CitationSourceRequest = z.infer<typeof citationSourceRequest>;

export const citationSourceResponse = z.object({
  /** The exact stored text (one paragraph per line). */
  content: z.string(),
  title: z.string(),
  info: z.object({
    source_type: z.string(),
    identifier: z.string(),
    /** Legal sources: act, article, hierarchy and the consolidation date. */
    act: z.string().optional(),
    act_name: z.string().optional(),
    act_title: z.string().optional(),
    article: z.string().optional(),
    heading: z.string().nullable().optional(),
    path: z.array(z.string()).optional(),
    abrogated: z.boolean().optional(),
    vigente_al: z.string().optional(),
    source: z.string().optional(),
    /** A quality note on the act's text (stale, hand-copied): shown under the date as a warning. */
    note: z.string().optional(),
    /** User documents: file name and page. */
    filename: z.string().optional(),
    page: z.number().int().nullable().optional(),
  }),
});
export type CitationSourceResponse = z.infer<typeof citationSourceResponse>;

export const VERIFY_CITATIONS_MAX_LENGTH = 100_000;

/** POST /rag-api/verify-citations: paste a text, see which references are real. */
export const verifyCitationsRequest = z.object({
  text: z
    .string()
    .max(VERIFY_CITATIONS_MAX_LENGTH, `Il testo non può superare i ${VERIFY_CITATIONS_MAX_LENGTH} caratteri`),
  /** Identifiers of the sources the answer was given; references outside them are 'not_in_sources'. */
  sources: z.array(z.string().max(200)).max(200).optional(),
});
export type VerifyCitationsRequest = z.infer<typeof verifyCitationsRequest>;

/**
 * verified: the article exists in the corpus (and, when sources were given, was among them);
 * not_in_sources: it exists but was not among the sources given ('non tra le fonti');
 * not_found: no such article ('citazione non verificata'); never rendered as a working link;
 * deleted: a personal document the answer cited has since been deleted ('fonte eliminata');
 * outside_corpus: a reference to an act the corpus does not hold (`art. 5 L. 392/1978`): unverified,
 * not wrong ('atto non presente nella banca dati'); never a link.
 */
export const citationStatus = z.enum([
  'verified',
  'not_in_sources',
  'not_found',
  'deleted',
  'outside_corpus',
]);
export type CitationStatus = z.infer<typeof citationStatus>;

export const OUTSIDE_CORPUS_LABEL = 'atto non presente nella banca dati';
/** `L. 392/1978` → `L. 392/1978: atto non presente nella banca dati`. */
export function outsideCorpusNote(act: string): string {
  return `${act}: ${OUTSIDE_CORPUS_LABEL}`;
}

export const checkedCitation = z.object({
  /** The reference as written (`art. 1453 c.c.` or `@source:legal:cc-1453`). */
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  kind: z.enum(['tag', 'reference']),
  source_type: z.string(),
  identifier: z.string(),
  status: citationStatus,
  /** outside_corpus: the act's normalised name (`L. 392/1978`); the identifier is then empty. */
  act_name: z.string().optional(),
  /** Present when the article exists: its display title (`art. 1453 c.c. — Risolubilità del contratto…`). */
  title: z.string().optional(),
  abrogated: z.boolean().optional(),
});
export type CheckedCitation = z.infer<typeof checkedCitation>;
export const verifyCitationsResponse = z.object({ citations: z.array(checkedCitation) });
export type VerifyCitationsResponse = z.infer<typeof verifyCitationsResponse>;
