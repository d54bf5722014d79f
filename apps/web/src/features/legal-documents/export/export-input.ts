import type { FirmProfile, LegalArea, LegalDocumentType } from '@brocardo/shared';

/** What a file is made from: the document as the viewer has it. */
export interface ExportInput {
  title: string;
  /** Markdown. */
  content: string;
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  /** ISO date-time of the text (the document's last save). */
  date: string;
  /** The «Profilo dello studio»: letterhead and signature (none when null or empty). */
  firmProfile?: FirmProfile | null;
  /** Drafted or revised by the AI model (ai-note.ts): every file ends with the note that says so. */
  aiDrafted?: boolean;
}

/** The Word file with revisions also needs the first text, and when the revisions are dated. */
export interface TrackedChangesInput extends ExportInput {
  originalContent: string;
  /** ISO date-time the revisions carry (default: the text's date). */
  revisedAt?: string;
}

const LONG_DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** `2025-03-10T09:00:00Z` → `10 marzo 2025`. */
export const italianLongDate = (iso: string): string => LONG_DATE.format(new Date(iso));
