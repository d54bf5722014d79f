import { withoutBidiControls } from '../rules/display-text';
import { z } from '../zod-it';
import { sourceRelevance } from './chat';
import { matterFilter, matterIdField } from './matters';
import { paginated } from './pagination';

/** Spec 2 §3 document types, as stored and sent (both readings), and the AI disclosure to a client (art. 13 L. 132/2025). */
export const LEGAL_DOCUMENT_TYPES = [
  'contratto',
  'atto_giudiziario',
  'ricorso',
  'istanza',
  'parere',
  'atto_costituzione',
  'lettera_diffida',
  'informativa_cliente',
] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export const LEGAL_DOCUMENT_TYPE_LABELS: Readonly<Record<LegalDocumentType, string>> = {
  contratto: 'Contratto',
  atto_giudiziario: 'Atto giudiziario',
  ricorso: 'Ricorso',
  istanza: 'Istanza',
  parere: 'Parere legale',
  atto_costituzione: 'Atto di costituzione',
  lettera_diffida: 'Lettera di diffida',
  informativa_cliente: 'Informativa al cliente',
};

/** Spec 2 §3 legal areas. */
export const LEGAL_AREAS = [
  'diritto_civile',
  'diritto_penale',
  'diritto_amministrativo',
  'diritto_lavoro',
  'diritto_commerciale',
  'diritto_immobiliare',
  'diritto_famiglia',
] as const;
export type LegalArea = (typeof LEGAL_AREAS)[number];

export const LEGAL_AREA_LABELS: Readonly<Record<LegalArea, string>> = {
  diritto_civile: 'Diritto civile',
  diritto_penale: 'Diritto penale',
  diritto_amministrativo: 'Diritto amministrativo',
  diritto_lavoro: 'Diritto del lavoro',
  diritto_commerciale: 'Diritto commerciale',
  diritto_immobiliare: 'Diritto immobiliare',
  diritto_famiglia: 'Diritto di famiglia',
};

/** Spec 2 §3: none fills the template (free); basic and enhanced are drafted by the model. */
export const AI_OPTIONS = ['none', 'basic', 'enhanced'] as const;
export type AiOption = (typeof AI_OPTIONS)[number];

/**
 * One coherent status set from the spec's two readings (spec 2 §3):
 * Bozza (draft) → Generato (generated) → Revisionato (reviewed, the user edited and saved) →
 * Finalizzato (finalized, read-only). A reviewed document may be edited again (still reviewed).
 */
export const LEGAL_DOCUMENT_STATUSES = ['draft', 'generated', 'reviewed', 'finalized'] as const;
export type LegalDocumentStatus = (typeof LEGAL_DOCUMENT_STATUSES)[number];

export const LEGAL_DOCUMENT_STATUS_LABELS: Readonly<Record<LegalDocumentStatus, string>> = {
  draft: 'Bozza',
  generated: 'Generato',
  reviewed: 'Revisionato',
  finalized: 'Finalizzato',
};

/** Spec 2 §3 field types of a template's form. */
export const templateFieldType = z.enum(['text', 'email', 'number', 'textarea', 'date', 'select']);
export type TemplateFieldType = z.infer<typeof templateFieldType>;

/**
 * What a text field holds, checked by its check characters (rules/template-values.ts): an IBAN, a
 * person's or company's codice fiscale, a partita IVA, either of the last two (`tax_id`), or a lawyer's
 * name (a leading «Avv.» is dropped, as the document prints the title itself).
 */
export const TEMPLATE_FIELD_FORMATS = [
  'iban',
  'codice_fiscale',
  'partita_iva',
  'tax_id',
  'lawyer_name',
] as const;
export type TemplateFieldFormat = (typeof TEMPLATE_FIELD_FORMATS)[number];

/** Where a date must fall with respect to today in Italy (today itself: `not_*` accept it, the others not). */
export const TEMPLATE_DATE_RANGES = ['past', 'not_future', 'future', 'not_past'] as const;
export type TemplateDateRange = (typeof TEMPLATE_DATE_RANGES)[number];

