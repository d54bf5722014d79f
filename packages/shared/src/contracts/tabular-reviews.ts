import { z } from '../zod-it';

/** Revisione tabellare (issue 28): a review's documents × columns (questions), one cell each. */

export const REVIEW_DOCUMENT_TYPES = ['PDF', 'DOCX', 'XLSX'] as const;
export const REVIEW_DOCUMENT_STATUSES = ['processing', 'completed', 'failed'] as const;
export const REVIEW_CELL_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type ReviewCellStatus = (typeof REVIEW_CELL_STATUSES)[number];

/** Default of REVIEW_MAX_DOCUMENTS (a server setting). */
export const DEFAULT_REVIEW_MAX_DOCUMENTS = 25;
export const REVIEW_MAX_COLUMNS = 20;
export const REVIEW_MAX_REVIEWS = 100;
export const REVIEW_TITLE_MAX_LENGTH = 200;
export const REVIEW_LABEL_MAX_LENGTH = 60;
export const REVIEW_QUESTION_MAX_LENGTH = 500;

export interface ReviewColumnSet {
  id: string;
  name: string;
  columns: readonly { label: string; question: string }[];
}

/** The ready sets of columns offered when a review is built (data: add a set here, not code). */
export const REVIEW_COLUMN_SETS: readonly ReviewColumnSet[] = [
  {
    id: 'locazioni',
    name: 'Locazioni',
    columns: [
      { label: 'Parti', question: 'Chi sono il locatore e il conduttore?' },
      { label: 'Durata', question: 'Qual è la durata della locazione e quando decorre?' },
      { label: 'Canone mensile', question: 'Qual è il canone mensile e come si aggiorna?' },
      { label: 'Deposito cauzionale', question: 'A quanto ammonta il deposito cauzionale?' },
      { label: 'Clausola di recesso', question: 'A quali condizioni e con quale preavviso si può recedere?' },
      { label: 'Foro competente', question: 'Quale foro è competente per le controversie?' },
    ],
  },
  {
    id: 'fornitura',
    name: 'Contratti di fornitura',
    columns: [
      { label: 'Parti', question: 'Chi sono il fornitore e il cliente?' },
      { label: 'Oggetto', question: 'Qual è l’oggetto della fornitura?' },
      { label: 'Durata', question: 'Qual è la durata del contratto e come si rinnova?' },
      { label: 'Prezzo e pagamento', question: 'Qual è il prezzo e quali sono i termini di pagamento?' },
      { label: 'Penali', question: 'Quali penali sono previste e per quali inadempimenti?' },
      { label: 'Recesso', question: 'A quali condizioni e con quale preavviso si può recedere?' },
      { label: 'Foro competente', question: 'Quale foro è competente per le controversie?' },
    ],
  },
  {
    id: 'lavoro',
    name: 'Lavoro',
    columns: [
      { label: 'Datore e lavoratore', question: 'Chi sono il datore di lavoro e il lavoratore?' },
      { label: 'Tipo di contratto', question: 'Il contratto è a tempo determinato o indeterminato?' },
      { label: 'Mansioni e livello', question: 'Quali sono le mansioni e il livello di inquadramento?' },
      { label: 'Retribuzione', question: 'Qual è la retribuzione lorda?' },
      { label: 'Periodo di prova', question: 'È previsto un periodo di prova e di quale durata?' },
      { label: 'Preavviso', question: 'Quale preavviso è previsto per il recesso?' },
      { label: 'CCNL applicato', question: 'Quale contratto collettivo si applica?' },
    ],
  },
];

export const reviewIdParams = z.object({ id: z.uuid('Identificativo della revisione non valido') });
export const reviewCellParams = z.object({
  id: z.uuid('Identificativo della revisione non valido'),
  cellId: z.uuid('Identificativo della cella non valido'),
});
/** DELETE /api/reviews/:id/columns/:itemId and /api/reviews/:id/documents/:itemId. */
export const reviewItemParams = z.object({
  id: z.uuid('Identificativo della revisione non valido'),
  itemId: z.uuid('Identificativo della colonna o del documento non valido'),
});

const trimmed = (required: string, max: number, tooLong: string) =>
  z
    .string(required)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

export const createReviewRequest = z.object({
  title: trimmed(
    'Il titolo è obbligatorio',
    REVIEW_TITLE_MAX_LENGTH,
    `Il titolo non può superare i ${REVIEW_TITLE_MAX_LENGTH} caratteri`,
  ),
});
export type CreateReviewRequest = z.input<typeof createReviewRequest>;

