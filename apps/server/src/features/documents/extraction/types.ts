import type { UserDocumentType } from '@brocardo/shared';

export interface ExtractedBlock {
  /** 1-based PDF page or Excel sheet number; null for DOCX. */
  page: number | null;
  text: string;
  /** Table blocks hold Markdown-like rows `| a | b |`, one per line; the first line is the header. */
  kind: 'heading' | 'paragraph' | 'table';
}

export interface ExtractedDocument {
  type: UserDocumentType;
  /** PDF pages, Excel sheets, or the page count Word last saved in a DOCX (0 when unknown). */
  pageCount: number;
  ocrPages: number;
  blocks: ExtractedBlock[];
}

export interface OcrOptions {
  /** The tesseract executable. */
  command: string;
  /** Tesseract language list, e.g. `ita` or `ita+eng`. */
  languages: string;
  /** Per page. */
  timeoutMs: number;
  /** Most pages of one PDF that may go through OCR. */
  maxPages: number;
}

export interface ExtractionOptions {
  /** null: OCR disabled (a page that needs it fails the document). */
  ocr: OcrOptions | null;
  /** DOCX/XLSX: the most bytes all zip entries may inflate to, together. */
  maxUnzippedBytes: number;
}

/**
 * pdf.js options for untrusted files: no eval, no XFA, and images larger than 60 megapixels (an A3
 * page scanned at 600 DPI is ~70 MP… of a few hundred MB decoded) are not decoded at all: their
 * buffers live outside the V8 heap, where the worker's memory limit does not reach.
 */
export const SAFE_PDF_OPTIONS = {
  isEvalSupported: false,
  enableXfa: false,
  maxImageSize: 60_000_000,
  verbosity: 0,
} as const;

/** A document that cannot be read; `reason` is Italian and shown to the user. */
export class ExtractionFailure extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'ExtractionFailure';
  }
}

export const FAILURE = {
  corrupt: 'File danneggiato o non leggibile.',
  encryptedPdf: 'PDF protetto da password: rimuovi la protezione e caricalo di nuovo.',
  encryptedExcel: 'File Excel protetto da password: rimuovi la protezione e caricalo di nuovo.',
  noText: 'Il documento non contiene testo leggibile.',
  ocrUnavailable: 'OCR non disponibile',
  zipBomb: 'Il file compresso supera la dimensione massima una volta decompresso (possibile zip bomb).',
  timeout: 'Elaborazione interrotta: il documento ha richiesto troppo tempo.',
  memory: 'Elaborazione interrotta: il documento richiede troppa memoria.',
} as const;