export const templateField = z.object({
  name: z.string(),
  label: z.string(),
  type: templateFieldType,
  required: z.boolean(),
  placeholder: z.string().optional(),
  min: z.number().optional(),
  /** Numbers: the largest accepted (an amount in euro has a default ceiling, rules/template-values.ts). */
  max: z.number().optional(),
  /** Numbers: whole numbers only (days, a day of the month). */
  integer: z.boolean().optional(),
  rows: z.number().int().optional(),
  options: z.array(z.string()).optional(),
  /** A number field holding an amount in euro: rendered as `€ 12.500,00`. */
  money: z.boolean().optional(),
  format: z.enum(TEMPLATE_FIELD_FORMATS).optional(),
  date_range: z.enum(TEMPLATE_DATE_RANGES).optional(),
});
export type TemplateField = z.infer<typeof templateField>;

/** Spec 2 §3 Template; required_fields and optional_fields are JSON text lists of field names. */
export const legalTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  document_type: z.enum(LEGAL_DOCUMENT_TYPES),
  legal_area: z.enum(LEGAL_AREAS),
  required_fields: z.string(),
  optional_fields: z.string(),
  form_fields: z.array(templateField),
  version: z.number().int(),
});
export type LegalTemplate = z.infer<typeof legalTemplate>;

/** GET /api/legal-templates (spec 2 §7: success, templates or data; both are given). */
export const legalTemplatesResponse = z.object({
  success: z.literal(true),
  templates: z.array(legalTemplate),
  data: z.array(legalTemplate),
});
export type LegalTemplatesResponse = z.infer<typeof legalTemplatesResponse>;

export const LEGAL_DOCUMENT_NAME_MAX_LENGTH = 255;
export const LEGAL_DOCUMENT_CONTENT_MAX_LENGTH = 100_000;
export const TEMPLATE_VALUE_MAX_LENGTH = 10_000;

/** POST /api/legal-documents (spec 2 §3 creation payload). */
export const createLegalDocumentRequest = z
  .object({
    document_name: z
      .string()
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, 'Il nome del documento è obbligatorio.')
      .max(LEGAL_DOCUMENT_NAME_MAX_LENGTH),
    document_type: z.enum(LEGAL_DOCUMENT_TYPES, 'Il tipo di documento è obbligatorio.'),
    legal_area: z.enum(LEGAL_AREAS, "L'area legale è obbligatoria."),
    template_id: z.number().int().positive().nullable().optional(),
    template_data: z.record(z.string().max(100), z.string().max(TEMPLATE_VALUE_MAX_LENGTH)).optional(),
    custom_content: z.string().max(LEGAL_DOCUMENT_CONTENT_MAX_LENGTH).nullable().optional(),
    ai_option: z.enum(AI_OPTIONS).default('basic'),
    /** Files the new document under one of the user's matters (404 otherwise). */
    matter_id: matterIdField,
  })
  .refine((body) => body.template_id != null || (body.custom_content ?? '').trim() !== '', {
    message: 'Senza un modello il contenuto del documento è obbligatorio.',
    path: ['custom_content'],
  });
export type CreateLegalDocumentRequest = z.input<typeof createLegalDocumentRequest>;

/**
 * A reference the verifier could not match to an article of the Database Legale; with `act`, a
 * reference to an act the corpus does not hold (`L. 392/1978`), listed as outside the database.
 */
export const unverifiedReference = z.object({
  text: z.string(),
  reason: z.string(),
  act: z.string().optional(),
});
export type UnverifiedReference = z.infer<typeof unverifiedReference>;

/** A term computed for the user: the last useful day and the rule it comes from. */
/** An article given to the model, with how it ranked for the request (absent on older rows). */
export const rankedSource = z.object({
  identifier: z.string(),
  title: z.string(),
  relevance: sourceRelevance.optional(),
});
export type RankedSourceEntry = z.infer<typeof rankedSource>;

export const legalDeadline = z.object({ label: z.string(), date: z.string(), rule: z.string() });
export type LegalDeadline = z.infer<typeof legalDeadline>;

export const legalDocumentMetadata = z
  .object({
    ai_enhanced: z.boolean(),
    enhancement_options: z.array(z.string()),
    ai_option: z.enum(AI_OPTIONS).optional(),
    template_id: z.number().int().nullable().optional(),
    template_version: z.number().int().nullable().optional(),
    /** The articles the draft relied on, as given to the model, principal ones marked. */
    sources: z.array(rankedSource).optional(),
    unverified_references: z.array(unverifiedReference).optional(),
    /** enhanced: what the review pass changed. */
    enhancement_notes: z.array(z.string()).optional(),
    /** Procedural terms computed from the template's dates (art. 163-bis, art. 166 c.p.c.). */
    deadlines: z.array(legalDeadline).optional(),
    /** D.M. 110/2023 length warnings for the civil filings it governs (rules/legal-documents-length.ts). */
    filing_warnings: z.array(z.string()).optional(),
  })
  .passthrough();

