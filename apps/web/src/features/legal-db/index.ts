export { verifyCitations } from './legal-db-api';
export { LegalDbButton } from './legal-db-button';
export {
  DEFAULT_LEGAL_DATABASE_CONFIG,
  DOCUMENT_LIST_ERROR,
  type LegalDatabaseConfig,
  lacksSelectedDocuments,
} from './legal-db-config';
export { LegalDbConfigDialog } from './legal-db-config-dialog';
export {
  citedDocumentId,
  SourcePanelProvider,
  useDeletedSources,
  useOpenSource,
} from './source-panel-context';
export { useLegalDatabaseConfig } from './use-legal-db-config';
