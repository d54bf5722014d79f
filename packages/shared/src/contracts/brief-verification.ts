import { z } from '../zod-it';

/** A 30-page brief is ~90,000 characters: room for a long one, not for a book. */
export const BRIEF_MAX_CHARACTERS = 300_000;

/** POST /api/brief-verifications as JSON (a file goes as multipart, field `file`). */
export const briefVerificationRequest = z.object({
  text: z
    .string({ error: 'Il testo dell’atto è obbligatorio.' })
    .refine((text) => text.trim().length > 0, { message: 'Il testo dell’atto è obbligatorio.' })
    .refine((text) => text.length <= BRIEF_MAX_CHARACTERS, {
      message: `Il testo dell’atto supera il limite di ${BRIEF_MAX_CHARACTERS.toLocaleString('it-IT')} caratteri.`,
    }),
});
export type BriefVerificationRequest = z.infer<typeof briefVerificationRequest>;

/**
 * verified: the article exists and is in force; abrogated: it exists, marked abrogated; not_found:
 * the act is held but has no such article; outside_corpus: the act is not held (never "not found").
 */
export const briefReferenceStatus = z.enum(['verified', 'abrogated', 'not_found', 'outside_corpus']);
export type BriefReferenceStatus = z.infer<typeof briefReferenceStatus>;

export const briefReference = z.object({
  /** As written in the brief; start/end are its offsets in the verified text. */
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  status: briefReferenceStatus,
  /** The article's identifier (`cc-2043`); empty for an act outside the corpus. */
  identifier: z.string(),
  title: z.string().optional(),
  /** outside_corpus: the act's normalised name (`L. 431/1998`). */
  act_name: z.string().optional(),
});
export type BriefReference = z.infer<typeof briefReference>;

/** An article cited by the brief, as stored: its text and the date the consolidated text is current at. */
export const briefArticle = z.object({
  identifier: z.string(),
  title: z.string(),
  text: z.string(),
  vigente_al: z.string(),
  abrogated: z.boolean(),
});
export type BriefArticle = z.infer<typeof briefArticle>;

/** One word run of a comparison: in both texts, only in the stored one, or only in the quotation. */
export const briefDiffPart = z.object({
  kind: z.enum(['same', 'removed', 'added']),
  text: z.string(),
});
export type BriefDiffPart = z.infer<typeof briefDiffPart>;

/**
 * exact: the quotation is in the article, on whole words (whitespace, quotes and apostrophes aside;
 * "[…]" cuts, a final full stop and the case of its first letter allowed); differs: a close passage exists, with the differences; not_found: nothing close in that
 * article; unattributed: no held article is cited in its sentence, so nothing to compare it with.
 */
export const briefQuotationStatus = z.enum(['exact', 'differs', 'not_found', 'unattributed']);
export type BriefQuotationStatus = z.infer<typeof briefQuotationStatus>;

export const briefQuotation = z.object({
  /** The quoted words, without the quotation marks; start/end span them in the verified text. */
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  status: briefQuotationStatus,
  /** The article it is attributed to (the reference's identifier), when there is one. */
  identifier: z.string().optional(),
  /** The reference as written that the quotation was attributed to. */
  reference: z.string().optional(),
  /** differs: the closest passage of the article, an exact substring of its stored text. */
  passage: z.string().optional(),
  /** differs: whether the article goes on before / after the passage (each cut shown as «[…]»). */
  passage_cut_before: z.boolean().optional(),
  passage_cut_after: z.boolean().optional(),
  /** differs: stored passage → quotation, word by word. */
  diff: z.array(briefDiffPart).optional(),
});
export type BriefQuotation = z.infer<typeof briefQuotation>;

export const briefJudgment = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** Never "verified": the codes hold no case law; a web source may only be found. */
  status: z.enum(['not_verifiable', 'source_found']),
  source: z.object({ title: z.string(), url: z.string() }).optional(),
});
export type BriefJudgment = z.infer<typeof briefJudgment>;

export const briefSummary = z.object({
  verified: z.number().int(),
  abrogated: z.number().int(),
  not_found: z.number().int(),
  outside_corpus: z.number().int(),
  quotations_exact: z.number().int(),
  /** differs + not_found; an unattributed quotation is in neither count. */
  quotations_altered: z.number().int(),
  judgments: z.number().int(),
});
export type BriefSummary = z.infer<typeof briefSummary>;

export const briefVerificationResponse = z.object({
  /** The text verified (the extracted text of an uploaded file): every offset refers to it. */
  text: z.string(),
  summary: briefSummary,
  references: z.array(briefReference),
  articles: z.array(briefArticle),
  quotations: z.array(briefQuotation),
  judgments: z.array(briefJudgment),
  /** Whether a web search provider was asked about the judgments. */
  judgments_searched: z.boolean(),
});
export type BriefVerificationResponse = z.infer<typeof briefVerificationResponse>;
