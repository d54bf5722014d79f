import type { UserDocumentType } from '@brocardo/shared';
import type { RenderedPage } from './ocr';
import type { ExtractedDocument, ExtractionOptions, OcrOptions } from './types';

export interface WorkerInput {
  bytes: Uint8Array;
  type: UserDocumentType;
  options: ExtractionOptions;
}

/** Worker → parent. OCR requests carry an id; the parent answers each with an OcrReply. */
export type WorkerMessage =
  | { type: 'ocr-available'; id: number; ocr: OcrOptions }
  | { type: 'ocr'; id: number; ocr: OcrOptions; page: RenderedPage }
  | { type: 'done'; document: ExtractedDocument }
  | { type: 'failed'; reason: string }
  | { type: 'error'; message: string };

/** Parent → worker. `reason` is set when the OCR failure is an ExtractionFailure. */
export type OcrReply =
  | { id: number; ok: true; value: boolean | string }
  | { id: number; ok: false; message: string; reason?: string };