/** Spec 2 §3 Legal document, plus the version history of its text. */
export const legalDocumentResource = z.object({
  id: z.number().int(),
  title: z.string(),
  document_type: z.enum(LEGAL_DOCUMENT_TYPES),
  legal_area: z.enum(LEGAL_AREAS),
  generated_content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(LEGAL_DOCUMENT_STATUSES),
  metadata: legalDocumentMetadata,
  /** The text as first generated: a revised document is compared with it (tracked changes). */
  original_content: z.string(),
  version: z.number().int(),
  /** The matter (pratica) it is filed under; null: unfiled. */
  matter_id: z.number().int().nullable().default(null),
});
export type LegalDocumentResource = z.infer<typeof legalDocumentResource>;

/** GET /api/legal-documents?per_page=N (spec 2 §7: success and documents.data, paginated). */
export const legalDocumentsResponse = z.object({
  success: z.literal(true),
  documents: paginated(legalDocumentResource),
});
export type LegalDocumentsResponse = z.infer<typeof legalDocumentsResponse>;

/** POST /api/legal-documents and the edits: the document. */
export const legalDocumentResponse = z.object({
  success: z.literal(true),
  data: legalDocumentResource,
  /** POST with AI: the user's points balance after the generation's charge (absent: nothing charged). */
  balance: z.number().int().optional(),
});
export type LegalDocumentResponse = z.infer<typeof legalDocumentResponse>;

/** PUT /api/legal-documents/{id}: the user's edit of the text (→ Revisionato). */
export const updateLegalDocumentRequest = z.object({
  generated_content: z
    .string()
    .max(LEGAL_DOCUMENT_CONTENT_MAX_LENGTH)
    .refine((text) => text.trim() !== '', 'Il contenuto del documento non può essere vuoto.'),
  /** The version the edit started from: a stale one is refused (another tab saved meanwhile). */
  version: z.number().int().positive(),
});
export type UpdateLegalDocumentRequest = z.infer<typeof updateLegalDocumentRequest>;

/** A malformed id names no document: the error handler answers it 404, like a missing one. */
export const legalDocumentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const LEGAL_DOCUMENTS_DEFAULT_PER_PAGE = 10;
export const LEGAL_DOCUMENTS_MAX_PER_PAGE = 50;

/** GET /api/legal-documents?per_page=5&page=1 */
export const listLegalDocumentsQuery = z.object({
  per_page: z.coerce
    .number()
    .int('per_page deve essere un numero intero.')
    .min(1, 'per_page deve essere almeno 1.')
    .max(LEGAL_DOCUMENTS_MAX_PER_PAGE, `per_page può essere al massimo ${LEGAL_DOCUMENTS_MAX_PER_PAGE}.`)
    .default(LEGAL_DOCUMENTS_DEFAULT_PER_PAGE),
  page: z.coerce
    .number()
    .int('page deve essere un numero intero.')
    .min(1, 'page deve essere almeno 1.')
    .max(1_000_000, 'page è troppo grande.')
    .default(1),
  /** A matter's id, or `none` for the unfiled ones. */
  matter_id: matterFilter,
});
export type ListLegalDocumentsQuery = z.infer<typeof listLegalDocumentsQuery>;

/** One saved text of a document: every generation and every edit is kept. */
export const legalDocumentVersion = z.object({
  version: z.number().int(),
  content: z.string(),
  created_at: z.string(),
});
export type LegalDocumentVersion = z.infer<typeof legalDocumentVersion>;

/** GET /api/legal-documents/{id}/versions: newest first. */
export const legalDocumentVersionsResponse = z.object({
  success: z.literal(true),
  data: z.array(legalDocumentVersion),
});
export type LegalDocumentVersionsResponse = z.infer<typeof legalDocumentVersionsResponse>;

/** DELETE /api/legal-documents/{id} */
export const legalDocumentDeletedResponse = z.object({ success: z.literal(true) });
