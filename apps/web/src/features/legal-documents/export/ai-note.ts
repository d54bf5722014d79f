import type { LegalDocumentResource } from '@brocardo/shared';

/**
 * L. 132/2025 art. 13 and the AI Act: a text the model drafted or revised says so in every file made
 * from it (the PDF's and Word's last paragraph, the text file's last line); the text itself is left as is.
 */
export const AI_DRAFT_NOTE =
  'Bozza redatta con l’ausilio dell’intelligenza artificiale: da verificare a cura del professionista prima dell’uso.';

/**
 * Whether the model drafted or revised the text: «Base» or «Avanzata» (`ai_option`), or `ai_enhanced`
 * on rows older than `ai_option`. A template filled with the user's values alone («Nessuna AI») and a
 * user's own text are not AI content, even once edited.
 */
export function draftedWithAi(metadata: LegalDocumentResource['metadata']): boolean {
  return metadata.ai_enhanced || metadata.ai_option === 'basic' || metadata.ai_option === 'enhanced';
}