export const reviewColumnInput = z.object({
  label: trimmed(
    "L'etichetta della colonna è obbligatoria",
    REVIEW_LABEL_MAX_LENGTH,
    `L'etichetta non può superare i ${REVIEW_LABEL_MAX_LENGTH} caratteri`,
  ),
  question: trimmed(
    'La domanda della colonna è obbligatoria',
    REVIEW_QUESTION_MAX_LENGTH,
    `La domanda non può superare i ${REVIEW_QUESTION_MAX_LENGTH} caratteri`,
  ),
});

/** POST /api/reviews/:id/columns: typed questions, or a ready set by its id. */
export const addReviewColumnsRequest = z
  .object({
    columns: z
      .array(reviewColumnInput, 'Le colonne devono essere un elenco')
      .max(REVIEW_MAX_COLUMNS, `Al massimo ${REVIEW_MAX_COLUMNS} colonne`)
      .optional(),
    set: z
      .enum(
        REVIEW_COLUMN_SETS.map((set) => set.id) as [string, ...string[]],
        'Insieme di colonne sconosciuto',
      )
      .optional(),
  })
  .refine((value) => (value.columns?.length ?? 0) > 0 || value.set !== undefined, {
    path: ['columns'],
    message: 'Indica almeno una colonna o un insieme di colonne',
  });
export type AddReviewColumnsRequest = z.input<typeof addReviewColumnsRequest>;

export const reviewSummary = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  documents: z.number().int(),
  columns: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewDocument = z.object({
  id: z.string(),
  filename: z.string(),
  document_type: z.enum(REVIEW_DOCUMENT_TYPES),
  status: z.enum(REVIEW_DOCUMENT_STATUSES),
  size_bytes: z.number().int(),
  pages: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

export const reviewColumn = z.object({
  id: z.string(),
  label: z.string(),
  question: z.string(),
  position: z.number().int(),
});
export type ReviewColumn = z.infer<typeof reviewColumn>;

export const reviewCell = z.object({
  id: z.string(),
  document_id: z.string(),
  column_id: z.string(),
  status: z.enum(REVIEW_CELL_STATUSES),
  answer: z.string().nullable(),
  quote: z.string().nullable(),
  /** PDF page or Excel sheet of the quote; null for Word documents or when not found. */
  page: z.number().int().nullable(),
  /** The quote is an exact substring of the document's text (null until done). */
  verified: z.boolean().nullable(),
  /** Answered without a model: the best passage for the question. */
  extractive: z.boolean(),
  error: z.string().nullable(),
});
export type ReviewCell = z.infer<typeof reviewCell>;

export const reviewDetail = reviewSummary.extend({
  documents_list: z.array(reviewDocument),
  columns_list: z.array(reviewColumn),
  cells: z.array(reviewCell),
  /** Points per cell answered by a model (0: answered without a model, free). */
  cost_per_cell: z.number().int(),
  /** Cells a start would queue now (documents × columns without a cell yet). */
  cells_to_start: z.number().int(),
  max_documents: z.number().int(),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

export const reviewResponse = z.object({ review: reviewDetail });
export type ReviewResponse = z.infer<typeof reviewResponse>;

export const reviewsResponse = z.object({ reviews: z.array(reviewSummary) });
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

/** POST /api/reviews/:id/start: 202, the cells queued and the points they will cost at most. */
export const reviewStartedResponse = z.object({
  message: z.string(),
  queued: z.number().int(),
  points_required: z.number().int(),
  review: reviewDetail,
});
export type ReviewStartedResponse = z.infer<typeof reviewStartedResponse>;

export const reviewDeletedResponse = z.object({ message: z.string(), id: z.string() });
export type ReviewDeletedResponse = z.infer<typeof reviewDeletedResponse>;

/** GET /api/reviews/:id/export: the .xlsx bytes. */
export const reviewExportXlsx = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/**
 * The Excel export's file name, the same for the server's header and the browser's download: the
 * title's dashes (– —) as "-", what a file name should not hold dropped, runs of spaces made one, at
 * most 80 characters; "revisione" when nothing is left.
 */
export function reviewExportFilename(title: string): string {
  const base = title
    .replace(/\p{Pd}/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${base || 'revisione'}.xlsx`;
}
