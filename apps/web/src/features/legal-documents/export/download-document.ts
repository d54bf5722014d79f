import { downloadFileName, type FirmProfile } from '@brocardo/shared';
import { saveFile } from '../../../lib/save-file';
import { fetchFirmProfile } from '../../account';
import type { ExportInput, TrackedChangesInput } from './export-input';

export type DownloadFormat = 'pdf' | 'docx' | 'docx-revisions' | 'txt';

export interface DownloadOutcome {
  fileName: string;
  /** The PDF or Word file could not be made: the text file was downloaded instead (spec 2 §8). */
  fellBackToText: boolean;
}

const EXTENSION = { pdf: 'pdf', docx: 'docx', 'docx-revisions': 'docx', txt: 'txt' } as const;

/**
 * Each writer is its own chunk, fetched on the first download of its format: jsPDF and docx are
 * large and most visits download nothing.
 */
async function fileOf(input: TrackedChangesInput, format: DownloadFormat): Promise<Blob> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf-export')).pdfBlob(input);
    case 'docx':
      return (await import('./docx-export')).docxBlob(input);
    case 'docx-revisions':
      return (await import('./docx-tracked-changes')).trackedChangesDocxBlob(input);
    case 'txt':
      return (await import('./txt-export')).txtBlob(input);
  }
}

/** The letterhead's source; a document is still downloaded, without it, when it cannot be read. */
async function firmProfileOf(input: ExportInput): Promise<FirmProfile | null> {
  if (input.firmProfile !== undefined) return input.firmProfile;
  return fetchFirmProfile()
    .then((response) => response.data)
    .catch(() => null);
}

/**
 * Makes the file and downloads it as `name` (sanitised); a PDF or DOCX failure falls back to text.
 * Without `firmProfile` in the input, the signed-in user's is read for the letterhead and signature.
 */
export async function downloadDocument(
  input: ExportInput & Partial<TrackedChangesInput>,
  format: DownloadFormat,
  name: string,
): Promise<DownloadOutcome> {
  const firmProfile = await firmProfileOf(input);
  const full: TrackedChangesInput = {
    ...input,
    firmProfile,
    originalContent: input.originalContent ?? input.content,
  };
  try {
    const blob = await fileOf(full, format);
    const fileName = downloadFileName(name, EXTENSION[format]);
    saveFile(blob, fileName);
    return { fileName, fellBackToText: false };
  } catch (error) {
    if (format === 'txt') throw error;
    const fileName = downloadFileName(name, 'txt');
    saveFile((await import('./txt-export')).txtBlob(full), fileName);
    return { fileName, fellBackToText: true };
  }
}
