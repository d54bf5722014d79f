import type { UserDocumentType } from '@brocardo/shared';
import { detectDocumentType } from './detect-type';
import { extractDocx } from './docx';
import { extractPdf } from './pdf';
import { extractXls, extractXlsx } from './spreadsheet';
import { type ExtractedDocument, ExtractionFailure, type ExtractionOptions, FAILURE } from './types';
import { assertZipWithinBudget } from './zip-budget';

/**
 * Extracts the text of one document in this thread. Production code runs it through
 * `extractDocumentInWorker`; any failure a user should read is an ExtractionFailure.
 */
export async function extractDocument(
  bytes: Uint8Array,
  type: UserDocumentType,
  options: ExtractionOptions,
): Promise<ExtractedDocument> {
  // The stored type came from detectDocumentType at upload; bytes that no longer match are not that document.
  if (detectDocumentType(bytes) !== type) throw new ExtractionFailure(FAILURE.corrupt);
  try {
    switch (type) {
      case 'PDF':
        return await extractPdf(bytes, options);
      case 'DOCX':
        assertZipWithinBudget(bytes, options.maxUnzippedBytes);
        return await extractDocx(bytes);
      case 'XLSX':
        assertZipWithinBudget(bytes, options.maxUnzippedBytes);
        return await extractXlsx(bytes);
      case 'XLS':
        return extractXls(bytes);
    }
  } catch (error) {
    if (error instanceof ExtractionFailure) throw error;
    throw new ExtractionFailure(FAILURE.corrupt, { cause: error });
  }
  throw new ExtractionFailure(FAILURE.corrupt);
}
