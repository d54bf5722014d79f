import type { StoredLegalDatabaseConfig } from '../../lib/storage';

/**
 * What the legal-database configuration modal sets (spec 1 §2, §3 Chat request fields, §5):
 * all the acts or specific ones, and the AI query expansion ('Ricerca Intelligente IA').
 */
export type LegalDatabaseConfig = StoredLegalDatabaseConfig;

export const DEFAULT_LEGAL_DATABASE_CONFIG: LegalDatabaseConfig = {
  queryMode: 'all',
  selectedDocuments: [],
  enableQueryEnrichment: true,
};

/** Spec 1 §5 Legal-database options. */
export const NO_SYSTEM_DOCUMENT_WARNING = 'Nessun documento del sistema selezionato';
/** Spec 1 §8 Documents. */
export const DOCUMENT_LIST_ERROR = "Impossibile caricare l'elenco dei documenti disponibili.";

/** Specific-acts mode with no act picked: nothing could be searched, so nothing is sent. */
export function lacksSelectedDocuments(config: LegalDatabaseConfig): boolean {
  return config.queryMode === 'specific' && config.selectedDocuments.length === 0;
}

export function isSelected(config: LegalDatabaseConfig, identifier: string): boolean {
  return config.selectedDocuments.some((document) => document.identifier === identifier);
}

/** The configuration with `identifier` picked (true) or dropped (false). */
export function withDocument(
  config: LegalDatabaseConfig,
  identifier: string,
  selected: boolean,
): LegalDatabaseConfig {
  const others = config.selectedDocuments.filter((document) => document.identifier !== identifier);
  return {
    ...config,
    selectedDocuments: selected ? [...others, { identifier, type: 'system' }] : others,
  };
}
