/**
 * Spec 1 §9, retrieval settings by mode (all with force-min-chunks on): how many passages each
 * source contributes and the relative score they must reach. The web app sends them with each
 * question; the server applies the same numbers when a request leaves them out.
 */
export interface RetrievalSettings {
  minChunks: number;
  maxChunks: number;
  semanticThreshold: number;
  forceMinChunks: boolean;
}

const settings = (minChunks: number, maxChunks: number, semanticThreshold: number): RetrievalSettings => ({
  minChunks,
  maxChunks,
  semanticThreshold,
  forceMinChunks: true,
});

export const RETRIEVAL_SETTINGS = {
  /** Standard mode with personal documents active: /api/chat-with-web, useWebSearch false. */
  userDocumentsOnly: { user: settings(3, 15, 0.1) },
  /** Web search with personal documents active. */
  webWithDocuments: { user: settings(1, 10, 0.15) },
  /** Database Legale with specific acts selected, plus personal documents. */
  legalExplicitWithDocuments: { user: settings(2, 15, 0.1), legal: settings(1, 10, 0.4) },
  /** Database Legale over all acts with personal documents active: the documents lead. */
  legalFocusedOnDocuments: { user: settings(3, 20, 0.1), legal: settings(0, 3, 0.6) },
  /** Database Legale without personal documents. */
  legalOnly: { legal: settings(3, 20, 0.3) },
} as const;

export type RetrievalCase = keyof typeof RETRIEVAL_SETTINGS;

/**
 * The settings of a Database Legale question: without personal documents; with them and specific
 * acts chosen (explicit selection); with them over all acts (focused on the documents).
 */
export function legalRetrievalCase(
  queryMode: 'all' | 'specific' | undefined,
  withDocuments: boolean,
): { legal: RetrievalSettings; user: RetrievalSettings | null } {
  if (!withDocuments) return { legal: RETRIEVAL_SETTINGS.legalOnly.legal, user: null };
  return queryMode === 'specific'
    ? RETRIEVAL_SETTINGS.legalExplicitWithDocuments
    : RETRIEVAL_SETTINGS.legalFocusedOnDocuments;
}
