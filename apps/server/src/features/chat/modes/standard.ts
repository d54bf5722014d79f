import { RETRIEVAL_SETTINGS } from '@brocardo/shared';
import type { DocumentSearch } from '../../documents/documents.service';
import type { ModePreparer } from '../chat-modes';
import { retrieveUserDocuments } from './documents';

/**
 * Standard chat over personal documents (spec 1 §7: `/api/chat-with-web` with `useWebSearch:
 * false`, or `/api/chat` with enabled documents): the documents' passages, with the settings of
 * "user documents only". Without enabled documents it adds nothing.
 */
export function createStandardPreparer(search: DocumentSearch): ModePreparer {
  return async ({ userId, question, request }) => {
    if ((request.enabledUserDocuments ?? []).length === 0) return {};
    const context = await retrieveUserDocuments(
      search,
      userId,
      request,
      question,
      RETRIEVAL_SETTINGS.userDocumentsOnly.user,
    );
    return {
      events: [{ type: 'citations', citations: context.citations }],
      passages: context.passages,
      systemMessages: [context.systemMessage],
    };
  };
}
