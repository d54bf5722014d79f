import type { LegalDocumentStatus, TemplateField } from '../contracts/legal-documents';

/** The status changes a document may go through (spec 2 §3 statuses, transitions designed here). */
export const LEGAL_DOCUMENT_TRANSITIONS: Readonly<
  Record<LegalDocumentStatus, readonly LegalDocumentStatus[]>
> = {
  draft: ['generated', 'reviewed', 'finalized'],
  generated: ['reviewed', 'finalized'],
  reviewed: ['reviewed', 'finalized'],
  finalized: [],
};

export function canTransition(from: LegalDocumentStatus, to: LegalDocumentStatus): boolean {
  return LEGAL_DOCUMENT_TRANSITIONS[from].includes(to);
}

/** A finalized document is read-only. */
export const isEditable = (status: LegalDocumentStatus): boolean => status !== 'finalized';

/**
 * Spec 2 §5: the characters < > : " / \ | ? * of a download name become underscores. A name ending
 * in a dot ("Beta S.r.l.") loses it, so the file is not "….pdf" with two dots.
 */
export function downloadFileName(name: string, extension: 'pdf' | 'docx' | 'txt'): string {
  const base =
    name
      .replace(/[<>:"/\\|?*]/g, '_')
      .trim()
      .replace(/[.\s]+$/, '') || 'documento';
  return `${base}.${extension}`;
}

/**
 * Spec 2 §4: selecting a template resets template_data to an empty value for each required field;
 * clearing it (null) empties the map.
 */
export function templateDataFor(fields: readonly TemplateField[] | null): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(fields.filter((field) => field.required).map((field) => [field.name, '']));
}
