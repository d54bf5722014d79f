export { DocumentManager } from './document-manager';
export { type PersonalDocuments, useCachedDocumentName, usePersonalDocuments } from './document-queries';
export type { ActiveDocument } from './personal-documents';
