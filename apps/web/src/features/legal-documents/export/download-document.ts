import { downloadFileName } from '@brocardo/shared';
import { saveFile } from '../../../lib/save-file';
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

/** Makes the file and downloads it as `name` (sanitised); a PDF or DOCX failure falls back to text. */
export async function downloadDocument(
  input: ExportInput & Partial<TrackedChangesInput>,
  format: DownloadFormat,
  name: string,
): Promise<DownloadOutcome> {
  const full: TrackedChangesInput = { ...input, originalContent: input.originalContent ?? input.content };
  try {
    const blob = await fileOf(full, format);
    const fileName = downloadFileName(name, EXTENSION[format]);
    saveFile(blob, fileName);
    return { fileName, fellBackToText: false };
  } catch (error) {
    if (format === 'txt') throw error;
    const fileName = downloadFileName(name, 'txt');
    saveFile((await import('./txt-export')).txtBlob(input), fileName);
    return { fileName, fellBackToText: true };
  }
}
